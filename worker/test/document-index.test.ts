/**
 * The isolate's index of the documents' English records (services/retrieval/document-index.ts) against the one it
 * stands in for: legislation_fts's BM25 over the seeded collection, on real D1. Same records, same order, same scores.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { documentRecords } from '../src/db/repositories/retrieval-repository.ts';
import { DocumentIndex } from '../src/services/retrieval/document-index.ts';
import type { FtsPhrase } from '../src/services/retrieval/fts-query.ts';
import { resetRetrievalCaches } from '../src/services/retrieval/retrieval-caches.ts';
import { PipelineRetriever } from '../src/services/retrieval/retriever.ts';

const db = createDb(env.DB);
beforeEach(() => resetRetrievalCaches());

const quote = (p: FtsPhrase) => `"${p.text.replace(/"/g, '""')}"${p.prefix ? '*' : ''}`;
const phrase = (text: string, prefix = false): FtsPhrase => ({ text, prefix });

/** Every matching record, best first, as the candidate statement's document lookup ranked them. */
async function ftsRanking(phrases: FtsPhrase[], weights: readonly [number, number, number]) {
  const { results } = await env.DB.prepare(
    `SELECT rowid AS legislationId, -rank AS score FROM legislation_fts WHERE legislation_fts MATCH ?1 AND rank MATCH ?2 ORDER BY rank, rowid`,
  )
    .bind(phrases.map(quote).join(' OR '), `bm25(${weights.map((w) => w.toFixed(2)).join(', ')})`)
    .all<{ legislationId: number; score: number }>();
  return results;
}

const QUERIES: FtsPhrase[][] = [
  [phrase('small business relief'), phrase('revenue'), phrase('threshold')],
  // Phrases of common words, and two phrases that read alike ("tax", "taxes"): FTS5 counts each phrase of a query.
  [phrase('subject to corporate tax'), phrase('natural person'), phrase('business activity'), phrase('tax'), phrase('taxes')],
  [phrase('qualifying free zone person'), phrase('free zone'), phrase('qualifying income')],
  [phrase('transfer pricing'), phrase('arm s length principle'), phrase('related parties'), phrase('connected persons')],
  // A prefix (an Arabic stem is looked up so), a word no record holds, and a phrase of one repeated word.
  [phrase('regist', true), phrase('zzqx'), phrase('tax tax')],
  [phrase('permanent establishment'), phrase('non resident'), phrase('nexus')],
];

describe('DocumentIndex', () => {
  it('ranks the records as legislation_fts ranks them, for phrases, repeated words and prefixes', async () => {
    const { version, records } = await documentRecords(db);
    const index = new DocumentIndex(records, version);
    expect(index.size).toBeGreaterThanOrEqual(7);
    for (const weights of [
      [2, 1, 1],
      [1, 1, 1],
    ] as const) {
      for (const phrases of QUERIES) {
        const expected = await ftsRanking(phrases, weights);
        const ranked = index.rank(phrases, weights, 1_000);
        expect(ranked.map((d) => d.legislationId)).toEqual(expected.map((d) => d.legislationId));
        ranked.forEach((d, i) => expect(d.score).toBeCloseTo(expected[i]!.score, 9));
      }
    }
    // `limit`: the best ones only, in the same order.
    const phrases = QUERIES[0]!;
    expect(index.rank(phrases, [2, 1, 1], 3)).toEqual(index.rank(phrases, [2, 1, 1], 1_000).slice(0, 3));
  });

  it('ranks an edited record by its new words on the next question', async () => {
    // Words of another instrument's articles (MD 139/2023) that no record's title, summary or key points holds.
    const slug = 'md-125-2023';
    const before = await env.DB.prepare('SELECT id, summary FROM legislation WHERE slug = ?').bind(slug).first<{ id: number; summary: string }>();
    const priorOf = async () => {
      const ranked = await new PipelineRetriever({ db }).rank({ query: 'navigation oversight', k: 10 });
      return Math.max(0, ...ranked.filter((r) => r.row.legislationId === before!.id).map((r) => r.breakdown.documentPrior));
    };
    expect(await priorOf()).toBeLessThan(1);
    try {
      // As an admin edit writes it: the record and the collection's version together.
      await env.DB.batch([
        env.DB.prepare('UPDATE legislation SET summary = ? WHERE id = ?').bind(`${before!.summary} Navigation oversight.`, before!.id),
        env.DB.prepare('UPDATE corpus_version SET version = version + 1 WHERE id = 1'),
      ]);
      expect(await priorOf()).toBe(1);
    } finally {
      await env.DB.batch([
        env.DB.prepare('UPDATE legislation SET summary = ? WHERE id = ?').bind(before!.summary, before!.id),
        env.DB.prepare('UPDATE corpus_version SET version = version + 1 WHERE id = 1'),
      ]);
    }
  });
});
