/**
 * The reranker: scores each candidate article against the weighted query with a field-weighted
 * BM25 computed here (heading, chapter and body as separate fields, each query term weighted by
 * where it came from and by its rarity across all articles), then adds what BM25 cannot see:
 * how many of the question's distinct concepts the article covers, how well its document
 * matches the question, the document's key-point notes on it, and articles named outright or
 * by a defined term. Preambles, editorial notes and boilerplate articles are weak answers;
 * repealed documents rank lower.
 */
import type { CandidateArticleRow } from '../../db/repositories/retrieval-repository.ts';
import { arabicLightStem, isArabicStopWord } from '../text/arabic.ts';
import { statesCommencement } from '../text/commencement.ts';
import { isStatute } from '../text/statute.ts';
import { isStopWord } from '../text/stop-words.ts';
import { namesTheRegime, type QueryPlan, type QueryTerm } from './query-analysis.ts';
import { foldedWords, phraseFrequency, phrasePositions, positionIndex, stemTokens, type PositionIndex } from '../text/tokenize.ts';
import { isRegimeInstrument } from './regimes.ts';

export interface ScoringParams {
  k1: number;
  b: number;
  headingWeight: number;
  chapterWeight: number;
  /** Weight of the cited Corporate Tax Law articles' headings. */
  citedWeight: number;
  textWeight: number;
  /** Added for covering all of the question's concepts (0..1 scaled). */
  coverage: number;
  /** Added for covering the question's concepts within one passage of `window` tokens (0..1 scaled). */
  proximity: number;
  window: number;
  /** Added when the question asks for a time limit, an amount or from when, and the article states one. */
  answerType: number;
  /** Added for the best-matching document (0..1 scaled). */
  documentPrior: number;
  /** Added for a key-point note matching the question (0..1 scaled). */
  notes: number;
  /** Added for an article a defined term or the question names (0..1 scaled). */
  pointers: number;
  /** Times its coverage of the question, added for an article of a Law when the question is general (asks the rule, states no facts). */
  statute: number;
  /**
   * Added, for a general question, times how much its heading names of it: the share of the question's concept weight the
   * heading holds, times the share of the heading's words those concepts are ("Tax Period" for "What is the tax period?": 1).
   */
  subject: number;
  /** Multipliers. */
  weakPassage: number;
  boilerplate: number;
  definitions: number;
  repealed: number;
  /** An article of the Top-up Tax regime, for a question not about it (./regimes.ts). */
  otherRegime: number;
  /**
   * An article that says nothing of from when, for a question asking only from when the regime applies (QueryPlan
   * `asksRegimeStart`): every article of the Law names "corporate tax" as often as the one that answers it.
   */
  notFromWhen: number;
}

export const DEFAULT_PARAMS: ScoringParams = {
  k1: 1.2,
  b: 0.75,
  headingWeight: 2,
  chapterWeight: 1,
  citedWeight: 1,
  textWeight: 1,
  coverage: 0.25,
  proximity: 0.5,
  window: 60,
  answerType: 0.15,
  documentPrior: 0.6,
  notes: 1.2,
  pointers: 0.2,
  statute: 2.0,
  subject: 1.5,
  weakPassage: 0.4,
  boilerplate: 0.6,
  definitions: 0.7,
  repealed: 0.8,
  otherRegime: 0.5,
  notFromWhen: 0.2,
};

export interface TermStatistics {
  /** Inverse document frequency over all articles, aligned with plan.terms; 0 for a term no article contains. */
  idf: number[];
  meanWords: number;
  /** The weight of a question word no article contains, for relevance: that of the rarest word (idf of one article). */
  unseenIdf?: number;
}

export interface ArticleEvidence {
  /** legislationId → 0..1, the document's match relative to the best document. */
  documentPrior: Map<number, number>;
  /** "slug#number" → 0..1, the best key-point note on the article. */
  notes: Map<string, number>;
  /** "slug#number" → 0..1, articles named by a defined term or by the question. */
  pointers: Map<string, number>;
  /** "slug#number" of the Law's articles headed by a term the question asks for by its meaning (glossary.ts). */
  askedTerms?: ReadonlySet<string>;
  /** "slug#number" of the definitions articles defining the term a question asks the meaning of (defined-terms.ts). */
  definitionsOfAskedTerm?: ReadonlyMap<string, readonly string[]>;
  /** The Corporate Tax Law's article headings, for citations (null when not loaded). */
  law: LawHeadings | null;
}

export interface ScoreBreakdown {
  lexical: number;
  coverage: number;
  proximity: number;
  answerType: number;
  documentPrior: number;
  notes: number;
  pointers: number;
  /** For an article of a Federal Decree-Law when the question is general (QueryPlan.general): its coverage of the question. */
  statute: number;
  /** For a general question: how much the heading names of it, 0..1 (ScoringParams.subject). */
  subject: number;
  /** Its heading is the term the question asks for by its meaning (glossary.ts): it names all of the question. */
  headsAskedTerm: boolean;
  /** It defines the term the question asks the meaning of (defined-terms.ts): the term as it writes it. */
  definesAskedTerm?: readonly string[];
  factor: number;
  /** 0..1, coverage of the question's concepts where a concept no article contains counts as the rarest (RetrievedPassage.relevance). */
  relevance: number;
  /** How many of the question's concepts the article holds, itself or in the statute's wording for them. */
  matchedConcepts: number;
}

export interface ScoredArticle {
  row: CandidateArticleRow;
  key: string;
  score: number;
  breakdown: ScoreBreakdown;
}

export function idf(documents: number, df: number): number {
  if (df <= 0) return 0;
  return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
}

interface ArticleTokens {
  /** What kinds of answer the text holds: a time limit, an amount or rate, the date from which an instrument applies. */
  states: { duration: boolean; amount: boolean; commencement: boolean };
  heading: PositionIndex;
  chapter: PositionIndex;
  /** Headings of the Corporate Tax Law articles this article cites ("Article (52) of the Corporate Tax Law" → "Tax Deregistration"). */
  cited: PositionIndex;
  text: PositionIndex;
  /** Light stems of the Arabic text and heading with their positions (only when the question has Arabic). */
  arabic: PositionIndex | null;
  arabicHeading: PositionIndex | null;
  /** Informative words of the English heading, and of the Arabic one (when read). */
  headingWords: number;
  arabicHeadingWords: number;
  /** English body tokens per Arabic body token: the two texts of an article are the same provisions in the same order. */
  arabicScale: number;
  length: number;
}

/**
 * Tokenised articles, per isolate: the same articles come back for question after question, and
 * tokenising is most of the reranker's cost. Keyed by id and a cheap fingerprint of the texts, so
 * an admin edit is picked up; bounded in entries.
 */
const tokenCache = new Map<string, ArticleTokens>();
/** Entries per isolate cache of this module: the oldest goes first beyond it. */
const CACHE_MAX = 4_000;

function cached<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, value);
  }
  return value;
}

/** Forgets the tokenised articles (the collection changed). */
export function resetTokenCache(): void {
  tokenCache.clear();
}

function fingerprint(row: CandidateArticleRow, withArabic: boolean): string {
  return `${row.id}:${row.textEn.length}:${row.heading ?? ''}:${row.chapter?.length ?? 0}:${withArabic ? `${row.searchAr?.length ?? 0}:${row.headingAr ?? ''}` : '-'}`;
}

/** A time limit: "within (3) months", "no later than 30 days", "(20) business days", "(6) six months" (the figure in words after it). */
const STATES_DURATION =
  /\b(?:within|no later than|not later than|before the end of|by the end of)\b[^.;]{0,80}?\(?\d+\)?\s*(?:\w+\s+){0,3}?(?:business\s+|working\s+)?(?:days?|weeks?|months?|years?)\b|\(\d+\)\s*(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and)[\s-]+){0,3}(?:business\s+|working\s+)?(?:days?|weeks?|months?|years?)\b/i;
/** An amount or rate: "AED 375,000", "9%", "(30%)", "15 percent". */
const STATES_AMOUNT = /\bAED\b|\bdirhams?\b|\d\s*%|\bper\s*cent\b|\bpercent\b|\d{1,3}(?:,\d{3})+/i;

const CT_LAW_CITATION = /Article\s*\((\d+)\)\s*of\s+(?:the\s+)?(?:aforementioned\s+)?(?:Corporate Tax Law|Federal Decree-Law No\.?\s*\(?47\)?\s*of\s*2022)/g;
const OWN_CITATION = /Article\s*\((\d+)\)\s*of\s+this\s+Decree-Law/g;

/** Headings of the Corporate Tax Law articles an article cites: what an implementing decision's article is about, in the Law's words. */
export function citedHeadings(row: Pick<CandidateArticleRow, 'slug' | 'number' | 'textEn'>, law: LawHeadings | null): string[] {
  if (!law) return [];
  const numbers = new Set<string>();
  for (const m of row.textEn.matchAll(CT_LAW_CITATION)) numbers.add(m[1]!);
  if (row.slug === law.slug) for (const m of row.textEn.matchAll(OWN_CITATION)) numbers.add(m[1]!);
  numbers.delete(row.slug === law.slug ? row.number : '');
  return [...numbers].flatMap((n) => {
    const h = law.headings.get(n);
    return h ? [h] : [];
  });
}

export interface LawHeadings {
  slug: string;
  headings: Map<string, string>;
}

function tokensOf(row: CandidateArticleRow, withArabic: boolean, law: LawHeadings | null): ArticleTokens {
  return cached(tokenCache, fingerprint(row, withArabic), () => tokenise(row, withArabic, law));
}

function tokenise(row: CandidateArticleRow, withArabic: boolean, law: LawHeadings | null): ArticleTokens {
  const heading = stemTokens(row.heading ?? '');
  const text = stemTokens(row.textEn);
  const arabicStems = (words: string[] | null) => (words ? positionIndex(words.map(arabicLightStem)) : null);
  const headingWords = withArabic && row.headingAr ? foldedWords(row.headingAr) : null;
  let bodyWords = withArabic && row.searchAr ? foldedWords(row.searchAr) : null;
  // The stored Arabic text opens with the article's heading: counted once, as the heading (as in English).
  if (bodyWords && headingWords?.length && headingWords.every((w, i) => bodyWords![i] === w)) bodyWords = bodyWords.slice(headingWords.length);
  const arabic = arabicStems(bodyWords);
  let arabicLength = 0;
  if (arabic) for (const list of arabic.values()) arabicLength += list.length;
  return {
    states: { duration: STATES_DURATION.test(row.textEn), amount: STATES_AMOUNT.test(row.textEn), commencement: statesCommencement(row.textEn) },
    heading: positionIndex(heading),
    chapter: positionIndex(stemTokens(row.chapter ?? '')),
    // Separate headings must not join into phrases: a break token between them.
    cited: positionIndex(citedHeadings(row, law).flatMap((h) => [...stemTokens(h), '\u0000'])),
    text: positionIndex(text),
    arabic,
    arabicHeading: arabicStems(headingWords),
    headingWords: foldedWords(row.heading ?? '').filter((w) => !isStopWord(w)).length,
    arabicHeadingWords: headingWords ? headingWords.filter((w) => !isArabicStopWord(w)).length : 0,
    arabicScale: arabicLength > 0 ? text.length / arabicLength : 1,
    length: heading.length + text.length,
  };
}

/** Positions of a light stem in an Arabic text; a stem of four letters or more also stands for the longer stems it begins. */
function arabicPositions(arabic: PositionIndex | null, lightStem: string): number[] {
  if (!arabic) return [];
  const exact = arabic.get(lightStem) ?? [];
  if (lightStem.length < 4) return exact;
  let out: number[] | null = null;
  for (const [s, list] of arabic) if (s !== lightStem && s.startsWith(lightStem)) (out ??= [...exact]).push(...list);
  return out ?? exact;
}

const WEAK_PASSAGES = new Set(['Preamble', 'Notes']);
/** An annex or schedule passage this short is only the attachment's title. */
const TITLE_ONLY_WORDS = 30;
/** Whole headings of the closing articles every instrument has (in force, repeals, who issues what). */
const BOILERPLATE =
  /^(?:publication(?: and (?:entry into force|application))?(?: of (?:the|this) (?:decision|decree-law|law))?|entry into force|repeals?|abrogation|repeal of (?:contrary|conflicting) provisions|application of (?:the|this) decision|implementing decisions|executive regulations?|delegation of powers|final provisions)$/i;
const DEFINITIONS = /^(?:definitions?|defined terms|interpretation)$/i;

/** How much weaker an article is as an answer, whatever it matched (1 = not weaker). */
export function passageFactor(
  row: Pick<CandidateArticleRow, 'number' | 'heading' | 'status' | 'wordCount' | 'title'>,
  plan: Pick<QueryPlan, 'asksDefinition' | 'asksCommencement' | 'outsideRegime'>,
  p: ScoringParams,
): number {
  let f = 1;
  if (WEAK_PASSAGES.has(row.number) || ((row.number === 'Annex' || row.number === 'Schedule') && row.wordCount < TITLE_ONLY_WORDS)) f *= p.weakPassage;
  else if (row.heading && BOILERPLATE.test(row.heading.trim()) && !plan.asksCommencement) f *= p.boilerplate;
  else if (row.heading && DEFINITIONS.test(row.heading.trim()) && !plan.asksDefinition) f *= p.definitions;
  if (isRepealed(row.status)) f *= p.repealed;
  if (plan.outsideRegime && isRegimeInstrument(row.title)) f *= p.otherRegime;
  return f;
}

/** The document no longer applies: 'repealed', but not 'partially repealed' (its other provisions stand). */
export function isRepealed(status: string | null): boolean {
  return !!status && /\brepealed\b/i.test(status) && !/\bpartially\s+repealed\b/i.test(status);
}

/** How surely a term stands for the question's concept: its own words (1), the statute's wording for them (0.7), an earlier question's (0). */
const termCredit = (t: QueryTerm) => (t.source === 'query' ? 1 : t.source === 'history' ? 0 : 0.7);

export const articleKey = (slug: string | null, number: string) => `${slug ?? ''}#${number}`;

/**
 * Whether the words of the question the collection holds (`seen`: each concept's weight in its own words) only name the
 * regime ("هل سأخضع لضريبة الشركات على راتبي؟": every word but "ضريبة الشركات" is one the official Arabic never uses).
 * Every article holds those: they tell none apart, and what the question asks about is only in the statute's wording
 * for its other words.
 */
export function asksOnlyTheRegime(plan: Pick<QueryPlan, 'concepts'>, seen: readonly number[]): boolean {
  return plan.concepts.some((_, c) => !(seen[c]! > 0)) && plan.concepts.every((concept, c) => !(seen[c]! > 0) || namesTheRegime(concept.stem));
}

/** Each concept's weight in the question's own words: the rarest of them the collection holds (0 when it holds none). */
export function ownConceptWeights(plan: Pick<QueryPlan, 'concepts' | 'terms'>, idfs: readonly number[]): number[] {
  return plan.concepts.map((_, c) => plan.terms.reduce((w, t, i) => (t.source === 'query' && t.concepts.includes(c) ? Math.max(w, idfs[i]!) : w), 0));
}

export function scoreCandidates(
  plan: QueryPlan,
  candidates: readonly CandidateArticleRow[],
  stats: TermStatistics,
  evidence: ArticleEvidence,
  p: ScoringParams = DEFAULT_PARAMS,
): ScoredArticle[] {
  const terms = plan.terms;
  const own = ownConceptWeights(plan, stats.idf);
  const onlyTheRegime = asksOnlyTheRegime(plan, own);
  // A practitioner's word the law never uses ("freelancers") still counts, by the statute's wording for it ("natural
  // person"). (An Arabic word the official Arabic never uses is left out, as before: tried, it ranked Arabic questions
  // worse; unless all that is left is the regime's name.)
  const conceptWeight = own.map((w, c) => {
    if (w > 0 || (plan.concepts[c]!.arabic && !onlyTheRegime)) return w;
    return terms.reduce((worded, t, i) => (t.source !== 'query' && t.concepts.includes(c) ? Math.max(worded, termCredit(t) * stats.idf[i]!) : worded), 0);
  });
  const conceptTotal = conceptWeight.reduce((a, b) => a + b, 0);
  // Coverage ignores words the collection lacks (they cannot tell articles apart); relevance counts
  // them: a question about something the legislation never mentions is covered by nothing.
  const relevanceWeight = conceptWeight.map((w, c) => (w > 0 ? w : plan.concepts[c] ? (stats.unseenIdf ?? 0) : 0));
  const relevanceTotal = relevanceWeight.reduce((a, b) => a + b, 0);
  const mean = stats.meanWords || 1;
  // An Arabic question meets an article that has no Arabic text (the English-only instrument) only
  // through the English of its words: there, coverage counts the concepts that have an English wording.
  const inEnglish = plan.concepts.map((c, i) => !c.arabic || terms.some((t) => !t.arabic && t.source !== 'history' && t.concepts.includes(i)));
  // The weights such an article is scored by, once per question rather than per article.
  const englishWeight = conceptWeight.map((w, c) => (inEnglish[c] ? w : 0));
  const englishRelevanceWeight = relevanceWeight.map((w, c) => (inEnglish[c] ? w : 0));
  const addUp = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const englishTotal = addUp(englishWeight);
  const englishRelevanceTotal = addUp(englishRelevanceWeight);

  const raw = candidates.map((row) => {
    const englishOnly = plan.hasArabic && !row.searchAr;
    const coverageTotal = englishOnly ? englishTotal : conceptTotal;
    const tokens = tokensOf(row, plan.hasArabic, evidence.law);
    const norm = p.k1 * (1 - p.b + (p.b * tokens.length) / mean);
    let lexical = 0;
    const conceptCredit = new Array<number>(plan.concepts.length).fill(0);
    // The question's concepts the heading names, in English and in Arabic: in the question's own words (1) or the statute's (0.7).
    const inHeading = new Array<number>(plan.concepts.length).fill(0);
    const inArabicHeading = new Array<number>(plan.concepts.length).fill(0);
    // Concepts met in the heading or the chapter title count for every window of the body. Each text is read
    // in its own windows (the Arabic words of an Arabic question in the Arabic text, their English in the English).
    const everywhere = new Array<number>(plan.concepts.length).fill(0);
    const events: ConceptEvent[] = [];
    const arabicEvents: ConceptEvent[] = [];
    terms.forEach((t: QueryTerm, i) => {
      const w = stats.idf[i]!;
      if (w <= 0) return;
      let f: number;
      let inBody = 0;
      let inTitles = 0;
      let positions: number[] | null = null;
      if (t.arabic) {
        const h = arabicPositions(tokens.arabicHeading, t.stems[0]!).length;
        // Body positions on the English text's scale, so that a window spans the same stretch of provision in either text.
        positions = arabicPositions(tokens.arabic, t.stems[0]!).map((x) => Math.round(x * tokens.arabicScale));
        inBody = positions.length;
        inTitles = h;
        f = p.headingWeight * h + p.textWeight * inBody;
        if (h > 0) for (const k of t.concepts) inArabicHeading[k] = Math.max(inArabicHeading[k]!, termCredit(t));
      } else {
        const h = phraseFrequency(tokens.heading, t.stems);
        const c = phraseFrequency(tokens.chapter, t.stems);
        const cited = phraseFrequency(tokens.cited, t.stems);
        inBody = phraseFrequency(tokens.text, t.stems);
        inTitles = h + c + cited;
        if (h > 0) for (const k of t.concepts) inHeading[k] = Math.max(inHeading[k]!, termCredit(t));
        f = p.headingWeight * h + p.chapterWeight * c + p.citedWeight * cited + p.textWeight * inBody;
      }
      if (f <= 0) return;
      lexical += (t.weight * w * ((p.k1 + 1) * f)) / (f + norm);
      const credit = termCredit(t);
      if (!credit || !t.concepts.length) return;
      for (const c of t.concepts) {
        conceptCredit[c] = Math.max(conceptCredit[c]!, credit);
        if (inTitles > 0) everywhere[c] = Math.max(everywhere[c]!, credit);
      }
      if (inBody > 0)
        for (const pos of positions ?? phrasePositions(tokens.text, t.stems))
          for (const c of t.concepts) (positions ? arabicEvents : events).push({ pos, concept: c, credit });
    });
    const weights = englishOnly ? englishWeight : conceptWeight;
    const coverage = coverageTotal > 0 ? conceptCredit.reduce((sum, cr, c) => sum + cr * weights[c]!, 0) / coverageTotal : 0;
    const proximity =
      coverageTotal > 0
        ? Math.max(bestWindowCoverage(events, everywhere, weights, p.window), bestWindowCoverage(arabicEvents, everywhere, weights, p.window)) / coverageTotal
        : 0;
    const answerType =
      (plan.asksDuration && tokens.states.duration) || (plan.asksAmount && tokens.states.amount) || (plan.asksCommencement && tokens.states.commencement)
        ? 1
        : 0;
    const relevanceWeights = englishOnly ? englishRelevanceWeight : relevanceWeight;
    const relevanceOver = englishOnly ? englishRelevanceTotal : relevanceTotal;
    const relevance = relevanceOver > 0 ? conceptCredit.reduce((total, cr, c) => total + cr * relevanceWeights[c]!, 0) / relevanceOver : 0;
    const matchedConcepts = conceptCredit.filter((cr) => cr > 0).length;
    // "What is the tax period?" is asked of the article headed "Tax Period" before those that use the term.
    const names = (named: number[], words: number) => {
      if (!coverageTotal || !words) return 0;
      const count = named.filter((x) => x > 0).length;
      const share = named.reduce((sum, credit, c) => sum + credit * weights[c]!, 0) / coverageTotal;
      return share * Math.min(1, count / words);
    };
    // …when it states the kind of figure asked for, if one is ("Is there a deadline after which a voluntary disclosure …?").
    const statesAsked = !(plan.asksDuration || plan.asksAmount) || answerType > 0;
    // A heading that is the term the question asks for by its meaning ("Taxable Person" for "Who is subject to Corporate
    // Tax?", glossary.ts) names all of it, in the Law's own word.
    const meant = evidence.askedTerms?.has(articleKey(row.slug, row.number)) ?? false;
    // So is the article that defines the term a question asks the meaning of ("What is market value?"), whatever its heading.
    const defines = evidence.definitionsOfAskedTerm?.get(articleKey(row.slug, row.number));
    const subject =
      plan.general && statesAsked
        ? meant || defines
          ? 1
          : Math.max(names(inHeading, tokens.headingWords), names(inArabicHeading, tokens.arabicHeadingWords))
        : 0;
    return { row, lexical, coverage, proximity, answerType, relevance, matchedConcepts, subject, meant, defines };
  });

  const maxLexical = Math.max(1e-9, ...raw.map((r) => r.lexical));
  return raw
    .map(({ row, lexical, coverage, proximity, answerType, relevance, matchedConcepts, subject, meant, defines }) => {
      const key = articleKey(row.slug, row.number);
      const breakdown: ScoreBreakdown = {
        lexical: lexical / maxLexical,
        coverage,
        proximity,
        answerType,
        documentPrior: evidence.documentPrior.get(row.legislationId) ?? 0,
        notes: evidence.notes.get(key) ?? 0,
        pointers: evidence.pointers.get(key) ?? 0,
        // In proportion to how much of the question the article holds: the Law is preferred among answers, never made one.
        statute: plan.general && isStatute(row.legislation) ? coverage : 0,
        subject,
        headsAskedTerm: meant,
        ...(defines ? { definesAskedTerm: defines } : {}),
        factor: passageFactor(row, plan, p) * (plan.asksRegimeStart && answerType === 0 ? p.notFromWhen : 1),
        relevance,
        matchedConcepts,
      };
      const score =
        (breakdown.lexical +
          p.coverage * breakdown.coverage +
          p.proximity * breakdown.proximity +
          p.answerType * breakdown.answerType +
          p.documentPrior * breakdown.documentPrior +
          p.notes * breakdown.notes +
          p.pointers * breakdown.pointers +
          p.statute * breakdown.statute +
          p.subject * breakdown.subject) *
        breakdown.factor;
      return { row, key, score, breakdown };
    })
    .sort((a, b) => b.score - a.score);
}

/** Key points are fixed texts read for question after question: tokenised once per isolate, bounded in entries. */
const noteCache = new Map<string, PositionIndex>();

function noteIndex(text: string): PositionIndex {
  return cached(noteCache, text, () => positionIndex(stemTokens(text)));
}

/**
 * How well each key-point note matches the question: the share of the query's weight (own words
 * and expansions, by rarity) found in the note. Returns "slug#number" → best note score.
 */
export function scoreNotes(plan: QueryPlan, idfs: readonly number[], notes: Array<{ slug: string; text: string; articles: string[] }>): Map<string, number> {
  const out = new Map<string, number>();
  // A defined term the question names weighs as one concept however many words it has: "Qualifying Free Zone Person"
  // must not outweigh "Tax Group" four to two in a note's share of "Can a tax group include a Qualifying Free Zone Person?".
  const termFactor = definedTermFactors(plan, idfs);
  let total = 0;
  plan.terms.forEach((t, i) => {
    if (t.source === 'query' && !t.arabic) total += idfs[i]! * (termFactor.get(t.concepts[0]!) ?? 1);
  });
  if (total <= 0) return out;
  for (const note of notes) {
    if (!note.articles.length) continue;
    const index = noteIndex(note.text);
    const credited = new Set<number>();
    let s = 0;
    plan.terms.forEach((t, i) => {
      if (t.arabic || t.source === 'history' || idfs[i]! <= 0) return;
      if (phraseFrequency(index, t.stems) <= 0) return;
      // A concept counts once, by its best wording.
      const fresh = t.concepts.filter((c) => !credited.has(c));
      if (t.concepts.length && !fresh.length) return;
      for (const c of fresh) credited.add(c);
      s += t.weight * idfs[i]! * (t.source === 'query' && t.concepts.length === 1 ? (termFactor.get(t.concepts[0]!) ?? 1) : 1);
    });
    const value = Math.min(1, s / total);
    for (const n of note.articles) {
      const key = articleKey(note.slug, n);
      out.set(key, Math.max(out.get(key) ?? 0, value));
    }
  }
  return out;
}

/**
 * The factor of each concept of a multi-word defined term the question names, so that the term's words together weigh as
 * its rarest word does (a term is as telling as its most telling word).
 */
function definedTermFactors(plan: QueryPlan, idfs: readonly number[]): Map<number, number> {
  const own = new Map<number, number>();
  plan.terms.forEach((t, i) => {
    if (t.source === 'query' && !t.arabic && t.concepts.length === 1) own.set(t.concepts[0]!, idfs[i]!);
  });
  const out = new Map<number, number>();
  for (const hit of plan.glossaryHits) {
    if (hit.via !== 'term' || hit.entry.termStems.length < 2) continue;
    const stems = new Set(hit.entry.termStems);
    const members = plan.concepts.flatMap((c, i) => (!c.arabic && stems.has(c.stem) && own.has(i) ? [i] : []));
    if (members.length < 2) continue;
    const weights = members.map((i) => own.get(i)!);
    const sum = weights.reduce((a, b) => a + b, 0);
    if (sum <= 0) continue;
    const factor = Math.max(...weights) / sum;
    for (const i of members) out.set(i, Math.min(out.get(i) ?? 1, factor));
  }
  return out;
}

interface ConceptEvent {
  pos: number;
  concept: number;
  credit: number;
}

/**
 * The largest weighted share of the question's concepts met within `window` consecutive tokens
 * of the body (concepts in `everywhere` count in every window). A long article that mentions
 * each concept somewhere is not thereby about the question; a clause that names them together is.
 */
export function bestWindowCoverage(events: ConceptEvent[], everywhere: readonly number[], weights: readonly number[], window: number): number {
  const n = weights.length;
  let base = 0;
  for (let c = 0; c < n; c++) base += everywhere[c]! * weights[c]!;
  if (!events.length) return base;
  events.sort((a, b) => a.pos - b.pos);
  const full = new Array<number>(n).fill(0);
  const partial = new Array<number>(n).fill(0);
  const level = (c: number) => Math.max(everywhere[c]!, full[c]! > 0 ? 1 : partial[c]! > 0 ? 0.7 : 0);
  let value = base;
  let best = base;
  const change = (e: ConceptEvent, delta: number) => {
    const before = level(e.concept);
    if (e.credit >= 1) full[e.concept] = full[e.concept]! + delta;
    else partial[e.concept] = partial[e.concept]! + delta;
    value += (level(e.concept) - before) * weights[e.concept]!;
  };
  let left = 0;
  for (let right = 0; right < events.length; right++) {
    change(events[right]!, 1);
    while (events[right]!.pos - events[left]!.pos >= window) change(events[left++]!, -1);
    if (value > best) best = value;
  }
  return best;
}
