import { inArray, lt } from 'drizzle-orm';
import { errorLog } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { withD1Retry } from '../retry.ts';

export interface ErrorEntry {
  method: string;
  url: string;
  statusCode: number;
  errorName: string;
  message: string;
  ip: string | null;
  userId: number | null;
}

/** Longest stored value of each text field: a request (e.g. a long query string or a huge error message) cannot write an unbounded row. */
export const ERROR_LOG_LIMITS = { method: 16, url: 2000, errorName: 100, message: 1000, ip: 100 } as const;

/** The first `max` UTF-16 units of `text`, without leaving half of a surrogate pair at the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

export async function recordError(db: Db, entry: ErrorEntry): Promise<void> {
  await db.insert(errorLog).values({
    ...entry,
    method: truncate(entry.method, ERROR_LOG_LIMITS.method),
    url: truncate(entry.url, ERROR_LOG_LIMITS.url),
    errorName: truncate(entry.errorName, ERROR_LOG_LIMITS.errorName),
    message: truncate(entry.message, ERROR_LOG_LIMITS.message),
    ip: entry.ip === null ? null : truncate(entry.ip, ERROR_LOG_LIMITS.ip),
  });
}

/** Deletes up to `batch` entries logged before `before` (ISO-8601), oldest first; how many went. Idempotent. */
export async function pruneErrorLog(db: Db, before: string, batch: number): Promise<number> {
  const oldest = db.select({ id: errorLog.id }).from(errorLog).where(lt(errorLog.createdAt, before)).orderBy(errorLog.createdAt).limit(batch);
  const result = await withD1Retry(() => db.delete(errorLog).where(inArray(errorLog.id, oldest)));
  return result.meta.changes ?? 0;
}
