/**
 * The research pipeline's retrieval step (DESIGN §4): normalise and expand the question, gather
 * candidate articles from the BM25 index (and the vector index when embeddings are configured),
 * rerank them, fuse the lexical and vector rankings by reciprocal rank, and select the top k
 * with diversity across documents, repealed documents ranked lower and flagged.
 */
import type { Db } from '../../db/client.ts';
import { getLegislationById } from '../../db/repositories/legislation-repository.ts';
import {
  articleArabicTexts,
  articleArabicSearchTexts,
  articleEnglishTexts,
  findArticlesByKey,
  findCandidates,
  findDocumentsByNumber,
  numberedArticles,
  type ArticleArabic,
  type CandidateArticleRow,
  type CandidatesResult,
} from '../../db/repositories/retrieval-repository.ts';
import { citedInstrumentArticles, citedInstruments } from '../citator/citation-parser.ts';
import type { InstrumentStatus } from '../citator/instrument-status.ts';
import { CitationGraph, passageLink, type LinkKind } from './citation-graph.ts';
import { diversify } from './diversity.ts';
import { regulationPairs, type RegulationPair } from './executive-regulation.ts';
import type { Embedder } from './embeddings.ts';
import { buildMatch, matchPhrases, termExpressions } from './fts-query.ts';
import { reciprocalRankFusion } from './fusion.ts';
import { scoreArabicDocuments, scoreArabicNotes, type ArabicDocumentIndex } from './arabic-documents.ts';
import { definitionsAsked } from './defined-terms.ts';
import { articlesHeadedBy, GLOSSARY_SLUG } from './glossary.ts';
import { parseKeyPoints } from './key-points.ts';
import { analyseQuery, type QueryPlan, type QueryTerm } from './query-analysis.ts';
import {
  articleKey,
  asksOnlyTheRegime,
  DEFAULT_PARAMS,
  idf,
  isRepealed,
  ownConceptWeights,
  passageFactor,
  scoreCandidates,
  scoreNotes,
  type ScoredArticle,
  type ScoringParams,
} from './scoring.ts';
import type { PassageLink, RetrievalRequest, RetrievedPassage, Retriever } from './types.ts';
import type { VectorIndex } from './vector-index.ts';
import type { DocumentIndex } from './document-index.ts';
import {
  arabicTextCache,
  cachedFrequencies,
  cachedCatalog,
  cachedDocumentIndex,
  cachedGlossary,
  cachedGraph,
  cachedStats,
  resetRetrievalCaches,
  syncTextCaches,
  textCache,
  unversionedCachesVersion,
} from './retrieval-caches.ts';
import type { ArticleTextCache } from './article-text-cache.ts';

export interface RetrievalTuning {
  scoring: ScoringParams;
  /** Candidates per BM25 pass. */
  candidates: number;
  /** Documents whose key points are read as notes on their articles. */
  documents: number;
  /** Articles the best documents' key points cite, added to the candidates: at most this many, best documents first. */
  citedArticles: number;
  /** Expansion terms in the candidate lookup: the rarest this many (all of them still count in scoring). */
  expansionLookupTerms: number;
  /** BM25 weights of a document's title, summary and key points for the document prior. */
  documentWeights: [number, number, number];
  /**
   * The documents' Arabic records for an Arabic question's own words (arabic-documents.ts): the share of the document
   * prior their BM25 may give (the English record's: 1), and whether their key points are notes (off only to measure).
   */
  arabicRecords: { prior: number; notes: boolean };
  /** Per-document discount of the diversity selection (collection-wide retrieval only). */
  diversityDecay: number;
  /** Added to the document prior of a document the question names by number. */
  namedDocumentBoost: number;
  /** Vector matches fused with the lexical ranking. */
  vectorTopK: number;
  /** Query expansion by practitioner synonyms and by the Law's glossary (off only to measure what they add). */
  synonyms: boolean;
  glossary: boolean;
  /**
   * Following the citator: the best `anchors` articles lend each linked article `weights[kind]` of
   * their score (the best anchor counts), so that an answer carries both ends of a delegation, and
   * a repealed article's counterpart in the instrument that replaced it is considered.
   */
  graph: { anchors: number; weights: Record<LinkKind, number> };
}

export const DEFAULT_TUNING: RetrievalTuning = {
  scoring: DEFAULT_PARAMS,
  candidates: 40,
  documents: 8,
  citedArticles: 40,
  expansionLookupTerms: 4,
  documentWeights: [2, 1, 1],
  arabicRecords: { prior: 0.5, notes: true },
  diversityDecay: 0.95,
  namedDocumentBoost: 1,
  vectorTopK: 40,
  synonyms: true,
  glossary: true,
  graph: { anchors: 5, weights: { implements: 0.1, implemented_by: 0.1, refers_to: 0.05, referred_to_by: 0.05, replaced_by: 0.5 } },
};

export interface RetrieverDeps {
  db: Db;
  /** Vector retrieval: only when an embeddings endpoint is configured. */
  vectors?: { embedder: Embedder; index: VectorIndex } | null;
  tuning?: Partial<RetrievalTuning>;
  /** Receives a failure of the vector path (retrieval then goes on lexically). */
  onVectorError?: (err: unknown) => void;
}

/** The Law's number and year, as a question names it ("Federal Decree-Law No. 47 of 2022", "رقم (47) لسنة 2022"). */
const LAW = (() => {
  const [, number, year] = /^fdl-(\d+)-(\d{4})$/.exec(GLOSSARY_SLUG)!;
  return { number: number!, year: Number(year) };
})();

/** An article headed as an instrument's definitions ("Definitions", "التعاريف", "التعريفات"). */
const isDefinitionsHeading = (heading: string | null, headingAr: string | null) =>
  /^\s*definitions?\s*$/i.test(heading ?? '') || /^\s*(?:ال)?تعا?ريفات?\s*$/.test(headingAr ?? '');

/**
 * An article headed as an instrument's entry into force or application in time ("Publication and Entry into Force",
 * "Application of the Decree-Law to Tax Periods", "نشر القرار والعمل به"), not its scope ("Scope of Application", "نطاق
 * السريان") nor a matter's own effective date ("… Exemption Application and Its Effective Date", "… وسريانه"). The
 * English heading decides; the official Arabic one where there is no English.
 */
const isEntryIntoForceHeading = (heading: string | null, headingAr: string | null) =>
  heading
    ? /\b(?:entry into force|publication|commencement|application of (?:the|this) (?:decision|decree-law|law))\b/i.test(heading) && !/\bscope\b/i.test(heading)
    : /(?:العمل ب|تطبيق (?:هذا )?(?:القرار|المرسوم))/.test(headingAr ?? '') && !/نطاق/.test(headingAr ?? '');

/** The best passages whose delegation partners an answer may add (RetrievalRequest.linked). */
const DELEGATION_ANCHORS = 3;

/**
 * The articles that implement, or are implemented by, one of the best `DELEGATION_ANCHORS` chosen ones and are not
 * chosen themselves, best scored first, at most `count`: only those the question's words reached (scored above 0).
 * The citator's edges first; then the Executive Regulation's articles of `regulation` (executive-regulation.ts).
 */
function delegationPartners(
  graph: CitationGraph | null,
  chosen: readonly ScoredArticle[],
  ranked: readonly ScoredArticle[],
  regulation: readonly RegulationPair[],
  count: number,
): string[] {
  const inAnswer = new Set(chosen.map((c) => c.key));
  const partners = new Set<string>();
  for (const anchor of graph ? chosen.slice(0, DELEGATION_ANCHORS) : []) {
    for (const n of graph!.neighbours(anchor.key)) if ((n.kind === 'implements' || n.kind === 'implemented_by') && !inAnswer.has(n.key)) partners.add(n.key);
  }
  const cited = ranked.filter((r) => partners.has(r.key) && r.score > 0).map((r) => r.key);
  const regulations = regulation.flatMap((p) => [p.law, p.regulation]).filter((key) => !inAnswer.has(key) && !partners.has(key));
  return [...new Set([...cited, ...regulations])].slice(0, count);
}

const slugOf = (key: string) => key.slice(0, key.indexOf('#'));

/** The links of a Law's article and its Executive Regulation's article, both chosen, seen from each (PassageLink). */
function regulationLinks(pairs: readonly RegulationPair[], chosen: readonly ScoredArticle[]): Map<string, PassageLink[]> {
  const rows = new Map(chosen.map((c) => [c.key, c.row]));
  const links = new Map<string, PassageLink[]>();
  const add = (from: string, to: string, kind: PassageLink['kind']) => {
    const row = rows.get(to);
    if (!row?.slug || !rows.has(from)) return;
    links.set(from, [...(links.get(from) ?? []), passageLink(kind, { ...row, slug: row.slug }, true)]);
  };
  for (const p of pairs) {
    add(p.law, p.regulation, 'implemented_by');
    add(p.regulation, p.law, 'implements');
  }
  return links;
}

/** Terms in more than this share of the articles are left out of the candidate lookup (see rank()). */
const COMMON_TERM_SHARE = 0.1;
/** The same for the document lookup, whose records (title, summary, key points) are fewer and richer. */
const COMMON_DOCUMENT_TERM_SHARE = 0.5;
/** A reading of an Arabic word (QueryTerm.reading) in more than this share of the articles says too little to stand for it. */
const READING_SHARE = 0.25;
/** …and it stands for the word only where it is in more than this many times the articles the word as written is in. */
const WRITTEN_RATIO = 4;

/**
 * The plan with each reading of an Arabic word kept only where the word as written is in few articles beside it
 * ("بسجلاتنا", our records, is in none, the law writes "السجلات"; "اعتراضاً" is in the odd article, "الاعتراض" in many)
 * and the reading is in at most a quarter of them ("شركتنا" read as "شركة" would meet every "ضريبة الشركات": 38% of the
 * collection's articles). Measured (decision 020): readings kept whatever the word's own matches and the reading's
 * spread ranked Arabic questions worse.
 */
export function withReadings(plan: QueryPlan, dfOf: (x: QueryTerm) => number, articles: number): QueryPlan {
  if (!plan.terms.some((x) => x.reading)) return plan;
  const written = new Map<number, number>();
  for (const x of plan.terms) if (x.source === 'query' && !x.reading && x.concepts.length === 1) written.set(x.concepts[0]!, dfOf(x));
  const keep = (x: QueryTerm) => !x.reading || ((written.get(x.concepts[0]!) ?? 0) * WRITTEN_RATIO < dfOf(x) && dfOf(x) <= articles * READING_SHARE);
  return { ...plan, terms: plan.terms.filter(keep) };
}

/** Key points read as notes: only those matching at least this share of the question. */
const NOTE_MIN = 0.2;

/**
 * Puts the texts the statement sent into `cache` and fills the rows of `withheld` from it; those evicted since
 * the statement named them (by a concurrent request) are read in one more round trip.
 */
async function fillWithheld(
  rows: readonly CandidateArticleRow[],
  withheld: ReadonlySet<number>,
  cache: ArticleTextCache,
  text: {
    get: (row: CandidateArticleRow) => string;
    set: (row: CandidateArticleRow, text: string) => void;
    read: (ids: number[]) => Promise<Map<number, string>>;
  },
): Promise<void> {
  const missing: CandidateArticleRow[] = [];
  for (const row of rows) {
    if (!withheld.has(row.id)) cache.put(row.id, text.get(row));
    else {
      const held = cache.get(row.id);
      if (held === undefined) missing.push(row);
      else text.set(row, held);
    }
  }
  if (!missing.length) return;
  const read = await text.read(missing.map((row) => row.id));
  for (const row of missing) {
    const t = read.get(row.id);
    if (t === undefined) continue;
    text.set(row, t);
    cache.put(row.id, t);
  }
}

export class PipelineRetriever implements Retriever {
  private readonly tuning: RetrievalTuning;

  constructor(private readonly deps: RetrieverDeps) {
    this.tuning = { ...DEFAULT_TUNING, ...deps.tuning, scoring: { ...DEFAULT_PARAMS, ...deps.tuning?.scoring } };
  }

  async retrieve(request: RetrievalRequest): Promise<RetrievedPassage[]> {
    const { ranked, graph, concepts: conceptCount, cited, citedKeys } = await this.rankWithGraph(request);
    const { db } = this.deps;
    // The articles the question cites, then the definition it asks for, lead (rankWithGraph put them first); the others
    // are chosen as ever.
    const leading = ranked.slice(0, Math.min(cited, request.k)).map((r) => ({ ...r, adjusted: r.score }));
    const rest = ranked.slice(leading.length);
    const best = [
      ...leading,
      ...(request.legislationId === undefined
        ? diversify(
            rest.map((r) => ({ ...r, documentId: r.row.legislationId })),
            request.k - leading.length,
            this.tuning.diversityDecay,
          )
        : rest.slice(0, request.k - leading.length).map((r) => ({ ...r, adjusted: r.score }))),
    ];
    // Where the citator already links the Law's article into its regulation, that edge speaks for it.
    const regulation = (request.linked ? regulationPairs(best.slice(0, DELEGATION_ANCHORS), ranked) : []).filter(
      (p) => !graph?.neighbours(p.law).some((n) => n.kind === 'implemented_by' && slugOf(n.key) === slugOf(p.regulation)),
    );
    const linkedKeys = new Set(request.linked ? delegationPartners(graph, best, ranked, regulation, request.linked) : []);
    const chosen = [...best, ...ranked.filter((r) => linkedKeys.has(r.key)).map((r) => ({ ...r, adjusted: r.score }))];
    const implicitLinks = regulationLinks(regulation, chosen);
    const arabic = request.withArabicText
      ? await articleArabicTexts(
          db,
          chosen.map((c) => c.row.id),
        )
      : new Map<number, ArticleArabic>();
    const retrievedKeys = new Set(chosen.map((c) => c.key));
    return chosen.map(({ row, key, adjusted, breakdown }) => ({
      articleId: row.id,
      legislationId: row.legislationId,
      slug: row.slug,
      title: row.title,
      legislation: row.legislation,
      status: row.status,
      statusNote: row.statusNote,
      repealed: isRepealed(row.status),
      number: row.number,
      heading: row.heading,
      chapter: row.chapter,
      textEn: row.textEn,
      textAr: arabic.get(row.id)?.textAr ?? null,
      titleAr: arabic.get(row.id)?.titleAr ?? null,
      headingAr: arabic.get(row.id)?.headingAr ?? null,
      score: Math.round(adjusted * 10000) / 10000,
      relevance: Math.round(breakdown.relevance * 1000) / 1000,
      concepts: { matched: breakdown.matchedConcepts, of: conceptCount },
      links: [...(graph ? graph.links(key, retrievedKeys) : []), ...(implicitLinks.get(key) ?? [])],
      ...(linkedKeys.has(key) ? { linked: true } : {}),
      ...(citedKeys.has(key) ? { cited: true } : {}),
      ...(breakdown.headsAskedTerm ? { headsAskedTerm: true } : {}),
      ...(breakdown.definesAskedTerm ? { definesAskedTerm: breakdown.definesAskedTerm } : {}),
      ...(graph && isRepealed(row.status) ? { replacedBy: graph.replacementOf(row.legislationId) } : {}),
    }));
  }

  /** Every candidate, best first (before the diversity selection). */
  async rank(request: RetrievalRequest): Promise<ScoredArticle[]> {
    return (await this.rankWithGraph(request)).ranked;
  }

  /**
   * Every candidate, best first, and how many lead: the articles the question cites (citedArticles), found among the
   * candidates, go first in the order cited; then the definitions article defining the term the question asks the
   * meaning of (defined-terms.ts): its subject as surely, though it holds the term once among a hundred definitions
   * where the provisions using it hold it again and again.
   */
  private async rankWithGraph(
    request: RetrievalRequest,
  ): Promise<{ ranked: ScoredArticle[]; graph: CitationGraph | null; concepts: number; cited: number; citedKeys: ReadonlySet<string> }> {
    const ranking = await this.rankCandidates(request);
    const citedKeys = new Set(ranking.citedKeys);
    const leadKeys = [...new Set([...ranking.citedKeys, ...ranking.definingKeys])];
    if (!leadKeys.length) return { ...ranking, cited: 0, citedKeys };
    const byKey = new Map(ranking.ranked.map((r) => [r.key, r]));
    const leading = leadKeys.flatMap((k) => byKey.get(k) ?? []);
    const led = new Set(leading.map((r) => r.key));
    return { ...ranking, ranked: [...leading, ...ranking.ranked.filter((r) => !led.has(r.key))], cited: leading.length, citedKeys };
  }

  private async rankCandidates(
    request: RetrievalRequest,
  ): Promise<{ ranked: ScoredArticle[]; graph: CitationGraph | null; concepts: number; citedKeys: string[]; definingKeys: string[] }> {
    const { db } = this.deps;
    const t = this.tuning;
    const { glossary, bilingual, law, documentsAr, definitions } = await cachedGlossary(db);
    let plan = analyseQuery(request.query, {
      glossary: t.glossary ? glossary : null,
      bilingual: t.glossary ? bilingual : null,
      history: request.history,
      synonyms: t.synonyms,
    });
    const vectorPromise = this.vectorMatches(request);
    if (!plan.terms.length) {
      const vectorOnly = await vectorPromise;
      return {
        ranked: vectorOnly.length ? await this.scoreVectorOnly(plan, vectorOnly, request) : [],
        graph: null,
        concepts: plan.concepts.length,
        citedKeys: [],
        definingKeys: [],
      };
    }

    const cited = await this.citedArticles(plan, request);
    // "What is market value?": the definitions article defining the term is the answer (./defined-terms.ts).
    const defining = t.glossary
      ? definitionsAsked(definitions, { asksDefinition: plan.asksDefinition, conceptStems: plan.concepts.map((c) => c.stem) }, law?.headings)
      : [];
    const named: Array<[string, string]> = [...this.namedArticles(plan), ...cited, ...defining.map((d): [string, string] => [d.slug, d.number])];

    // Document frequencies: English words from the index vocabulary (a phrase's words too, for what its lookup
    // costs); phrases and Arabic light stems (several index forms each) by counting their matches.
    const wordStems = [...new Set(plan.terms.filter((x) => !x.arabic).flatMap((x) => x.stems))];
    const countedTerms = plan.terms.filter((x) => x.arabic || x.stems.length > 1);
    const countedExpressions = countedTerms.map((x) => `(${termExpressions(x).join(' OR ')})`);
    const collectionWide = request.legislationId === undefined;
    const [{ words: wordDf, counted: countedDf }, stats, documentIndex] = await Promise.all([
      cachedFrequencies(db, wordStems, countedExpressions),
      cachedStats(db),
      collectionWide ? cachedDocumentIndex(db) : null,
    ]);
    const countedIndex = new Map(countedTerms.map((x, i) => [x, i]));
    const dfOf = (x: QueryTerm) => {
      const at = countedIndex.get(x);
      return at !== undefined ? countedDf[at]! : (wordDf.get(x.stems[0]!) ?? 0);
    };
    plan = withReadings(plan, dfOf, stats.articles);

    // The candidate lookup leaves out terms most articles contain when rarer ones remain: BM25
    // would score nearly the whole index for them (the cost grows with the collection) while they
    // barely move the ranking. The reranker still weighs them in every candidate it scores.
    const common = stats.articles * COMMON_TERM_SHARE;
    // A phrase of common words only ("subject to corporate tax": each word in over a fifth of the articles) is rare as a
    // phrase but dear to look up: FTS5 reads every position of each of its words, in every article holding them all,
    // to find it and again to weigh it. It is looked up only when nothing else is left; the reranker still reads it.
    const costlyTerms = new Set(
      plan.terms.filter((x) => !x.arabic && x.stems.length > 1 && Math.min(...x.stems.map((st) => wordDf.get(st) ?? 0)) > 2 * common),
    );
    const costly = (x: QueryTerm) => costlyTerms.has(x);
    // When no term is that rare, the less common ones; failing those, the rarest one alone.
    const lookup = (terms: QueryTerm[]) => {
      for (const limit of [common, 2 * common]) {
        const rare = terms.filter((x) => dfOf(x) <= limit && !costly(x));
        if (rare.length) return buildMatch(rare);
      }
      const rarest = [...terms].sort((a, b) => dfOf(a) - dfOf(b))[0];
      return buildMatch(rarest ? [rarest] : []);
    };
    // Two passes, the question's own words and the expansions, so that neither crowds the other out;
    // each ranks only its own terms' rows (an all-terms pass would rank the own words' rows twice).
    // The expansions' lookup keeps its rarest few, costly phrases last: more only cost time at scale (same pool quality).
    const own = plan.terms.filter((x) => x.source === 'query');
    const expansions = plan.terms.filter((x) => x.source !== 'query');
    const matchOwn = lookup(own);
    const rarestExpansions = [...expansions].sort((a, b) => Number(costly(a)) - Number(costly(b)) || dfOf(a) - dfOf(b)).slice(0, t.expansionLookupTerms);
    const matchExpansions = (own.length && expansions.length ? lookup(rarestExpansions) : lookup(plan.terms))!;
    // Words nearly every document has ("tax") score every record for nothing.
    const documentTerms = plan.terms.filter((x) => x.source !== 'history');
    const distinctive = documentTerms.filter((x) => dfOf(x) <= stats.articles * COMMON_DOCUMENT_TERM_SHARE);
    const documentPhrases = matchPhrases(distinctive.length ? distinctive : documentTerms);
    const bestDocuments = (index: DocumentIndex | null) => (index && documentPhrases.length ? index.rank(documentPhrases, t.documentWeights, t.documents) : []);

    // Articles named outright or by vectors join the candidates; so, in the same statement, do the
    // articles the best documents' key points cite (key_point_citations).
    const vectorMatches = await vectorPromise;
    const pointed = new Map<string, [string, string]>(named.map((n) => [articleKey(n[0], n[1]), n]));
    for (const m of vectorMatches) {
      const at = m.key.lastIndexOf('#');
      if (!pointed.has(m.key)) pointed.set(m.key, [m.key.slice(0, at), m.key.slice(at + 1)]);
    }
    const idfs = plan.terms.map((x) => idf(stats.articles, dfOf(x)));

    // An Arabic question's own words also meet the documents' Arabic records (arabic-documents.ts): the
    // official Arabic title and the Arabic of the summary and key points, scored as legislation_fts scores
    // the English record. The best documents' Arabic key points are notes on the articles they cite, and
    // those articles join the candidates, as the English key points' do (key_point_citations).
    const arabicDocuments = plan.hasArabic && documentsAr && request.legislationId === undefined ? this.arabicDocuments(plan, documentsAr, idfs) : null;
    if (arabicDocuments)
      for (const [k, v] of arabicDocuments.notes)
        if (v >= NOTE_MIN && !pointed.has(k)) pointed.set(k, [k.slice(0, k.lastIndexOf('#')), k.slice(k.lastIndexOf('#') + 1)]);

    const query = {
      matchExpansions,
      matchOwn: matchOwn === matchExpansions ? null : matchOwn,
      named: [...pointed.values()],
      limit: t.candidates,
      legislationId: request.legislationId,
      withArabic: plan.hasArabic,
      documents: bestDocuments(documentIndex),
      citedArticles: t.citedArticles,
    };

    const [found, namedDocuments, cachedGraphNow] = await Promise.all([
      findCandidates(db, { ...query, knownTexts: textCache.known(), knownArabic: query.withArabic ? arabicTextCache.known() : [] }),
      findDocumentsByNumber(db, plan.documentRefs),
      cachedGraph(db),
    ]);
    const { articles: pool, documents } = await this.withTexts(found, query.withArabic, documentIndex?.version ?? null, async () =>
      findCandidates(db, { ...query, documents: collectionWide ? bestDocuments(await cachedDocumentIndex(db, found.version)) : [] }),
    );
    const graph = found.version === null || cachedGraphNow.version === found.version ? cachedGraphNow : await cachedGraph(db, found.version);

    // Document prior: BM25 over titles, summaries and key points, relative to the best document.
    const documentPrior = new Map<number, number>();
    const best = Math.max(0, ...documents.map((d) => d.score));
    for (const d of documents) documentPrior.set(d.legislationId, Math.max(0, d.score / Math.max(1e-9, best)));
    // The English and the Arabic record are one document's in two languages: its prior is the better of the two, each
    // relative to its own best document, the Arabic at a share of the English (tuned on half A of the dev set: the Arabic
    // summary and key points are the team's translation, matched by light stems).
    if (arabicDocuments) for (const [id, v] of arabicDocuments.prior) documentPrior.set(id, Math.max(documentPrior.get(id) ?? 0, t.arabicRecords.prior * v));
    for (const id of namedDocuments) documentPrior.set(id, (documentPrior.get(id) ?? 0) + t.namedDocumentBoost);

    const notes = scoreNotes(
      plan,
      idfs,
      documents.flatMap((d) =>
        d.slug
          ? parseKeyPoints(d.keyPoints).flatMap((n) => [
              { slug: d.slug!, text: n.text, articles: n.articles },
              { slug: GLOSSARY_SLUG, text: n.text, articles: n.corporateTaxLawArticles },
            ])
          : [],
      ),
    );
    if (arabicDocuments) for (const [k, v] of arabicDocuments.notes) notes.set(k, Math.max(notes.get(k) ?? 0, v));
    for (const [k, v] of notes) if (v < NOTE_MIN) notes.delete(k);

    const pointers = new Map<string, number>();
    // A term asked for by its meaning names no words of it to match: the Law's article headed by the term ("Article (11):
    // Taxable Person", for "Who is subject to Corporate Tax?") is where it is governed, and the question's subject.
    const askedTerms = new Set<string>();
    for (const hit of plan.glossaryHits)
      if (hit.via === 'meaning') for (const n of articlesHeadedBy(hit.entry.term, law?.headings)) askedTerms.add(articleKey(GLOSSARY_SLUG, n));
    // A definition's article reference names where the term is governed only when the question names the term (or asks
    // for it by its meaning).
    for (const hit of plan.glossaryHits.filter((h) => h.via !== 'definition')) {
      for (const n of hit.entry.articles) {
        const key = articleKey(GLOSSARY_SLUG, n);
        pointers.set(key, Math.max(pointers.get(key) ?? 0, hit.strength));
      }
    }
    for (const key of askedTerms) pointers.set(key, 1);
    const definitionsOfAskedTerm = new Map(defining.map((d) => [articleKey(d.slug, d.number), d.terms]));
    for (const key of definitionsOfAskedTerm.keys()) pointers.set(key, 1);

    const score = (rows: CandidateArticleRow[]) =>
      scoreCandidates(
        plan,
        rows,
        { idf: idfs, meanWords: stats.meanWords, unseenIdf: idf(stats.articles, 1) },
        { documentPrior, notes, pointers, askedTerms, definitionsOfAskedTerm, law },
        t.scoring,
      );
    const scored = await this.followGraph(graph, pool, score(pool), score, plan.hasArabic, request.legislationId);
    return {
      ranked: vectorMatches.length ? this.fuse(scored, vectorMatches) : scored,
      graph,
      concepts: plan.concepts.length,
      citedKeys: cited.map(([slug, number]) => articleKey(slug, number)),
      definingKeys: [...definitionsOfAskedTerm.keys()],
    };
  }

  /** The document prior and the key-point notes of an Arabic question's own words, from the documents' Arabic records. */
  private arabicDocuments(plan: QueryPlan, index: ArabicDocumentIndex, idfs: readonly number[]): { prior: Map<number, number>; notes: Map<string, number> } {
    const own = plan.terms.flatMap((x, i) =>
      x.arabic && x.source === 'query' ? [{ stem: x.stems[0]!, idf: idfs[i]!, concept: x.concepts[0] ?? -1 - i }] : [],
    );
    const scores = scoreArabicDocuments(
      index,
      own.map((x) => x.stem),
      this.tuning.documentWeights,
    );
    const best = Math.max(0, ...scores.values());
    const prior = new Map([...scores].map(([id, s]) => [id, s / Math.max(1e-9, best)]));
    const top = new Set(
      [...scores]
        .sort((a, b) => b[1] - a[1])
        .slice(0, this.tuning.documents)
        .map(([id]) => id),
    );
    // Notes holding only the regime's name ("ضريبة الشركات", in nearly every note) say nothing of what such a question asks.
    const notes = this.tuning.arabicRecords.notes && !asksOnlyTheRegime(plan, ownConceptWeights(plan, idfs));
    return { prior, notes: notes ? scoreArabicNotes(index, top, own, articleKey) : new Map() };
  }

  /**
   * The articles linked to the best ones by the citator (implementing, implemented, referred to,
   * replacing) gain a share of their anchor's score; those not yet candidates are read and scored
   * with the rest (one more round trip, only when the graph names some).
   */
  private async followGraph(
    graph: CitationGraph,
    pool: CandidateArticleRow[],
    scored: ScoredArticle[],
    score: (rows: CandidateArticleRow[]) => ScoredArticle[],
    withArabic: boolean,
    legislationId: number | undefined,
  ): Promise<ScoredArticle[]> {
    const { anchors, weights } = this.tuning.graph;
    const top = scored[0]?.score ?? 0;
    if (top <= 0) return scored;
    // A linked article gains in proportion to its own match: the link says "read together", the
    // question still decides which of an article's many neighbours bears on it.
    // Only into documents the best articles do not already come from: the graph brings in the other
    // end of a delegation; within a document already read, the question's words order the articles.
    const best = scored.slice(0, anchors);
    const present = new Set(best.map((s) => s.row.slug));
    const lift = new Map<string, number>();
    for (const anchor of best) {
      if (anchor.score <= 0) continue;
      for (const n of graph.neighbours(anchor.key)) {
        if (present.has(n.key.slice(0, n.key.lastIndexOf('#')))) continue;
        const share = weights[n.kind] * (anchor.score / top);
        if (share > (lift.get(n.key) ?? 0)) lift.set(n.key, share);
      }
    }
    if (!lift.size) return scored;
    const known = new Set(scored.map((s) => s.key));
    const missing = [...lift.keys()]
      .filter((k) => !known.has(k))
      .map((k) => [k.slice(0, k.lastIndexOf('#')), k.slice(k.lastIndexOf('#') + 1)] as [string, string]);
    const extra = missing.length ? await findArticlesByKey(this.deps.db, missing, withArabic, legislationId) : [];
    const all = extra.length ? score([...pool, ...extra]) : scored;
    return all.map((s) => (lift.has(s.key) ? { ...s, score: s.score * (1 + lift.get(s.key)!) } : s)).sort((a, b) => b.score - a.score);
  }

  /**
   * Fills in the texts the candidate statement withheld because this isolate held them (the English, and an
   * Arabic question's normalised Arabic). If the collection changed since (another version), or the documents were
   * ranked from another version's records (`documentsVersion`: the document index's, null without one), every cache
   * starts over and the statement runs again with all texts and the documents ranked afresh; a text evicted meanwhile
   * by a concurrent request is read on its own.
   */
  private async withTexts(
    found: CandidatesResult,
    withArabic: boolean,
    documentsVersion: number | null,
    again: () => Promise<CandidatesResult>,
  ): Promise<CandidatesResult> {
    if (found.version === null) return found;
    const documentsStale = documentsVersion !== null && documentsVersion !== found.version;
    const texts = syncTextCaches(found.version);
    // A new isolate's first question: what the caches hold was read at the version its candidates came back at (the
    // documents ranked at it, the other caches first filled at it): nothing in them to forget. Forgetting them anyway
    // made its second question as slow as its first.
    const filledAt = unversionedCachesVersion();
    const filledNow = texts === 'first' && documentsVersion === found.version && (filledAt === null || filledAt === found.version);
    if ((texts !== 'held' && !filledNow) || documentsStale) {
      resetRetrievalCaches();
      syncTextCaches(found.version);
      if (found.withheld.size || found.withheldArabic.size || documentsStale) return this.withTexts(await again(), withArabic, null, again);
    }
    const { db } = this.deps;
    await Promise.all([
      fillWithheld(found.articles, found.withheld, textCache, {
        get: (row) => row.textEn,
        set: (row, text) => (row.textEn = text),
        read: (ids) => articleEnglishTexts(db, ids),
      }),
      // Without Arabic words the statement read no Arabic at all: nothing to hold or fill in.
      withArabic &&
        fillWithheld(found.articles, found.withheldArabic, arabicTextCache, {
          // An article without an Arabic text is held as '' (known to have none).
          get: (row) => row.searchAr ?? '',
          set: (row, text) => (row.searchAr = text || null),
          read: async (ids) => new Map([...(await articleArabicSearchTexts(db, ids))].map(([id, text]) => [id, text ?? ''])),
        }),
    ]);
    return found;
  }

  /**
   * The articles the question cites by number, where it says (or the context says) whose: "What does Article 50 of the
   * Corporate Tax Law provide?", "البند (2) من المادة (54)", "What does Article 2 of MD 73/2023 say?". In a document's
   * chat, that document's articles (unless the question names the Law and the document is another); across the
   * collection, the Law's, when the question names no other instrument (practitioners cite the Law's articles by number
   * alone), else those of the collection's instruments it cites them of (the citator's parser against the catalog). The
   * question asks about them: they lead the passages, whatever else its words match. Not an article cited as the basis
   * of what is asked: the question is about what was made under it.
   */
  private async citedArticles(plan: QueryPlan, request: RetrievalRequest): Promise<Array<[string, string]>> {
    // An article cited as the basis of what is asked ("under Article 54(2)") is not what the question is about, unless
    // what is asked is what was made under it (delegations).
    const refs = request.delegations ? plan.articleRefs : plan.articleRefs.filter((n) => !plan.basisArticleRefs.includes(n));
    if (!refs.length && request.instrumentStatuses?.length) return this.statusArticles(request.instrumentStatuses, request);
    if (!refs.length) return request.wholeInstruments && request.legislationId === undefined ? this.wholeInstrumentArticles(request) : [];
    if (request.legislationId !== undefined) {
      const slug = await this.slugOf(request.legislationId);
      if (!slug || (plan.namesCorporateTaxLaw && slug !== GLOSSARY_SLUG)) return [];
      return refs.map((n) => [slug, n]);
    }
    // Articles cited with their instrument ("Article 2 of MD 73/2023", "Article 50 of the Corporate Tax Law").
    const withInstrument = citedInstrumentArticles(request.query, await cachedCatalog(this.deps.db)).filter((c) => refs.includes(c.article));
    if (withInstrument.length) return withInstrument.map((c) => [c.slug, c.article]);
    // Else the Law's, unless another instrument is named: a number and year that is not the Law's ("Decision No. 73 of
    // 2023"), or one the catalog does not hold.
    const namesOnlyTheLaw = !plan.namesOtherInstrument && plan.documentRefs.every((d) => d.number === LAW.number && d.year === LAW.year);
    return namesOnlyTheLaw ? refs.map((n) => [GLOSSARY_SLUG, n]) : [];
  }

  /**
   * The numbered articles of the instruments the question names, in their order, as many as it asks passages for; not
   * their definitions, which say what their words mean, not what they provide (every instrument of the collection
   * opens with an Article (1) "Definitions", "التعاريف").
   */
  private async wholeInstrumentArticles(request: RetrievalRequest): Promise<Array<[string, string]>> {
    const { db } = this.deps;
    const catalog = await cachedCatalog(db);
    const named = citedInstruments(request.query, catalog);
    // "Which article of the Corporate Tax Law does MD 73/2023 implement?": the decision is the subject, the Law the other end.
    const isLaw = (slug: string) => /\blaw\b/i.test(catalog.find((c) => c.slug === slug)?.type ?? '');
    const slugs = request.delegations && named.some((s) => !isLaw(s)) ? named.filter((s) => !isLaw(s)) : named;
    const articles = await Promise.all(
      slugs.map(async (slug) =>
        (await numberedArticles(db, slug)).filter((a) => !isDefinitionsHeading(a.heading, a.headingAr)).map((a): [string, string] => [slug, a.number]),
      ),
    );
    return articles.flat().slice(0, request.k);
  }

  /**
   * For a question about whether instruments are in force: for each, the articles of the instruments recorded as
   * amending or repealing it that name it (Cabinet Decision No. 100 of 2023, Article 10: "Cabinet Decision No. (55) of
   * 2023 … is hereby repealed"), then its own articles on publication and entry into force.
   */
  private async statusArticles(statuses: readonly InstrumentStatus[], request: RetrievalRequest): Promise<Array<[string, string]>> {
    const { db } = this.deps;
    const articles = await Promise.all(
      statuses.map(async (s) => [
        // A document's chat reads that document only.
        ...(request.legislationId !== undefined
          ? []
          : s.changedBy.flatMap((c) => (c.slug && c.hasText ? c.articles.map((n): [string, string] => [c.slug!, n]) : []))),
        ...(await numberedArticles(db, s.slug)).filter((a) => isEntryIntoForceHeading(a.heading, a.headingAr)).map((a): [string, string] => [s.slug, a.number]),
      ]),
    );
    return articles.flat().slice(0, request.k);
  }

  /** Articles named outright: by the glossary's pointers and by "Article N" with a named Corporate Tax Law. */
  private namedArticles(plan: QueryPlan): Array<[string, string]> {
    const named = new Map<string, [string, string]>();
    for (const hit of plan.glossaryHits) {
      if (hit.via !== 'definition') for (const n of hit.entry.articles) named.set(articleKey(GLOSSARY_SLUG, n), [GLOSSARY_SLUG, n]);
    }
    if (plan.namesCorporateTaxLaw) for (const n of plan.articleRefs) named.set(articleKey(GLOSSARY_SLUG, n), [GLOSSARY_SLUG, n]);
    return [...named.values()];
  }

  private async vectorMatches(request: RetrievalRequest): Promise<Array<{ key: string; score: number }>> {
    const vectors = this.deps.vectors;
    if (!vectors) return [];
    try {
      // A follow-up's vector carries the conversation: the last question before it, then this one.
      const text = [...(request.history ?? []).slice(-1), request.query].join('\n');
      const [vector] = await vectors.embedder.embed([text]);
      const slug = request.legislationId === undefined ? undefined : await this.slugOf(request.legislationId);
      if (request.legislationId !== undefined && !slug) return [];
      return await vectors.index.query(vector!, { topK: this.tuning.vectorTopK, slug });
    } catch (err) {
      this.deps.onVectorError?.(err);
      return [];
    }
  }

  private async slugOf(legislationId: number): Promise<string | undefined> {
    return (await getLegislationById(this.deps.db, legislationId))?.slug ?? undefined;
  }

  /** Reciprocal rank fusion of the reranked lexical list and the vector list (weak passages and repealed documents discounted in both). */
  private fuse(scored: ScoredArticle[], vectorMatches: Array<{ key: string; score: number }>): ScoredArticle[] {
    const byKey = new Map(scored.map((s) => [s.key, s]));
    const vectorKeys = vectorMatches
      .filter((m) => byKey.has(m.key))
      .map((m) => ({ key: m.key, score: m.score * byKey.get(m.key)!.breakdown.factor }))
      .sort((a, b) => b.score - a.score)
      .map((m) => m.key);
    const lexicalKeys = scored.filter((s) => s.score > 0).map((s) => s.key);
    const fused = reciprocalRankFusion([{ keys: lexicalKeys }, { keys: vectorKeys }]);
    return fused.map(({ key, score }) => ({ ...byKey.get(key)!, score }));
  }

  private async scoreVectorOnly(plan: QueryPlan, matches: Array<{ key: string; score: number }>, request: RetrievalRequest): Promise<ScoredArticle[]> {
    const rows = await findArticlesByKey(
      this.deps.db,
      matches.map((m) => {
        const at = m.key.lastIndexOf('#');
        return [m.key.slice(0, at), m.key.slice(at + 1)] as [string, string];
      }),
      false,
      request.legislationId,
    );
    const byKey = new Map(rows.map((r) => [articleKey(r.slug, r.number), r]));
    return matches
      .filter((m) => byKey.has(m.key))
      .map((m) => {
        const row = byKey.get(m.key)!;
        const factor = passageFactor(row, plan, this.tuning.scoring);
        return {
          row,
          key: m.key,
          score: m.score * factor,
          breakdown: {
            lexical: 0,
            coverage: 0,
            proximity: 0,
            answerType: 0,
            documentPrior: 0,
            notes: 0,
            pointers: 0,
            statute: 0,
            subject: 0,
            headsAskedTerm: false,
            factor,
            relevance: 0,
            matchedConcepts: 0,
          },
        };
      })
      .sort((a, b) => b.score - a.score);
  }
}
