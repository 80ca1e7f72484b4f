/**
 * All SQL of retrieval for AI answers (services/retrieval): candidate articles from the BM25
 * article index, document-level matches, term statistics of the index, the glossary's source
 * article, and the stored embeddings of the local vector index.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { PUBLIC_TAX_CATEGORY } from './legislation-repository.ts';

/** An article as the reranker reads it, with what a citation needs of its document. */
export interface CandidateArticleRow {
  id: number;
  legislationId: number;
  number: string;
  heading: string | null;
  chapter: string | null;
  textEn: string;
  /** Normalised Arabic (heading + text) and the Arabic heading, only when the question has Arabic words. */
  searchAr: string | null;
  headingAr: string | null;
  wordCount: number;
  slug: string | null;
  title: string;
  legislation: string | null;
  status: string | null;
  statusNote: string | null;
}

interface RawCandidate {
  id: number;
  legislation_id: number;
  number: string;
  heading: string | null;
  chapter: string | null;
  text_en: string | null;
  search_ar: string | null;
  heading_ar: string | null;
  word_count: number;
  slug: string | null;
  title: string;
  legislation: string | null;
  status: string | null;
  status_note: string | null;
}

function toCandidate(r: RawCandidate): CandidateArticleRow {
  return {
    id: r.id,
    legislationId: r.legislation_id,
    number: r.number,
    heading: r.heading,
    chapter: r.chapter,
    textEn: r.text_en ?? '',
    searchAr: r.search_ar,
    headingAr: r.heading_ar,
    wordCount: r.word_count,
    slug: r.slug,
    title: r.title,
    legislation: r.legislation,
    status: r.status,
    statusNote: r.status_note,
  };
}

/** `column`, or NULL for the ids in `known` (texts the caller holds already). */
function unlessKnown(column: SQL, known: readonly number[]): SQL {
  return known.length ? sql`CASE WHEN a.id IN (SELECT value FROM json_each(${JSON.stringify(known)})) THEN NULL ELSE ${column} END` : column;
}

/** `knownTexts` / `knownArabic`: ids whose English text / normalised Arabic the caller holds already; theirs is withheld (NULL). */
function candidateColumns(withArabic: boolean, knownTexts: readonly number[] = [], knownArabic: readonly number[] = []) {
  const searchAr = withArabic ? unlessKnown(sql`a.search_ar`, knownArabic) : sql`NULL`;
  return sql`a.id, a.legislation_id, a.number, a.heading, a.chapter, ${unlessKnown(sql`a.text_en`, knownTexts)} AS text_en, ${searchAr} AS search_ar, ${withArabic ? sql`a.heading_ar` : sql`NULL`} AS heading_ar,
    a.word_count, l.slug, l.title, l.legislation, l.status, l.status_note`;
}

export interface CandidateQuery {
  /** MATCH over the question's own words only: its best articles are never crowded out by expansions. */
  matchOwn: string | null;
  /** MATCH over the expansions (synonyms, glossary, history), or over every term when there is one kind only. */
  matchExpansions: string;
  /** Extra articles named outright: [legislation slug, article number]. */
  named: Array<[string, string]>;
  limit: number;
  /** Restrict to one document (single-document chat): it is then the only document match. */
  legislationId?: number;
  withArabic: boolean;
  /**
   * The best documents by title, summary and key points, best first, as the isolate's document index ranked them
   * (collection-wide only; services/retrieval/document-index.ts).
   */
  documents: ReadonlyArray<{ legislationId: number; score: number }>;
  /** Articles the best documents' key points cite, added to the pool: at most this many, best documents first. */
  citedArticles: number;
  /** Articles whose English text the caller holds (for this corpus version): their text is not sent again. */
  knownTexts?: readonly number[];
  /** The same for the normalised Arabic (withArabic): an Arabic question's candidates carry more Arabic than English. */
  knownArabic?: readonly number[];
}

export interface CandidatesResult {
  /** Articles whose text was withheld (in knownTexts) have textEn ''; see `withheld`. */
  articles: CandidateArticleRow[];
  withheld: Set<number>;
  /** Articles whose normalised Arabic was withheld (in knownArabic, withArabic): their searchAr is null. */
  withheldArabic: Set<number>;
  documents: DocumentMatchRow[];
  /** corpus_version when the statement ran (null when it found nothing at all). */
  version: number | null;
}

export interface DocumentMatchRow {
  legislationId: number;
  slug: string | null;
  /** BM25 (higher is better); 1 for the document of a single-document chat. */
  score: number;
  keyPoints: string | null;
}

interface RawPoolRow extends RawCandidate {
  kind: 'article' | 'document';
  key_points: string | null;
  version: number;
}

/**
 * The candidate pool of one question and its best documents, in one statement (one round trip):
 * the best `limit` articles by BM25 for the question's own words and for its expansions, the
 * articles named outright, and the articles the best documents' key points cite
 * (key_point_citations) — deduplicated, public records only, with their texts unless the caller
 * holds them — and, as rows of kind 'document', the documents given (public ones) with their key points;
 * every row carries the corpus version the texts belong to.
 */
export async function findCandidates(db: Db, q: CandidateQuery): Promise<CandidatesResult> {
  const scope = q.legislationId === undefined ? sql`` : sql`AND rowid IN (SELECT id FROM articles WHERE legislation_id = ${q.legislationId})`;
  const bm25Pool = (match: string) =>
    sql`SELECT id FROM (SELECT rowid AS id, rank FROM articles_fts WHERE articles_fts MATCH ${match} ${scope} AND rank MATCH 'bm25(4.0, 1.0, 1.0)' ORDER BY rank LIMIT ${q.limit})`;
  const pools = [bm25Pool(q.matchExpansions)];
  if (q.matchOwn) pools.push(bm25Pool(q.matchOwn));
  if (q.named.length) pools.push(sql`SELECT a.id ${articlesByKey(q.named, q.legislationId)}`);
  pools.push(sql`SELECT id FROM cited`);
  // Ranks: lower is better, as FTS5's. A single-document chat's document ranks alone.
  const documentRows =
    q.legislationId !== undefined
      ? sql`SELECT id, -1.0 AS rank FROM legislation WHERE id = ${q.legislationId} AND tax_category = ${PUBLIC_TAX_CATEGORY}`
      : q.documents.length
        ? // CROSS JOIN: the few ids outside (left to itself the planner scanned every public record for each).
          sql`SELECT l.id AS id, r.key AS rank
            FROM json_each(${JSON.stringify(q.documents.map((d) => d.legislationId))}) r
            CROSS JOIN legislation l ON l.id = r.value
            WHERE l.tax_category = ${PUBLIC_TAX_CATEGORY}`
        : sql`SELECT NULL AS id, NULL AS rank WHERE 0`;
  const rows = await db.all<RawPoolRow>(sql`
    WITH version AS (SELECT version FROM corpus_version WHERE id = 1),
    docs AS MATERIALIZED (${documentRows}),
    cited AS (
      SELECT k.article_id AS id FROM docs d CROSS JOIN key_point_citations k ON k.legislation_id = d.id
      ${q.legislationId === undefined ? sql`` : sql`WHERE k.article_id IN (SELECT id FROM articles WHERE legislation_id = ${q.legislationId})`}
      ORDER BY d.rank, k.position LIMIT ${q.citedArticles}
    ),
    pool AS (${sql.join(pools, sql` UNION `)})
    SELECT 'article' AS kind, ${candidateColumns(q.withArabic, q.knownTexts, q.knownArabic)}, NULL AS key_points, version
    FROM pool p JOIN articles a ON a.id = p.id JOIN legislation l ON l.id = a.legislation_id, version
    WHERE l.tax_category = ${PUBLIC_TAX_CATEGORY}
    UNION ALL
    SELECT 'document', l.id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, l.slug, l.title, NULL, NULL, NULL, l.key_points, version
    FROM docs d JOIN legislation l ON l.id = d.id, version`);
  const articles: CandidateArticleRow[] = [];
  const withheld = new Set<number>();
  const withheldArabic = new Set<number>();
  // search_ar is NULL for an article without an Arabic text too: withheld is what the caller named as known.
  const knownArabic = new Set(q.withArabic ? q.knownArabic : []);
  const found: DocumentMatchRow[] = [];
  const scores = new Map(q.documents.map((d) => [d.legislationId, d.score]));
  for (const r of rows) {
    if (r.kind === 'document') {
      found.push({ legislationId: r.id, slug: r.slug, score: q.legislationId !== undefined ? 1 : (scores.get(r.id) ?? 0), keyPoints: r.key_points });
      continue;
    }
    if (r.text_en === null) withheld.add(r.id);
    if (knownArabic.has(r.id)) withheldArabic.add(r.id);
    articles.push(toCandidate(r));
  }
  // Best document first (UNION ALL keeps no order).
  found.sort((x, y) => y.score - x.score);
  return { articles, withheld, withheldArabic, documents: found, version: rows[0]?.version ?? null };
}

export interface DocumentRecord {
  id: number;
  isPublic: boolean;
  title: string | null;
  summary: string | null;
  keyPoints: string | null;
}

/**
 * Every record's title, summary and key points (what legislation_fts indexes: all records, the public ones marked),
 * with the corpus version they belong to: the isolate's document index (services/retrieval/document-index.ts).
 */
export async function documentRecords(db: Db): Promise<{ version: number | null; records: DocumentRecord[] }> {
  // One statement, so the records and their version agree; the version's row comes back even without records.
  const rows = await db.all<{
    version: number;
    id: number | null;
    is_public: number;
    title: string | null;
    summary: string | null;
    key_points: string | null;
  }>(sql`
    SELECT v.version, l.id, l.tax_category = ${PUBLIC_TAX_CATEGORY} AS is_public, l.title, l.summary, l.key_points
    FROM (SELECT version FROM corpus_version WHERE id = 1) v LEFT JOIN legislation l ON 1 ORDER BY l.id`);
  return {
    version: rows[0]?.version ?? null,
    records: rows.flatMap((r) =>
      r.id === null ? [] : [{ id: r.id, isPublic: r.is_public === 1, title: r.title, summary: r.summary, keyPoints: r.key_points }],
    ),
  };
}

/** Public articles by [slug, number], the way vectors name them. */
export async function findArticlesByKey(db: Db, keys: Array<[string, string]>, withArabic: boolean, legislationId?: number): Promise<CandidateArticleRow[]> {
  if (!keys.length) return [];
  const rows = await db.all<RawCandidate>(
    sql`SELECT ${candidateColumns(withArabic)} ${articlesByKey(keys, legislationId)} AND l.tax_category = ${PUBLIC_TAX_CATEGORY}`,
  );
  return rows.map(toCandidate);
}

/**
 * FROM … WHERE over the articles named by [slug, number] (as `a`, their documents as `l`), within
 * one document if given. CROSS JOIN fixes the loop order: the few keys outside, then the slug and
 * (legislation_id, number) indexes — left to itself the planner scanned the documents for every key
 * (seconds at 100× the corpus).
 */
function articlesByKey(keys: Array<[string, string]>, legislationId?: number): SQL {
  return sql`FROM json_each(${JSON.stringify(keys)}) n
    CROSS JOIN legislation l ON l.slug = json_extract(n.value, '$[0]')
    CROSS JOIN articles a ON a.legislation_id = l.id AND a.number = json_extract(n.value, '$[1]')
    WHERE ${legislationId === undefined ? sql`1` : sql`l.id = ${legislationId}`}`;
}

/** Public documents named by number and year ("Decision No. 73 of 2023"). */
export async function findDocumentsByNumber(db: Db, refs: Array<{ number: string; year: number }>): Promise<number[]> {
  if (!refs.length) return [];
  const rows = await db.all<{ id: number }>(sql`
    SELECT l.id FROM legislation l JOIN json_each(${JSON.stringify(refs.map((r) => [r.number, r.year]))}) n
      ON l.number = json_extract(n.value, '$[0]') AND l.year = json_extract(n.value, '$[1]')
    WHERE l.tax_category = ${PUBLIC_TAX_CATEGORY}`);
  return rows.map((r) => r.id);
}

/** How many articles contain each stemmed term (the index's own vocabulary). */
export async function termDocumentFrequencies(db: Db, stems: string[]): Promise<Map<string, number>> {
  if (!stems.length) return new Map();
  const rows = await db.all<{ term: string; doc: number }>(sql`
    SELECT term, doc FROM articles_fts_vocab WHERE term IN (SELECT value FROM json_each(${JSON.stringify(stems)}))`);
  return new Map(rows.map((r) => [r.term, r.doc]));
}

/** How many articles contain each phrase (FTS5 phrase queries, already quoted). */
export async function phraseDocumentFrequencies(db: Db, phrases: string[]): Promise<number[]> {
  if (!phrases.length) return [];
  const columns = phrases.map((p, i) => sql`(SELECT count(*) FROM articles_fts WHERE articles_fts MATCH ${p}) AS ${sql.raw(`p${i}`)}`);
  const [row] = await db.all<Record<string, number>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  return phrases.map((_, i) => Number(row?.[`p${i}`] ?? 0));
}

export interface CollectionStats {
  articles: number;
  /** Mean English words per article (heading + text), the BM25 length norm. */
  meanWords: number;
}

export async function collectionStats(db: Db): Promise<CollectionStats> {
  const [row] = await db.all<{ n: number; mean: number | null }>(sql`SELECT count(*) AS n, avg(word_count) AS mean FROM articles`);
  return { articles: row?.n ?? 0, meanWords: row?.mean ?? 0 };
}

/** The text of one article of a document, by slug and number (the glossary's Article 1). */
export async function articleText(db: Db, slug: string, number: string): Promise<string | null> {
  const [row] = await db.all<{ text_en: string }>(sql`
    SELECT a.text_en FROM articles a JOIN legislation l ON l.id = a.legislation_id WHERE l.slug = ${slug} AND a.number = ${number} LIMIT 1`);
  return row?.text_en ?? null;
}

/**
 * The definition articles (Article 1) that have both texts, `first` first: where the bilingual glossary
 * aligns Arabic and English defined terms (services/retrieval/bilingual-terms.ts).
 */
export async function definitionArticles(db: Db, first: string): Promise<Array<{ slug: string; textEn: string; textAr: string | null }>> {
  const rows = await db.all<{ slug: string; text_en: string; text_ar: string | null }>(sql`
    SELECT l.slug, a.text_en, a.text_ar FROM articles a JOIN legislation l ON l.id = a.legislation_id
    WHERE a.number = '1' AND a.text_ar IS NOT NULL ORDER BY l.slug = ${first} DESC, l.id`);
  return rows.map((r) => ({ slug: r.slug, textEn: r.text_en, textAr: r.text_ar }));
}

export interface ArabicDocumentRow {
  legislationId: number;
  slug: string | null;
  titleAr: string | null;
  summaryAr: string | null;
  keyPointsAr: string | null;
  /** The English key points, whose article references the Arabic ones share line by line. */
  keyPoints: string | null;
}

/**
 * The public documents' Arabic records: official Arabic title, Arabic summary and key points, and the English key points
 * whose article references the Arabic ones share (services/retrieval/arabic-documents.ts).
 */
export async function arabicDocumentRows(db: Db): Promise<ArabicDocumentRow[]> {
  const rows = await db.all<{
    id: number;
    slug: string | null;
    title_ar: string | null;
    summary_ar: string | null;
    key_points_ar: string | null;
    key_points: string | null;
  }>(sql`
    SELECT id, slug, title_ar, summary_ar, key_points_ar, key_points FROM legislation
    WHERE (title_ar IS NOT NULL OR summary_ar IS NOT NULL OR key_points_ar IS NOT NULL) AND tax_category = ${PUBLIC_TAX_CATEGORY}`);
  return rows.map((r) => ({
    legislationId: r.id,
    slug: r.slug,
    titleAr: r.title_ar,
    summaryAr: r.summary_ar,
    keyPointsAr: r.key_points_ar,
    keyPoints: r.key_points,
  }));
}

/** The English texts of the given articles (those a caller expected to hold and no longer does). */
export async function articleEnglishTexts(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.all<{ id: number; text_en: string }>(sql`
    SELECT id, text_en FROM articles WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  return new Map(rows.map((r) => [r.id, r.text_en]));
}

/** The normalised Arabic of the given articles (those a caller expected to hold and no longer does); null where an article has none. */
export async function articleArabicSearchTexts(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db.all<{ id: number; search_ar: string | null }>(sql`
    SELECT id, search_ar FROM articles WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  return new Map(rows.map((r) => [r.id, r.search_ar]));
}

/** The numbered articles of one document, in its order (not its preamble, schedules or notes), with their headings. */
export async function numberedArticles(db: Db, slug: string): Promise<Array<{ number: string; heading: string | null; headingAr: string | null }>> {
  return db.all<{ number: string; heading: string | null; headingAr: string | null }>(sql`
    SELECT a.number, a.heading, a.heading_ar AS headingAr FROM articles a JOIN legislation l ON l.id = a.legislation_id
    WHERE l.slug = ${slug} AND a.number GLOB '[0-9]*' ORDER BY a.ordinal`);
}

/** Article number → heading of one document (the Corporate Tax Law's, which the other instruments cite). */
export async function articleHeadings(db: Db, slug: string): Promise<Map<string, string>> {
  const rows = await db.all<{ number: string; heading: string | null }>(sql`
    SELECT a.number, a.heading FROM articles a JOIN legislation l ON l.id = a.legislation_id WHERE l.slug = ${slug}`);
  return new Map(rows.filter((r) => r.heading).map((r) => [r.number, r.heading!]));
}

/** Every distinct article heading of the Corporate Tax collection, English and official Arabic (the question scope's vocabulary). */
export async function collectionHeadings(db: Db): Promise<string[]> {
  const rows = await db.all<{ heading: string }>(sql`
    SELECT DISTINCT a.heading AS heading FROM articles a JOIN legislation l ON l.id = a.legislation_id
      WHERE l.tax_category = ${PUBLIC_TAX_CATEGORY} AND a.heading IS NOT NULL
    UNION SELECT DISTINCT a.heading_ar FROM articles a JOIN legislation l ON l.id = a.legislation_id
      WHERE l.tax_category = ${PUBLIC_TAX_CATEGORY} AND a.heading_ar IS NOT NULL`);
  return rows.map((r) => r.heading);
}

/** The English and official Arabic texts of every instrument's Article (1), where the collection's defined terms are. */
export async function firstArticleTexts(db: Db): Promise<Array<{ slug: string | null; textEn: string; textAr: string | null }>> {
  const rows = await db.all<{ slug: string | null; text_en: string; text_ar: string | null }>(sql`
    SELECT l.slug, a.text_en, a.text_ar FROM articles a JOIN legislation l ON l.id = a.legislation_id
      WHERE l.tax_category = ${PUBLIC_TAX_CATEGORY} AND a.number = '1'`);
  return rows.map((r) => ({ slug: r.slug, textEn: r.text_en, textAr: r.text_ar }));
}

/** The official Arabic text of the chosen articles and their documents' Arabic titles (read last: only the few passages returned need them). */
export interface ArticleArabic {
  textAr: string | null;
  titleAr: string | null;
  headingAr: string | null;
}

export async function articleArabicTexts(db: Db, ids: number[]): Promise<Map<number, ArticleArabic>> {
  if (!ids.length) return new Map();
  const rows = await db.all<{ id: number; text_ar: string | null; title_ar: string | null; heading_ar: string | null }>(sql`
    SELECT a.id, a.text_ar, a.heading_ar, l.title_ar FROM articles a JOIN legislation l ON l.id = a.legislation_id
    WHERE a.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  return new Map(rows.map((r) => [r.id, { textAr: r.text_ar, titleAr: r.title_ar, headingAr: r.heading_ar }]));
}

export interface StoredEmbeddingRow {
  key: string;
  legislationId: number;
  embedding: unknown;
}

/** Every stored embedding of one model, keyed "slug#number" (the local vector index loads them once per isolate). */
export async function loadEmbeddings(db: Db, model: string): Promise<StoredEmbeddingRow[]> {
  const rows = await db.all<{ slug: string; number: string; legislation_id: number; embedding: unknown }>(sql`
    SELECT l.slug, a.number, a.legislation_id, e.embedding
    FROM article_embeddings e JOIN articles a ON a.id = e.article_id JOIN legislation l ON l.id = a.legislation_id
    WHERE e.model = ${model} AND l.slug IS NOT NULL AND l.tax_category = ${PUBLIC_TAX_CATEGORY}`);
  return rows.map((r) => ({ key: `${r.slug}#${r.number}`, legislationId: r.legislation_id, embedding: r.embedding }));
}
