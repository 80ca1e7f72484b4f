/**
 * Article embeddings for vector retrieval, computed at seed time when an embeddings endpoint is
 * configured (EMBEDDINGS_API_KEY; EMBEDDINGS_BASE_URL, EMBEDDINGS_MODEL). They become
 * - upserts into article_embeddings (the in-Worker vector index reads them where Vectorize is not bound), and
 * - an NDJSON file for `wrangler vectorize upsert` (the production index), ids "slug#number".
 * Vectors already computed for the same model and text are reused from a cache file, so a re-seed
 * only calls the endpoint for articles whose text changed. Without a key, nothing here runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import OpenAI from 'openai';
import { articleEmbeddingText, normalise, vectorKey, vectorToBytes } from '../worker/src/services/retrieval/embedding-text.ts';
import { sqlLiteral } from './build-seed-sql.ts';
import type { CorpusDocument } from './corpus/load-corpus.ts';

export interface SeedEmbedder {
  model: string;
  embed(texts: string[]): Promise<ArrayLike<number>[]>;
}

export function openAiSeedEmbedder(options: { apiKey: string; baseURL?: string; model?: string }): SeedEmbedder {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL ?? 'https://api.openai.com/v1', maxRetries: 3 });
  const model = options.model ?? 'text-embedding-3-small';
  return {
    model,
    async embed(texts) {
      const res = await client.embeddings.create({ model, input: texts, encoding_format: 'float' });
      return [...res.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
    },
  };
}

export interface EmbeddingSeed {
  /** SQL upserts into article_embeddings, keyed by (slug, article number) through sub-selects. */
  statements: string[];
  /** NDJSON lines for `wrangler vectorize upsert`. */
  vectorizeNdjson: string;
  /** How many articles needed the endpoint (the rest came from the cache). */
  embedded: number;
  total: number;
}

type Cache = Record<string, number[]>;

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

export async function buildEmbeddingSeed(
  docs: CorpusDocument[],
  embedder: SeedEmbedder,
  options: { batchSize?: number; cacheFile?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<EmbeddingSeed> {
  const items = docs.flatMap((doc) =>
    doc.articles.map((a) => {
      const text = articleEmbeddingText({ title: doc.title, number: a.number, heading: a.heading, chapter: a.chapter, text: a.text });
      const hash = createHash('sha256').update(`${embedder.model}\n${text}`).digest('hex');
      return { slug: doc.slug, number: a.number, text, hash };
    }),
  );
  const cache: Cache = options.cacheFile && existsSync(options.cacheFile) ? (JSON.parse(readFileSync(options.cacheFile, 'utf8')) as Cache) : {};
  const missing = items.filter((i) => !cache[i.hash]);
  const batchSize = options.batchSize ?? 64;
  for (let i = 0; i < missing.length; i += batchSize) {
    const batch = missing.slice(i, i + batchSize);
    const vectors = await embedder.embed(batch.map((b) => b.text));
    if (vectors.length !== batch.length) throw new Error(`embeddings endpoint returned ${vectors.length} vectors for ${batch.length} texts`);
    batch.forEach((b, k) => (cache[b.hash] = Array.from(normalise(vectors[k]!))));
    options.onProgress?.(Math.min(i + batchSize, missing.length), missing.length);
  }
  if (options.cacheFile) {
    const used: Cache = {};
    for (const i of items) used[i.hash] = cache[i.hash]!;
    writeFileSync(options.cacheFile, JSON.stringify(used));
  }

  const statements: string[] = [];
  const lines: string[] = [];
  for (const i of items) {
    const vector = Float32Array.from(cache[i.hash]!);
    const articleId = `(SELECT a.id FROM articles a JOIN legislation l ON l.id = a.legislation_id WHERE l.slug = ${sqlLiteral(i.slug)} AND a.number = ${sqlLiteral(i.number)})`;
    statements.push(
      `INSERT INTO article_embeddings (article_id, model, dimensions, embedding, content_hash) VALUES (${articleId}, ${sqlLiteral(embedder.model)}, ${vector.length}, X'${hex(vectorToBytes(vector))}', ${sqlLiteral(i.hash)}) ` +
        `ON CONFLICT(article_id, model) DO UPDATE SET dimensions = excluded.dimensions, embedding = excluded.embedding, content_hash = excluded.content_hash;`,
    );
    lines.push(JSON.stringify({ id: vectorKey(i.slug, i.number), values: Array.from(vector), metadata: { slug: i.slug, number: i.number } }));
  }
  return { statements, vectorizeNdjson: `${lines.join('\n')}\n`, embedded: missing.length, total: items.length };
}
