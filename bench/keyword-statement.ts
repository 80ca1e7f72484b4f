/**
 * The one statement a keyword search (`GET /api/legislation?search=`) runs, and D1's own time for it. The service builds
 * it exactly as the route does, through drizzle over the bench's D1 binding (drizzle's query log gives its SQL); run
 * again through the binding, D1 reports how long workerd's SQLite took (`meta.duration`). Set beside the whole request,
 * it tells the query apart from the Worker and Miniflare around it (decision 036, "Measured apart").
 */
import { drizzle } from 'drizzle-orm/d1';
import { listLegislation } from '../worker/src/services/legislation/legislation-service.ts';
import type { D1 } from './worker.ts';

export interface KeywordStatement {
  sql: string;
  params: unknown[];
  /** The number of records the list reports: checked against the API's answer to the same request. */
  total: number;
}

/** The statement of a keyword search in the route's defaults (date order, no `lang`), `limit` rows. */
export async function keywordStatement(d1: D1, keyword: string, limit: number): Promise<KeywordStatement> {
  let logged: { sql: string; params: unknown[] } | undefined;
  const db = drizzle(d1, { logger: { logQuery: (sql, params) => void (logged ??= { sql, params }) } });
  const list = await listLegislation(db, { filters: {}, search: keyword, sort: 'date', limit, offset: 0 });
  if (!logged) throw new Error(`the keyword search for "${keyword}" ran no statement`);
  return { ...logged, total: list.total };
}

/** D1's own time for one run of the statement, in ms (workerd's clock: whole milliseconds, so read a mean over runs). */
export async function statementMs(d1: D1, statement: KeywordStatement): Promise<number> {
  const result = await d1
    .prepare(statement.sql)
    .bind(...statement.params)
    .all();
  return result.meta.duration;
}
