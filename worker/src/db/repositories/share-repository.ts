/**
 * The D1 index of share links: token → chat, owner, liveness and the exact view count. The
 * published snapshots themselves are in KV (services/shares/snapshot-store.ts).
 */
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { chats, messages, shares } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { isConstraintFailure } from '../constraint-failure.ts';

const nowIso = sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`;

export interface ShareRow {
  token: string;
  chatId: number | null;
  lastMessageId: number | null;
  createdAt: string;
}

/** The saved messages of a chat up to (and including) `lastMessageId`, oldest first. */
export async function messagesUpTo(db: Db, chatId: number, lastMessageId: number) {
  return db
    .select({ id: messages.id, role: messages.role, content: messages.content, citations: messages.citations })
    .from(messages)
    .where(and(eq(messages.chatId, chatId), lte(messages.id, lastMessageId)))
    .orderBy(asc(messages.id));
}

/** The live link that already publishes the chat as of `lastMessageId`, if any. */
export async function findLiveShareOfState(db: Db, userId: number, chatId: number, lastMessageId: number): Promise<ShareRow | null> {
  return firstOrNull(
    db
      .select({ token: shares.token, chatId: shares.chatId, lastMessageId: shares.lastMessageId, createdAt: shares.createdAt })
      .from(shares)
      .where(and(eq(shares.userId, userId), eq(shares.chatId, chatId), eq(shares.lastMessageId, lastMessageId), eq(shares.revoked, false)))
      .limit(1),
  );
}

/**
 * Records a published snapshot: 'inserted'; 'exists' when a live link for the same chat state
 * already exists (the partial unique index `shares_live_snapshot_idx`: a concurrent share won the
 * race); 'vanished' when the chat (or its owner) was deleted meanwhile (its foreign key refused it).
 */
export async function insertShare(
  db: Db,
  row: { token: string; userId: number; chatId: number; lastMessageId: number; createdAt: string },
): Promise<'inserted' | 'exists' | 'vanished'> {
  try {
    const inserted = await db.insert(shares).values(row).onConflictDoNothing().returning({ token: shares.token });
    return inserted.length === 1 ? 'inserted' : 'exists';
  } catch (err) {
    if (isConstraintFailure(err)) return 'vanished';
    throw err;
  }
}

/**
 * Counts one view of a live link and returns the new count: one atomic statement, so concurrent
 * readers each get a distinct, exact number. Null when the token is unknown or revoked.
 */
export async function countView(db: Db, token: string): Promise<(ShareRow & { viewCount: number }) | null> {
  return firstOrNull(
    db
      .update(shares)
      .set({ viewCount: sql`${shares.viewCount} + 1` })
      .where(and(eq(shares.token, token), eq(shares.revoked, false)))
      .returning({ token: shares.token, chatId: shares.chatId, lastMessageId: shares.lastMessageId, createdAt: shares.createdAt, viewCount: shares.viewCount }),
  );
}

/** A live link, without counting a view (the crawler preview of /shared/:id). */
export async function findLiveShare(db: Db, token: string): Promise<ShareRow | null> {
  return firstOrNull(
    db
      .select({ token: shares.token, chatId: shares.chatId, lastMessageId: shares.lastMessageId, createdAt: shares.createdAt })
      .from(shares)
      .where(and(eq(shares.token, token), eq(shares.revoked, false)))
      .limit(1),
  );
}

/** The chat's title, for rebuilding a snapshot that KV has not yet propagated. */
export async function chatTitle(db: Db, chatId: number): Promise<string | null> {
  const [row] = await db.select({ title: chats.title }).from(chats).where(eq(chats.id, chatId)).limit(1);
  return row?.title ?? null;
}

/** Revokes every live link of one of the user's chats; returns their tokens (to drop the snapshots). */
export function revokeSharesOfChat(db: Db, userId: number, chatId: number) {
  return db
    .update(shares)
    .set({ revoked: true, revokedAt: nowIso })
    .where(and(eq(shares.userId, userId), eq(shares.chatId, chatId), eq(shares.revoked, false)))
    .returning({ token: shares.token });
}

/** Revokes every live link of the user that belongs to a chat (used with "Delete All"). */
export function revokeAllChatSharesOfUser(db: Db, userId: number) {
  return db
    .update(shares)
    .set({ revoked: true, revokedAt: nowIso })
    .where(and(eq(shares.userId, userId), isNotNull(shares.chatId), eq(shares.revoked, false)))
    .returning({ token: shares.token });
}

/** The newest message id of a chat (0 when it has none). */
export async function newestMessageId(db: Db, chatId: number): Promise<number> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(eq(messages.chatId, chatId)).orderBy(desc(messages.id)).limit(1);
  return row?.id ?? 0;
}
