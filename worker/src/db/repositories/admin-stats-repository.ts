/**
 * Reads of the admin monitoring page: the database probe, the error log's figures, and the counts
 * of users, subscriptions and conversations. Times are compared as ISO-8601 UTC strings, the form
 * every created_at column is written in, so the indexes on created_at serve the ranges.
 */
import { count, countDistinct, desc, inArray, sql } from 'drizzle-orm';
import { chats, errorLog, subscriptions, users } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { ENTITLED_STATUSES } from './subscription-repository.ts';

/** The cheapest statement that still goes to the database and back. */
export async function probeDatabase(db: Db): Promise<void> {
  await db.all(sql`SELECT 1 AS ok`);
}

export interface ErrorCounts {
  total: number;
  lastDay: number;
  lastHour: number;
}

/** Error-log figures since two instants, the newest entries, and the most frequent error names; one D1 round trip. */
export async function errorLogFigures(db: Db, since: { hour: string; day: string }, limits: { topTypes: number; recent: number }) {
  const [counts, topTypes, recent] = await db.batch([
    db
      .select({
        total: count(),
        // Range counts off the created_at index rather than a test of every row. Aliased: D1 batches
        // return rows keyed by column name, and the two subqueries would otherwise share one.
        lastDay: sql<number>`(SELECT count(*) FROM ${errorLog} WHERE ${errorLog.createdAt} >= ${since.day})`.as('last_day'),
        lastHour: sql<number>`(SELECT count(*) FROM ${errorLog} WHERE ${errorLog.createdAt} >= ${since.hour})`.as('last_hour'),
      })
      .from(errorLog),
    db
      .select({ name: errorLog.errorName, count: count() })
      .from(errorLog)
      .groupBy(errorLog.errorName)
      .orderBy(desc(count()), errorLog.errorName)
      .limit(limits.topTypes),
    db
      .select({
        method: errorLog.method,
        url: errorLog.url,
        statusCode: errorLog.statusCode,
        timestamp: errorLog.createdAt,
        error: errorLog.message,
        ip: errorLog.ip,
        userId: errorLog.userId,
      })
      .from(errorLog)
      .orderBy(desc(errorLog.createdAt), desc(errorLog.id))
      .limit(limits.recent),
  ]);
  const c = counts[0];
  return {
    counts: { total: c?.total ?? 0, lastDay: Number(c?.lastDay ?? 0), lastHour: Number(c?.lastHour ?? 0) } satisfies ErrorCounts,
    topTypes,
    recent,
  };
}

/**
 * Users, users with an active Professional Plan subscription (spec §2 monitoring "active
 * subscriptions": pay-as-you-go is no subscription) and conversations (all, and since
 * `todayStart`); one D1 round trip.
 */
export async function userAndChatCounts(db: Db, todayStart: string) {
  const [userRows, subscribedRows, chatRows] = await db.batch([
    db.select({ n: count() }).from(users),
    db
      .select({ n: countDistinct(subscriptions.userId) })
      .from(subscriptions)
      .where(inArray(subscriptions.status, [...ENTITLED_STATUSES])),
    db.select({ total: count(), today: sql<number>`coalesce(sum(${chats.createdAt} >= ${todayStart}), 0)`.as('today') }).from(chats),
  ]);
  return {
    users: userRows[0]?.n ?? 0,
    subscribed: subscribedRows[0]?.n ?? 0,
    chats: chatRows[0]?.total ?? 0,
    chatsToday: Number(chatRows[0]?.today ?? 0),
  };
}
