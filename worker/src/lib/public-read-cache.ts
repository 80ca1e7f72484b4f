/**
 * The data centre's Cache API store of public reads (decision 016): the REST reads (middleware/edge-cache.ts)
 * and the MCP tools' results (services/mcp/result-cache.ts) share it, its lifetime and its read bound, so
 * "identical reads answer from the edge cache" means one thing for both.
 */

const CACHE_NAME = 'public-reads';
/** Entries are keyed by corpus version and never go stale; the time only bounds how long unused ones stay. */
export const PUBLIC_READ_CACHE_SECONDS = 24 * 60 * 60;
/**
 * How long a lookup in the Cache API may take, body included, before the request computes the answer
 * instead: a hit takes a few ms. Under a burst, Miniflare's cache (one Durable Object and a blob store)
 * left single lookups unanswered for over 30 s (decision 021); no cache read may hold a request hostage.
 */
export const CACHE_READ_BOUND_MS = 2_000;

let cachePromise: Promise<Cache | null> | null = null;

/** The store, opened once per isolate; null where the runtime has none (the request then computes). */
export function openPublicReadCache(): Promise<Cache | null> {
  cachePromise ??= caches.open(CACHE_NAME).catch(() => {
    cachePromise = null;
    return null;
  });
  return cachePromise;
}
