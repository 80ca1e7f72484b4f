/** All SQL about a user's saved conversations and their messages. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { chats, legislation, messages, shares } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { revokeAllChatSharesOfUser, revokeSharesOfChat } from './share-repository.ts';

/**
 * The newest share link of the chat that was not revoked. A subquery rather than a join so a
 * chat shared several times still yields one row; rowid breaks ties within the same millisecond.
 */
export const liveShareToken = sql<string | null>`(SELECT ${shares.token} FROM ${shares}
  WHERE ${shares.chatId} = ${chats.id} AND ${shares.revoked} = 0
  ORDER BY ${shares.createdAt} DESC, ${shares}.rowid DESC LIMIT 1)`;

const chatColumns = {
  id: chats.id,
  title: chats.title,
  createdAt: chats.createdAt,
  wordCount: chats.wordCount,
  legislationId: chats.legislationId,
  kind: chats.kind,
  shareToken: liveShareToken,
};

export interface ChatListRow {
  id: number;
  title: string;
  createdAt: string;
  wordCount: number;
  legislationId: number | null;
  kind: 'document' | 'collection';
  shareToken: string | null;
}

export async function listChatsOfUser(db: Db, userId: number): Promise<ChatListRow[]> {
  return db.select(chatColumns).from(chats).where(eq(chats.userId, userId)).orderBy(desc(chats.createdAt), desc(chats.id));
}

/** The chat with its document's text, or null when it does not exist or belongs to someone else. */
export async function findChatOfUser(db: Db, userId: number, chatId: number): Promise<(ChatListRow & { originalText: string | null }) | null> {
  return firstOrNull(
    db
      .select({ ...chatColumns, originalText: legislation.originalText })
      .from(chats)
      .leftJoin(legislation, eq(legislation.id, chats.legislationId))
      .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
      .limit(1),
  );
}

export async function listMessagesOfChat(db: Db, chatId: number) {
  return db
    .select({ role: messages.role, content: messages.content, citations: messages.citations, model: messages.model, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(asc(messages.id));
}

/**
 * Messages go with their chat (ON DELETE CASCADE); shares and usage events keep their rows with
 * chat_id set to null. Deleting a conversation also revokes its public share links, in the same
 * transaction: a person who deletes a chat expects the shared copy to stop answering too. The
 * revoked tokens are returned so their snapshots can be dropped from KV.
 */
export async function deleteChatOfUser(db: Db, userId: number, chatId: number): Promise<{ deleted: boolean; revokedTokens: string[] }> {
  const [revoked, rows] = await db.batch([
    revokeSharesOfChat(db, userId, chatId),
    db
      .delete(chats)
      .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
      .returning({ id: chats.id }),
  ]);
  return { deleted: rows.length === 1, revokedTokens: revoked.map((r) => r.token) };
}

export async function deleteAllChatsOfUser(db: Db, userId: number): Promise<{ deleted: number; revokedTokens: string[] }> {
  const [revoked, rows] = await db.batch([revokeAllChatSharesOfUser(db, userId), db.delete(chats).where(eq(chats.userId, userId)).returning({ id: chats.id })]);
  return { deleted: rows.length, revokedTokens: revoked.map((r) => r.token) };
}

/** Totals over every chat of the user, and the number started within [from, to). */
export async function chatTotalsOfUser(db: Db, userId: number, from: string, to: string) {
  const [row] = await db
    .select({
      total: count(),
      words: sql<number>`coalesce(sum(${chats.wordCount}), 0)`,
      inPeriod: sql<number>`coalesce(sum(CASE WHEN ${chats.createdAt} >= ${from} AND ${chats.createdAt} < ${to} THEN 1 ELSE 0 END), 0)`,
    })
    .from(chats)
    .where(eq(chats.userId, userId));
  return { total: row?.total ?? 0, words: Number(row?.words ?? 0), inPeriod: Number(row?.inPeriod ?? 0) };
}
