/**
 * What retrieval keeps per isolate between requests: the glossaries, the collection's statistics, term document
 * frequencies, the citator's graph, the documents' index and article texts. Each expires after CACHE_TTL_MS, and all
 * start over when the corpus version changes (an admin edit or a seed), through resetRetrievalCaches.
 */
import type { Db } from '../../db/client.ts';
import {
  articleHeadings,
  articleText,
  collectionHeadings,
  firstArticleTexts,
  definitionArticles,
  arabicDocumentRows,
  collectionStats,
  documentRecords,
  phraseDocumentFrequencies,
  termDocumentFrequencies,
  type CollectionStats,
} from '../../db/repositories/retrieval-repository.ts';
import { loadCitationGraph } from '../../db/repositories/citation-graph-repository.ts';
import { readCorpusVersion } from '../../db/repositories/corpus-version-repository.ts';
import { loadCatalog } from '../citator/citator-service.ts';
import type { CatalogDocument } from '../citator/types.ts';
import { ArticleTextCache } from './article-text-cache.ts';
import { CitationGraph } from './citation-graph.ts';
import { buildBilingualGlossary, definedTerms, type BilingualGlossary } from './bilingual-terms.ts';
import { buildArabicDocumentIndex, type ArabicDocumentIndex } from './arabic-documents.ts';
import { buildDefinitionIndex, type DefinitionIndex } from './defined-terms.ts';
import { DocumentIndex } from './document-index.ts';
import { GLOSSARY_ARTICLE, GLOSSARY_SLUG, parseGlossary, withArabicDefinitions, type Glossary } from './glossary.ts';
import { resetTokenCache, type LawHeadings } from './scoring.ts';

interface Cached<T> {
  value: T;
  at: number;
}

/** The glossary and the collection's size change only with a seed or an admin edit: read once per isolate, refreshed now and then. */
const CACHE_TTL_MS = 10 * 60 * 1000;
interface Glossaries {
  glossary: Glossary | null;
  bilingual: BilingualGlossary | null;
  law: LawHeadings | null;
  /** The documents' Arabic records, for the document prior and the notes of an Arabic question. */
  documentsAr: ArabicDocumentIndex | null;
  /** Every instrument's defined terms, for a question asking what one means (./defined-terms.ts). */
  definitions: DefinitionIndex;
}
let glossaryCache: Cached<Glossaries> | null = null;

/**
 * The corpus version read before this isolate first filled any of the caches that are not checked against the version
 * on use (the glossaries, the first articles, the scope's vocabulary, the statistics, the frequencies, the catalog):
 * what they hold is at least that new. A new isolate's first question keeps them only when its candidates came back at
 * that same version (retriever.withTexts); a question that stopped before the articles (one the scope refused) may
 * have filled them before an edit.
 */
let filledAtVersion: number | null = null;

async function beforeFilling(db: Db): Promise<void> {
  if (filledAtVersion !== null) return;
  const version = await readCorpusVersion(db);
  // Concurrent first fills each read one: the oldest is the most the earliest of them may hold.
  filledAtVersion = filledAtVersion === null ? version : Math.min(filledAtVersion, version);
}

/** The version the unversioned caches were first filled at since the last reset (null: none filled). */
export function unversionedCachesVersion(): number | null {
  return filledAtVersion;
}

/** Every instrument's Article (1): the glossaries' defined terms and the scope's vocabulary read it once between them. */
let firstArticlesCache: Cached<Awaited<ReturnType<typeof firstArticleTexts>>> | null = null;
let vocabularyCache: Cached<string[]> | null = null;
let statsCache: Cached<CollectionStats> | null = null;

async function cachedFirstArticles(db: Db): ReturnType<typeof firstArticleTexts> {
  if (firstArticlesCache && Date.now() - firstArticlesCache.at < CACHE_TTL_MS) return firstArticlesCache.value;
  await beforeFilling(db);
  // The rows, not the promise: a promise made by one request's D1 call is not awaited by another's (Workers' I/O rule).
  firstArticlesCache = { value: await firstArticleTexts(db), at: Date.now() };
  return firstArticlesCache.value;
}

export async function cachedGlossary(db: Db): Promise<Glossaries> {
  if (glossaryCache && Date.now() - glossaryCache.at < CACHE_TTL_MS) return glossaryCache.value;
  await beforeFilling(db);
  const [text, headings, definitions, arabicRows, firstArticles] = await Promise.all([
    articleText(db, GLOSSARY_SLUG, GLOSSARY_ARTICLE),
    articleHeadings(db, GLOSSARY_SLUG),
    definitionArticles(db, GLOSSARY_SLUG),
    arabicDocumentRows(db),
    cachedFirstArticles(db),
  ]);
  // The Law's official Arabic definitions read beside its English ones (a question asking for a term by its meaning in Arabic).
  const lawArabic = definitions.find((d) => d.slug === GLOSSARY_SLUG)?.textAr ?? null;
  const glossary = text ? withArabicDefinitions(parseGlossary(text), lawArabic) : null;
  const bilingual = buildBilingualGlossary(definitions);
  glossaryCache = {
    value: {
      glossary: glossary && glossary.entries.length ? glossary : null,
      bilingual: bilingual.terms.length ? bilingual : null,
      law: headings.size ? { slug: GLOSSARY_SLUG, headings } : null,
      documentsAr: buildArabicDocumentIndex(arabicRows, GLOSSARY_SLUG),
      definitions: buildDefinitionIndex(firstArticles),
    },
    at: Date.now(),
  };
  return glossaryCache.value;
}

/**
 * The collection's own vocabulary, English and Arabic, for the question scope (research/question-scope.ts): every
 * article heading, and every term its instruments define ("Market Value", "Business Days", "التصريح الطوعي").
 */
export async function cachedScopeVocabulary(db: Db): Promise<string[]> {
  if (vocabularyCache && Date.now() - vocabularyCache.at < CACHE_TTL_MS) return vocabularyCache.value;
  await beforeFilling(db);
  const [headings, definitions] = await Promise.all([collectionHeadings(db), cachedFirstArticles(db)]);
  const terms = new Set(definitions.flatMap((d) => definedTerms(d.textEn, d.textAr)));
  vocabularyCache = { value: [...headings, ...terms], at: Date.now() };
  return vocabularyCache.value;
}

export async function cachedStats(db: Db): Promise<CollectionStats> {
  if (statsCache && Date.now() - statsCache.at < CACHE_TTL_MS) return statsCache.value;
  await beforeFilling(db);
  statsCache = { value: await collectionStats(db), at: Date.now() };
  return statsCache.value;
}

/**
 * Document frequencies of query terms, per isolate: words from the index vocabulary, phrases and
 * Arabic stems by counting their matches (which reads every posting of their words and grows with
 * the collection). Questions share most terms (the synonym list and the glossary are fixed), so
 * warm requests need no statistics round trip. Entries expire with the other caches.
 */
let dfCache: { at: number; values: Map<string, number> } | null = null;
const DF_CACHE_MAX = 20_000;

export async function cachedFrequencies(db: Db, stems: string[], expressions: string[]): Promise<{ words: Map<string, number>; counted: number[] }> {
  if (!dfCache || Date.now() - dfCache.at >= CACHE_TTL_MS || dfCache.values.size > DF_CACHE_MAX) {
    await beforeFilling(db);
    dfCache = { at: Date.now(), values: new Map() };
  }
  const values = dfCache.values;
  const missingStems = [...new Set(stems.filter((s) => !values.has(`w:${s}`)))];
  const missingExpressions = [...new Set(expressions.filter((e) => !values.has(`c:${e}`)))];
  const [words, counted] = await Promise.all([
    missingStems.length ? termDocumentFrequencies(db, missingStems) : Promise.resolve(new Map<string, number>()),
    missingExpressions.length ? phraseDocumentFrequencies(db, missingExpressions) : Promise.resolve([]),
  ]);
  for (const stem of missingStems) values.set(`w:${stem}`, words.get(stem) ?? 0);
  missingExpressions.forEach((e, i) => values.set(`c:${e}`, counted[i] ?? 0));
  return {
    words: new Map(stems.map((s) => [s, values.get(`w:${s}`) ?? 0])),
    counted: expressions.map((e) => values.get(`c:${e}`) ?? 0),
  };
}

/** The citator's graph, per isolate, for one corpus version (an edit of a text re-parses its references). */
let graphCache: Cached<CitationGraph> | null = null;

export async function cachedGraph(db: Db, version?: number | null): Promise<CitationGraph> {
  const fresh = graphCache && Date.now() - graphCache.at < CACHE_TTL_MS && (version === undefined || graphCache.value.version === version);
  if (fresh) return graphCache!.value;
  const rows = await loadCitationGraph(db);
  graphCache = { value: new CitationGraph(rows.version, rows), at: Date.now() };
  return graphCache.value;
}

/** The documents' English records, indexed, per isolate, for one corpus version (an edit of a summary changes the ranking). */
let documentIndexCache: Cached<DocumentIndex> | null = null;

export async function cachedDocumentIndex(db: Db, version?: number | null): Promise<DocumentIndex> {
  const fresh =
    documentIndexCache && Date.now() - documentIndexCache.at < CACHE_TTL_MS && (version === undefined || documentIndexCache.value.version === version);
  if (fresh) return documentIndexCache!.value;
  const { version: read, records } = await documentRecords(db);
  documentIndexCache = { value: new DocumentIndex(records, read), at: Date.now() };
  return documentIndexCache.value;
}

let catalogCache: Cached<CatalogDocument[]> | null = null;

/** Every record as the citator's parser resolves instrument names against it (a question citing "MD 73/2023 Art. 2"). */
export async function cachedCatalog(db: Db): Promise<CatalogDocument[]> {
  if (catalogCache && Date.now() - catalogCache.at < CACHE_TTL_MS) return catalogCache.value;
  await beforeFilling(db);
  catalogCache = { value: await loadCatalog(db), at: Date.now() };
  return catalogCache.value;
}

/** Forgets the per-isolate caches (tests that change the corpus). */
export function resetRetrievalCaches(): void {
  graphCache = null;
  documentIndexCache = null;
  catalogCache = null;
  glossaryCache = null;
  firstArticlesCache = null;
  vocabularyCache = null;
  dfCache = null;
  statsCache = null;
  filledAtVersion = null;
  textCache.clear();
  arabicTextCache.clear();
  resetTokenCache();
}

/** ~8 MB of UTF-16: the whole English text of the real collection (0.7 M characters) several times over. */
export const textCache = new ArticleTextCache(4_000_000, 2_000);
/**
 * The articles' normalised Arabic (search_ar), read by Arabic questions only: ~4 MB, the real collection's
 * (0.36 M characters) many times over. Without it an Arabic question read a third of the collection's Arabic
 * again on every request (bench/README.md, issue 26 item 7).
 */
export const arabicTextCache = new ArticleTextCache(2_000_000, 2_000);

/**
 * How the text caches stood to `version`: 'held' (both hold its texts), 'first' (neither held any version yet: a new
 * isolate, or one just reset) or 'changed' (they held another version's texts, now forgotten). Either way they hold
 * `version`'s from now on.
 */
export function syncTextCaches(version: number): 'held' | 'first' | 'changed' {
  const first = textCache.heldVersion === null && arabicTextCache.heldVersion === null;
  const english = textCache.sync(version);
  const arabic = arabicTextCache.sync(version);
  return english && arabic ? 'held' : first ? 'first' : 'changed';
}
