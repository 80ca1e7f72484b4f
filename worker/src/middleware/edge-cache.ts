/**
 * Public reads from the data centre's Cache API (issue 16 item 2): keyword search, its matching articles,
 * documents, their overview, the field choices and passage search. The key carries the collection's
 * version (corpus_version), so an admin edit or a reseed is served fresh on the very next request,
 * everywhere, with nothing to purge: old entries are simply never asked for again.
 * Only requests without a session cookie are answered from or stored in the cache, and only responses
 * that set no cookie: nothing personal is ever cached or shared across users.
 *
 * Under a burst (decision 021): concurrent requests for one key in an isolate make one Cache API lookup
 * and at most one computation; the others wait for its bytes (bounded, see lib/shared-flights.ts). A
 * computed answer is read into memory once and both the response and the stored copy are made from
 * those bytes: no `clone()`, so no tee whose second branch only a background `cache.put` drains.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { CACHE_READ_BOUND_MS, openPublicReadCache, PUBLIC_READ_CACHE_SECONDS } from '../lib/public-read-cache.ts';
import { SharedFlights, settledWithin } from '../lib/shared-flights.ts';
import { SESSION_COOKIE } from '../services/auth/session-token.ts';
import { currentCorpusVersion } from '../services/legislation/corpus-version.ts';
import { runInBackground } from './request-scope.ts';

export { CACHE_READ_BOUND_MS };
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';
/**
 * How long a request waits for an identical one's answer before working it out itself: far above a
 * computation's time (tens of ms), and the cap on what an abandoned request can cost those who joined it.
 */
export const SHARED_ANSWER_WAIT_MS = 5_000;

const PUBLIC_READS = [
  /^\/api\/legislation$/,
  /^\/api\/legislation\/[^/]+$/,
  /^\/api\/legislation\/\d+\/overview$/,
  /^\/api\/field-choices$/,
  /^\/api\/passages$/,
];

export function isPublicRead(method: string, path: string): boolean {
  return method === 'GET' && PUBLIC_READS.some((r) => r.test(path));
}

/** The same question asked with its parameters in another order is the same entry. */
export function edgeCacheKey(url: string, version: number): Request {
  const u = new URL(url);
  u.searchParams.sort();
  return new Request(`${u.origin}/__public-reads/v${version}${u.pathname}?${u.searchParams.toString()}`);
}

/** A public answer as plain data: what one request may hand to another of the same isolate. */
interface PublicAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** Where it came from: the Cache API (HIT) or a computation (SHARED, for those who waited for it). */
  from: 'HIT' | 'SHARED';
}

const answers = new SharedFlights<PublicAnswer | null>(SHARED_ANSWER_WAIT_MS);

async function toAnswer(res: Response, from: PublicAnswer['from']): Promise<PublicAnswer> {
  return { status: res.status, headers: [...res.headers], body: await res.arrayBuffer(), from };
}

function toResponse(answer: PublicAnswer, state: string): Response {
  const res = new Response(answer.body, { status: answer.status, headers: answer.headers });
  res.headers.set(EDGE_CACHE_HEADER, state);
  // The browser keeps no copy: the next visit asks again and meets the current version.
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** A stored 200 without cookies: shareable with every visitor. */
function isShareable(res: Response): boolean {
  return res.status === 200 && !res.headers.has('Set-Cookie');
}

/**
 * The answer for `key`: from the Cache API, else computed by this request's handler (and stored in the
 * background). Null when what the handler gave may not be shared; it then stays `c.res` as it was.
 */
async function lookUpOrCompute(c: Context<AppEnv>, next: () => Promise<void>, cache: Cache, key: Request, fresh: boolean): Promise<PublicAnswer | null> {
  if (!fresh) {
    const lookup = cache.match(key).then((hit) => (hit ? toAnswer(hit, 'HIT') : undefined));
    const hit = await settledWithin(lookup, CACHE_READ_BOUND_MS, () => Promise.resolve(undefined));
    if (hit) return hit;
  }
  await next();
  if (!isShareable(c.res)) return null;
  const computed = await toAnswer(c.res, 'SHARED');
  const headers = new Headers(computed.headers);
  headers.set('Cache-Control', `public, max-age=${PUBLIC_READ_CACHE_SECONDS}`);
  headers.delete(EDGE_CACHE_HEADER);
  // A body of known length, from bytes already in memory: the put reads nothing the response needs.
  await runInBackground(c, 'edge cache put', () => cache.put(key, new Response(computed.body, { status: 200, headers })));
  return computed;
}

export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPublicRead(c.req.method, c.req.path) || getCookie(c, SESSION_COOKIE) !== undefined) return next();
  const cache = await openPublicReadCache();
  if (!cache) return next();
  const key = edgeCacheKey(c.req.url, await currentCorpusVersion(c.var.db));
  // A client asking for a fresh answer (request Cache-Control: no-cache, RFC 9111) is not given a stored one;
  // what it gets is stored for the next. The benchmarks use it to time the uncached path.
  const fresh = /\bno-cache\b/i.test(c.req.header('cache-control') ?? '') || /\bno-cache\b/i.test(c.req.header('pragma') ?? '');
  if (fresh) {
    const answer = await lookUpOrCompute(c, next, cache, key, true);
    if (answer) c.res = toResponse(answer, 'MISS');
    return;
  }
  const flight = answers.joinable(key.url);
  if (flight) {
    // Another request of this isolate is looking up or computing this very answer: wait for its bytes.
    const shared = await settledWithin(flight, SHARED_ANSWER_WAIT_MS, () => Promise.resolve(null));
    if (shared) return toResponse(shared, shared.from);
    // It was not shareable, failed or took too long: this request works it out itself.
  }
  const answer = await answers.run(key.url, () => lookUpOrCompute(c, next, cache, key, false));
  // This request looked it up (HIT) or computed it (MISS); those who joined it say HIT or SHARED.
  if (answer) c.res = toResponse(answer, answer.from === 'HIT' ? 'HIT' : 'MISS');
};
