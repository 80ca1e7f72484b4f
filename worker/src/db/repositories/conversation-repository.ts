/**
 * Writes of the AI research endpoints: a question and its answer are saved together with the
 * conversation's word counts and the model-call record, in one D1 batch (one transaction), so a
 * failure leaves nothing half-written.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { apiCalls, chats, legislation, messages, revokedSessions, users } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { isConstraintFailure } from '../constraint-failure.ts';
import { usageEventStatements, type AnswerCharge } from './usage-event-repository.ts';
import { hasTextSql, PUBLIC_TAX_CATEGORY } from './legislation-repository.ts';

export interface ConversationRow {
  id: number;
  kind: 'document' | 'collection';
  title: string;
  legislationId: number | null;
  createdAt: string;
}

/** The user's conversation, or null when it does not exist or belongs to someone else. */
export async function findConversationOfUser(db: Db, userId: number, chatId: number): Promise<ConversationRow | null> {
  return firstOrNull(
    db
      .select({ id: chats.id, kind: chats.kind, title: chats.title, legislationId: chats.legislationId, createdAt: chats.createdAt })
      .from(chats)
      .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
      .limit(1),
  );
}

/** The newest `limit` messages of a conversation, oldest first: the context of a follow-up. */
export async function recentMessages(db: Db, chatId: number, limit: number) {
  const rows = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export interface ChatDocumentRow {
  id: number;
  title: string;
  hasText: boolean;
}

/** A document of the public list that a single-document chat may be about. */
export async function findChatDocument(db: Db, legislationId: number): Promise<ChatDocumentRow | null> {
  const [row] = await db
    .select({
      id: legislation.id,
      title: legislation.title,
      hasText: hasTextSql,
    })
    .from(legislation)
    .where(and(eq(legislation.id, legislationId), eq(legislation.taxCategory, PUBLIC_TAX_CATEGORY)))
    .limit(1);
  return row ? { id: row.id, title: row.title, hasText: Boolean(row.hasText) } : null;
}

export interface ExchangeToSave {
  userId: number;
  /** An existing conversation of the user, or null to start one with `newChat`. */
  chatId: number | null;
  newChat?: { kind: 'document' | 'collection'; title: string; legislationId: number | null };
  question: { content: string; wordCount: number };
  answer: { content: string; citationsJson: string | null; wordCount: number; model: string; inputTokens: number; outputTokens: number };
  apiCall: { model: string; context: string; inputWords: number; outputWords: number; inputTokens: number; outputTokens: number };
  /** The answer's usage event, written in the same transaction; absent when the answer is not charged. */
  charge?: AnswerCharge;
  /** The session the question came with: nothing is saved unless it still holds when the batch runs. */
  session?: { jti: string; version: number };
}

export interface SavedExchange {
  chatId: number;
  /** The event written for the answer, or null when none was (no charge asked for). */
  usageEvent: { id: number; priceFils: number; credit: string | null } | null;
}

/**
 * True inside the batch while the user exists with this session version and the session was not
 * signed out: a NULL chat id in its place makes the batch fail on messages.chat_id NOT NULL, so a
 * session ended meanwhile saves nothing (tested against the same state as the writes, not before).
 */
function sessionHolds(userId: number, session: { jti: string; version: number }) {
  return sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.sessionVersion} = ${session.version})
    AND NOT EXISTS (SELECT 1 FROM ${revokedSessions} WHERE ${revokedSessions.jti} = ${session.jti})`;
}

/**
 * Saves one exchange (and its usage event) in one D1 batch; returns the conversation id and the
 * event, or null when something it belongs to vanished meanwhile (the conversation, the user, the
 * session, the document: a constraint refused the batch, or the conversation is gone), and then
 * nothing at all is written. The caller tells which.
 */
export async function saveExchange(db: Db, x: ExchangeToSave): Promise<SavedExchange | null> {
  // Inside the batch's transaction nothing interleaves, so the user's newest chat is the one just inserted.
  const chatIdExpr = x.chatId ?? sql<number>`(SELECT max(${chats.id}) FROM ${chats} WHERE ${chats.userId} = ${x.userId})`;
  const chatIdCondition = x.chatId === null ? sql`${chats.id} = ${chatIdExpr}` : eq(chats.id, x.chatId);
  if (x.chatId === null && !x.newChat) throw new Error('saveExchange: a new conversation needs newChat');
  const start: BatchItem<'sqlite'>[] =
    x.chatId === null && x.newChat
      ? [db.insert(chats).values({ userId: x.userId, kind: x.newChat.kind, title: x.newChat.title, legislationId: x.newChat.legislationId })]
      : [];
  try {
    const statements: BatchItem<'sqlite'>[] = [
      ...start,
      db.insert(messages).values({
        chatId: x.session ? sql`CASE WHEN ${sessionHolds(x.userId, x.session)} THEN ${chatIdExpr} END` : chatIdExpr,
        role: 'user',
        content: x.question.content,
        wordCount: x.question.wordCount,
      }),
      db.insert(messages).values({
        chatId: chatIdExpr,
        role: 'assistant',
        content: x.answer.content,
        citations: x.answer.citationsJson,
        wordCount: x.answer.wordCount,
        model: x.answer.model,
        inputTokens: x.answer.inputTokens,
        outputTokens: x.answer.outputTokens,
      }),
      ...(x.charge ? usageEventStatements(db, x.charge, chatIdExpr) : []),
      db.insert(apiCalls).values({ userId: x.userId, chatId: chatIdExpr, ...x.apiCall }),
      db
        .update(chats)
        .set({
          wordCount: sql`${chats.wordCount} + ${x.answer.wordCount}`,
          inputWordCount: sql`${chats.inputWordCount} + ${x.question.wordCount}`,
          updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
        })
        .where(and(chatIdCondition, eq(chats.userId, x.userId)))
        .returning({ id: chats.id }),
    ];
    const results: unknown[] = await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    const updated = results.at(-1) as Array<{ id: number }>;
    const chatId = updated[0]?.id;
    if (chatId === undefined) return null;
    const event = x.charge ? (results[start.length + 2] as Array<{ id: number; priceFils: number; credit: string | null }>)[0] : undefined;
    return { chatId, usageEvent: event ?? null };
  } catch (err) {
    // A row the exchange refers to was deleted while the answer was being written (its conversation,
    // its user, its document), or the session guard refused it: nothing was written.
    if (isConstraintFailure(err)) return null;
    throw err;
  }
}
