/**
 * Retrieval for AI answers: `createRetriever` is the one way to get a Retriever (the AI
 * endpoints and /api/passages use it alike). Vector retrieval joins the lexical one when an
 * embeddings endpoint is configured: through Vectorize where it is bound, else through the
 * in-Worker index over the embeddings stored in D1.
 */
import type { Db } from '../../db/client.ts';
import type { Bindings, Config } from '../../env.ts';
import { createOpenAIEmbedder, withQueryCache, type Embedder } from './embeddings.ts';
import { PipelineRetriever, type RetrievalTuning } from './retriever.ts';
import type { Retriever } from './types.ts';
import { d1VectorIndex, vectorizeIndex, type VectorIndex } from './vector-index.ts';

export type { RetrievedPassage, RetrievalRequest, Retriever } from './types.ts';

export interface RetrieverFactoryDeps {
  db: Db;
  env: Bindings;
  config: Config;
  /** Tuning overrides (benchmarks); production uses the defaults. */
  tuning?: Partial<RetrievalTuning>;
}

/** Embedders per configuration, per isolate: their query caches outlive a request. */
const embedders = new Map<string, Embedder>();

function embedderFor(config: Config): Embedder | null {
  if (!config.EMBEDDINGS_API_KEY) return null;
  const key = `${config.EMBEDDINGS_BASE_URL}\n${config.EMBEDDINGS_MODEL}\n${config.EMBEDDINGS_API_KEY}`;
  let e = embedders.get(key);
  if (!e) {
    e = withQueryCache(createOpenAIEmbedder({ apiKey: config.EMBEDDINGS_API_KEY, baseURL: config.EMBEDDINGS_BASE_URL, model: config.EMBEDDINGS_MODEL }));
    embedders.set(key, e);
  }
  return e;
}

export function createRetriever(deps: RetrieverFactoryDeps): Retriever {
  const embedder = embedderFor(deps.config);
  let vectors: { embedder: Embedder; index: VectorIndex } | null = null;
  if (embedder) {
    const index = deps.env.VECTORIZE ? vectorizeIndex(deps.env.VECTORIZE) : d1VectorIndex(deps.db, embedder.model);
    vectors = { embedder, index };
  }
  return new PipelineRetriever({
    db: deps.db,
    vectors,
    tuning: deps.tuning,
    onVectorError: (err) => console.warn('retrieval: vector search failed, answering from the keyword index alone:', err instanceof Error ? err.message : err),
  });
}
