/**
 * A benchmark-only Worker entry (bench/cpu.ts bundles it instead of worker/src/index.ts): the product's
 * Worker unchanged, with its bindings wrapped so that every D1 statement (and the rows it read and
 * wrote), KV operation, Cache API operation and outbound fetch (subrequest) of a request is counted.
 * `GET /__footprint` answers the counts since the last such call and resets them; the benchmark sends
 * one request at a time and reads the counts after its body, so each count belongs to one request.
 *
 * D1 reports rows read only for `run()`, `all()` and `batch()`; the app (through drizzle) also uses
 * `raw()` and `first()`, so such statements, when they only read, are run once more with `run()` to read
 * D1's own figure. Writes are never repeated: a write through `raw()` or `first()` (INSERT … RETURNING)
 * is counted as a statement and as `unmeasured`.
 */
import worker from '../worker/src/index.ts';
import type { Bindings } from '../worker/src/env.ts';
import type { Footprint } from './footprint.ts';

const empty = (): Footprint => ({
  d1Statements: 0,
  d1Batches: 0,
  rowsRead: 0,
  rowsWritten: 0,
  d1Ms: 0,
  primaryMs: 0,
  writeTransactions: 0,
  sizeAfter: 0,
  unmeasured: 0,
  kv: {},
  cache: {},
  subrequests: 0,
});
let current = empty();

const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|replace)\b/i;
const isRead = (sql: string) => READ_ONLY.test(sql) && !WRITES.test(sql);

/** `primary`: the statement must run on the primary (a write, or a session that starts there). */
function addMeta(meta: D1Meta | undefined, primary: boolean) {
  current.rowsRead += meta?.rows_read ?? 0;
  current.rowsWritten += meta?.rows_written ?? 0;
  current.d1Ms += meta?.duration ?? 0;
  if (primary) current.primaryMs += meta?.duration ?? 0;
  if (meta?.size_after) current.sizeAfter = meta.size_after;
}

const SQL = Symbol('sql');
type CountedStatement = D1PreparedStatement & { [SQL]: string; inner: D1PreparedStatement; primary: boolean; write: boolean };

function countedStatement(inner: D1PreparedStatement, sql: string, onReplica: boolean): CountedStatement {
  const write = !isRead(sql);
  const primary = onReplica ? write : true;
  /** Counts one execution outside a batch: a write there is a transaction of its own. */
  const countExecution = () => {
    current.d1Statements += 1;
    if (write) current.writeTransactions += 1;
  };
  const measureAgain = async () => {
    if (isRead(sql)) addMeta((await inner.run()).meta, primary);
    else current.unmeasured += 1;
  };
  const statement = {
    [SQL]: sql,
    inner,
    primary,
    write,
    bind: (...values: unknown[]) => countedStatement(inner.bind(...values), sql, onReplica),
    async run() {
      countExecution();
      const result = await inner.run();
      addMeta(result.meta, primary);
      return result;
    },
    async all() {
      countExecution();
      const result = await inner.all();
      addMeta(result.meta, primary);
      return result;
    },
    async first(column?: string) {
      countExecution();
      const result = column === undefined ? await inner.first() : await inner.first(column);
      await measureAgain();
      return result;
    },
    async raw(options?: { columnNames?: boolean }) {
      countExecution();
      const result = options?.columnNames ? await inner.raw({ columnNames: true }) : await inner.raw();
      await measureAgain();
      return result;
    },
  };
  return statement as unknown as CountedStatement;
}

/**
 * `onReplica`: a session that may start on a replica ('first-unconstrained'); the binding itself and the
 * other sessions run on the primary (a bookmark may be served by a replica too, but not before it caught up).
 */
function countedDatabase<T extends D1Database | D1DatabaseSession>(inner: T, onReplica = false): T {
  return new Proxy(inner, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => countedStatement(target.prepare(sql), sql, onReplica);
      if (key === 'batch') {
        return async (statements: CountedStatement[]) => {
          current.d1Batches += 1;
          current.d1Statements += statements.length;
          if (statements.some((s) => s.write)) current.writeTransactions += 1;
          const results = await target.batch(statements.map((s) => s.inner));
          results.forEach((r, i) => addMeta(r.meta, statements[i]!.primary));
          return results;
        };
      }
      if (key === 'withSession') return (start?: string) => countedDatabase((target as D1Database).withSession(start), start === 'first-unconstrained');
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function counted<T extends object>(inner: T, tally: () => Record<string, number>): T {
  return new Proxy(inner, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const t = tally();
        t[String(key)] = (t[String(key)] ?? 0) + 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

let wrapped = false;
function wrapGlobals() {
  if (wrapped) return;
  wrapped = true;
  const open = caches.open.bind(caches);
  caches.open = async (name: string) => counted(await open(name), () => current.cache);
  const send = globalThis.fetch;
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    current.subrequests += 1;
    return send(...args);
  };
}

// One wrapped env per binding set, so the app's per-env configuration cache keeps working.
const envs = new WeakMap<Bindings, Bindings>();

export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === '/__footprint') {
      const body = JSON.stringify(current);
      current = empty();
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    }
    wrapGlobals();
    let countedEnv = envs.get(env);
    if (!countedEnv) {
      countedEnv = { ...env, DB: countedDatabase(env.DB), SHARES: counted(env.SHARES, () => current.kv) };
      envs.set(env, countedEnv);
    }
    return worker.fetch(request, countedEnv, ctx);
  },
} satisfies ExportedHandler<Bindings>;
