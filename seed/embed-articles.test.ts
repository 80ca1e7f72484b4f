import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesToVector } from '../worker/src/services/retrieval/embedding-text.ts';
import type { CorpusDocument } from './corpus/load-corpus.ts';
import { buildEmbeddingSeed, type SeedEmbedder } from './embed-articles.ts';

const doc = (slug: string, articles: Array<[string, string]>): CorpusDocument =>
  ({
    slug,
    title: `Title of ${slug}`,
    articles: articles.map(([number, text], ordinal) => ({
      ordinal,
      number,
      heading: `Heading ${number}`,
      chapter: null,
      text,
      headingAr: null,
      textAr: null,
    })),
  }) as unknown as CorpusDocument;

function fakeEmbedder(): SeedEmbedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    model: 'fake-model',
    calls,
    async embed(texts) {
      calls.push(texts);
      return texts.map((t) => [t.length, 1, 0]);
    },
  };
}

describe('buildEmbeddingSeed', () => {
  it('upserts one unit-length vector per article, keyed by slug and article number', async () => {
    const embedder = fakeEmbedder();
    const seed = await buildEmbeddingSeed(
      [
        doc('md-1-2023', [
          ['1', 'Definitions'],
          ['2', 'Revenue threshold'],
        ]),
        doc('empty', []),
      ],
      embedder,
      { batchSize: 1 },
    );
    expect(seed.total).toBe(2);
    expect(embedder.calls).toHaveLength(2);
    expect(embedder.calls[0]![0]).toContain('Title of md-1-2023');
    expect(seed.statements[1]).toContain("WHERE l.slug = 'md-1-2023' AND a.number = '2'");
    expect(seed.statements[1]).toMatch(/'fake-model', 3, X'[0-9a-f]{24}'/);
    expect(seed.statements[1]).toContain('ON CONFLICT(article_id, model) DO UPDATE');
    const hexValue = seed.statements[1]!.match(/X'([0-9a-f]+)'/)![1]!;
    const vector = bytesToVector(Uint8Array.from(Buffer.from(hexValue, 'hex')))!;
    expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    const lines = seed.vectorizeNdjson
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(['md-1-2023#1', 'md-1-2023#2']);
    expect(lines[1].metadata).toEqual({ slug: 'md-1-2023', number: '2' });
  });

  it('only calls the endpoint for articles whose text changed since the last run', async () => {
    const cacheFile = join(mkdtempSync(join(tmpdir(), 'embed-')), 'cache.json');
    const first = fakeEmbedder();
    await buildEmbeddingSeed(
      [
        doc('d', [
          ['1', 'one'],
          ['2', 'two'],
        ]),
      ],
      first,
      { cacheFile },
    );
    expect(first.calls.flat()).toHaveLength(2);
    const second = fakeEmbedder();
    const again = await buildEmbeddingSeed(
      [
        doc('d', [
          ['1', 'one'],
          ['2', 'two, amended'],
        ]),
      ],
      second,
      { cacheFile },
    );
    expect(second.calls.flat()).toHaveLength(1);
    expect(again.embedded).toBe(1);
    expect(Object.keys(JSON.parse(readFileSync(cacheFile, 'utf8')))).toHaveLength(2);
  });
});
