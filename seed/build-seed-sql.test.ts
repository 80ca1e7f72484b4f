import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSeedStatements, legislationValues, sqlLiteral } from './build-seed-sql.ts';
import { loadCorpus } from './corpus/load-corpus.ts';
import { replicateCorpus } from './corpus/replicate-corpus.ts';

const fixture = path.resolve(__dirname, '../worker/test/fixtures/corpus');

describe('buildSeedStatements', () => {
  const docs = loadCorpus(fixture);
  const statements = buildSeedStatements(docs);

  it('loads one record per manifest row, with text where the corpus has it', () => {
    expect(docs).toHaveLength(10);
    expect(docs.filter((d) => d.articles.length > 0).map((d) => d.slug).sort()).toEqual(['cd-74-2023', 'fdl-28-2022', 'fdl-47-2022', 'fta-5-2023', 'md-125-2023', 'md-139-2023', 'md-73-2023']);
    const law = docs.find((d) => d.slug === 'fdl-47-2022')!;
    expect(law.articles.filter((a) => /^\d/.test(a.number))).toHaveLength(70);
    expect(law.articles.every((a) => a.textAr)).toBe(true);
  });

  it('keeps every statement under D1’s 100 KB limit', () => {
    const largest = Math.max(...statements.map((s) => new TextEncoder().encode(s).length));
    expect(largest).toBeLessThan(100_000);
  });

  it('computes word count, tokens (×1.3, rounded up) and context cost', () => {
    const md73 = legislationValues(docs.find((d) => d.slug === 'md-73-2023')!);
    const words = md73.word_count as number;
    expect(words).toBeGreaterThan(700);
    expect(md73.estimated_tokens).toBe(Math.ceil(words * 1.3));
    expect(md73.context_cost).toBeGreaterThan(0);
    expect(md73.tax_category).toBe('Corporate Tax');
    expect(md73.source_file).toBe('https://elaws.moj.gov.ae/laws/ref/S-AL1_2_54846');
  });

  it('records documents without text with their metadata only', () => {
    const none = legislationValues(docs.find((d) => d.slug === 'cd-55-2023')!);
    expect(none).toMatchObject({ word_count: 0, original_text: null, status: 'repealed' });
  });

  it('quotes SQL literals safely', () => {
    expect(sqlLiteral("Minister's")).toBe("'Minister''s'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it('replicates a corpus as clearly marked generated copies with their own slugs', () => {
    const copies = replicateCorpus(docs, 3);
    expect(copies).toHaveLength(30);
    expect(new Set(copies.map((d) => d.slug)).size).toBe(30);
    expect(copies[10]!.title).toMatch(/\[generated copy 1\]$/);
  });
});
