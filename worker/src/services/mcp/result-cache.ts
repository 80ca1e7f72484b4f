/**
 * Identical MCP reads answer from the edge cache (issue 29 item 2), as the REST reads do (decision 016): a tool
 * call's result is stored in the data centre's Cache API under the collection's version, the tool and its
 * validated arguments, so an edit or a reseed is read fresh at once and nothing needs purging. MCP calls are
 * POSTs of JSON-RPC, which the Cache API does not key, so the key is a synthetic GET address of the call.
 * Only results are stored, never errors, and nothing personal is in them: the tools read the public collection.
 */
import { CACHE_READ_BOUND_MS, openPublicReadCache, PUBLIC_READ_CACHE_SECONDS } from '../../lib/public-read-cache.ts';
import { settledWithin } from '../../lib/shared-flights.ts';

export interface CachedRead {
  json: string;
  /** True when the result came from the cache. */
  hit: boolean;
}

export interface ResultCache {
  /** The stored result of `call`, else the one `compute` makes (stored for the next identical call). */
  read(call: string, compute: () => Promise<string>): Promise<CachedRead>;
}

export interface EdgeResultCacheOptions {
  /** The Worker's origin: the synthetic keys live under it. */
  origin: string;
  /** The collection's version (services/legislation/corpus-version.ts), read when first needed. */
  version: () => Promise<number>;
  /** Stores after the response (waitUntil). */
  background: (label: string, work: () => Promise<unknown>) => void;
  /**
   * The client asked for a fresh answer (request Cache-Control: no-cache, as the REST reads honour it): nothing is
   * read from the cache, what is computed is stored for the next. The benchmarks time the uncached path with it.
   */
  fresh?: boolean;
}

/** Arguments in any key order are the same call. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function edgeResultCache(options: EdgeResultCacheOptions): ResultCache {
  return {
    async read(call, compute) {
      const cache = await openPublicReadCache();
      if (!cache) return { json: await compute(), hit: false };
      const key = new Request(`${options.origin}/__mcp-reads/v${await options.version()}/${await sha256Hex(call)}`);
      const stored = options.fresh
        ? undefined
        : await settledWithin(
            cache.match(key).then((res) => res?.text()),
            CACHE_READ_BOUND_MS,
            () => Promise.resolve(undefined),
          );
      if (stored !== undefined) return { json: stored, hit: true };
      const json = await compute();
      options.background('mcp result cache put', () =>
        cache.put(
          key,
          new Response(json, { headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${PUBLIC_READ_CACHE_SECONDS}` } }),
        ),
      );
      return { json, hit: false };
    },
  };
}
