/**
 * Question embeddings from an OpenAI-compatible endpoint (OpenAI, Azure, Workers AI's compatible
 * endpoint, a local server), through the openai SDK. Outbound calls go through the global fetch
 * at call time, so tests can intercept them.
 */
import OpenAI from 'openai';
import { normalise } from './embedding-text.ts';

export interface Embedder {
  readonly model: string;
  /** Unit-length vectors, one per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

export interface EmbedderConfig {
  apiKey: string;
  baseURL: string;
  model: string;
  /** Milliseconds before a call is abandoned (retrieval then goes on without vectors). */
  timeoutMs?: number;
}

export function createOpenAIEmbedder(config: EmbedderConfig): Embedder {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    // Resolved per call: a test's vi.spyOn(globalThis, 'fetch') sees the request.
    fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    timeout: config.timeoutMs ?? 8_000,
    maxRetries: 1,
  });
  return {
    model: config.model,
    async embed(texts) {
      if (!texts.length) return [];
      const res = await client.embeddings.create({ model: config.model, input: texts, encoding_format: 'float' });
      const byIndex = [...res.data].sort((a, b) => a.index - b.index);
      if (byIndex.length !== texts.length) throw new Error(`embeddings endpoint returned ${byIndex.length} vectors for ${texts.length} inputs`);
      return byIndex.map((d) => normalise(d.embedding));
    },
  };
}

/** Questions are asked again (retries, shared links, the same follow-up): their vectors are kept per isolate. */
export function withQueryCache(embedder: Embedder, max = 256): Embedder {
  const cache = new Map<string, Float32Array>();
  return {
    model: embedder.model,
    async embed(texts) {
      const missing = [...new Set(texts.filter((t) => !cache.has(`${embedder.model}\n${t}`)))];
      if (missing.length) {
        const vectors = await embedder.embed(missing);
        missing.forEach((t, i) => {
          if (cache.size >= max) cache.delete(cache.keys().next().value!);
          cache.set(`${embedder.model}\n${t}`, vectors[i]!);
        });
      }
      return texts.map((t) => cache.get(`${embedder.model}\n${t}`)!);
    },
  };
}
