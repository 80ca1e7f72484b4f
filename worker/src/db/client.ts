import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';

export type Db = DrizzleD1Database;

/** One drizzle instance per D1 binding or session: services call createDb freely, and a request has one session. */
const instances = new WeakMap<D1Database, Db>();

/**
 * The app uses drizzle's query builder only, never its relational API (`db.query.*`): without a schema,
 * drizzle does not rebuild the relational configuration of every table on each call, which cost about
 * 0.7 ms of CPU per request (bench:cpu).
 */
export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = drizzle(d1);
    instances.set(d1, db);
  }
  return db;
}

/** The first row a query gives, or null: a read by a unique key, or a write that returns the row it changed, if any. */
export async function firstOrNull<T>(query: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await query;
  return row ?? null;
}
