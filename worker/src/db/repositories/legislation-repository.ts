/** All SQL about legislation records and their articles. */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { articles, legislation, type LegislationRow } from '../../../../schema/db.ts';
import type { LegislationSort } from '../../../../schema/api/legislation.ts';
import type { KeywordMatch } from '../../services/search/keyword-query.ts';
import type { Db } from '../client.ts';

/** Only Corporate Tax records appear on the public list (spec §3). */
export const PUBLIC_TAX_CATEGORY = 'Corporate Tax';

export interface LegislationFilters {
  chapter?: string;
  status?: string;
  legislation?: string;
  title?: string;
}

/** The list columns: everything but the long texts. */
const summaryColumns = {
  id: legislation.id,
  slug: legislation.slug,
  title: legislation.title,
  titleAr: legislation.titleAr,
  legislation: legislation.legislation,
  number: legislation.number,
  year: legislation.year,
  chapter: legislation.chapter,
  status: legislation.status,
  statusNote: legislation.statusNote,
  taxCategory: legislation.taxCategory,
  sourceFile: legislation.sourceFile,
  redirectUrl: legislation.redirectUrl,
  summary: legislation.summary,
  keyPoints: legislation.keyPoints,
  issueDateActual: legislation.issueDateActual,
  effectiveDate: legislation.effectiveDate,
  wordCount: legislation.wordCount,
  estimatedTokens: legislation.estimatedTokens,
  contextCost: legislation.contextCost,
  textLanguage: legislation.textLanguage,
  createdAt: legislation.createdAt,
  updatedAt: legislation.updatedAt,
};

export type LegislationSummaryRow = Pick<LegislationRow, keyof typeof summaryColumns>;

/** The public list's columns: key points are loaded per record, when a row is expanded. */
const { keyPoints: _keyPoints, ...listColumns } = summaryColumns;
export type LegislationListRow = Omit<LegislationSummaryRow, 'keyPoints'>;

function keywordCondition(keyword: KeywordMatch): SQL {
  if (keyword.kind === 'index') {
    return sql`${legislation.id} IN (SELECT rowid FROM legislation_search WHERE legislation_search MATCH ${keyword.ftsPhrase})`;
  }
  const p = keyword.likePattern;
  return sql`(lower(${legislation.title}) LIKE ${p} ESCAPE '\\' OR lower(coalesce(${legislation.summary}, '')) LIKE ${p} ESCAPE '\\'
    OR lower(coalesce(${legislation.originalText}, '')) LIKE ${p} ESCAPE '\\' OR lower(coalesce(${legislation.originalTextContinued}, '')) LIKE ${p} ESCAPE '\\'
    OR coalesce(${legislation.searchAr}, '') LIKE ${p} ESCAPE '\\')`;
}

const orderings: Record<LegislationSort, SQL[]> = {
  // Spec §9: default sort issue_date_actual descending; undated records last.
  date: [sql`${legislation.issueDateActual} IS NULL`, desc(legislation.issueDateActual), asc(legislation.title)],
  title: [asc(legislation.title)],
  chapter: [sql`${legislation.chapter} IS NULL`, asc(legislation.chapter), desc(legislation.issueDateActual), asc(legislation.title)],
};

/** Every record, whatever its tax category (the admin list). */
export async function listAllLegislation(db: Db): Promise<LegislationSummaryRow[]> {
  return db.select(summaryColumns).from(legislation).orderBy(...orderings.date);
}

export async function listPublicLegislation(
  db: Db,
  opts: { filters: LegislationFilters; keyword?: KeywordMatch; sort: LegislationSort; limit: number; offset: number },
): Promise<{ rows: LegislationListRow[]; total: number; totalRecords: number }> {
  const isPublic = eq(legislation.taxCategory, PUBLIC_TAX_CATEGORY);
  const conditions: SQL[] = [isPublic];
  const { filters } = opts;
  if (filters.chapter) conditions.push(eq(legislation.chapter, filters.chapter));
  if (filters.status) conditions.push(eq(legislation.status, filters.status));
  if (filters.legislation) conditions.push(eq(legislation.legislation, filters.legislation));
  if (filters.title) conditions.push(eq(legislation.title, filters.title));
  if (opts.keyword) conditions.push(keywordCondition(opts.keyword));
  const where = and(...conditions);

  const countAll = db.select({ n: count() }).from(legislation).where(isPublic);
  const countFiltered = db.select({ n: count() }).from(legislation).where(where);
  if (opts.limit === 0) {
    const [[filtered], [all]] = await db.batch([countFiltered, countAll]);
    return { rows: [], total: filtered?.n ?? 0, totalRecords: all?.n ?? 0 };
  }
  // The page and the number of matches in one pass: a keyword's index lookup (the costly part at
  // scale) runs once, and only the page's ids and sort keys are read before the LIMIT.
  const page = db
    .select({ id: legislation.id, total: sql<number>`count(*) OVER ()`.as('total') })
    .from(legislation)
    .where(where)
    .orderBy(...orderings[opts.sort])
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
  const [paged, [all]] = await db.batch([
    db
      .select({ ...listColumns, total: page.total })
      .from(legislation)
      .innerJoin(page, eq(legislation.id, page.id))
      .orderBy(...orderings[opts.sort]),
    countAll,
  ]);
  // Past the last page there is no row to carry the count.
  const total = paged[0]?.total ?? (opts.offset > 0 ? ((await countFiltered)[0]?.n ?? 0) : 0);
  const rows = paged.map(({ total: _total, ...row }) => row);
  return { rows, total, totalRecords: all?.n ?? 0 };
}

export interface MatchingArticleRow {
  legislationId: number;
  number: string;
  heading: string | null;
  /** A slice of the text where the keyword occurs: English if it occurs there, else the official Arabic, else the opening. */
  excerpt: string;
  /** Whether the excerpt starts after the beginning, or ends before the end, of the article. */
  cutStart: boolean;
  cutEnd: boolean;
  total: number;
}

/** Characters of text kept before the first hit; the snippet shows about 110 of them. */
const EXCERPT_BEFORE = 600;

/**
 * Up to `perDocument` articles of each given document that contain the folded keyword,
 * heading matches first, then numbered articles before the preamble, schedules and notes,
 * with the number of matching passages per document. Only an excerpt around the first hit
 * leaves the database: articles run to ~60,000 characters and a page lists up to 300 of them.
 */
export async function findMatchingArticles(db: Db, legislationIds: number[], keyword: KeywordMatch, perDocument: number): Promise<MatchingArticleRow[]> {
  if (!legislationIds.length) return [];
  const { folded } = keyword;
  // Keywords of three characters or more: only the articles the substring index names are read.
  const candidates =
    keyword.kind === 'index'
      ? sql`AND ${articles.id} IN (SELECT rowid FROM articles_substring WHERE articles_substring MATCH ${keyword.ftsPhrase})`
      : sql``;
  const after = EXCERPT_BEFORE + folded.length + 600;
  // The ids travel as one JSON parameter: D1 allows only 100 bound parameters per statement, and a page holds up to 100 records plus Load More.
  // SQLite's lower() folds ASCII only, matching how English legal text is written. search_ar drops the Arabic
  // diacritics, so a hit found there sits at or a little after the same offset of the official text: its excerpt is wider.
  const rows = await db.all<{ legislation_id: number; number: string; heading: string | null; excerpt: string; excerpt_start: number; text_length: number; total: number }>(sql`
    WITH positions AS (
      SELECT ${articles.id} AS id, ${articles.legislationId} AS legislation_id, ${articles.ordinal} AS ordinal, ${articles.number} AS number,
             instr(lower(coalesce(${articles.heading}, '')), ${folded}) AS heading_pos,
             instr(lower(${articles.textEn}), ${folded}) AS en_pos,
             instr(coalesce(${articles.searchAr}, ''), ${folded}) AS ar_pos
      FROM ${articles}
      WHERE ${articles.legislationId} IN (SELECT value FROM json_each(${JSON.stringify(legislationIds)})) ${candidates}
    ),
    ranked AS (
      SELECT id, legislation_id, en_pos, ar_pos,
             row_number() OVER (PARTITION BY legislation_id ORDER BY (heading_pos > 0) DESC, (number GLOB '[0-9]*') DESC, ordinal) AS rn,
             count(*) OVER (PARTITION BY legislation_id) AS total
      FROM positions
      WHERE heading_pos > 0 OR en_pos > 0 OR ar_pos > 0
    ),
    chosen AS (
      SELECT r.legislation_id, r.total, r.rn, a.number, a.heading, a.text_en, a.text_ar, r.en_pos, r.ar_pos,
             CASE WHEN r.en_pos > 0 THEN max(1, r.en_pos - ${EXCERPT_BEFORE})
                  WHEN r.ar_pos > 0 AND a.text_ar IS NOT NULL THEN max(1, r.ar_pos - ${EXCERPT_BEFORE})
                  ELSE 1 END AS excerpt_start
      FROM ranked r JOIN ${articles} a ON a.id = r.id
      WHERE r.rn <= ${perDocument}
    )
    SELECT legislation_id, number, heading, total, excerpt_start,
           CASE WHEN en_pos > 0 THEN substr(text_en, excerpt_start, en_pos - excerpt_start + ${after})
                WHEN ar_pos > 0 AND text_ar IS NOT NULL THEN substr(text_ar, excerpt_start, ar_pos - excerpt_start + ar_pos / 2 + ${after})
                ELSE substr(text_en, 1, ${after}) END AS excerpt,
           CASE WHEN en_pos = 0 AND ar_pos > 0 AND text_ar IS NOT NULL THEN length(text_ar) ELSE length(text_en) END AS text_length
    FROM chosen
    ORDER BY legislation_id, rn`);
  return rows.map((r) => ({
    legislationId: r.legislation_id,
    number: r.number,
    heading: r.heading,
    excerpt: r.excerpt ?? '',
    cutStart: r.excerpt_start > 1,
    cutEnd: r.excerpt_start + (r.excerpt?.length ?? 0) - 1 < r.text_length,
    total: r.total,
  }));
}

export async function getLegislationById(db: Db, id: number) {
  const [row] = await db.select().from(legislation).where(eq(legislation.id, id)).limit(1);
  return row ?? null;
}

/** One record without its long texts (the list row's details). */
export async function getLegislationSummaryById(db: Db, id: number): Promise<LegislationSummaryRow | null> {
  const [row] = await db.select(summaryColumns).from(legislation).where(eq(legislation.id, id)).limit(1);
  return row ?? null;
}

export async function getLegislationBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(legislation).where(eq(legislation.slug, slug)).limit(1);
  return row ?? null;
}

export async function listArticles(db: Db, legislationId: number) {
  return db
    .select({
      number: articles.number,
      ordinal: articles.ordinal,
      heading: articles.heading,
      headingAr: articles.headingAr,
      chapter: articles.chapter,
      textEn: articles.textEn,
      textAr: articles.textAr,
    })
    .from(articles)
    .where(eq(articles.legislationId, legislationId))
    .orderBy(asc(articles.ordinal));
}

export async function listFieldChoices(db: Db) {
  return db
    .selectDistinct({
      status: legislation.status,
      chapter: legislation.chapter,
      legislation: legislation.legislation,
      taxCategory: legislation.taxCategory,
    })
    .from(legislation)
    .orderBy(asc(legislation.chapter), asc(legislation.legislation), asc(legislation.status));
}
