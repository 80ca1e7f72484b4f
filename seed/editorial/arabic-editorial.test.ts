import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { legislationValues } from '../build-seed-sql.ts';
import { ARABIC_EDITORIAL_DIR, englishFingerprint, loadCorpus } from '../corpus/load-corpus.ts';

const fixture = path.resolve(import.meta.dirname, '../../worker/test/fixtures/corpus');
const meta = (slug: string) => JSON.parse(readFileSync(path.join(fixture, 'en', `${slug}.meta.json`), 'utf8')) as { summary_en: string; key_points_en: string[] };

const scratch = mkdtempSync(path.join(tmpdir(), 'arabic-editorial-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An editorial folder holding one Arabic file for md-73-2023. */
function editorialDir(name: string, file: Record<string, unknown>): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'md-73-2023.json'), JSON.stringify({ slug: 'md-73-2023', ...file }));
  return dir;
}

describe('the Arabic editorial texts in the seed', () => {
  const english = meta('md-73-2023');
  const current = { source: englishFingerprint(english.summary_en, english.key_points_en), summary_ar: 'ملخص', key_points_ar: english.key_points_en.map((_, i) => `نقطة ${i + 1}`) };

  it('are loaded beside the English they translate, and written to summary_ar and key_points_ar', () => {
    const md73 = loadCorpus(fixture, editorialDir('current', current)).find((d) => d.slug === 'md-73-2023')!;
    expect(md73.summaryAr).toBe('ملخص');
    expect(md73.keyPointsAr).toHaveLength(english.key_points_en.length);
    const values = legislationValues(md73);
    expect(values.summary_ar).toBe('ملخص');
    expect(String(values.key_points_ar).split('\n')).toEqual(current.key_points_ar);
  });

  it('are left out when the English has changed since they were made (or belongs to another corpus)', () => {
    const md73 = loadCorpus(fixture, editorialDir('stale', { ...current, source: englishFingerprint(`${english.summary_en} (edited)`, english.key_points_en) })).find(
      (d) => d.slug === 'md-73-2023',
    )!;
    expect(md73.summaryAr).toBeNull();
    expect(md73.keyPointsAr).toEqual([]);
    expect(legislationValues(md73)).toMatchObject({ summary_ar: null, key_points_ar: null });
  });

  it('refuse a file whose key points do not pair one to one with the English ones', () => {
    expect(() => loadCorpus(fixture, editorialDir('short', { ...current, key_points_ar: current.key_points_ar.slice(1) }))).toThrow(/Arabic key points for \d+ English ones/);
    expect(() => loadCorpus(fixture, editorialDir('wrong-slug', { ...current, slug: 'md-139-2023' }))).toThrow(/is for md-139-2023/);
  });

  it('ship current for every document of the collection, one Arabic key point per English one', () => {
    const corpus = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../shared/corpus');
    const files = readdirSync(ARABIC_EDITORIAL_DIR).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const arabic = JSON.parse(readFileSync(path.join(ARABIC_EDITORIAL_DIR, file), 'utf8')) as { slug: string; source: string; summary_ar: string; key_points_ar: string[] };
      expect(file).toBe(`${arabic.slug}.json`);
      expect(arabic.summary_ar).toMatch(/[\u0600-\u06FF]/);
      if (!existsSync(corpus)) continue;
      const en = JSON.parse(readFileSync(path.join(corpus, 'en', `${arabic.slug}.meta.json`), 'utf8')) as { summary_en: string; key_points_en: string[] };
      expect(arabic.key_points_ar, arabic.slug).toHaveLength(en.key_points_en.length);
      expect(arabic.source, `${arabic.slug}: translated from an older English (npm run editorial:stamp after review)`).toBe(englishFingerprint(en.summary_en, en.key_points_en));
    }
  });
});
