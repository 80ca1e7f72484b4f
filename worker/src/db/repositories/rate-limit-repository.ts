import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { withD1Retry } from '../retry.ts';

/**
 * Adds one hit to the key's current fixed window and returns the window's count. One statement
 * (upsert + RETURNING), so simultaneous requests each see a different count.
 */
export async function hit(db: Db, key: string, windowStart: number): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Gives back one hit of the window (an attempt counted but then not used, or a successful sign-in). */
export async function refundHit(db: Db, key: string, windowStart: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

export interface Backoff {
  /** Hits of a window that need no waiting. */
  free: number;
  /** Wait after the first hit beyond `free`, doubled for each further hit. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * A hit that must respect a growing delay, in one statement: beyond `free` hits each hit sets the
 * time before which the next is refused (base × 2^(hits − free − 1), capped). A hit arriving earlier
 * changes nothing and gets the seconds left to wait. SQLite runs one statement at a time, so of two
 * simultaneous hits the second sees the first's delay.
 */
export async function hitWithBackoff(
  db: Db,
  key: string,
  windowStart: number,
  now: number,
  b: Backoff,
): Promise<{ allowed: true; count: number } | { allowed: false; retryAfterSeconds: number }> {
  const next = sql`${rateLimits.count} + 1`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, blockedUntil: b.free >= 1 ? 0 : now + b.baseDelaySeconds })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: {
        count: next,
        blockedUntil: sql`CASE WHEN ${next} > ${b.free} THEN ${now} + min(${b.maxDelaySeconds}, ${b.baseDelaySeconds} * (1 << min(20, ${next} - ${b.free} - 1))) ELSE 0 END`,
      },
      setWhere: sql`${rateLimits.blockedUntil} <= ${now}`,
    })
    .returning({ count: rateLimits.count });
  if (row) return { allowed: true, count: row.count };
  const [blocked] = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
    .limit(1);
  return { allowed: false, retryAfterSeconds: Math.max(1, (blocked?.blockedUntil ?? now + 1) - now) };
}

// The deletes below are idempotent, so retried on a transient D1 error; hit, refundHit and hitWithBackoff count, and are not.
export async function clearHits(db: Db, key: string): Promise<void> {
  await withD1Retry(() => db.delete(rateLimits).where(eq(rateLimits.key, key)));
}

/** Deletes every counter whose key starts with `prefix` (compared exactly: no LIKE wildcards in e-mails). */
export async function clearHitsWithPrefix(db: Db, prefix: string): Promise<void> {
  await withD1Retry(() => db.delete(rateLimits).where(sql`substr(${rateLimits.key}, 1, ${prefix.length}) = ${prefix}`));
}

/** Deletes the counters of windows that started before `before`; how many went. Idempotent. */
export async function pruneHits(db: Db, before: number): Promise<number> {
  const result = await withD1Retry(() => db.delete(rateLimits).where(lt(rateLimits.windowStart, before)));
  return result.meta.changes ?? 0;
}
