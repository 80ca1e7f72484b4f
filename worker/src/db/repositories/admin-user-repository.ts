/**
 * All SQL of the admin usage page: every user with their totals, the newest conversations of
 * everyone, the figures of the stat cards, and deleting a user. Figures are aggregated in D1,
 * never by loading rows into the Worker.
 */
import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { apiCalls, chats, invoices, shares, usageEvents, users } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { liveShareToken } from './chat-repository.ts';
import type { UserRow } from './user-repository.ts';

export type AdminUserListRow = Pick<UserRow, 'id' | 'name' | 'email' | 'emailVerified' | 'isAdmin' | 'createdAt'> & { totalWords: number; chatCount: number };

export interface UsageTotals {
  totalUsers: number;
  activeUsers: number;
  totalChats: number;
  totalWords: number;
}

/**
 * The newest `limit` users with their chat count and output words, plus the totals over
 * everyone, in one round trip (one batch: both read the same state).
 */
export async function listUsersWithTotals(db: Db, limit: number): Promise<{ rows: AdminUserListRow[]; totals: UsageTotals }> {
  const perUser = db
    .select({ userId: chats.userId, chatCount: count().as('chat_count'), words: sql<number>`sum(${chats.wordCount})`.as('words') })
    .from(chats)
    .groupBy(chats.userId)
    .as('per_user');
  const [rows, [totals]] = await db.batch([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
        totalWords: sql<number>`coalesce(${perUser.words}, 0)`.mapWith(Number),
        chatCount: sql<number>`coalesce(${perUser.chatCount}, 0)`.mapWith(Number),
      })
      .from(users)
      .leftJoin(perUser, eq(perUser.userId, users.id))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit),
    // An aggregate without GROUP BY always yields one row, even over no users.
    db
      .select({
        totalUsers: count(),
        activeUsers: sql<number>`(SELECT count(DISTINCT ${chats.userId}) FROM ${chats})`.mapWith(Number),
        totalChats: sql<number>`(SELECT count(*) FROM ${chats})`.mapWith(Number),
        totalWords: sql<number>`(SELECT coalesce(sum(${chats.wordCount}), 0) FROM ${chats})`.mapWith(Number),
      })
      .from(users),
  ]);
  return { rows, totals: totals ?? { totalUsers: 0, activeUsers: 0, totalChats: 0, totalWords: 0 } };
}

export interface AdminChatRow {
  id: number;
  userId: number;
  userName: string;
  userEmail: string;
  title: string;
  wordCount: number;
  inputWordCount: number;
  createdAt: string;
  shareToken: string | null;
  apiContext: string | null;
}

/**
 * The newest `limit` conversations of everyone with their owner, newest live share link and the
 * context of their newest API call. api_calls has no index on chat_id, so the newest call per
 * chat is found in one grouped pass restricted to this page's chats rather than once per chat.
 */
export async function listRecentChats(db: Db, limit: number): Promise<AdminChatRow[]> {
  const page = db.select({ id: chats.id }).from(chats).orderBy(desc(chats.createdAt), desc(chats.id)).limit(limit);
  const latestCall = db
    .select({ chatId: apiCalls.chatId, lastId: max(apiCalls.id).as('last_id') })
    .from(apiCalls)
    .where(inArray(apiCalls.chatId, page))
    .groupBy(apiCalls.chatId)
    .as('latest_call');
  return db
    .select({
      id: chats.id,
      userId: chats.userId,
      userName: users.name,
      userEmail: users.email,
      title: chats.title,
      wordCount: chats.wordCount,
      inputWordCount: chats.inputWordCount,
      createdAt: chats.createdAt,
      shareToken: liveShareToken,
      apiContext: apiCalls.context,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.userId))
    .leftJoin(latestCall, eq(latestCall.chatId, chats.id))
    .leftJoin(apiCalls, eq(apiCalls.id, latestCall.lastId))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(limit);
}

export interface DeletedUser {
  id: number;
  email: string;
  /** Every share token the user had (live or revoked): their snapshots are dropped from KV. */
  shareTokens: string[];
  invoicesKept: number;
}

/**
 * Deletes the user in one D1 batch (a transaction: all or nothing). Their un-invoiced usage
 * events (the month's usage) go first; the user row then takes with it, by ON DELETE CASCADE,
 * chats (and their messages), shares, credit holds, the billing account and e-mail tokens.
 * Invoices and the usage events that are their lines stay as financial records, with user_id
 * set to NULL by the foreign key (migration 0011). API calls keep their cost figures (user_id
 * set to NULL the same way) but lose the context, which holds the user's question.
 *
 * Sessions end with the row: the session middleware honours a cookie only when its user id
 * still exists, and AUTOINCREMENT never hands that id out again.
 *
 * Null when no such user exists (already deleted by a concurrent request: the batches serialise,
 * and the second finds nothing).
 */
export async function deleteUserCascade(db: Db, userId: number): Promise<DeletedUser | null> {
  const [tokens, [kept], , , deleted] = await db.batch([
    db.select({ token: shares.token }).from(shares).where(eq(shares.userId, userId)),
    db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId)),
    db.delete(usageEvents).where(and(eq(usageEvents.userId, userId), isNull(usageEvents.invoiceId))),
    db.update(apiCalls).set({ context: null }).where(eq(apiCalls.userId, userId)),
    db.delete(users).where(eq(users.id, userId)).returning({ id: users.id, email: users.email }),
  ]);
  const user = deleted[0];
  if (!user) return null;
  return { id: user.id, email: user.email, shareTokens: tokens.map((t) => t.token), invoicesKept: kept?.n ?? 0 };
}
