/**
 * From a question to a weighted query: the question's own informative words (folded, stemmed as
 * the index stems them, Arabic reduced to light stems), then what it is also about, at lower
 * weight: the statute's wording for practitioner phrases (synonyms.ts), the Law's defined terms
 * the question names or describes (glossary.ts), and the earlier questions of a follow-up.
 */
import { arabicIndexForms, arabicLightStem, arabicReadingsByStem, arabicVerbsOfNoun, arabicWordReadings, isArabicStopWord } from '../text/arabic.ts';
import { foldAuthorityName } from '../text/authority-name.ts';
import { writtenBritish } from '../text/british-spellings.ts';
import { normaliseArabic } from '../text/text-fold.ts';
import { arabicContentStems, matchArabicTerms, type BilingualGlossary } from './bilingual-terms.ts';
import { matchGlossary, type Glossary, type GlossaryHit } from './glossary.ts';
import { isStopWord } from '../text/stop-words.ts';
import { questionIntents } from './question-intents.ts';
import { COMMENCEMENT_WORDINGS, PRACTITIONER_SYNONYMS } from './synonyms.ts';
import { ARABIC_SYNONYMS } from './synonyms-ar.ts';
import { expandNegations, foldedWords, isArabicWord, stem } from '../text/tokenize.ts';
import { westernDigits } from '../../../../schema/western-digits.ts';
import { namesRegime } from './regimes.ts';

export type TermSource = 'query' | 'synonym' | 'glossary' | 'history';

export interface QueryTerm {
  /** English: stemmed tokens (one for a word, several for a phrase). Arabic: one light stem. */
  stems: string[];
  /** Folded words as typed (English) or the index forms to look up (Arabic). */
  words: string[];
  arabic: boolean;
  weight: number;
  source: TermSource;
  /** Indices of the question's own concepts this term stands for (empty for history terms). */
  concepts: number[];
  /**
   * An Arabic word of the question read without the pronoun or accusative ending attached to it ("سجلاتنا" as "سجلات":
   * ../text/arabic.ts `arabicWordReadings`). The retriever keeps it only where the word as written is in few articles
   * beside it (retriever.ts `withReadings`).
   */
  reading?: true;
}

export interface QueryConcept {
  /** The question's word (folded) and its stem. */
  word: string;
  stem: string;
  arabic: boolean;
}

export interface DocumentReference {
  number: string;
  year: number;
}

export interface QueryPlan {
  terms: QueryTerm[];
  concepts: QueryConcept[];
  glossaryHits: GlossaryHit[];
  /** The question asks what a word means: the definitions articles are answers, not noise. */
  asksDefinition: boolean;
  /** The question asks for a time limit ("how long", "by when", "deadline"). */
  asksDuration: boolean;
  /** The question asks for an amount or rate ("how much", "what rate", "threshold"). */
  asksAmount: boolean;
  /** The question asks when something takes effect: the closing "entry into force" articles are answers. */
  asksCommencement: boolean;
  /** It asks from when the regime itself applies ("When does UAE corporate tax start?"), naming nothing else. */
  asksRegimeStart: boolean;
  /** "Decision No. 73 of 2023", "Federal Decree-Law No. (47) of 2022". */
  documentRefs: DocumentReference[];
  /** "Article 54", "Art. 8.1". */
  articleRefs: string[];
  /**
   * Of `articleRefs`, those cited as the basis of what is asked ("which persons must … under Article 54(2)", "بموجب
   * المادة (54)"): the answer is what was made under the article, often in another instrument, not the article itself.
   */
  basisArticleRefs: string[];
  /** The question names the Corporate Tax Law itself. */
  namesCorporateTaxLaw: boolean;
  /**
   * The question names an instrument by kind other than the Law ("the Cabinet Decision", "قرار وزاري"), with or
   * without its number: an article number it cites may be that instrument's.
   */
  namesOtherInstrument: boolean;
  /**
   * Neither the question nor the conversation is about the Top-up Tax on multinational groups, nor names an instrument
   * by number (./regimes.ts): that regime's articles weigh less.
   */
  outsideRegime: boolean;
  hasArabic: boolean;
  /**
   * The question states no facts of its own (no figure, no instrument or article named, a few words of one sentence:
   * "When is the return due?"): it asks for the general rule, which the Law states before the decisions implementing it.
   */
  general: boolean;
}

/** Weights of what the question did not say itself. */
export const WEIGHTS = {
  synonym: 0.5,
  glossaryTerm: 0.6,
  glossaryDefinition: 0.4,
  /** The English of a defined term an Arabic question names: the user's own words in the other language, not an expansion. */
  crossLingual: 1,
  /** The statute's English terms for an Arabic wording of a practitioner concept (synonyms-ar.ts). */
  arabicSynonym: 0.5,
  history: [0.35, 0.2],
  /** An Arabic word read without the pronoun the question attached to it (QueryTerm.reading). */
  reading: 0.5,
  /** The verb an Arabic verbal noun of the question names (../text/arabic.ts `arabicVerbsOfNoun`). */
  verb: 0.5,
};

const MAX_TERMS = 48;

/** A synonym trigger matches its tokens in order, with at most this many other tokens between two of them. */
const TRIGGER_GAP = 3;
/** A trigger opening with one of these ("my share", "our share") names the noun right after it. */
const POSSESSIVES = new Set(['my', 'our', 'their', 'its', 'his', 'her', 'your']);

interface CompiledEntry {
  /** Trigger wordings as folded words: matched word for word, not by stem (see sameWord). */
  when: string[][];
  add: Array<{ stems: string[]; words: string[] }>;
  /** SynonymEntry.generic. */
  generic?: true;
  /** Every statute wording it adds is the Top-up Tax regime's own (./regimes.ts): a question using it is about the regime. */
  regime: boolean;
}

let compiled: CompiledEntry[] | null = null;
let compiledArabic: CompiledEntry[] | null = null;

/** Triggers as tokens (`toTokens`), additions as the statute's English words and their stems. */
function compileEntries(entries: ReadonlyArray<{ when: string[]; add: string[]; generic?: true }>, toTokens: (wording: string) => string[]): CompiledEntry[] {
  return entries.map((e) => ({
    ...(e.generic ? { generic: e.generic } : {}),
    when: e.when.map(toTokens).filter((t) => t.length > 0),
    add: e.add.map((a) => {
      const words = foldedWords(a);
      return { words, stems: words.map(stem) };
    }),
    regime: e.add.length > 0 && e.add.every((a) => namesRegime([a])),
  }));
}

const compileSynonyms = () => (compiled ??= compileEntries(PRACTITIONER_SYNONYMS, foldedWords));
/** The Arabic counterparts (synonyms-ar.ts): triggers as light stems of their informative words. */
const compileArabicSynonyms = () => (compiledArabic ??= compileEntries(ARABIC_SYNONYMS, arabicContentStems));
let compiledCommencement: CompiledEntry['add'] | null = null;
/** COMMENCEMENT_WORDINGS as words and stems, once per isolate. */
const compileCommencement = () => (compiledCommencement ??= compileEntries([{ when: [], add: [...COMMENCEMENT_WORDINGS] }], foldedWords)[0]!.add);

/** A practitioner concept an Arabic question names: its Arabic wordings, and the question's stems that named it. */
export interface ArabicConcept {
  wordings: readonly string[];
  /** The statute's English terms for it (the entry's `add`): what an instrument with no Arabic text says. */
  english: readonly string[];
  /** The light stems of the question's words its wordings were found in (arabicContentStems). */
  namedBy: readonly string[];
}

/**
 * The practitioner concepts an Arabic question names (synonyms-ar.ts): every wording of each entry it triggers, the
 * official Arabic term among them, with the words of the question that named it. The analyst, quoting the official
 * Arabic, reads them as retrieval reads the entry's English terms: the question's concept in the law's own words.
 */
export function arabicConcepts(query: string): ArabicConcept[] {
  const stems = arabicContentStems(query);
  if (!stems.length) return [];
  const readings = arabicReadingsByStem(foldedWords(query));
  const same = sameArabicWord(readings);
  // A wording can start only at a word of the question or one of its readings (see sameWordStarts).
  const starts = new Set([...stems, ...[...readings.values()].flat()]);
  const out: ArabicConcept[] = [];
  const named = new Map<string, string[]>();
  compileArabicSynonyms().forEach((entry, i) => {
    const namedBy: string[] = [];
    for (const trigger of entry.when) {
      const span = starts.has(trigger[0]!) ? findTrigger(stems, trigger, same) : null;
      if (span) for (const t of stems.slice(span[0], span[1] + 1)) if (!namedBy.includes(t)) namedBy.push(t);
    }
    if (!namedBy.length) return;
    out.push({ wordings: ARABIC_SYNONYMS[i]!.when, english: ARABIC_SYNONYMS[i]!.add, namedBy });
    for (const term of ARABIC_SYNONYMS[i]!.add) named.set(term, [...(named.get(term) ?? []), ...namedBy]);
  });
  // An entry naming another concept by its statute term (dividends → "participation exemption") brings that concept's
  // Arabic wordings too ("إعفاء المشاركة", "حصص المشاركة"), as retrieval reads the English term it adds: named by the same words.
  const listed = new Set(out.flatMap((c) => c.wordings));
  for (const entry of ARABIC_SYNONYMS) {
    const namedBy = entry.add[0] === undefined ? undefined : named.get(entry.add[0]);
    const wordings = entry.when.filter((w) => !listed.has(w));
    if (!namedBy || !wordings.length) continue;
    for (const w of wordings) listed.add(w);
    out.push({ wordings, english: entry.add, namedBy: [...new Set(namedBy)] });
  }
  return out;
}

/**
 * A question's Arabic word matches a wording's word by its light stem, or read without the pronoun or the accusative
 * ending the law never writes on it ("شركتنا في المنطقة الحرة" is a "شركة في المنطقة الحرة": ../text/arabic.ts). For the
 * analyst's wordings only: retrieval's English terms widened this way ranked Arabic questions worse (decision 020).
 */
function sameArabicWord(readings: ReadonlyMap<string, readonly string[]>): (token: string, wanted: string) => boolean {
  return (token, wanted) => token === wanted || (readings.get(token)?.includes(wanted) ?? false);
}

/**
 * A question's word matches a trigger's word when it is the word or its regular plural. Stems are
 * too loose for triggers, whose words are often short or abbreviations: 'upe' stems to 'up' (every
 * "top-up" would mean "ultimate parent entity"), 'receiver' and 'receivables' share a stem, so do
 * 'financing' and 'finance', and 'books' (the records) would match "book value". Other forms of a
 * wording are listed in the entry itself.
 */
export function sameWord(word: string, trigger: string): boolean {
  if (word === trigger) return true;
  if (VERB_FORMS.get(trigger)?.includes(word)) return true;
  if (word.length <= trigger.length || !word.startsWith(trigger)) return false;
  const tail = word.slice(trigger.length);
  return tail === 's' || (tail === 'es' && /(?:s|x|z|ch|sh)$/.test(trigger));
}

/**
 * The verb forms of the law's procedural nouns: a trigger naming the act ("reconsideration", "merger") is met by the
 * question that names the doing ("reconsider", "merged"). Listed, not stemmed (see sameWord).
 */
const VERB_FORMS = new Map<string, string[]>(
  Object.entries({
    registration: ['register', 'registered', 'registering', 'registers'],
    deregistration: ['deregister', 'deregistered', 'deregistering'],
    notification: ['notify', 'notified', 'notifying'],
    deduction: ['deduct', 'deducted', 'deducting'],
    election: ['elect', 'elected', 'electing'],
    assessment: ['assess', 'assessed'],
    objection: ['object', 'objected', 'objecting'],
    reconsideration: ['reconsider', 'reconsidered'],
    retention: ['retain', 'retained', 'retaining'],
    submission: ['submit', 'submitted', 'submitting'],
    liquidation: ['liquidate', 'liquidated'],
    dissolution: ['dissolve', 'dissolved'],
    cessation: ['cease', 'ceased', 'ceases'],
    merger: ['merge', 'merged', 'merging'],
    acquisition: ['acquire', 'acquired', 'acquiring'],
    disposal: ['dispose', 'disposed', 'disposing'],
    distribution: ['distribute', 'distributed', 'distributing'],
    consolidation: ['consolidate', 'consolidated'],
    incorporation: ['incorporate', 'incorporated'],
    residence: ['reside', 'resides', 'residing'],
    withholding: ['withhold', 'withheld'],
    refund: ['refunded', 'refunding'],
    disclosure: ['disclose', 'disclosed', 'disclosing'],
    amendment: ['amend', 'amended', 'amending'],
    transfer: ['transferred', 'transferring', 'transfers'],
  }),
);

const equalTokens = (a: string, b: string) => a === b;

/** VERB_FORMS turned round: the noun each verb form stands for. */
const NOUNS_OF_VERB_FORMS = new Map<string, string[]>();
for (const [noun, forms] of VERB_FORMS) for (const form of forms) NOUNS_OF_VERB_FORMS.set(form, [...(NOUNS_OF_VERB_FORMS.get(form) ?? []), noun]);

/**
 * Every word a trigger may start with for `sameWord` to meet it in a question of these words: each word, without its
 * plural ending, and the noun of a verb form. A trigger starting otherwise cannot match, and findTrigger is not asked:
 * it walks the whole question for each of the ~1,000 wordings of the synonym list, a share of every passage search's
 * CPU (issue 26 item 7).
 */
function sameWordStarts(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    out.add(w);
    if (w.endsWith('s')) out.add(w.slice(0, -1));
    if (w.endsWith('es')) out.add(w.slice(0, -2));
    for (const noun of NOUNS_OF_VERB_FORMS.get(w) ?? []) out.add(noun);
  }
  return out;
}

/** Positions (first and last token) where `trigger` occurs in `tokens` in order with small gaps; null when it does not. */
export function findTrigger(
  tokens: readonly string[],
  trigger: readonly string[],
  same: (token: string, wanted: string) => boolean = equalTokens,
): [number, number] | null {
  // A possessive is its noun's, the word after it ("my investment in shares" is not "my share").
  const bound = POSSESSIVES.has(trigger[0]!);
  for (let start = 0; start < tokens.length; start++) {
    if (!same(tokens[start]!, trigger[0]!)) continue;
    let at = start;
    let ok = true;
    for (let k = 1; k < trigger.length; k++) {
      let found = -1;
      for (let j = at + 1; j <= Math.min(tokens.length - 1, at + 1 + (bound && k === 1 ? 0 : TRIGGER_GAP)); j++) {
        if (same(tokens[j]!, trigger[k]!)) {
          found = j;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) return [start, at];
  }
  return null;
}

const DOC_REF = /\b(?:decree[- ]?law|law|decision|resolution)\s*(?:no\.?|number|#)?\s*\(?(\d{1,4})\)?\s*(?:of|\/|for)\s*(?:the\s+year\s+)?(\d{4})\b/gi;
const ARTICLE_REF = /\barts?\.?\s*\(?(\d{1,3}(?:\.\d{1,2})?)\)?|\barticles?\s*\(?(\d{1,3}(?:\.\d{1,2})?)\)?/gi;
/** Whether the text cites an article by number ("Article 50", "Art. 8.1", "المادة (٥٠)"): ARTICLE_REF or ARTICLE_REF_AR finds one. */
export function citesArticle(text: string): boolean {
  const digits = westernDigits(text);
  return [ARTICLE_REF, ARTICLE_REF_AR].some((re) => digits.search(re) >= 0);
}

/** Words that make a cited article the basis of the question rather than its subject, just before the citation. */
const BASIS_BEFORE =
  /(?:\b(?:under|pursuant to|in accordance with|according to|as per|per|referred to in|mentioned in|set out in|provided for in|specified in|in line with)|بموجب|وفق(?:اً|ا)?|طبق(?:اً|ا)?|المشار\s+إليها?\s+في|المنصوص\s+عليها?\s+في|حسب)\s*(?:(?:the\s+)?(?:clause|paragraph|item)\s*\(?\w{1,3}\)?\s*of|(?:ال)?(?:بند|فقر[ةه])\s*\(?\S{1,3}\)?\s*من)?$/i;
/** Instruments named by kind, other than the Law (whose own Executive Regulation is a Cabinet Decision too). */
const OTHER_INSTRUMENT = /\b(?:cabinet|ministerial|decisions?|resolutions?|regulations?|guides?|clarifications?|circulars?)\b|قرار|اللائح[ةه]|دليل/i;
/** The same references as the official Arabic writes them: "قرار مجلس الوزراء رقم (142) لسنة 2024", "المادة (54)". */
const DOC_REF_AR = /رقم\s*\(?\s*(\d{1,4})\s*\)?\s*(?:لسن[ةه]|للعام|لعام|سن[ةه])\s*(\d{4})/g;
const ARTICLE_REF_AR = /(?<=^|[\s(،,])[وبفل]{0,2}(?:ال)?(?:ماد[ةه]|مواد)\s*\(?\s*(\d{1,3}(?:\.\d{1,2})?)\s*\)?/g;
/**
 * Words that only name the regime or its Law ("UAE corporate tax", "the Corporate Tax Law", "ضريبة الشركات في الدولة"),
 * and those with which a question asks from when something applies ("take effect", "come into force", "effective date",
 * "يبدأ تطبيق", "حيز التنفيذ", "تاريخ سريان"): as stems and Arabic light stems.
 */
const REGIME_NAME_STEMS = new Set([
  // (The regime's subjects at large: "When does corporate tax start applying to companies?" asks from when it applies.)
  'busi',
  'compani',
  'uae',
  'corpor',
  'tax',
  'law',
  'ct',
  'decre',
  'feder',
  'new',
  'regim',
  'ضريب',
  'شرك',
  'قان',
  'امار',
  'دول',
  'مرسوم',
  'اتحاد',
]);
const FROM_WHEN_STEMS = new Set([
  'appli',
  'becom',
  'subject',
  'come',
  'start',
  'begin',
  'commenc',
  'introduc',
  'effect',
  'forc',
  'take',
  'enter',
  'date',
  'تدخل',
  'حيز',
  'تنفيذ',
  'يبدا',
  'بدء',
  'تطبيق',
  'تاريخ',
  'سري',
  'يسر',
  'نفاذ',
]);
const asksFromWhen = (w: { stem: string }) => FROM_WHEN_STEMS.has(w.stem);
/**
 * Of the regime's names, those a question asking from when it applies says in passing (its place, "new", "regime", its
 * subjects at large): the Law names itself "Corporate Tax" and "this Decree-Law", and "regime" is a word of the Top-up
 * Tax decision only, which it pulled the question to.
 */
const NAMED_IN_PASSING = new Set(['uae', 'new', 'regim', 'busi', 'compani']);
/** Whether a question's word only names the regime or its Law ("corporate", "tax", "ضريبة", "الشركات"). */
export const namesTheRegime = (stem: string) => REGIME_NAME_STEMS.has(stem);

/**
 * Whether a question asking from when names nothing but the regime ("When does the Corporate Tax Law take effect?",
 * "When will UAE corporate tax start?", "متى يبدأ تطبيق ضريبة الشركات؟"): it asks from when the regime applies.
 */
function asksRegimeStart(words: ReadonlyArray<{ stem: string }>): boolean {
  return words.some((w) => REGIME_NAME_STEMS.has(w.stem)) && words.every((w) => REGIME_NAME_STEMS.has(w.stem) || asksFromWhen(w));
}

/** The words a question asking from when the regime applies asks with ("take", "effect"), which are not what it is about; none for any other question. */
export function regimeStartWording(query: string): string[] {
  const written = contentWords(query);
  if (!questionIntents(query).commencement || !asksRegimeStart(written)) return [];
  return written.filter(asksFromWhen).map((w) => w.word);
}

const CT_LAW = /\b(?:corporate tax law|ct law|decree[- ]law (?:no\.?\s*)?\(?47\)? of 2022)\b/i;
function termKey(t: { stems: string[]; arabic: boolean }): string {
  return `${t.arabic ? 'ar' : 'en'}:${t.stems.join(' ')}`;
}

export interface AnalyseOptions {
  glossary: Glossary | null;
  /** Arabic ↔ English defined terms (bilingual-terms.ts): an Arabic question gains the English terms it names. */
  bilingual?: BilingualGlossary | null;
  history?: string[];
  /** Practitioner synonyms (default on; off only to measure what they add). */
  synonyms?: boolean;
}

/**
 * The word a question asks the kind of its answer with, before what it is about: "What percentage of entertainment
 * expenses …", "ما نسبة مصروفات الترفيه …". The figure answers it (the amount intent); as a concept it would meet the same
 * word in every other rule stated as a percentage ("بنسبة لا تزيد عن (30%)" of the interest cap), and the law's "سعر" is
 * a price ("سعر الصرف"), not the rate "ما سعر ضريبة الاستقطاع" asks for. Only at the head of the question: inside it ("ما
 * النسبة الضريبية" of a question about a band) the rate may be what it is about.
 */
const ASKED_QUANTITY = /^[\s\p{P}]*(?:what|which)\s+(?:is\s+the\s+|are\s+the\s+)?(percentage|proportion)\s+of\b/iu;
const ASKED_QUANTITY_AR = /^[\s\p{P}]*ما\s+(?:هي\s+|هو\s+)?((?:ال)?(?:نسب[ةه]|سعر|معدل))\s/u;

function askedQuantityWord(query: string): string | null {
  const en = ASKED_QUANTITY.exec(query);
  if (en) return stem(en[1]!.toLowerCase());
  const ar = ASKED_QUANTITY_AR.exec(normaliseArabic(query));
  return ar ? arabicLightStem(ar[1]!) : null;
}

/** The regime's name closing a question: "… for corporate tax?", "… under the UAE Corporate Tax Law?", "… لضريبة الشركات؟". */
const REGIME_QUALIFIER = /\s+(?:for|under|of|in)\s+(?:the\s+)?(?:uae\s+)?corporate\s+tax(?:\s+(?:law|purposes))?\s*[?.!]*\s*$/i;
const REGIME_QUALIFIER_AR = /\s+(?:في\s+(?:ال)?|لل?)ضريب[ةه]\s+(?:على\s+)?(?:ال)?شركات\s*[؟?.!]*\s*$/;

/** Informative words of a text: English [folded word, stem], Arabic [light stem, light stem, its other readings]. */
function contentWords(text: string): Array<{ word: string; stem: string; arabic: boolean; readings?: string[] }> {
  const out: Array<{ word: string; stem: string; arabic: boolean; readings?: string[] }> = [];
  const seen = new Set<string>();
  // The Authority by any of its Arabic names is one word of the question (../text/authority-name.ts).
  for (const word of foldedWords(foldAuthorityName(text, true))) {
    const arabic = isArabicWord(word);
    if (arabic) {
      if (isArabicStopWord(word)) continue;
      const s = arabicLightStem(word);
      if (s.length < 2 || seen.has(`ar:${s}`)) continue;
      seen.add(`ar:${s}`);
      out.push({ word: s, stem: s, arabic: true, readings: arabicWordReadings(word) });
    } else {
      if (isStopWord(word)) continue;
      // Single letters and lone digits ("s" of "arm's", "9" of "9%") match everything or nothing.
      if (word.length < 2) continue;
      const s = stem(word);
      if (seen.has(`en:${s}`)) continue;
      seen.add(`en:${s}`);
      out.push({ word, stem: s, arabic: false });
    }
  }
  return out;
}

export function analyseQuery(query: string, options: AnalyseOptions): QueryPlan {
  // As the texts write it: negations in full, British spellings (the stems of "recognized" and "recognised" differ).
  query = writtenBritish(expandNegations(query));
  const terms: QueryTerm[] = [];
  const byKey = new Map<string, QueryTerm>();
  const add = (t: QueryTerm) => {
    const key = termKey(t);
    const existing = byKey.get(key);
    if (existing) {
      // The same wording reached twice (typed and implied): keep the stronger weight, join the concepts.
      existing.weight = Math.max(existing.weight, t.weight);
      for (const c of t.concepts) if (!existing.concepts.includes(c)) existing.concepts.push(c);
      return;
    }
    byKey.set(key, t);
    terms.push(t);
  };

  const intents = questionIntents(query);
  // "What is the tax period for corporate tax?" asks what a term of the regime is: the regime's name, which nearly every
  // article of the collection holds, is not what it asks about (Article (57) "Tax Period" was 24th behind articles
  // holding "corporate tax" too). Only for a question asking what something is, and only the name at its end:
  // "register for corporate tax" is the law's own phrase.
  const written = contentWords(intents.definition ? query.replace(REGIME_QUALIFIER, '').replace(REGIME_QUALIFIER_AR, '') : query);
  // A question asking only from when the regime applies is about the regime, not about the words it asks with: those
  // ("take effect") are the own words of every election and exemption that "shall take effect from …".
  const regimeStart = intents.commencement && asksRegimeStart(written);
  const asked = askedQuantityWord(query);
  const words = (regimeStart ? written.filter((w) => !asksFromWhen(w) && !NAMED_IN_PASSING.has(w.stem)) : written).filter((w) => w.stem !== asked);
  const concepts: QueryConcept[] = words.map((w) => ({ word: w.word, stem: w.stem, arabic: w.arabic }));
  words.forEach((w, i) => {
    add({
      stems: [w.stem],
      words: w.arabic ? arabicIndexForms(w.stem) : [w.word],
      arabic: w.arabic,
      weight: 1,
      source: 'query',
      concepts: [i],
    });
  });

  // Every token of the question, stop words included, so that phrases stay contiguous.
  const folded = foldedWords(query);
  const stream = folded.map((w) => (isArabicWord(w) ? w : stem(w)));
  const conceptIndex = new Map(concepts.map((c, i) => [c.stem, i]));
  const conceptsIn = (from: number, to: number) => {
    const out: number[] = [];
    for (let i = from; i <= to; i++) {
      const c = conceptIndex.get(stream[i]!);
      if (c !== undefined && !out.includes(c)) out.push(c);
    }
    return out;
  };

  // A practitioner wording whose statute wordings are all the Top-up Tax regime's own ("الكيانات المستبعدة": Excluded
  // Entity) names the regime, as its terms do (./regimes.ts).
  let namesRegimeWording = false;
  const entries = options.synonyms === false ? [] : compileSynonyms();
  const starts = sameWordStarts(folded);
  const spans = entries.map((entry) =>
    entry.when
      .map((trigger) => (starts.has(trigger[0]!) ? findTrigger(folded, trigger, sameWord) : null))
      .filter((span): span is [number, number] => span !== null),
  );
  // A generic word inside a longer wording of another entry is that entry's word (SynonymEntry.generic).
  const insideLonger = (span: readonly [number, number], of: number) =>
    spans.some((others, e) => e !== of && others.some(([s, t]) => s <= span[0] && span[1] <= t && t - s > span[1] - span[0]));
  entries.forEach((entry, e) => {
    // Every wording of the entry that the question uses: the expansion stands for all their words.
    const covered: number[] = [];
    let matched = false;
    for (const span of spans[e]!) {
      if (entry.generic && insideLonger(span, e)) continue;
      matched = true;
      for (const c of conceptsIn(span[0], span[1])) if (!covered.includes(c)) covered.push(c);
    }
    if (!matched) return;
    if (entry.regime) namesRegimeWording = true;
    for (const a of entry.add) add({ stems: a.stems, words: a.words, arabic: false, weight: WEIGHTS.synonym, source: 'synonym', concepts: covered });
  });

  // A question asking when a rule starts to apply asks for the provisions that say so, whatever words it uses ("From when
  // does corporate tax apply?" names none of "Tax Periods commencing on or after").
  if (intents.commencement && options.synonyms !== false)
    for (const { stems, words } of compileCommencement()) add({ stems, words, arabic: false, weight: WEIGHTS.synonym, source: 'synonym', concepts: [] });

  const glossaryHits = options.glossary ? matchGlossary(options.glossary, stream, new Set(concepts.filter((c) => !c.arabic).map((c) => c.stem))) : [];
  for (const hit of glossaryHits) {
    const words = foldedWords(hit.entry.term);
    const span = hit.via === 'term' ? findTrigger(stream, hit.entry.termStems) : null;
    // A term asked for by its meaning is what every word of the question stands for (glossary.ts matched them all), in
    // whichever language the question asks ("من يخضع لضريبة الشركات؟" holds no English word of the definition).
    const covered = span
      ? conceptsIn(span[0], span[1])
      : hit.via === 'meaning'
        ? concepts.map((_, i) => i)
        : concepts.flatMap((c, i) => (hit.entry.definitionStems.includes(c.stem) ? [i] : []));
    add({
      stems: hit.entry.termStems,
      words,
      arabic: false,
      weight: (hit.via === 'definition' ? WEIGHTS.glossaryDefinition : WEIGHTS.glossaryTerm) * hit.strength,
      source: 'glossary',
      concepts: covered,
    });
  }

  // Arabic wordings of practitioner concepts: the statute's English terms join, as for English wordings.
  const arabicQuestion = concepts.some((c) => c.arabic) ? arabicContentStems(query) : [];
  const arabicWords = new Set(arabicQuestion);
  for (const entry of options.synonyms === false || !arabicQuestion.length ? [] : compileArabicSynonyms()) {
    const covered: number[] = [];
    let matched = false;
    for (const trigger of entry.when) {
      const span = arabicWords.has(trigger[0]!) ? findTrigger(arabicQuestion, trigger) : null;
      if (!span) continue;
      matched = true;
      for (let i = span[0]; i <= span[1]; i++) {
        const c = conceptIndex.get(arabicQuestion[i]!);
        if (c !== undefined && !covered.includes(c)) covered.push(c);
      }
    }
    if (!matched) continue;
    if (entry.regime) namesRegimeWording = true;
    for (const a of entry.add) add({ stems: a.stems, words: a.words, arabic: false, weight: WEIGHTS.arabicSynonym, source: 'synonym', concepts: covered });
  }

  // An Arabic question naming a defined term also asks for it in English (the English-only instrument,
  // headings and titles), and the Law's own glossary entry of that term applies as if named in English.
  const arabicStems = options.bilingual ? arabicQuestion : [];
  for (const hit of options.bilingual && arabicStems.length ? matchArabicTerms(options.bilingual, arabicStems) : []) {
    // As in English (glossary.ts): a term made only of words most definitions use ("Corporate Tax") says
    // nothing about what the question is about.
    if (options.glossary && hit.term.enStems.every((s) => options.glossary!.common.has(s))) continue;
    const covered: number[] = [];
    for (let i = hit.from; i <= hit.to; i++) {
      const c = conceptIndex.get(arabicStems[i]!);
      if (c !== undefined && !covered.includes(c)) covered.push(c);
    }
    add({ stems: hit.term.enStems, words: hit.term.enWords, arabic: false, weight: WEIGHTS.crossLingual, source: 'glossary', concepts: covered });
    const entry = options.glossary?.entries.find((e) => e.term === hit.term.en);
    if (entry && !glossaryHits.some((h) => h.entry === entry)) glossaryHits.push({ entry, via: 'term', strength: entry.termStems.length > 1 ? 1 : 0.6 });
  }

  // Follow-ups ("and what about banks?") lean on what was asked before: newest first, fading.
  const history = (options.history ?? []).slice(-WEIGHTS.history.length).reverse();
  history.forEach((h, i) => {
    for (const w of contentWords(h)) {
      add({
        stems: [w.stem],
        words: w.arabic ? arabicIndexForms(w.stem) : [w.word],
        arabic: w.arabic,
        weight: WEIGHTS.history[i]!,
        source: 'history',
        concepts: [],
      });
    }
  });

  // The verbs an Arabic question's verbal nouns name: it asks about "التسجيل", the law says who "يسجّل".
  words.forEach((w, i) => {
    if (!w.arabic) return;
    for (const v of arabicVerbsOfNoun(w.stem))
      add({ stems: [v], words: arabicIndexForms(v), arabic: true, weight: WEIGHTS.verb, source: 'query', concepts: [i] });
  });

  // The question's Arabic words read without a pronoun or an accusative ending, last: the first terms left out when
  // there are too many.
  words.forEach((w, i) => {
    for (const r of w.readings ?? [])
      add({ stems: [r], words: arabicIndexForms(r), arabic: true, weight: WEIGHTS.reading, source: 'query', concepts: [i], reading: true });
  });

  // Arabic-Indic and Persian digits as ASCII, so one pattern reads "١٤٢" and "142".
  const digits = westernDigits(query);
  const documentRefs = [...digits.matchAll(DOC_REF), ...digits.matchAll(DOC_REF_AR)].map((m) => ({ number: String(Number(m[1])), year: Number(m[2]) }));
  const articleMatches = [...digits.matchAll(ARTICLE_REF), ...digits.matchAll(ARTICLE_REF_AR)].filter((m) => m[1] ?? m[2]);
  const articleRefs = [...new Set(articleMatches.map((m) => m[1] ?? m[2]!))];
  const asBasis = (m: RegExpMatchArray) => BASIS_BEFORE.test(digits.slice(Math.max(0, m.index! - 60), m.index!).trimEnd());
  // An article cited as a basis anywhere, and nowhere as the subject, is a basis.
  const basisArticleRefs = articleRefs.filter((n) => articleMatches.filter((m) => (m[1] ?? m[2]) === n).every(asBasis));

  return {
    terms: terms.slice(0, MAX_TERMS),
    concepts,
    glossaryHits,
    asksDefinition: intents.definition,
    asksCommencement: intents.commencement,
    // "When does the Corporate Tax Law take effect?": what is left once the words asking from when are set aside only
    // names the regime, so the question asks from when the regime applies as a whole.
    asksRegimeStart: regimeStart,
    asksDuration: intents.duration,
    asksAmount: intents.amount,
    documentRefs,
    articleRefs,
    basisArticleRefs,
    namesCorporateTaxLaw: CT_LAW.test(query),
    namesOtherInstrument: OTHER_INSTRUMENT.test(query),
    outsideRegime: !documentRefs.length && !namesRegimeWording && !namesRegime([query, ...(options.history ?? [])]),
    hasArabic: concepts.some((c) => c.arabic),
    // A follow-up ("And for banks?") is read with the question it follows: not general.
    general: !(options.history ?? []).length && isGeneralQuestion(query, concepts.length, documentRefs.length + articleRefs.length),
  };
}

/** A general question: one short sentence of at most this many content words, no figure, no instrument or article named. */
const GENERAL_CONCEPTS = 5;

function isGeneralQuestion(query: string, concepts: number, references: number): boolean {
  const text = query.trim();
  if (!concepts || concepts > GENERAL_CONCEPTS || references || /[0-9\u0660-\u0669]/.test(text)) return false;
  // One sentence: a question that first states a situation ("We are a free zone company. …") is not general; nor is
  // one about the asker's own case ("are we exempt?", "هل نحن معفون؟", "شركتنا").
  if (/[.!?\u061F]\s+\S/.test(text) || FIRST_PERSON.test(text)) return false;
  return !foldedWords(text).some((w) => isArabicWord(w) && w.length > 4 && w.endsWith('نا'));
}

const FIRST_PERSON = /\b(?:we|our|ours|us|i|my|me)\b|(?:^|\s)(?:نحن|انا|أنا|لدينا|لدي|لنا|علينا|عندنا)(?=\s|$|[؟?،,.])/i;
