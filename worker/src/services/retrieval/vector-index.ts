/**
 * One vector index interface, two implementations: Vectorize where it is bound (production), and
 * elsewhere an in-Worker index over the embeddings stored in D1 (article_embeddings), searched by
 * brute-force cosine similarity — a few thousand articles take well under a millisecond per query.
 * Both name articles by "slug#number", stable across databases.
 */
import type { Db } from '../../db/client.ts';
import { loadEmbeddings } from '../../db/repositories/retrieval-repository.ts';
import { bytesToVector, normalise } from './embedding-text.ts';

export interface VectorMatch {
  key: string;
  score: number;
}

export interface VectorQueryOptions {
  topK: number;
  /** Only this document's articles (single-document chat). */
  slug?: string;
}

export interface VectorIndex {
  query(vector: Float32Array, options: VectorQueryOptions): Promise<VectorMatch[]>;
}

/** Vectorize returns at most this many matches per query without values. */
const VECTORIZE_MAX_TOP_K = 100;

export function vectorizeIndex(index: VectorizeIndex): VectorIndex {
  return {
    async query(vector, options) {
      const res = await index.query(Array.from(vector), {
        topK: Math.min(options.topK, VECTORIZE_MAX_TOP_K),
        returnValues: false,
        returnMetadata: 'none',
        ...(options.slug ? { filter: { slug: options.slug } } : {}),
      });
      return res.matches.map((m) => ({ key: m.id, score: m.score }));
    },
  };
}

interface LoadedIndex {
  keys: string[];
  vectors: Float32Array[];
  loadedAt: number;
}

/** Per isolate and model; reloaded after this long so that a new seed is picked up. */
const LOCAL_INDEX_TTL_MS = 10 * 60 * 1000;
const localIndexes = new Map<string, Promise<LoadedIndex>>();

async function load(db: Db, model: string): Promise<LoadedIndex> {
  const rows = await loadEmbeddings(db, model);
  const keys: string[] = [];
  const vectors: Float32Array[] = [];
  for (const r of rows) {
    const v = bytesToVector(r.embedding);
    if (!v) continue;
    keys.push(r.key);
    vectors.push(normalise(v));
  }
  return { keys, vectors, loadedAt: Date.now() };
}

export function d1VectorIndex(db: Db, model: string): VectorIndex {
  return {
    async query(vector, options) {
      let pending = localIndexes.get(model);
      if (pending) {
        const loaded = await pending.catch(() => null);
        if (!loaded || Date.now() - loaded.loadedAt > LOCAL_INDEX_TTL_MS) pending = undefined;
      }
      if (!pending) {
        pending = load(db, model);
        localIndexes.set(model, pending);
        pending.catch(() => localIndexes.delete(model));
      }
      const { keys, vectors } = await pending;
      const q = normalise(vector);
      const prefix = options.slug ? `${options.slug}#` : null;
      const matches: VectorMatch[] = [];
      for (let i = 0; i < keys.length; i++) {
        if (prefix && !keys[i]!.startsWith(prefix)) continue;
        const v = vectors[i]!;
        if (v.length !== q.length) continue;
        let dot = 0;
        for (let d = 0; d < q.length; d++) dot += q[d]! * v[d]!;
        matches.push({ key: keys[i]!, score: dot });
      }
      matches.sort((a, b) => b.score - a.score);
      return matches.slice(0, options.topK);
    },
  };
}

/** Forgets the loaded local indexes (tests re-seed embeddings). */
export function resetLocalVectorIndexes(): void {
  localIndexes.clear();
}
