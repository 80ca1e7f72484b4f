import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSeedStatements, legislationValues, sqlLiteral } from './build-seed-sql.ts';
import { assertChaptersAligned, loadCorpus } from './corpus/load-corpus.ts';
import { replicateCorpus } from './corpus/replicate-corpus.ts';

const fixture = path.resolve(__dirname, '../worker/test/fixtures/corpus');

describe('buildSeedStatements', () => {
  const docs = loadCorpus(fixture);
  const statements = buildSeedStatements(docs);

  it('loads one record per manifest row, with text where the corpus has it', () => {
    expect(docs).toHaveLength(10);
    expect(
      docs
        .filter((d) => d.articles.length > 0)
        .map((d) => d.slug)
        .sort(),
    ).toEqual(['cd-74-2023', 'fdl-28-2022', 'fdl-47-2022', 'fta-5-2023', 'md-125-2023', 'md-139-2023', 'md-73-2023']);
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

describe('Arabic chapter names (issue 27 item 7)', () => {
  // The fixture's files are copies of the corpus's own (../shared/corpus): the Law's ar/ and en/ texts as published.
  const docs = loadCorpus(fixture);
  const article = (slug: string, number: string) => docs.find((d) => d.slug === slug)!.articles.find((a) => a.number === number)!;

  it('names each chapter as the official Arabic does, beside the English', () => {
    expect(article('fdl-47-2022', '21')).toMatchObject({
      chapter: 'Chapter 6: Calculation of Taxable Income',
      chapterAr: 'الفصل السادس: احتساب الدخل الخاضع للضريبة',
    });
    expect(article('fdl-47-2022', '62')).toMatchObject({ chapter: 'Chapter 20: Closing Provisions', chapterAr: 'الفصل العشرون: الأحكام الختامية' });
    // The Tax Procedures Law has parts (الباب) of sections (الفصل): its English calls them Chapter and Section.
    expect(article('fdl-28-2022', '1').chapterAr).toBe('الباب الأول: التعاريف ونطاق تطبيق هذا المرسوم بقانون');
    expect(article('fdl-28-2022', '4')).toMatchObject({
      chapter: 'Chapter 2: Tax Obligations — Section 1: Keeping Accounting Records and Commercial Books',
      chapterAr: 'الباب الثاني: الالتزامات الضريبية — الفصل الأول: مسك السجلات المحاسبية والدفاتر التجارية',
    });
    expect(article('fdl-28-2022', '44').chapterAr).toBe('الباب السادس: أحكام عامة — الفصل الأول: السرية وتضارب المصالح');
  });

  it('groups the articles as the English chapters do, and leaves no Arabic chapter where the text has none', () => {
    for (const doc of docs) {
      for (const a of doc.articles) expect(a.chapterAr === null, `${doc.slug} ${a.number}`).toBe(a.chapter === null);
      const english = new Set(doc.articles.map((a) => a.chapter));
      const pairs = new Set(doc.articles.map((a) => `${a.chapter}|${a.chapterAr}`));
      expect(pairs.size, doc.slug).toBe(english.size);
    }
    expect(article('fdl-47-2022', 'Preamble').chapterAr).toBeNull();
    expect(article('md-73-2023', '2').chapterAr).toBeNull();
  });

  it('writes the Arabic chapter into the article rows', () => {
    const statements = buildSeedStatements(docs.filter((d) => d.slug === 'fdl-47-2022'));
    const row = statements.find((s) => s.startsWith('INSERT INTO articles') && s.includes("'21'"))!;
    expect(row).toContain('chapter_ar');
    expect(row).toContain("'الفصل السادس: احتساب الدخل الخاضع للضريبة'");
    expect(row).toContain('chapter_ar = excluded.chapter_ar');
  });

  it('refuses Arabic chapters that group the articles otherwise than the English', () => {
    const pairs = [
      { number: '1', en: 'Chapter 1: A', ar: 'الفصل الأول: أ' },
      { number: '2', en: 'Chapter 1: A', ar: 'الفصل الثاني: ب' },
    ];
    expect(() => assertChaptersAligned('ar/x.md', pairs)).toThrow(/chapter of passage 2/);
    expect(() =>
      assertChaptersAligned('ar/x.md', [
        { number: '1', en: 'Chapter 1: A', ar: null },
        { number: '2', en: 'Chapter 2: B', ar: 'الفصل الثاني: ب' },
      ]),
    ).toThrow(/passage 1/);
    // An Arabic text without chapter headings is no mismatch: the page falls back to the English.
    expect(() => assertChaptersAligned('ar/x.md', [{ number: '1', en: 'Chapter 1: A', ar: null }])).not.toThrow();
  });

  const corpus = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../shared/corpus');
  it.skipIf(!existsSync(corpus))('gives every chaptered article of the whole corpus its Arabic chapter, except where the official text is English', () => {
    const all = loadCorpus(corpus);
    const chaptered = all.filter((d) => d.articles.some((a) => a.chapter));
    const withArabic = chaptered.filter((d) => d.articles.some((a) => a.chapterAr));
    expect(withArabic.map((d) => d.slug).sort()).toEqual(['fdl-28-2022', 'fdl-47-2022']);
    // cd-142-2024's official text is the English: it has no Arabic text, so no Arabic chapter to show.
    expect(chaptered.filter((d) => !withArabic.includes(d)).map((d) => [d.slug, d.textLanguage, d.textAr])).toEqual([['cd-142-2024', 'en', null]]);
    for (const d of withArabic) for (const a of d.articles) expect(a.chapterAr === null, `${d.slug} ${a.number}`).toBe(a.chapter === null);
  });
});
