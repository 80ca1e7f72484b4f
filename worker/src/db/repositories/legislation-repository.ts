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
): Promise<{ rows: LegislationSummaryRow[]; total: number; totalRecords: number }> {
  const isPublic = eq(legislation.taxCategory, PUBLIC_TAX_CATEGORY);
  const conditions: SQL[] = [isPublic];
  const { filters } = opts;
  if (filters.chapter) conditions.push(eq(legislation.chapter, filters.chapter));
  if (filters.status) conditions.push(eq(legislation.status, filters.status));
  if (filters.legislation) conditions.push(eq(legislation.legislation, filters.legislation));
  if (filters.title) conditions.push(eq(legislation.title, filters.title));
  if (opts.keyword) conditions.push(keywordCondition(opts.keyword));
  const where = and(...conditions);

  const [rows, [filtered], [all]] = await db.batch([
    db
      .select(summaryColumns)
      .from(legislation)
      .where(where)
      .orderBy(...orderings[opts.sort])
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(legislation).where(where),
    db.select({ n: count() }).from(legislation).where(isPublic),
  ]);
  return { rows, total: filtered?.n ?? 0, totalRecords: all?.n ?? 0 };
}

export interface MatchingArticleRow {
  legislationId: number;
  number: string;
  heading: string | null;
  textEn: string;
  textAr: string | null;
  total: number;
}

/**
 * Up to `perDocument` articles of each given document that contain the folded keyword,
 * heading matches first, then numbered articles before the preamble, schedules and notes,
 * with the number of matching passages per document.
 */
export async function findMatchingArticles(db: Db, legislationIds: number[], folded: string, perDocument: number): Promise<MatchingArticleRow[]> {
  if (!legislationIds.length) return [];
  // The ids travel as one JSON parameter: D1 allows only 100 bound parameters per statement, and a page holds up to 100 records plus Load More.
  // SQLite's lower() folds ASCII only, matching how English legal text is written.
  const inHeading = sql`instr(lower(coalesce(${articles.heading}, '')), ${folded})`;
  const rows = await db.all<{ legislation_id: number; number: string; heading: string | null; text_en: string; text_ar: string | null; total: number }>(sql`
    SELECT legislation_id, number, heading, text_en, text_ar, total FROM (
      SELECT ${articles.legislationId} AS legislation_id, ${articles.number} AS number, ${articles.heading} AS heading,
             ${articles.textEn} AS text_en, ${articles.textAr} AS text_ar,
             row_number() OVER (PARTITION BY ${articles.legislationId}
               ORDER BY (${inHeading} > 0) DESC, (${articles.number} GLOB '[0-9]*') DESC, ${articles.ordinal}) AS rn,
             count(*) OVER (PARTITION BY ${articles.legislationId}) AS total
      FROM ${articles}
      WHERE ${articles.legislationId} IN (SELECT value FROM json_each(${JSON.stringify(legislationIds)}))
        AND (${inHeading} > 0 OR instr(lower(${articles.textEn}), ${folded}) > 0 OR instr(coalesce(${articles.searchAr}, ''), ${folded}) > 0)
    ) WHERE rn <= ${perDocument}
    ORDER BY legislation_id, rn`);
  return rows.map((r) => ({ legislationId: r.legislation_id, number: r.number, heading: r.heading, textEn: r.text_en, textAr: r.text_ar, total: r.total }));
}

export async function getLegislationById(db: Db, id: number) {
  const [row] = await db.select().from(legislation).where(eq(legislation.id, id)).limit(1);
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

export interface PassageRow {
  legislationId: number;
  slug: string | null;
  title: string;
  legislation: string | null;
  status: string | null;
  number: string;
  heading: string | null;
  chapter: string | null;
  textEn: string;
  textAr: string | null;
  rank: number;
}

/** BM25 over the article index; headings weigh more than body text. */
export async function searchPassages(db: Db, match: string, limit: number): Promise<PassageRow[]> {
  const rows = await db.all<{
    legislation_id: number; slug: string | null; title: string; legislation: string | null; status: string | null;
    number: string; heading: string | null; chapter: string | null; text_en: string; text_ar: string | null; rank: number;
  }>(sql`
    SELECT a.legislation_id, l.slug, l.title, l.legislation, l.status, a.number, a.heading, a.chapter, a.text_en, a.text_ar,
           bm25(articles_fts, 4.0, 1.0, 1.0) AS rank
    FROM articles_fts
    JOIN articles a ON a.id = articles_fts.rowid
    JOIN legislation l ON l.id = a.legislation_id
    WHERE articles_fts MATCH ${match} AND l.tax_category = ${PUBLIC_TAX_CATEGORY}
    ORDER BY rank
    LIMIT ${limit}`);
  return rows.map((r) => ({
    legislationId: r.legislation_id, slug: r.slug, title: r.title, legislation: r.legislation, status: r.status,
    number: r.number, heading: r.heading, chapter: r.chapter, textEn: r.text_en, textAr: r.text_ar, rank: r.rank,
  }));
}
