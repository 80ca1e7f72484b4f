/**
 * Reads the corpus folder (manifest, docs, en/ar Markdown, meta) into one record per
 * manifest row. Pure file reading and validation; the SQL is built elsewhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

export interface CorpusArticle extends Passage {
  headingAr: string | null;
  textAr: string | null;
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
  /** English body as Markdown (structure kept) and as plain text. */
  markdown: string | null;
  textEn: string | null;
  /** The official Arabic source text, when the source is Arabic. */
  textAr: string | null;
  articles: CorpusArticle[];
}

export function loadCorpus(dir: string): CorpusDocument[] {
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
    const metaPath = join(dir, 'en', `${row.slug}.meta.json`);
    const meta = existsSync(metaPath) ? MetaFile.parse(JSON.parse(readFileSync(metaPath, 'utf8'))) : null;

    return {
      ...base,
      titleAr: doc.title_ar ?? null,
      sourceUrl: row.official_source_url ?? doc.official_source_url ?? null,
      translationNote: en.note,
      summary: meta?.summary_en ?? null,
      keyPoints: meta?.key_points_en ?? [],
      markdown: en.body,
      textEn: markdownToPlainText(en.body),
      textAr: row.text_language === 'ar' ? doc.text : null,
      articles: en.passages.map((p) => {
        const arP = arByNumber.get(p.number);
        return { ...p, headingAr: arP?.heading ?? null, textAr: arP?.text ?? null };
      }),
    };
  });
}
