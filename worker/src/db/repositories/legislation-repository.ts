/** All SQL about legislation records and their articles. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { articles, legislation, type LegislationRow } from '../../../../schema/db.ts';
import type { LegislationSort } from '../../../../schema/api/legislation.ts';
import { firstOrNull, type Db } from '../client.ts';

/** Only Corporate Tax records appear on the public list (spec §3). */
export const PUBLIC_TAX_CATEGORY = 'Corporate Tax';

/**
 * Whether a record holds its text (issue 27 item 6): the one rule behind a record's has_text, the collection's count of
 * records with full text and the refusal of a document chat. word_count is derived from the text whenever the text is
 * written (the seed, and admin edits: decision 011), so it is 0 exactly when there is no text to read or analyse.
 */
export const hasTextSql = sql<number>`(${legislation.wordCount} > 0)`;
export const recordHasText = (row: { wordCount: number }): boolean => row.wordCount > 0;

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
  summaryAr: legislation.summaryAr,
  keyPointsAr: legislation.keyPointsAr,
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
const { keyPoints: _keyPoints, keyPointsAr: _keyPointsAr, ...listColumns } = summaryColumns;
export type LegislationListRow = Omit<LegislationSummaryRow, 'keyPoints' | 'keyPointsAr'>;

/**
 * The ids of the records that contain the keyword. Trigram index for three characters or more. Two characters (CT, UA)
 * lie in a trigram that starts with them wherever a character follows them: the index's vocabulary gives those
 * trigrams (a range of its sorted terms), and the trigram index the records holding any; an occurrence that ends a text
 * is found by the indexed last two characters of each text (migration 0021). A single character scans the texts (LIKE
 * folds ASCII case itself, as lower() would, without copying them).
 */
/**
 * A parsed keyword (services/search/keyword-query.ts): the trigram index's query, its trigrams for a pair, or a LIKE
 * scan. `variants` are the folded keyword's spellings a text may hold (apostrophes, cited numbers with or without
 * parentheses), `folded` first: a text matches when it contains any of them. `locate` is how to find where it occurs
 * (excerpts, heading hits). `article`: the number of the one article the keyword names ("Article 50"), whose article
 * of each listed document is listed first.
 */
export type KeywordMatch = {
  folded: string;
  variants: string[];
  locate: KeywordLocation;
} & ({ kind: 'index'; ftsQuery: string; article?: string } | { kind: 'pair' | 'scan'; likePatterns: string[] });

/** Where a keyword occurs in a text: at the first of its `spellings` in the text read with its `apostrophes` as '. */
export interface KeywordLocation {
  /** The keyword's spellings with every apostrophe written ' (one per spelling of its citations, amounts and hyphens), the typed one first. */
  spellings: string[];
  /** The apostrophes a text may use that read as ' (none when the keyword has no apostrophe). */
  apostrophes: readonly string[];
}

/** Whether the text contains any of the LIKE patterns (LIKE folds ASCII case itself, as lower() would, without copying the text). */
const likeAny = (text: SQL, patterns: string[]) =>
  sql`(${sql.join(
    patterns.map((p) => sql`${text} LIKE ${p} ESCAPE '\\'`),
    sql` OR `,
  )})`;

/**
 * The text as the keyword is looked for in it: its typographic apostrophes read as ', one character for one, so
 * offsets hold. SQLite's instr() compares at every position, a pass over the text per spelling (articles run to
 * ~60,000 characters), while replace() skips on a first byte: folding once and looking for one spelling costs less
 * than looking for three (an apostrophe keyword's statement 12 → 8 ms at 100×).
 */
// The apostrophes are the search's own constants, written into the statement: bound, they took two of D1's 100
// parameters for each spelling looked for.
const readApostrophes = (text: SQL, { apostrophes }: KeywordLocation) =>
  apostrophes.reduce((read, a) => sql`replace(${read}, ${sql.raw(`'${a.replaceAll("'", "''")}'`)}, '''')`, text);

/** Whether the (lower-cased) text contains the keyword. */
function containsAny(text: SQL, locate: KeywordLocation): SQL {
  const read = readApostrophes(text, locate);
  return sql`(${sql.join(
    locate.spellings.map((v) => sql`instr(${read}, ${v}) > 0`),
    sql` OR `,
  )})`;
}

/**
 * Where the keyword first occurs in the (lower-cased) text, 0 if it does not: the first occurrence of the first of its
 * spellings the text holds, the typed one first. Each spelling looked for costs a pass over the text, so the others are
 * looked for only where that one is absent.
 */
function firstOccurrence(text: SQL, locate: KeywordLocation): SQL {
  const read = readApostrophes(text, locate);
  const [typed, ...others] = locate.spellings;
  return others.length === 0
    ? sql`instr(${read}, ${typed})`
    : sql`coalesce(${sql.join(
        locate.spellings.map((v) => sql`nullif(instr(${read}, ${v}), 0)`),
        sql`, `,
      )}, 0)`;
}

/** Above every character: the end of the range of terms that start with a prefix. */
const LAST_CODE_POINT = 0x10ffff;

function keywordHits(keyword: KeywordMatch): SQL {
  if (keyword.kind === 'index') {
    return sql`SELECT rowid AS id FROM legislation_search WHERE legislation_search MATCH ${keyword.ftsQuery}`;
  }
  const texts = [legislation.title, legislation.summary, legislation.originalText, legislation.originalTextContinued, legislation.searchAr];
  if (keyword.kind === 'pair') {
    const { variants } = keyword;
    // The text ends compare as their indexes hold them: lower() folds ASCII, as LIKE does.
    const ends = texts.map(
      (column) =>
        sql`lower(substr(${column}, -2)) IN (${sql.join(
          variants.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    );
    const trigramsStartingWith = variants.map(
      (v) => sql`SELECT term FROM legislation_search_vocab WHERE term >= ${v} AND term < ${v} || char(${sql.raw(String(LAST_CODE_POINT))})`,
    );
    // No trigram starts with the pair: no MATCH at all (an empty query is an FTS5 syntax error).
    return sql`SELECT legislation_search.rowid AS id
      FROM (SELECT group_concat('"' || replace(term, '"', '""') || '"', ' OR ') AS trigrams
            FROM (${sql.join(trigramsStartingWith, sql` UNION ALL `)})) AS vocabulary
        CROSS JOIN legislation_search ON legislation_search MATCH vocabulary.trigrams
      WHERE vocabulary.trigrams IS NOT NULL
      UNION
      SELECT ${legislation.id} AS id FROM ${legislation} WHERE ${sql.join(ends, sql` OR `)}`;
  }
  return sql`SELECT ${legislation.id} AS id FROM ${legislation} WHERE ${eq(legislation.taxCategory, PUBLIC_TAX_CATEGORY)}
    AND (${sql.join(
      texts.map((column) => likeAny(sql`coalesce(${column}, '')`, keyword.likePatterns)),
      sql` OR `,
    )})`;
}

/**
 * Natural order of titles ('No. 9' < 'No. 10' < 'No. 34' < 'No. 100'): the text before the
 * title's first run of digits, then that number as a number, then the whole title (so later
 * numbers of equal length, such as the year, still order the rest). Titles are named
 * '<type> No. <number> of <year> …', so the first number is the one that matters.
 */
// The digits are literals, not bound parameters: D1 allows only 100 of those per statement.
const firstDigitAt = sql`min(${sql.join(
  [...'0123456789'].map((d) => sql`coalesce(nullif(instr(${legislation.title}, ${sql.raw(`'${d}'`)}), 0), 1000000)`),
  sql`, `,
)})`;
const naturalTitle: SQL[] = [
  sql`substr(${legislation.title}, 1, ${firstDigitAt} - 1)`,
  // CAST reads the leading digits of the rest ('10 of 2024' → 10); 0 when the title has no digit.
  sql`CAST(substr(${legislation.title}, ${firstDigitAt}) AS INTEGER)`,
  asc(legislation.title),
];

const orderings: Record<LegislationSort, SQL[]> = {
  // Spec §9: default sort issue_date_actual descending; undated records last.
  date: [sql`${legislation.issueDateActual} IS NULL`, desc(legislation.issueDateActual), asc(legislation.title)],
  title: naturalTitle,
  chapter: [sql`${legislation.chapter} IS NULL`, asc(legislation.chapter), desc(legislation.issueDateActual), asc(legislation.title)],
};

/** Every record, whatever its tax category (the admin list). */
export async function listAllLegislation(db: Db): Promise<LegislationSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(legislation)
    .orderBy(...orderings.date);
}

export interface ListPageOptions {
  filters: LegislationFilters;
  keyword?: KeywordMatch;
  sort: LegislationSort;
  limit: number;
  offset: number;
  /** With a keyword: up to `perDocument` matching articles of each of the first `records` listed records. */
  matches?: { perDocument: number; records: number };
  /**
   * Whether the rows carry summary_ar: only an Arabic reader's list shows it (decision 019). Otherwise it is not read,
   * so its bytes (about 1 KB a record, 100 records a page) neither leave D1 nor get dropped by the service.
   */
  arabicSummaries: boolean;
}

export interface MatchingArticleRow {
  number: string;
  heading: string | null;
  /** A slice of the text where the keyword occurs: English if it occurs there, else the official Arabic, else the opening. */
  excerpt: string;
  /** Whether the excerpt starts after the beginning, or ends before the end, of the article. */
  cutStart: boolean;
  cutEnd: boolean;
  /** Passages of the document that contain the keyword. */
  total: number;
}

export interface ListPage {
  rows: Array<LegislationListRow & { matches?: MatchingArticleRow[] }>;
  total: number;
  /** Of `total`, the records that hold their text. */
  totalWithText: number;
  totalRecords: number;
  totalRecordsWithText: number;
}

/** Characters of text kept before the first hit; the snippet shows about 110 of them. */
const EXCERPT_BEFORE = 250;
/** Characters kept after the hit; the snippet shows about 110 of them. */
const EXCERPT_AFTER = 300;

/**
 * A page of the public list with the number of matches and of all public records, and, for a
 * keyword, the matching articles of its first `matches.records` records: one statement and one
 * round trip, so a keyword's index lookup runs once and only the page's rows are read.
 */
export async function listPublicLegislation(db: Db, opts: ListPageOptions): Promise<ListPage> {
  const isPublic = eq(legislation.taxCategory, PUBLIC_TAX_CATEGORY);
  const conditions: SQL[] = [isPublic];
  const { filters } = opts;
  if (filters.chapter) conditions.push(eq(legislation.chapter, filters.chapter));
  if (filters.status) conditions.push(eq(legislation.status, filters.status));
  if (filters.legislation) conditions.push(eq(legislation.legislation, filters.legislation));
  if (filters.title) conditions.push(eq(legislation.title, filters.title));
  // The keyword's index lookup (the costly part at scale) runs once, for the page and the count.
  if (opts.keyword) conditions.push(sql`${legislation.id} IN (SELECT id FROM keyword_hits)`);
  const where = and(...conditions);
  const orderBy = sql.join(orderings[opts.sort], sql`, `);
  const selected = sql.join(
    Object.entries(listColumns).map(([key, column]) =>
      key === 'summaryAr' && !opts.arabicSummaries ? sql`NULL AS ${sql.identifier(key)}` : sql`${column} AS ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const pageOf = (limit: number) =>
    sql`SELECT ${legislation.id} AS id FROM ${legislation} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${opts.offset}`;
  const ctes: SQL[] = [];
  if (opts.keyword) ctes.push(sql`keyword_hits AS MATERIALIZED (${keywordHits(opts.keyword)})`);
  // In the default order the page is read off legislation_list_idx (0005), without a sort.
  ctes.push(sql`page AS MATERIALIZED (${pageOf(opts.limit)})`);
  const matches = opts.keyword && opts.matches;
  if (matches) {
    ctes.push(sql`matched_page AS MATERIALIZED (${pageOf(Math.min(opts.limit, matches.records))})`);
    ctes.push(matchingArticlesCtes(sql`SELECT id FROM matched_page`, opts.keyword!, matches.perDocument));
  }
  // The one-row counts, left-joined to the page, report the counts when the page is empty.
  const statement = sql`
    WITH ${sql.join(ctes, sql`, `)}
    SELECT collection."totalRecords", collection."totalRecordsWithText", listed."total", listed."totalWithText",
      ${selected},
      ${matches ? sql`CASE WHEN ${legislation.id} IN (SELECT id FROM matched_page) THEN (${matchesJson(legislation.id)}) END` : sql`NULL`} AS "matches"
    FROM (SELECT count(*) AS "totalRecords", coalesce(sum(${hasTextSql}), 0) AS "totalRecordsWithText" FROM ${legislation} WHERE ${isPublic}) AS collection
      CROSS JOIN (SELECT count(*) AS "total", coalesce(sum(${hasTextSql}), 0) AS "totalWithText" FROM ${legislation} WHERE ${where}) AS listed
      LEFT JOIN page ON 1 LEFT JOIN ${legislation} ON ${legislation.id} = page.id
    ORDER BY ${orderBy}`;
  type PageRow = LegislationListRow & { totalRecords: number; totalRecordsWithText: number; total: number; totalWithText: number; matches: string | null };
  const result = await db.all<PageRow>(statement);
  const rows = result
    .filter((r) => r.id !== null)
    .map(({ total: _total, totalWithText: _t, totalRecords: _all, totalRecordsWithText: _a, matches: json, ...row }) =>
      json === null ? row : { ...row, matches: parseMatches(json) },
    );
  const first = result[0];
  return {
    rows,
    total: first?.total ?? 0,
    totalWithText: first?.totalWithText ?? 0,
    totalRecords: first?.totalRecords ?? 0,
    totalRecordsWithText: first?.totalRecordsWithText ?? 0,
  };
}

/**
 * The CTEs `ranked` … `excerpts` over the given documents: up to `perDocument` articles of each
 * that contain the folded keyword, heading matches first, then numbered articles before the
 * preamble, schedules and notes, with the number of matching passages per document. Which articles
 * match comes from the substring index; ranking reads only the outline index (0005); texts are read
 * for the chosen articles alone, and only an excerpt around the first hit leaves the database:
 * articles run to ~60,000 characters and a page lists up to 300 of them.
 */
function matchingArticlesCtes(documentIds: SQL, keyword: KeywordMatch, perDocument: number): SQL {
  // CROSS JOIN keeps the documents as the outer loop: SQLite may otherwise walk every article of
  // the substring index's answer (thousands at scale) and read each row to learn its document.
  const { variants, locate } = keyword;
  const longest = Math.max(...variants.map((v) => v.length));
  // The article a keyword names ("Article 50") is a hit of its document's, as its heading would be.
  const named = keyword.kind === 'index' && keyword.article !== undefined ? sql`${articles.number} = ${keyword.article}` : undefined;
  // The substring index is asked only about the listed documents' articles: each document's span of article ids
  // (its first and last, from the outline index) bounds the rowids FTS5 walks (decision 036). Asked about the whole
  // collection, it verified the phrase in every matching article of every document (thousands at 100×) to keep ~25
  // documents' worth; an article of a listed document lies within its document's span, so the answer is the same.
  const found =
    keyword.kind === 'index'
      ? sql`${articles.id} IN (
          SELECT articles_substring.rowid
          FROM (SELECT min(spanned.id) AS first_id, max(spanned.id) AS last_id
                FROM (${documentIds}) AS spanned_documents CROSS JOIN ${articles} AS spanned ON spanned.legislation_id = spanned_documents.id
                GROUP BY spanned_documents.id) AS spans
            CROSS JOIN articles_substring ON articles_substring.rowid BETWEEN spans.first_id AND spans.last_id
          WHERE articles_substring MATCH ${keyword.ftsQuery})`
      : // LIKE stops at the first occurrence and folds ASCII case without copying the text, as lower() would.
        sql`(${likeAny(sql`coalesce(${articles.heading}, '')`, keyword.likePatterns)} OR ${likeAny(sql`${articles.textEn}`, keyword.likePatterns)}
          OR ${likeAny(sql`coalesce(${articles.searchAr}, '')`, keyword.likePatterns)})`;
  const hit = named ? sql`(${found} OR ${named})` : found;
  const headingHit = containsAny(sql`lower(coalesce(${articles.heading}, ''))`, locate);
  // SQLite's lower() folds ASCII only, matching how English legal text is written. search_ar drops the Arabic
  // diacritics, so a hit found there sits at or a little after the same offset of the official text: its excerpt is wider.
  return sql`
    ranked AS MATERIALIZED (
      SELECT ${articles.id} AS id, ${articles.legislationId} AS legislation_id,
             row_number() OVER (PARTITION BY ${articles.legislationId}
               ORDER BY ${named ? sql`(${headingHit} OR ${named})` : headingHit} DESC, (${articles.number} GLOB '[0-9]*') DESC, ${articles.ordinal}) AS rn,
             count(*) OVER (PARTITION BY ${articles.legislationId}) AS total
      FROM (${documentIds}) AS listed CROSS JOIN ${articles} ON ${articles.legislationId} = listed.id
      WHERE ${hit}
    ),
    chosen AS MATERIALIZED (
      SELECT r.id, r.legislation_id, r.rn, r.total, ${firstOccurrence(sql`lower(${articles.textEn})`, locate)} AS en_pos
      FROM ranked r CROSS JOIN ${articles} ON ${articles.id} = r.id
      WHERE r.rn <= ${perDocument}
    ),
    -- The normalised Arabic is read only where the English has no hit (CASE evaluates one branch).
    positioned AS MATERIALIZED (
      SELECT c.*, CASE WHEN c.en_pos > 0 THEN 0 ELSE ${firstOccurrence(sql`coalesce(${articles.searchAr}, '')`, locate)} END AS ar_pos
      FROM chosen c CROSS JOIN ${articles} ON ${articles.id} = c.id
    ),
    windows AS (
      SELECT *, CASE WHEN en_pos > 0 THEN max(1, en_pos - ${EXCERPT_BEFORE}) WHEN ar_pos > 0 THEN max(1, ar_pos - ${EXCERPT_BEFORE}) ELSE 1 END AS excerpt_start,
             CASE WHEN en_pos > 0 THEN en_pos - max(1, en_pos - ${EXCERPT_BEFORE}) + ${longest + EXCERPT_AFTER}
                  WHEN ar_pos > 0 THEN ar_pos - max(1, ar_pos - ${EXCERPT_BEFORE}) + ar_pos / 2 + ${longest + EXCERPT_AFTER}
                  ELSE ${EXCERPT_BEFORE + EXCERPT_AFTER} END AS wanted
      FROM positioned
    ),
    -- Each text is read once more, for its excerpt only; an excerpt shorter than wanted reached the text's end.
    excerpts AS MATERIALIZED (
      SELECT w.legislation_id, w.rn, w.total, ${articles.number} AS number, ${articles.heading} AS heading, w.excerpt_start, w.wanted,
             CASE WHEN w.en_pos = 0 AND w.ar_pos > 0 THEN substr(coalesce(${articles.textAr}, ''), w.excerpt_start, w.wanted)
                  ELSE substr(${articles.textEn}, w.excerpt_start, w.wanted) END AS excerpt
      FROM windows w CROSS JOIN ${articles} ON ${articles.id} = w.id
    )`;
}

/** The excerpts of one document as a JSON array of MatchTuple, in rank order. */
function matchesJson(documentId: SQL | typeof legislation.id): SQL {
  return sql`SELECT json_group_array(json_array(number, heading, excerpt, excerpt_start, wanted, total))
    FROM (SELECT * FROM excerpts WHERE excerpts.legislation_id = ${documentId} ORDER BY rn)`;
}

/** Up to `perDocument` matching articles of each given public record, by record id; the records are the list's later rows. */
export async function findMatchingArticles(
  db: Db,
  legislationIds: number[],
  keyword: KeywordMatch,
  perDocument: number,
): Promise<Map<number, MatchingArticleRow[]>> {
  if (!legislationIds.length) return new Map();
  // The ids travel as one JSON parameter: D1 allows only 100 bound parameters per statement.
  const documents = sql`SELECT ${legislation.id} FROM ${legislation}
    WHERE ${eq(legislation.taxCategory, PUBLIC_TAX_CATEGORY)} AND ${legislation.id} IN (SELECT value FROM json_each(${JSON.stringify(legislationIds)}))`;
  const rows = await db.all<{ id: number; matches: string }>(sql`
    WITH documents AS MATERIALIZED (${documents}), ${matchingArticlesCtes(sql`SELECT id FROM documents`, keyword, perDocument)}
    SELECT documents.id AS id, (${matchesJson(sql`documents.id`)}) AS matches FROM documents`);
  return new Map(rows.map((r) => [r.id, parseMatches(r.matches)]));
}

type MatchTuple = [number: string, heading: string | null, excerpt: string | null, excerptStart: number, wanted: number, total: number];

function parseMatches(json: string | null): MatchingArticleRow[] {
  if (!json) return [];
  return (JSON.parse(json) as MatchTuple[]).map(([number, heading, excerpt, excerptStart, wanted, total]) => ({
    number,
    heading,
    excerpt: excerpt ?? '',
    cutStart: excerptStart > 1,
    cutEnd: (excerpt?.length ?? 0) >= wanted,
    total,
  }));
}

export async function getLegislationById(db: Db, id: number) {
  return firstOrNull(db.select().from(legislation).where(eq(legislation.id, id)).limit(1));
}

/** One record without its long texts (the list row's details). */
export async function getLegislationSummaryById(db: Db, id: number): Promise<LegislationSummaryRow | null> {
  return firstOrNull(db.select(summaryColumns).from(legislation).where(eq(legislation.id, id)).limit(1));
}

export async function getLegislationBySlug(db: Db, slug: string) {
  return firstOrNull(db.select().from(legislation).where(eq(legislation.slug, slug)).limit(1));
}

export async function listArticles(db: Db, legislationId: number) {
  return db
    .select({
      number: articles.number,
      ordinal: articles.ordinal,
      heading: articles.heading,
      headingAr: articles.headingAr,
      chapter: articles.chapter,
      chapterAr: articles.chapterAr,
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
