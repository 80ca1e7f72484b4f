/** Contracts of the legislation and keyword-search API (spec §7 Legislation), shared by worker and web. */
import { z } from 'zod';
import type { DocumentCitator } from './citator.ts';
import { SnippetSegment } from './common.ts';
import { stripUnsafeCharacters } from './text.ts';
import { UI_LANGUAGES } from '../ui-language.ts';
import { LEGISLATION_SORTS, MAX_SEARCH_LENGTH } from './legislation-labels.ts';

export * from './legislation-labels.ts';

const optionalFilter = (name: string) =>
  z
    .string()
    .trim()
    .max(300, `${name} must be at most 300 characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Search input: the shared clean-up (./text.ts; a NUL made the keyword index fail), then single spaces. */
const searchKeyword = z
  .string({ error: 'search is required' })
  .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
  .transform((v) => stripUnsafeCharacters(v).trim().replace(/\s+/g, ' '));

export const LegislationListQuery = z.object({
  chapter: optionalFilter('chapter'),
  status: optionalFilter('status'),
  legislation: optionalFilter('legislation'),
  title: optionalFilter('title'),
  search: searchKeyword.optional().transform((v) => v || undefined),
  sort: z.enum(LEGISLATION_SORTS, { error: `sort must be one of ${LEGISLATION_SORTS.join(', ')}` }).default('date'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(0, 'limit must be between 0 and 1000')
    .max(1000, 'limit must be between 0 and 1000')
    .default(100),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').default(0),
  /**
   * The interface language the list is read in: with 'ar' each row also carries its Arabic summary (summary_ar),
   * which is null otherwise, so an English reader does not download 35 KB of Arabic with every full list.
   */
  lang: z.enum(UI_LANGUAGES, { error: `lang must be one of ${UI_LANGUAGES.join(', ')}` }).optional(),
});
export type LegislationListQuery = z.input<typeof LegislationListQuery>;

// legislationListUrl (re-exported above) lives in legislation-labels.ts: the home page's list uses it without zod.

export const ArticleMatch = z.object({
  number: z.string(),
  heading: z.string().nullable(),
  /** `article-21`, `article-4.1`, `article-Preamble`: the anchor on the document page. */
  anchor: z.string(),
  snippet: z.array(SnippetSegment),
});
export type ArticleMatch = z.infer<typeof ArticleMatch>;

/** The articles of one document that contain the keyword: the first few, and how many in all. */
export const RecordMatches = z.object({ total: z.number(), articles: z.array(ArticleMatch) });
export type RecordMatches = z.infer<typeof RecordMatches>;

// RECORDS_WITH_MATCHES (re-exported above) lives in legislation-labels.ts: the home page's list uses it.
export const MAX_MATCH_IDS = 100;

export const ArticleMatchesQuery = z.object({
  search: searchKeyword.pipe(z.string().min(1, 'search is required')),
  ids: z
    .string({ error: 'ids is required' })
    .regex(new RegExp(`^\\d{1,12}(,\\d{1,12}){0,${MAX_MATCH_IDS - 1}}$`), `ids must be 1 to ${MAX_MATCH_IDS} comma-separated legislation ids`)
    .transform((v) => [...new Set(v.split(',').map(Number))]),
});
export type ArticleMatchesQuery = z.input<typeof ArticleMatchesQuery>;

export const ArticleMatchesResponse = z.object({
  /** By record id: every requested public record, with no articles where none contains the keyword. */
  matches: z.record(z.string(), RecordMatches),
});
export type ArticleMatchesResponse = z.infer<typeof ArticleMatchesResponse>;

export const LegislationSummary = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  title: z.string(),
  title_ar: z.string().nullable(),
  legislation: z.string().nullable(),
  number: z.string().nullable(),
  year: z.number().nullable(),
  chapter: z.string().nullable(),
  status: z.string().nullable(),
  status_note: z.string().nullable(),
  tax_category: z.string().nullable(),
  source_file: z.string().nullable(),
  redirect_url: z.string().nullable(),
  summary: z.string().nullable(),
  key_points: z.array(z.string()),
  /**
   * The team's Arabic of the editorial summary and key points (unofficial, like the English); null and [] when there is
   * none. In the list, summary_ar is given only when asked for (LegislationListQuery.lang).
   */
  summary_ar: z.string().nullable(),
  key_points_ar: z.array(z.string()),
  issue_date_actual: z.string().nullable(),
  effective_date: z.string().nullable(),
  word_count: z.number(),
  estimated_tokens: z.number(),
  context_cost: z.number(),
  text_language: z.string().nullable(),
  /** Whether the collection holds the record's text (articles to read, search and analyse); else only its metadata and official link. */
  has_text: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * With a keyword search, for the first RECORDS_WITH_MATCHES records of a response: the articles
   * of this document that contain the keyword (absent on later records: see ArticleMatchesQuery).
   */
  matches: RecordMatches.optional(),
});
export type LegislationSummary = z.infer<typeof LegislationSummary>;

/**
 * A row of the public list: the record without its key points, which the row loads when it is
 * expanded (GET /api/legislation/:id/overview). Key points are ~2 KB per record, most of a page's
 * weight, and the list only shows them on demand.
 */
export const LegislationListItem = LegislationSummary.omit({ key_points: true, key_points_ar: true });
export type LegislationListItem = z.infer<typeof LegislationListItem>;

/** An abbreviation the texts write out ("QFZP"), and the terms they write instead: English first, then the official Arabic. */
export const SpelledOut = z.object({
  abbreviation: z.string(),
  terms: z.array(z.string()).min(1),
});
export type SpelledOut = z.infer<typeof SpelledOut>;

export const LegislationListResponse = z.object({
  records: z.array(LegislationListItem),
  /** Records matching the filters and search. */
  total: z.number(),
  /** Of `total`, the records whose text the collection holds (has_text); the others are metadata and an official link. */
  total_with_text: z.number(),
  /** All public (Corporate Tax) records. */
  total_records: z.number(),
  /** Of `total_records`, those whose text the collection holds: the one source of the counts the web shows. */
  total_records_with_text: z.number(),
  /** The keyword these results answer, as searched (trimmed, spaces collapsed); absent without one. */
  search: z.string().optional(),
  /** When the keyword is an abbreviation the legislation writes out: the terms to search for instead. */
  spelled_out: SpelledOut.optional(),
});
export type LegislationListResponse = z.infer<typeof LegislationListResponse>;

export const ArticleDto = z.object({
  number: z.string(),
  ordinal: z.number(),
  anchor: z.string(),
  heading: z.string().nullable(),
  heading_ar: z.string().nullable(),
  chapter: z.string().nullable(),
  /** The chapter as the official Arabic words it; null where the Arabic text has no chapter headings (show `chapter`). */
  chapter_ar: z.string().nullable(),
  text_en: z.string(),
  text_ar: z.string().nullable(),
});
export type ArticleDto = z.infer<typeof ArticleDto>;

export const LegislationDetail = LegislationSummary.extend({
  original_text: z.string().nullable(),
  original_text_continued: z.string().nullable(),
  original_text_ar: z.string().nullable(),
  /** Spec §7: the document's text. */
  text: z.string().nullable(),
  translation_note: z.string().nullable(),
  articles: z.array(ArticleDto),
});
/** The document page's data, with its cross-references (schema/api/citator.ts). */
export type LegislationDetail = z.infer<typeof LegislationDetail> & { citator: DocumentCitator };

export const FieldChoicesResponse = z.object({
  records: z.array(
    z.object({
      status: z.string().nullable(),
      chapter: z.string().nullable(),
      legislation: z.string().nullable(),
      tax_category: z.string().nullable(),
    }),
  ),
});
export type FieldChoicesResponse = z.infer<typeof FieldChoicesResponse>;

/** GET /api/legislation/{id}: a document by numeric id or by corpus slug. */
export const LegislationIdParam = z.object({
  id: z.string().regex(/^(\d{1,12}|[a-z0-9-]{1,80})$/, 'id must be a legislation id or slug'),
});

/** GET /api/legislation/{id}/overview: a document by numeric id. */
export const LegislationNumericIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'id must be a legislation id')
    .transform(Number),
});

export const PassageQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .transform(stripUnsafeCharacters)
    .pipe(z.string().trim().min(1, 'q is required').max(500, 'q must be at most 500 characters')),
  k: z.coerce
    .number({ error: 'k must be a number' })
    .int('k must be a whole number')
    .min(1, 'k must be between 1 and 50')
    .max(50, 'k must be between 1 and 50')
    .default(10),
});
export type PassageQuery = z.input<typeof PassageQuery>;

export const PassageHit = z.object({
  legislation_id: z.number(),
  slug: z.string().nullable(),
  title: z.string(),
  legislation: z.string().nullable(),
  status: z.string().nullable(),
  article: z.object({ number: z.string(), heading: z.string().nullable(), chapter: z.string().nullable(), anchor: z.string() }),
  snippet: z.array(SnippetSegment),
  /** BM25 relevance, higher is better. */
  score: z.number(),
  /** 0..1: the rarity-weighted share of the question's concepts the article contains (low for every hit: nothing relevant). */
  relevance: z.number(),
});
export type PassageHit = z.infer<typeof PassageHit>;

export const PassageResponse = z.object({ query: z.string(), results: z.array(PassageHit) });
export type PassageResponse = z.infer<typeof PassageResponse>;
