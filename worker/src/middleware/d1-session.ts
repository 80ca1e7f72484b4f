/**
 * D1 read replication through the Sessions API (issue 16): every API request runs on one D1 session,
 * and this is the one place that decides where its first query may go.
 * - A browser that has written or signed in carries the bookmark of its last request (cookie
 *   `d1_bookmark`): its session starts at least that new, so what it wrote it reads back, on any replica.
 * - Without a bookmark, writes and signed-in requests start on the primary ('first-primary').
 * - Anonymous public reads may start on the nearest replica ('first-unconstrained'); they get no cookie,
 *   so their responses stay shareable.
 * Writes always go to the primary: D1 routes them there whatever the constraint.
 * - Reads of the published collection inside a personal request (an answer's retrieval) use a second,
 *   unconstrained session (`corpusReads`): the primary's one thread is kept for what must run there.
 * For the request `c.env.DB` is the session; routes take it as `c.var.db` (middleware/request-scope.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { SESSION_COOKIE } from '../services/auth/session-token.ts';
import { isSecureOrigin } from './session.ts';

export const BOOKMARK_COOKIE = 'd1_bookmark';
/** Long enough to cover a replica's lag many times over; a stale bookmark only means a fresher start. */
const BOOKMARK_MAX_AGE_SECONDS = 10 * 60;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** D1 bookmarks are short opaque tokens (hex groups and dashes); anything else is not honoured. */
const BOOKMARK_PATTERN = /^[0-9a-zA-Z-]{1,200}$/;

export type D1SessionStart = D1SessionConstraint | D1SessionBookmark;

/** Where the request's session starts: its bookmark, the primary, or any replica. */
export function sessionStart(c: Context<AppEnv>): D1SessionStart {
  const bookmark = getCookie(c, BOOKMARK_COOKIE);
  if (bookmark && BOOKMARK_PATTERN.test(bookmark)) return bookmark;
  const personal = !READ_METHODS.has(c.req.method) || getCookie(c, SESSION_COOKIE) !== undefined;
  return personal ? 'first-primary' : 'first-unconstrained';
}

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const start = sessionStart(c);
  const binding = c.env.DB;
  const session = binding.withSession(start);
  // Reads of the published collection (retrieval for an answer) need no read-your-writes: even in a request
  // that writes, they may run on the nearest replica, which keeps the primary for writes. Opened on first use.
  let corpus = start === 'first-unconstrained' ? session : undefined;
  c.set('corpusReads', () => (corpus ??= binding.withSession('first-unconstrained')) as unknown as D1Database);
  // A session has the query surface the app uses (prepare, batch); per request, so concurrent requests
  // never share one. The Worker's env object itself is left untouched.
  c.env = { ...c.env, DB: session as unknown as D1Database };
  await next();
  const personal = start !== 'first-unconstrained';
  const bookmark = session.getBookmark();
  if (personal && bookmark && BOOKMARK_PATTERN.test(bookmark)) {
    setCookie(c, BOOKMARK_COOKIE, bookmark, { httpOnly: true, sameSite: 'Lax', secure: isSecureOrigin(c), path: '/', maxAge: BOOKMARK_MAX_AGE_SECONDS });
  }
};

/**
 * Where no D1 session is kept (the MCP server: anonymous, cookie-less reads of the collection): only `corpusReads`, on
 * the nearest replica, opened on first use. The request's own `db` stays the binding (the rate limit, the error log).
 */
export const replicaCorpusReads: MiddlewareHandler<AppEnv> = async (c, next) => {
  const binding = c.env.DB;
  let corpus: D1DatabaseSession | undefined;
  c.set('corpusReads', () => (corpus ??= binding.withSession('first-unconstrained')) as unknown as D1Database);
  await next();
};
