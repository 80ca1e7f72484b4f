/**
 * Turns the loaded corpus into SQL statements that upsert it into D1. Idempotent: rows are
 * keyed by slug and (document, passage number), so a second run leaves the same data
 * and the same ids (citations and chats keep pointing at the same articles).
 *
 * D1 refuses statements over 100 KB, so long texts are written as a first chunk and then
 * appended with `||` in further UPDATEs.
 */
import { contextCostAed, estimateTokens } from '../schema/pricing.ts';
import { GLOSSARY_SLUG } from '../worker/src/services/retrieval/glossary.ts';
import { referencesOfDocument } from '../worker/src/services/citator/document-references.ts';
import { documentRelations, type CatalogDocument } from '../worker/src/services/citator/index.ts';
import { citedArticles } from '../worker/src/services/retrieval/key-points.ts';
import { arabicSearchText } from '../schema/arabic-labels.ts';
import { normaliseArabic } from '../worker/src/services/text/text-fold.ts';
import type { CorpusArticle, CorpusDocument } from './corpus/load-corpus.ts';
import { countWords } from '../schema/word-count.ts';

/** Characters per statement chunk: Arabic is 2 bytes a character in UTF-8, leaving room for the SQL around it. */
const CHUNK_CHARS = 30_000;

type SqlValue = string | number | null;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** Long values are written as '' and then appended in chunks, so no statement nears the limit. */
const INLINE_MAX_CHARS = 7_000;

function chunks(text: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += CHUNK_CHARS) parts.push(text.slice(i, i + CHUNK_CHARS));
  return parts;
}

/** Builds an upsert whose long text columns are completed by appending UPDATEs. */
function upsert(table: string, values: Record<string, SqlValue>, conflict: string[], rowWhere: string, longColumns: string[]): string[] {
  const first: Record<string, SqlValue> = { ...values };
  const appends: string[] = [];
  for (const col of longColumns) {
    const value = values[col];
    if (typeof value !== 'string' || value.length <= INLINE_MAX_CHARS) continue;
    first[col] = '';
    for (const part of chunks(value)) appends.push(`UPDATE ${table} SET ${col} = ${col} || ${sqlLiteral(part)} WHERE ${rowWhere};`);
  }
  const cols = Object.keys(first);
  const updates = cols.filter((c) => !conflict.includes(c)).map((c) => `${c} = excluded.${c}`);
  const statement =
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => sqlLiteral(first[c]!)).join(', ')}) ` +
    `ON CONFLICT(${conflict.join(', ')}) DO UPDATE SET ${updates.join(', ')};`;
  return [statement, ...appends];
}

export function legislationValues(doc: CorpusDocument): Record<string, SqlValue> {
  const words = countWords(doc.textEn);
  const tokens = estimateTokens(words);
  const arabic = arabicSearchText({ titleAr: doc.titleAr, legislation: doc.type, status: doc.status, textAr: doc.textAr });
  return {
    slug: doc.slug,
    title: doc.title,
    title_ar: doc.titleAr,
    legislation: doc.type,
    number: doc.number,
    year: doc.year,
    chapter: doc.chapter,
    status: doc.status,
    status_note: doc.statusNote,
    tax_category: 'Corporate Tax',
    source_file: doc.sourceUrl,
    summary: doc.summary,
    key_points: doc.keyPoints.length ? doc.keyPoints.join('\n') : null,
    summary_ar: doc.summaryAr,
    key_points_ar: doc.keyPointsAr.length ? doc.keyPointsAr.join('\n') : null,
    original_text: doc.textEn,
    original_text_ar: doc.textAr,
    markdown: doc.markdown,
    text_language: doc.textLanguage,
    translation_note: doc.translationNote,
    issue_date_actual: doc.issueDate,
    effective_date: doc.effectiveDate,
    word_count: words,
    estimated_tokens: tokens,
    context_cost: contextCostAed(tokens),
    search_ar: arabic ? normaliseArabic(arabic) : null,
  };
}

function articleValues(docIdSql: string, a: CorpusArticle): Record<string, SqlValue> {
  const arabic = [a.headingAr, a.textAr].filter(Boolean).join('\n');
  return {
    legislation_id: docIdSql as unknown as SqlValue, // replaced below: a sub-select, not a literal
    ordinal: a.ordinal,
    number: a.number,
    heading: a.heading,
    heading_ar: a.headingAr,
    chapter: a.chapter,
    chapter_ar: a.chapterAr,
    text_en: a.text,
    text_ar: a.textAr,
    search_ar: arabic ? normaliseArabic(arabic) : null,
    word_count: countWords(a.text),
  };
}

export function buildSeedStatements(docs: CorpusDocument[]): string[] {
  const out: string[] = [];
  for (const doc of docs) {
    const slug = sqlLiteral(doc.slug);
    const docId = `(SELECT id FROM legislation WHERE slug = ${slug})`;
    out.push(...upsert('legislation', legislationValues(doc), ['slug'], `slug = ${slug}`, ['original_text', 'original_text_ar', 'markdown', 'search_ar']));
    for (const a of doc.articles) {
      const where = `legislation_id = ${docId} AND number = ${sqlLiteral(a.number)}`;
      const stmts = upsert('articles', articleValues(docId, a), ['legislation_id', 'number'], where, ['text_en', 'text_ar', 'search_ar']);
      // legislation_id is a sub-select: swap the quoted placeholder for the raw expression.
      stmts[0] = stmts[0]!.replace(sqlLiteral(docId), docId);
      out.push(...stmts);
    }
    const numbers = doc.articles.map((a) => sqlLiteral(a.number)).join(', ');
    out.push(
      doc.articles.length
        ? `DELETE FROM articles WHERE legislation_id = ${docId} AND number NOT IN (${numbers});`
        : `DELETE FROM articles WHERE legislation_id = ${docId};`,
    );
  }
  // After every document, so that a key point citing another instrument finds its articles.
  for (const doc of docs) out.push(...keyPointCitationStatements(doc));
  out.push(...citatorStatements(docs));
  // Keep the FTS indexes' internal b-trees compact after a bulk load.
  out.push(`INSERT INTO legislation_search(legislation_search) VALUES ('optimize');`);
  out.push(`INSERT INTO articles_fts(articles_fts) VALUES ('optimize');`);
  out.push(`INSERT INTO articles_substring(articles_substring) VALUES ('optimize');`);
  // A (re)seed may change metadata without touching an article: a new collection version all the same,
  // so edge-cached public responses keyed on it are not served for the old data.
  out.push(`UPDATE corpus_version SET version = version + 1 WHERE id = 1;`);
  return out;
}

/**
 * The articles a document's key points cite, in order of first mention: its own articles, and the
 * Corporate Tax Law's where a key point names the Law. References to articles that do not exist
 * are dropped (the SELECT finds nothing).
 */
export function keyPointCitationStatements(doc: CorpusDocument): string[] {
  const docId = `(SELECT id FROM legislation WHERE slug = ${sqlLiteral(doc.slug)})`;
  const cited = citedArticles(doc.keyPoints.join('\n'), { isCorporateTaxLaw: doc.slug === GLOSSARY_SLUG }).map((c) => [
    c.of === 'self' ? doc.slug : GLOSSARY_SLUG,
    c.number,
  ]);
  const remove = `DELETE FROM key_point_citations WHERE legislation_id = ${docId};`;
  if (!cited.length) return [remove];
  return [
    remove,
    `INSERT OR IGNORE INTO key_point_citations (legislation_id, article_id, position) SELECT ${docId}, a.id, c.key ` +
      `FROM json_each(${sqlLiteral(JSON.stringify(cited))}) c CROSS JOIN legislation t ON t.slug = json_extract(c.value, '$[0]') ` +
      `CROSS JOIN articles a ON a.legislation_id = t.id AND a.number = json_extract(c.value, '$[1]');`,
  ];
}

export function catalogOf(docs: readonly CorpusDocument[]): CatalogDocument[] {
  return docs.map((d) => ({
    slug: d.slug,
    title: d.title,
    titleAr: d.titleAr,
    type: d.type,
    number: d.number,
    year: d.year,
    status: d.status,
    statusNote: d.statusNote,
  }));
}

/** Rows per INSERT: keeps each statement well under D1's 100 KB. */
const REFERENCE_ROWS_PER_STATEMENT = 150;

/**
 * The citator's edges (docs/decisions/012-citator.md): every reference written in the passages, and
 * the amends / repeals relations from titles, status notes and texts. Targets are named by slug and
 * resolved to ids by the statement, so the rows follow the ids this database gave.
 */
export function citatorStatements(docs: readonly CorpusDocument[]): string[] {
  const catalog = catalogOf(docs);
  const idOf = (slugSql: string) => `(SELECT l.id FROM legislation l WHERE l.slug = ${slugSql})`;
  const out: string[] = [];
  const insert = (rows: unknown[][]) => {
    for (let i = 0; i < rows.length; i += REFERENCE_ROWS_PER_STATEMENT) {
      const chunk = sqlLiteral(JSON.stringify(rows.slice(i, i + REFERENCE_ROWS_PER_STATEMENT)));
      out.push(
        'INSERT INTO legislation_references (from_legislation_id, from_article, to_legislation_id, to_article, kind, text, instrument_text, language, span_start, span_end, source) ' +
          `SELECT ${idOf("j.value ->> '$[0]'")}, j.value ->> '$[1]', ${idOf("j.value ->> '$[2]'")}, j.value ->> '$[3]', j.value ->> '$[4]', j.value ->> '$[5]', ` +
          `j.value ->> '$[6]', j.value ->> '$[7]', j.value ->> '$[8]', j.value ->> '$[9]', j.value ->> '$[10]' FROM json_each(${chunk}) j;`,
      );
    }
  };
  out.push('DELETE FROM legislation_references WHERE from_legislation_id IN (SELECT id FROM legislation WHERE slug IS NOT NULL);');
  const rows: unknown[][] = [];
  for (const doc of docs) {
    const self = catalog.find((c) => c.slug === doc.slug)!;
    const passages = doc.articles.map((a) => ({ number: a.number, textEn: a.text, textAr: a.textAr }));
    for (const r of referencesOfDocument(self, catalog, passages)) {
      rows.push([doc.slug, r.fromArticle, r.toSlug, r.toArticle, r.kind, r.text, r.instrumentText, r.language, r.spanStart, r.spanEnd, 'text']);
    }
  }
  const texts = new Map(docs.filter((d) => d.markdown).map((d) => [d.slug, d.markdown!]));
  for (const rel of documentRelations(catalog, texts)) {
    rows.push([rel.fromSlug, null, rel.toSlug, null, rel.kind, rel.text, rel.toSlug ? null : rel.text, null, null, null, rel.source]);
  }
  insert(rows);
  return out;
}
