/**
 * Reads the corpus folder (manifest, docs, en/ar Markdown, meta) into one record per
 * manifest row, with the repository's Arabic translation of each editorial summary
 * (seed/editorial/ar). Pure file reading and validation; the SQL is built elsewhere.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { markdownToPlainText } from '../../worker/src/services/legislation/plain-text.ts';
import { splitPassages, type Passage } from '../../worker/src/services/legislation/split-passages.ts';

const ManifestRow = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  type: z.string(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  issue_date: z.string().nullable(),
  effective_date: z.string().nullable(),
  status: z.string(),
  status_note: z.string().nullable().optional(),
  chapter: z.string().nullable(),
  full_text_in_docs: z.boolean(),
  text_language: z.enum(['ar', 'en']).nullable(),
  official_source_url: z.string().nullable(),
});
const Manifest = z.object({ rows: z.array(ManifestRow) });

const DocFile = z.object({
  slug: z.string(),
  title_ar: z.string().nullable().optional(),
  text: z.string(),
  official_source_url: z.string().nullable().optional(),
});

const MetaFile = z.object({
  summary_en: z.string(),
  key_points_en: z.array(z.string()),
});

/**
 * The team's Arabic of one document's editorial summary and key points: key point i translates English key point i.
 * `source` is the fingerprint of the English it was made from (englishFingerprint): a translation of an English text
 * that has since changed, or of another corpus's, is not used.
 */
const ArabicEditorialFile = z.object({
  slug: z.string(),
  source: z.string(),
  summary_ar: z.string().min(1),
  key_points_ar: z.array(z.string().min(1)),
});

/** The repository's Arabic editorial texts (seed/editorial/ar/<slug>.json). */
export const ARABIC_EDITORIAL_DIR = join(dirname(fileURLToPath(import.meta.url)), '../editorial/ar');

/** What an Arabic translation of a document's summary and key points was made from. */
export function englishFingerprint(summary: string, keyPoints: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([summary, keyPoints]))
    .digest('hex')
    .slice(0, 16);
}

/** Arabic key point N translates English key point N: a file with more or fewer cannot say which articles a point cites. */
export function assertKeyPointsPair(path: string, arabic: number, english: number): void {
  if (arabic !== english) throw new Error(`${path}: ${arabic} Arabic key points for ${english} English ones`);
}

function arabicEditorial(dir: string, slug: string, meta: z.infer<typeof MetaFile>): { summaryAr: string; keyPointsAr: string[] } | null {
  const path = join(dir, `${slug}.json`);
  if (!existsSync(path)) return null;
  const file = ArabicEditorialFile.parse(JSON.parse(readFileSync(path, 'utf8')));
  if (file.slug !== slug) throw new Error(`${path} is for ${file.slug}`);
  if (file.source !== englishFingerprint(meta.summary_en, meta.key_points_en)) return null;
  assertKeyPointsPair(path, file.key_points_ar.length, meta.key_points_en.length);
  return { summaryAr: file.summary_ar, keyPointsAr: file.key_points_ar };
}

export interface CorpusArticle extends Passage {
  headingAr: string | null;
  /** The chapter (and section) the official Arabic puts the passage under, worded as the Arabic text does; null where it has none. */
  chapterAr: string | null;
  textAr: string | null;
}

/**
 * The Arabic chapters must group the passages as the English ones do: a document page shows one heading per group,
 * and an Arabic heading over articles it does not hold would misstate the law. An Arabic text without chapter
 * headings is no mismatch: its passages keep no Arabic chapter, and the page shows the English one.
 */
export function assertChaptersAligned(path: string, pairs: ReadonlyArray<{ number: string; en: string | null; ar: string | null }>): void {
  if (pairs.every((p) => p.ar === null)) return;
  pairs.forEach((p, i) => {
    const prev = pairs[i - 1];
    const englishContinues = prev !== undefined && p.en === prev.en;
    const arabicContinues = prev !== undefined && p.ar === prev.ar;
    if ((p.en === null) !== (p.ar === null) || englishContinues !== arabicContinues) {
      throw new Error(`${path}: the chapter of passage ${p.number} ('${p.ar}') does not match the English ('${p.en}')`);
    }
  });
}

export interface CorpusDocument {
  slug: string;
  title: string;
  titleAr: string | null;
  type: string;
  number: string | null;
  year: number | null;
  chapter: string | null;
  status: string;
  statusNote: string | null;
  issueDate: string | null;
  effectiveDate: string | null;
  sourceUrl: string | null;
  textLanguage: 'ar' | 'en' | null;
  /** Note on the English text: unofficial translation, or official English. */
  translationNote: string | null;
  summary: string | null;
  keyPoints: string[];
  /** The Arabic of the summary and key points (seed/editorial/ar), when current; keyPointsAr[i] translates keyPoints[i]. */
  summaryAr: string | null;
  keyPointsAr: string[];
  /** English body as Markdown (structure kept) and as plain text. */
  markdown: string | null;
  textEn: string | null;
  /** The official Arabic source text, when the source is Arabic. */
  textAr: string | null;
  articles: CorpusArticle[];
}

export function loadCorpus(dir: string, arabicEditorialDir: string = ARABIC_EDITORIAL_DIR): CorpusDocument[] {
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  return manifest.rows.map((row) => {
    const base: CorpusDocument = {
      slug: row.slug,
      title: row.title,
      titleAr: null,
      type: row.type,
      number: row.number,
      year: row.year,
      chapter: row.chapter,
      status: row.status,
      statusNote: row.status_note ? row.status_note : null,
      issueDate: row.issue_date,
      effectiveDate: row.effective_date,
      sourceUrl: row.official_source_url,
      textLanguage: row.text_language,
      translationNote: null,
      summary: null,
      keyPoints: [],
      summaryAr: null,
      keyPointsAr: [],
      markdown: null,
      textEn: null,
      textAr: null,
      articles: [],
    };
    if (!row.full_text_in_docs) return base;

    const doc = DocFile.parse(JSON.parse(readFileSync(join(dir, 'docs', `${row.slug}.json`), 'utf8')));
    const en = splitPassages(readFileSync(join(dir, 'en', `${row.slug}.md`), 'utf8'), `en/${row.slug}.md`);
    const arPath = join(dir, 'ar', `${row.slug}.md`);
    const ar = existsSync(arPath) ? splitPassages(readFileSync(arPath, 'utf8'), `ar/${row.slug}.md`) : null;
    const arByNumber = new Map(ar?.passages.map((p) => [p.number, p]) ?? []);
    if (ar) {
      const missing = en.passages.filter((p) => !arByNumber.has(p.number)).map((p) => p.number);
      if (missing.length) throw new Error(`ar/${row.slug}.md lacks passages ${missing.join(', ')}`);
    }
    assertChaptersAligned(
      arPath,
      en.passages.map((p) => ({ number: p.number, en: p.chapter, ar: arByNumber.get(p.number)?.chapter ?? null })),
    );
    const metaPath = join(dir, 'en', `${row.slug}.meta.json`);
    const meta = existsSync(metaPath) ? MetaFile.parse(JSON.parse(readFileSync(metaPath, 'utf8'))) : null;
    const editorialAr = meta ? arabicEditorial(arabicEditorialDir, row.slug, meta) : null;

    return {
      ...base,
      titleAr: doc.title_ar ?? null,
      sourceUrl: row.official_source_url ?? doc.official_source_url ?? null,
      translationNote: en.note,
      summary: meta?.summary_en ?? null,
      keyPoints: meta?.key_points_en ?? [],
      summaryAr: editorialAr?.summaryAr ?? null,
      keyPointsAr: editorialAr?.keyPointsAr ?? [],
      markdown: en.body,
      textEn: markdownToPlainText(en.body),
      textAr: row.text_language === 'ar' ? doc.text : null,
      articles: en.passages.map((p) => {
        const arP = arByNumber.get(p.number);
        return { ...p, headingAr: arP?.heading ?? null, chapterAr: arP?.chapter ?? null, textAr: arP?.text ?? null };
      }),
    };
  });
}
