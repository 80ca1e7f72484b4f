/**
 * Public reads from the data centre's Cache API (issue 16 item 2): keyword search, its matching articles,
 * documents, their overview, the field choices and passage search. The key carries the collection's
 * version (corpus_version), so an admin edit or a reseed is served fresh on the very next request,
 * everywhere, with nothing to purge: old entries are simply never asked for again.
 * Only requests without a session cookie are answered from or stored in the cache, and only responses
 * that set no cookie: nothing personal is ever cached or shared across users.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createDb } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { runInBackground } from '../lib/background.ts';
import { SESSION_COOKIE } from '../services/auth/session-token.ts';
import { currentCorpusVersion } from '../services/legislation/corpus-version.ts';

const CACHE_NAME = 'public-reads';
/** Entries are keyed by version and never go stale; the time only bounds how long unused ones stay. */
const CACHE_SECONDS = 24 * 60 * 60;
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';

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

async function openCache(): Promise<Cache | null> {
  try {
    return await caches.open(CACHE_NAME);
  } catch {
    return null;
  }
}

export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPublicRead(c.req.method, c.req.path) || getCookie(c, SESSION_COOKIE) !== undefined) return next();
  const cache = await openCache();
  if (!cache) return next();
  const key = edgeCacheKey(c.req.url, await currentCorpusVersion(createDb(c.env.DB)));
  // A client asking for a fresh answer (request Cache-Control: no-cache, RFC 9111) is not given a stored one;
  // what it gets is stored for the next. The benchmarks use it to time the uncached path.
  const fresh = /\bno-cache\b/i.test(c.req.header('cache-control') ?? '') || /\bno-cache\b/i.test(c.req.header('pragma') ?? '');
  const hit = fresh ? undefined : await cache.match(key).catch(() => undefined);
  if (hit) {
    const res = new Response(hit.body, { status: hit.status, headers: hit.headers });
    res.headers.set(EDGE_CACHE_HEADER, 'HIT');
    // The browser keeps no copy: the next visit asks again and meets the current version.
    res.headers.set('Cache-Control', 'no-store');
    return res;
  }
  await next();
  if (c.res.status !== 200 || c.res.headers.has('Set-Cookie')) return;
  const stored = c.res.clone();
  const headers = new Headers(stored.headers);
  headers.set('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
  headers.delete(EDGE_CACHE_HEADER);
  await runInBackground(c, 'edge cache put', () => cache.put(key, new Response(stored.body, { status: 200, headers })));
  c.res.headers.set(EDGE_CACHE_HEADER, 'MISS');
};
