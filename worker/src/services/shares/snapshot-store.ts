/**
 * Where published snapshots live: KV (global, read at the edge, written once per snapshot), with
 * the data centre's Cache API in front. A snapshot never changes after it is published, so any copy
 * is correct for as long as its link is live, and liveness is always decided by D1 before a
 * snapshot is served: a revoked link stops answering at once even where a copy is still cached.
 */
import type { ShareSnapshot } from './snapshot.ts';

const CACHE_NAME = 'share-snapshots';
const CACHE_SECONDS = 24 * 60 * 60;

const kvKey = (token: string) => `share:${token}`;

function isSnapshot(value: unknown): value is ShareSnapshot {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return typeof s.title === 'string' && typeof s.createdAt === 'string' && Array.isArray(s.messages);
}

function parse(json: string | null): ShareSnapshot | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return isSnapshot(value) ? value : null;
  } catch {
    return null;
  }
}

export class SnapshotStore {
  constructor(
    private readonly kv: KVNamespace,
    /** The request's origin: Cache API keys must be on the Worker's own host. */
    private readonly origin: string,
  ) {}

  private cacheKey(token: string) {
    return new Request(`${this.origin}/__share-snapshots/${encodeURIComponent(token)}`);
  }

  /** The edge copy is an optimisation only: any failure of the Cache API falls through to KV. */
  private async cache(): Promise<Cache | null> {
    try {
      return await caches.open(CACHE_NAME);
    } catch {
      return null;
    }
  }

  async put(token: string, json: string): Promise<void> {
    await this.kv.put(kvKey(token), json);
  }

  /** The snapshot from the edge cache, else KV (then cached); null when neither has it yet. */
  async get(token: string): Promise<ShareSnapshot | null> {
    const cache = await this.cache();
    const cached = await cache?.match(this.cacheKey(token)).catch(() => undefined);
    if (cached) {
      const snapshot = parse(await cached.text());
      if (snapshot) return snapshot;
    }
    const json = await this.kv.get(kvKey(token));
    const snapshot = parse(json);
    if (snapshot) await this.remember(token, JSON.stringify(snapshot), cache);
    return snapshot;
  }

  /** Keeps a snapshot in this data centre's cache (also one rebuilt from D1 while KV propagates). */
  async remember(token: string, json: string, cache?: Cache | null): Promise<void> {
    const target = cache === undefined ? await this.cache() : cache;
    await target
      ?.put(this.cacheKey(token), new Response(json, { headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${CACHE_SECONDS}` } }))
      .catch(() => undefined);
  }

  /** Drops revoked snapshots: from KV everywhere (eventually) and from this data centre's cache now. */
  async drop(tokens: readonly string[]): Promise<void> {
    const cache = await this.cache();
    await Promise.all(tokens.flatMap((t) => [this.kv.delete(kvKey(t)), cache?.delete(this.cacheKey(t)).catch(() => false)]));
  }
}
