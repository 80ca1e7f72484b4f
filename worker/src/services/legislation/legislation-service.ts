/** The public legislation list, the free keyword search, and the document page data. */
import {
  articleAnchor,
  RECORDS_WITH_MATCHES,
  type ArticleMatchesResponse,
  type RecordMatches,
  type LegislationDetail,
  type LegislationListItem,
  type LegislationListResponse,
  type LegislationSort,
  type LegislationSummary,
  type SpelledOut,
} from '../../../../schema/api/legislation.ts';
import type { SnippetSegment } from '../../../../schema/api/common.ts';
import type { UiLanguage } from '../../../../schema/ui-language.ts';
import type { Db } from '../../db/client.ts';
import {
  findMatchingArticles,
  getLegislationById,
  getLegislationBySlug,
  getLegislationSummaryById,
  listAllLegislation,
  listArticles,
  listFieldChoices,
  listPublicLegislation,
  PUBLIC_TAX_CATEGORY,
  recordHasText,
  type KeywordMatch,
  type LegislationFilters,
  type LegislationListRow,
  type MatchingArticleRow,
  type LegislationSummaryRow,
} from '../../db/repositories/legislation-repository.ts';
import { NotFoundError } from '../../errors.ts';
import { documentCitator } from '../citator/citator-service.ts';
import { spelledOut } from '../search/abbreviations.ts';
import { parseKeyword } from '../search/keyword-query.ts';
import { buildSnippet } from '../search/snippet.ts';

/** Matching articles shown under each search result. */
const MATCHES_PER_RESULT = 3;

export interface ListOptions {
  filters: LegislationFilters;
  search?: string;
  sort: LegislationSort;
  limit: number;
  offset: number;
  /** The reader's interface language: only an Arabic reader's list carries the Arabic summaries. */
  language?: UiLanguage;
}

export function toSummary(row: LegislationSummaryRow): LegislationSummary {
  const lines = (text: string | null) => (text ? text.split('\n').filter((p) => p.trim()) : []);
  return { ...toListItem(row), key_points: lines(row.keyPoints), key_points_ar: lines(row.keyPointsAr) };
}

export function toListItem(row: LegislationListRow): LegislationListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_ar: row.titleAr,
    legislation: row.legislation,
    number: row.number,
    year: row.year,
    chapter: row.chapter,
    status: row.status,
    status_note: row.statusNote,
    tax_category: row.taxCategory,
    source_file: row.sourceFile,
    redirect_url: row.redirectUrl,
    summary: row.summary,
    summary_ar: row.summaryAr,
    issue_date_actual: row.issueDateActual,
    effective_date: row.effectiveDate,
    word_count: row.wordCount,
    estimated_tokens: row.estimatedTokens,
    context_cost: row.contextCost,
    text_language: row.textLanguage,
    has_text: recordHasText(row),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The snippet of a matching article, with ellipses where its excerpt was cut from a longer text; `spellings` are marked. */
function matchSnippet(m: MatchingArticleRow, spellings: string[]): SnippetSegment[] {
  let segments = buildSnippet(m.excerpt, spellings);
  // A hit only in the heading: show it in front of the opening words.
  if (m.heading && !segments.some((s) => s.hit)) segments = buildSnippet(`${m.heading}. ${m.excerpt}`, spellings);
  if (m.cutStart && segments[0]?.text !== '…') segments.unshift({ text: '…', hit: false });
  if (m.cutEnd && segments[segments.length - 1]?.text !== '…') segments.push({ text: '…', hit: false });
  return segments;
}

function toArticleMatches(matches: MatchingArticleRow[], spellings: string[]): RecordMatches {
  return {
    total: matches[0]?.total ?? 0,
    articles: matches.map((m) => ({ number: m.number, heading: m.heading, anchor: articleAnchor(m.number), snippet: matchSnippet(m, spellings) })),
  };
}

export async function listLegislation(db: Db, opts: ListOptions): Promise<LegislationListResponse> {
  const keyword = opts.search ? parseKeyword(opts.search) : undefined;
  const { rows, total, totalWithText, totalRecords, totalRecordsWithText } = await listPublicLegislation(db, {
    ...opts,
    keyword,
    matches: { perDocument: MATCHES_PER_RESULT, records: RECORDS_WITH_MATCHES },
    // Only an Arabic reader's list carries the Arabic summaries; for the others the column is not read at all.
    arabicSummaries: opts.language === 'ar',
  });
  const records = rows.map(({ matches, ...row }) => {
    const record = toListItem(row);
    if (keyword && matches) record.matches = toArticleMatches(matches, keyword.variants);
    return record;
  });
  return {
    records,
    total,
    total_with_text: totalWithText,
    total_records: totalRecords,
    total_records_with_text: totalRecordsWithText,
    ...(opts.search ? { search: opts.search } : {}),
    ...spelledOutOf(keyword),
  };
}

/** The list's note on an abbreviation the texts write out, when the keyword is one. */
function spelledOutOf(keyword: KeywordMatch | undefined): { spelled_out?: SpelledOut } {
  const spelled = keyword && spelledOut(keyword.folded);
  return spelled ? { spelled_out: spelled } : {};
}

/** The matching articles of the given records (a keyword search's later rows), by record id; non-public ids are left out. */
export async function getArticleMatches(db: Db, search: string, ids: number[]): Promise<ArticleMatchesResponse> {
  const keyword = parseKeyword(search);
  const byRecord = await findMatchingArticles(db, ids, keyword, MATCHES_PER_RESULT);
  const matches: ArticleMatchesResponse['matches'] = {};
  for (const [id, rows] of byRecord) matches[id] = toArticleMatches(rows, keyword.variants);
  return { matches };
}

/** A document with its articles, by numeric id or by corpus slug. */
export async function getLegislationDetail(db: Db, idOrSlug: string): Promise<LegislationDetail> {
  const row = /^\d+$/.test(idOrSlug) ? await getLegislationById(db, Number(idOrSlug)) : await getLegislationBySlug(db, idOrSlug);
  if (!row || row.taxCategory !== PUBLIC_TAX_CATEGORY) throw new NotFoundError('Legislation not found', 'LEGISLATION_NOT_FOUND');
  const [articleRows, citator] = await Promise.all([listArticles(db, row.id), documentCitator(db, row.id)]);
  return {
    ...toSummary(row),
    original_text: row.originalText,
    original_text_continued: row.originalTextContinued,
    original_text_ar: row.originalTextAr,
    text: row.originalText,
    translation_note: row.translationNote,
    articles: articleRows.map((a) => ({
      number: a.number,
      ordinal: a.ordinal,
      anchor: articleAnchor(a.number),
      heading: a.heading,
      heading_ar: a.headingAr,
      chapter: a.chapter,
      chapter_ar: a.chapterAr,
      text_en: a.textEn,
      text_ar: a.textAr,
    })),
    citator,
  };
}

/** A public record with its summary and key points, without its texts (a list row's details). */
export async function getLegislationOverview(db: Db, id: number): Promise<LegislationSummary> {
  const row = await getLegislationSummaryById(db, id);
  if (!row || row.taxCategory !== PUBLIC_TAX_CATEGORY) throw new NotFoundError('Legislation not found', 'LEGISLATION_NOT_FOUND');
  return toSummary(row);
}

/** The admin list: every record, including those outside the public Corporate Tax category. */
export async function listLegislationForAdmin(db: Db): Promise<{ records: LegislationSummary[] }> {
  return { records: (await listAllLegislation(db)).map(toSummary) };
}

export async function getFieldChoices(db: Db) {
  const rows = await listFieldChoices(db);
  return {
    records: rows.map((r) => ({ status: r.status, chapter: r.chapter, legislation: r.legislation, tax_category: r.taxCategory })),
  };
}
