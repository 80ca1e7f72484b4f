/**
 * The vector path against a faked OpenAI-compatible embeddings endpoint (outbound fetch is
 * intercepted) and a faked Vectorize binding: embeddings stored in D1 feed the in-Worker index,
 * vector matches are fused with the lexical ranking, and a failing endpoint leaves lexical results.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { loadConfig, type Bindings } from '../src/env.ts';
import { articleEmbeddingText, normalise, vectorToBytes } from '../src/services/retrieval/embedding-text.ts';
import { createRetriever } from '../src/services/retrieval/index.ts';
import { resetRetrievalCaches } from '../src/services/retrieval/retrieval-caches.ts';
import { stemTokens } from '../src/services/text/tokenize.ts';
import { resetLocalVectorIndexes } from '../src/services/retrieval/vector-index.ts';

const MODEL = 'fake-embedding-model';
const BASE_URL = 'https://embeddings.test/v1';
const DIMENSIONS = 64;

/** A deterministic stand-in for a model: stemmed words hashed into a fixed number of dimensions. */
function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(DIMENSIONS).fill(0);
  for (const token of stemTokens(text)) {
    let h = 2166136261;
    for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 16777619);
    v[(h >>> 0) % DIMENSIONS]! += 1;
  }
  return v;
}

/** What the test treats as "the meaning" of a question the lexical index cannot see. */
const SECRET_QUESTION = 'zqxv wuvw';

const db = createDb(env.DB);
const config = { ...loadConfig(env), EMBEDDINGS_API_KEY: 'test-key', EMBEDDINGS_BASE_URL: BASE_URL, EMBEDDINGS_MODEL: MODEL };
let requests: Array<{ url: string; body: { model: string; input: string[]; encoding_format?: string }; auth: string | null }> = [];
let failEndpoint = false;

beforeAll(async () => {
  const rows = await env.DB.prepare(
    `SELECT a.id, a.number, a.heading, a.chapter, a.text_en, l.title, l.slug FROM articles a JOIN legislation l ON l.id = a.legislation_id`,
  ).all<{ id: number; number: string; heading: string | null; chapter: string | null; text_en: string; title: string; slug: string }>();
  const statements = rows.results.map((r) => {
    // fta-5-2023 Article 2 is where the fake model files the secret question's meaning.
    const text = r.slug === 'fta-5-2023' && r.number === '2' ? SECRET_QUESTION : articleEmbeddingText({ ...r, text: r.text_en });
    const bytes = vectorToBytes(normalise(fakeEmbedding(text)));
    return env.DB.prepare('INSERT OR REPLACE INTO article_embeddings (article_id, model, dimensions, embedding, content_hash) VALUES (?, ?, ?, ?, ?)').bind(
      r.id,
      MODEL,
      DIMENSIONS,
      bytes.buffer,
      'test',
    );
  });
  await env.DB.batch(statements);
});

beforeEach(() => {
  requests = [];
  failEndpoint = false;
  resetRetrievalCaches();
  resetLocalVectorIndexes();
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(BASE_URL)) return realFetch(input, init);
    const body = (await request.json()) as { model: string; input: string[] };
    requests.push({ url: request.url, body, auth: request.headers.get('authorization') });
    if (failEndpoint) return Response.json({ error: { message: 'overloaded' } }, { status: 500 });
    return Response.json({
      object: 'list',
      model: body.model,
      data: body.input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
      usage: { prompt_tokens: 1, total_tokens: 1 },
    });
  });
});

afterEach(() => vi.restoreAllMocks());

describe('vector retrieval through the local (D1) index', () => {
  it('embeds the question at the configured endpoint and model', async () => {
    await createRetriever({ db, env, config }).retrieve({ query: 'small business relief threshold', k: 5 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`${BASE_URL}/embeddings`);
    expect(requests[0]!.body).toMatchObject({ model: MODEL, input: ['small business relief threshold'], encoding_format: 'float' });
    expect(requests[0]!.auth).toBe('Bearer test-key');
  });

  it('finds an article only the vectors know about, fused with the lexical ranking', async () => {
    // k as a collection-wide answer takes (research-service PASSAGES_COLLECTION).
    const lexicalOnly = await createRetriever({ db, env, config: loadConfig(env) }).retrieve({ query: `${SECRET_QUESTION} small business relief`, k: 8 });
    expect(lexicalOnly.map((p) => `${p.slug}#${p.number}`)).not.toContain('fta-5-2023#2');

    const fused = await createRetriever({ db, env, config }).retrieve({ query: `${SECRET_QUESTION} small business relief`, k: 8 });
    const keys = fused.map((p) => `${p.slug}#${p.number}`);
    expect(keys).toContain('fta-5-2023#2');
    // The lexical list still contributes: the relief's own articles stay in the answer.
    expect(keys.some((k) => k === 'md-73-2023#2' || k === 'fdl-47-2022#21' || k === 'md-73-2023#3')).toBe(true);
    const scores = fused.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers from vectors alone when the question has no word the index knows', async () => {
    const passages = await createRetriever({ db, env, config }).retrieve({ query: SECRET_QUESTION, k: 3 });
    expect(passages[0]).toMatchObject({ slug: 'fta-5-2023', number: '2' });
  });

  it('keeps a single-document chat within its document', async () => {
    const row = await env.DB.prepare("SELECT id FROM legislation WHERE slug = 'fta-5-2023'").first<{ id: number }>();
    const passages = await createRetriever({ db, env, config }).retrieve({ query: SECRET_QUESTION, k: 3, legislationId: row!.id });
    expect(passages.every((p) => p.slug === 'fta-5-2023')).toBe(true);
  });

  it('falls back to lexical retrieval when the endpoint fails', async () => {
    failEndpoint = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const passages = await createRetriever({ db, env, config }).retrieve({ query: 'small business relief revenue threshold', k: 3 });
    expect(passages.map((p) => `${p.slug}#${p.number}`)).toContain('md-73-2023#2');
    expect(requests.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalled();
  });
});

describe('vector retrieval through Vectorize when bound', () => {
  it('queries the bound index instead of the local one, by document when restricted', async () => {
    const query = vi.fn(async () => ({ count: 1, matches: [{ id: 'md-73-2023#6', score: 0.99 }] }));
    const vectorize = { query } as unknown as VectorizeIndex;
    const bound: Bindings = { ...env, VECTORIZE: vectorize };
    const passages = await createRetriever({ db, env: bound, config }).retrieve({ query: SECRET_QUESTION, k: 3 });
    expect(passages[0]).toMatchObject({ slug: 'md-73-2023', number: '6' });
    expect(query).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ topK: expect.any(Number), returnValues: false }));

    const row = await env.DB.prepare("SELECT id FROM legislation WHERE slug = 'md-73-2023'").first<{ id: number }>();
    await createRetriever({ db, env: bound, config }).retrieve({ query: SECRET_QUESTION, k: 3, legislationId: row!.id });
    expect(query).toHaveBeenLastCalledWith(expect.any(Array), expect.objectContaining({ filter: { slug: 'md-73-2023' } }));
  });
});
