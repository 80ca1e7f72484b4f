/**
 * The request's services, made once per request (docs/decisions/033): `c.var.db` (drizzle over the request's D1
 * session, middleware/d1-session.ts, or the binding where no session is opened) and `c.var.corpusDb()` (reads of the
 * published collection, on a replica session opened on first use). This is the one place that creates a Db from the
 * request; routes, middleware and app.onError take it from here.
 *
 * It also holds the one way a failure leaves a request: `answerFailure` (app.onError and the error event of an
 * answer stream), `reportFailure` (a failure answered as a refusal that is still ours, e.g. a failed analyst) and
 * `runInBackground` (work after the response): each logs through services/errors/error-report.ts, so every failure
 * writes the same error_log row.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createDb, type Db } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { afterResponse } from '../lib/background.ts';
import { errorBody, reportError, type ErrorAnswer, type FailedRequest, type ReportOptions } from '../services/errors/error-report.ts';

type AppContext = Context<AppEnv>;
/** Any context of the app, a route group's with its services too (a Context is invariant in its env). */
type AnyAppContext<E extends AppEnv = AppEnv> = Context<E>;
const appContext = <E extends AppEnv>(c: AnyAppContext<E>) => c as unknown as AppContext;

/** The request's database: set by `requestScope`, or made here for a failure answered before it ran (a configuration error). */
export function requestDb<E extends AppEnv>(context: AnyAppContext<E>): Db {
  const c = appContext(context);
  const db = c.get('db') as Db | undefined;
  if (db) return db;
  const made = createDb(c.env.DB);
  c.set('db', made);
  return made;
}

/** After d1Session (where there is one): the request's Db and its corpus reads. */
export const requestScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = requestDb(c);
  let corpus: Db | undefined;
  c.set('corpusDb', () => {
    if (!corpus) {
      const reads = c.get('corpusReads');
      corpus = reads ? createDb(reads()) : db;
    }
    return corpus;
  });
  await next();
};

function failedRequest(c: AppContext): FailedRequest {
  return { method: c.req.method, url: c.req.url, ip: c.req.header('cf-connecting-ip') ?? null, userId: c.get('user')?.id ?? null };
}

/** Logs a failure of this request (console and error_log). */
export function reportFailure<E extends AppEnv>(c: AnyAppContext<E>, err: unknown, options: ReportOptions = {}): Promise<void> {
  return reportError(requestDb(c), failedRequest(appContext(c)), err, options);
}

/** Work after the response; a failure of it is reported as this request's, under `label`. */
export function runInBackground<E extends AppEnv>(c: AnyAppContext<E>, label: string, work: () => Promise<unknown>): Promise<void> {
  return afterResponse(
    c,
    Promise.resolve()
      .then(work)
      .catch((err: unknown) => reportFailure(c, err, { label })),
  );
}

export interface FailureAnswer extends ErrorAnswer {
  /** The error_log write of an unexpected failure (resolved at once for a refusal): awaited, or left to run after the response. */
  logged: Promise<void>;
}

/**
 * What a failed request answers, and its log: app.onError and the SSE error event of the answer streams both come
 * here, so a failure is answered and logged the same way on either path.
 */
export async function answerFailure<E extends AppEnv>(c: AnyAppContext<E>, err: unknown): Promise<FailureAnswer> {
  const user = appContext(c).get('user');
  const db = requestDb(c);
  const answer = await errorBody(db, user ? { userId: user.id, jti: user.jti, version: user.sessionVersion } : null, err);
  const logged = answer.unexpected ? reportFailure(c, err) : Promise.resolve();
  return { ...answer, logged };
}
