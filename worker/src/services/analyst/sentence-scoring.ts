/**
 * How much each quotable unit of the given passages bears on the question (extractive analyst).
 *
 * A unit scores by the question's concepts it holds (folded, stop words out, lightly stemmed), each
 * weighted by its rarity among the units of the passages (BM25-style idf), plus adjacent question-word
 * pairs. The statute's wording for the question's practitioner words counts too, at lower weight
 * ("federal ministry" is also about a "Government Entity": ../retrieval/synonyms.ts). Long units are
 * damped; units stating figures (most of all the kind the question asks for), articles whose heading
 * names the question's words, and passages that retrieval ranked higher and found more relevant are
 * preferred; repealed documents are held back. The previous question of the conversation counts a
 * little, so a follow-up such as "and for a Free Zone Person?" keeps its subject.
 *
 * Besides the score, `coverage` says what share of the question's concept weight a unit holds
 * (the concepts its article's heading names count half): a unit that shares a single common
 * word with the question (an unrelated threshold sharing "threshold") has a score, but little coverage.
 *
 * `measureUnits` scores for any question (a part of a many-part question, scored with the whole as
 * context); `scoreCandidates` writes the whole question's scores onto the candidates.
 */
import { analyseQuery, arabicConcepts, regimeStartWording, type QueryPlan } from '../retrieval/query-analysis.ts';
import { arabicVerbalNouns, arabicVerbRoots } from '../text/arabic.ts';
import { statesCommencement } from '../text/commencement.ts';
import { isStatute } from '../text/statute.ts';
import type { QuestionLanguage } from './question-language.ts';
import { itemLabelOf, splitUnits, type TextUnit } from './sentences.ts';
import {
  answersFigure,
  askedFigures,
  figureKinds,
  givenFigures,
  statedRates,
  givesFigureBeyond,
  asksForRate,
  ZERO_WORDS,
  isSavingClause,
  otherSide,
  statesConsequence,
  timeSides,
  amountSides,
  otherAmountSide,
  otherResidence,
  freeZoneSides,
  otherFreeZoneSide,
  askedPersonKind,
  statedPersonKind,
  otherPersonKind,
  residenceSides,
  termsDefined,
  type FigureKinds,
} from './sentence-kinds.ts';
import { arabicQuestionReadings, isFunctionStem, negatedWording, questionStems, textStems } from './terms.ts';
import type { AnalystInput, NumberedPassage } from './types.ts';
import { paragraphReferences, referencedPassage } from './cross-references.ts';

export interface Candidate extends TextUnit {
  passage: NumberedPassage;
  /** The passage's place in the retrieval order (0 = first). */
  rank: number;
  stems: string[];
  /**
   * Its stems but those of what it says does not happen ("… without the Tax Group ceasing to exist"): what it holds for
   * a question that does not say "without" itself. The same array as `stems` when it says no "without".
   */
  affirmedStems: string[];
  /** 0 when the unit holds no question word. */
  score: number;
  /** 0..1: the share of the question's (rarity-weighted) concepts the unit holds. */
  coverage: number;
  /** The question's concepts (stems) the unit holds. */
  concepts: string[];
  /** The question's concepts its article's heading names: what the unit is about even when it says "this Article". */
  headingConcepts: string[];
  /** It states the kind of figure the question asks for (a date for "until when", an amount for "how much"). */
  answersFigure: boolean;
  figures: FigureKinds;
  /** It says what happens when a condition is not met (./sentence-kinds.ts). */
  consequence: boolean;
  /** A saving clause ("… shall not prejudice …"): it qualifies a rule, and is weighed on every reading (./sentence-kinds.ts). */
  saving: boolean;
  /** For de-duplication: the unit's stemmed words (equal text, equal key), or its place when it has none. */
  key: string;
}

/** One question's view of the units: parallel to the candidate list. */
export interface UnitScores {
  score: number[];
  coverage: number[];
  concepts: string[][];
  answersFigure: boolean[];
  /** Each question concept's share of the question's weight (only concepts some unit holds). */
  shares: ConceptShares;
  /** Whether the unit holds a word of the question itself (not only of its context or the statute's words for it). */
  own: boolean[];
}

/** The whole question's view, as scoreCandidates wrote it on the candidates. */
export function wholeQuestionScores(candidates: readonly Candidate[], shares: ConceptShares): UnitScores {
  return {
    score: candidates.map((c) => c.score),
    coverage: candidates.map((c) => c.coverage),
    concepts: candidates.map((c) => c.concepts),
    answersFigure: candidates.map((c) => c.answersFigure),
    shares,
    own: candidates.map((c) => c.score > 0),
  };
}

const HISTORY_WEIGHT = 0.35;
/** A part of a many-part question leans on the rest of the question ("… these losses …"): it counts this much. */
export const PART_CONTEXT_WEIGHT = 0.6;
/** The statute's wording for a practitioner word of the question ("ministry" → "government entity"). */
const EXPANSION_WEIGHT = 0.4;
/** The weight of "corporate" in a question naming the regime, "corporate tax" (its other words weigh 1). */
const REGIME_NAME_WEIGHT = 0.2;
const REGIME_NAME = /\bcorporate\s+tax\b/i;
let regimeNameStemsOnce: string[] | null = null;
const regimeNameStems = () => (regimeNameStemsOnce ??= textStems('corporate'));
/** A verbal noun held by more than this share of the units is read as a word of the same root, not the question's act. */
const VERBAL_NOUN_SHARE = 0.1;
/** A statute wording held by more than this share of the units is too common to stand for a phrase of the question. */
const STATUTE_WORDING_SHARE = 0.1;
const REPEALED_FACTOR = 0.6;
/**
 * A question naming an instrument by its number ("under Cabinet Decision No. 142 of 2024") asks what that instrument
 * says: its provisions weigh this much more than those of others, which the question's other words may meet in passing
 * (the Law's "a decision issued by the Cabinet" met "قرار مجلس الوزراء رقم (142)").
 */
const NAMED_DOCUMENT_FACTOR = 2;
/** Units longer than this are damped (legal clauses run long; the pivot is generous). */
const LENGTH_PIVOT = 40;
/** A pair of the question's words side by side in a unit (a phrase of the question) adds this share of their rarity. */
const PAIR_WEIGHT = 0.5;
const FIGURE_BOOST = 1.25;
/** …more when it is of a kind the question states about its facts (a threshold for "holds 55%"). */
const GIVEN_FIGURE_BOOST = 2;
/** …and more so when it is the kind of figure the question asks for (a date for "until when", an amount for "how much"). */
const ANSWER_FIGURE_BOOST = 2;
/** A question concept named only by the article's heading counts this much towards a unit's coverage. */
const HEADING_CREDIT = 0.5;
/** How fast the retrieval order's weight falls: the first passage is retrieval's best guess at the article that answers. */
const RANK_DECAY = 0.25;
/** The least weight of the passage that retrieval found least relevant, relative to the most relevant one. */
const RELEVANCE_BASE = 0.4;
/**
 * A provision on the other side of the moment the question asks about ("after a conviction" for "before the court rules"),
 * or of the amount ("does not exceed AED (375,000)" for "the profit above that band").
 */
const OTHER_SIDE_FACTOR = 0.6;

/**
 * "… may apply to be replaced … without the Tax Group ceasing to exist": what follows "without", up to the clause's next
 * stop, is what does not happen. Read as held, it made that clause answer "When does a tax group cease to exist?". So is
 * what a unit undoes: the official Arabic's "إلغاء التسجيل" is deregistration (one word in English), not registration.
 */
const WITHOUT = /\bwithout\b|(?:^|\s)[وفبل]?(?:ال)?[إا]لغاء\s/i;
const WITHOUT_SPAN = /\bwithout\b[^,;:.]*|(?:^|\s)[وفبل]?(?:ال)?[إا]لغاء\s+\S+/gi;

export function lastUserQuestion(input: Pick<AnalystInput, 'history' | 'question'>): string {
  for (let i = input.history.length - 1; i >= 0; i--) {
    const turn = input.history[i]!;
    if (turn.role === 'user' && turn.content.trim() && turn.content.trim() !== input.question.trim()) return turn.content;
  }
  return '';
}

/** The text an answer quotes: the official Arabic for an Arabic question where the article has it, else the English. */
export function quotedText(passage: NumberedPassage, language: QuestionLanguage): string {
  return (language === 'ar' && passage.textAr?.trim()) || passage.textEn || '';
}

export function buildCandidates(passages: NumberedPassage[], language: QuestionLanguage = 'en'): Candidate[] {
  const out: Candidate[] = [];
  passages.forEach((passage, rank) => {
    for (const unit of splitUnits(quotedText(passage, language), passage.number)) {
      const stems = textStems(unit.text);
      // Fields copied one by one: spreading the unit made every candidate slow to read (3× the whole answer's time).
      out.push({
        order: unit.order,
        text: unit.text,
        words: unit.words,
        leadIn: unit.leadIn,
        children: unit.children,
        parent: unit.parent,
        block: unit.block,
        line: unit.line,
        row: unit.row,
        clause: unit.clause,
        passage,
        rank,
        stems,
        affirmedStems: WITHOUT.test(unit.text) ? textStems(unit.text.replace(WITHOUT_SPAN, ' ')) : stems,
        score: 0,
        coverage: 0,
        concepts: [],
        headingConcepts: [],
        answersFigure: false,
        figures: figureKinds(unit.text),
        consequence: statesConsequence(unit.text),
        saving: isSavingClause(unit.text),
        key: `#${passage.n}:${unit.order}`,
      });
    }
  });
  withReferencedStems(out, passages);
  return out;
}

/**
 * A unit naming paragraphs of another retrieved article for what it speaks of (./cross-references.ts) holds their words
 * too, as a reader who looks them up does: "the categories set out in Paragraphs (f), (g), (h) and (i) of Clause (1) of
 * Article (4)" holds Article (4)'s "Qualifying Investment Fund" and "pension fund".
 */
function withReferencedStems(candidates: Candidate[], passages: readonly NumberedPassage[]): void {
  const byPassage = new Map<number, Candidate[]>();
  for (const c of candidates) {
    const list = byPassage.get(c.passage.n);
    if (list) list.push(c);
    else byPassage.set(c.passage.n, [c]);
  }
  // Read from the units' own words first, then added: a paragraph that names another in turn lends only its own.
  const added = new Map<Candidate, Set<string>>();
  for (const c of candidates) {
    const refs = paragraphReferences(c.text);
    if (!refs.length) continue;
    const stems = new Set<string>();
    for (const ref of refs) {
      const p = referencedPassage(ref, c.passage, passages);
      for (const x of (p && byPassage.get(p.n)) ?? [])
        if (x.clause === ref.clause && ref.paragraphs.includes(itemLabelOf(x.text)?.toLowerCase() ?? '')) for (const t of x.stems) stems.add(t);
    }
    if (stems.size) added.set(c, stems);
  }
  for (const [c, stems] of added) {
    const same = c.affirmedStems === c.stems;
    c.stems = [...c.stems, ...stems];
    c.affirmedStems = same ? c.stems : [...c.affirmedStems, ...stems];
  }
}

/** Where each unit, read with its lead-ins, stands: the moment, the amount and the kind of person it speaks of. */
interface StatedSides {
  time: ReturnType<typeof timeSides>;
  amount: ReturnType<typeof amountSides>;
  residence: ReturnType<typeof residenceSides>;
  freeZone: ReturnType<typeof freeZoneSides>;
  person: ReturnType<typeof statedPersonKind>;
}
/** Read once per answer: the question's parts each ask which side, the units' sides stay the same. */
const statedSidesOf = new WeakMap<readonly Candidate[], StatedSides[]>();
function statedSides(candidates: readonly Candidate[]): StatedSides[] {
  let sides = statedSidesOf.get(candidates);
  if (sides) return sides;
  const ancestors = leadInsOf(candidates);
  sides = candidates.map((c, i) => {
    const text = [c.text, ...ancestors[i]!.map((j) => candidates[j]!.text)].join('\n');
    return {
      time: timeSides(text),
      amount: amountSides(text),
      residence: residenceSides(text),
      freeZone: freeZoneSides(text),
      person: statedPersonKind(text),
    };
  });
  statedSidesOf.set(candidates, sides);
  return sides;
}

/** Each unit's lead-ins, nearest first, as indices into `candidates`; once per answer. */
const leadInsCache = new WeakMap<readonly Candidate[], number[][]>();
function leadInsOf(candidates: readonly Candidate[]): number[][] {
  let out = leadInsCache.get(candidates);
  if (out) return out;
  const at = new Map(candidates.map((c, i) => [`${c.passage.n}:${c.order}`, i]));
  out = candidates.map((c) => {
    const chain: number[] = [];
    for (let p = c.parent; p !== null;) {
      const j = at.get(`${c.passage.n}:${p}`);
      if (j === undefined) break;
      chain.push(j);
      p = candidates[j]!.parent;
    }
    return chain;
  });
  leadInsCache.set(candidates, out);
  return out;
}

/** Every stem the units hold: read once per answer, for each part of the question that asks. */
const heldStemsOf = new WeakMap<readonly Candidate[], ReadonlySet<string>>();
function heldStems(candidates: readonly Candidate[]): ReadonlySet<string> {
  let held = heldStemsOf.get(candidates);
  if (!held) heldStemsOf.set(candidates, (held = new Set(candidates.flatMap((c) => c.stems))));
  return held;
}

/** A unit's stems as a set, built once per answer (every part's measure asks it of every unit). */
const stemSetOf = new WeakMap<readonly string[], ReadonlySet<string>>();
function stemSet(stems: readonly string[]): ReadonlySet<string> {
  let set = stemSetOf.get(stems);
  if (!set) stemSetOf.set(stems, (set = new Set(stems)));
  return set;
}

/** The verbal nouns the units hold, by the letters of their verb's root (../text/arabic.ts); once per answer. */
const verbalNounsOf = new WeakMap<readonly Candidate[], ReadonlyMap<string, string[]>>();
function verbalNouns(candidates: readonly Candidate[]): ReadonlyMap<string, string[]> {
  let nouns = verbalNounsOf.get(candidates);
  if (!nouns) verbalNounsOf.set(candidates, (nouns = arabicVerbalNouns(heldStems(candidates))));
  return nouns;
}

function unitsHolding(candidates: readonly Candidate[], stem: string): number {
  let n = 0;
  for (const c of candidates) if (c.stems.includes(stem)) n++;
  return n;
}

/** Each passage's relevance relative to the most relevant one (1 for all when retrieval gave none). */
export function relativeRelevance(passages: readonly NumberedPassage[]): Map<number, number> {
  const best = passages.reduce((m, p) => Math.max(m, p.relevance ?? 0), 0);
  return new Map(passages.map((p) => [p.n, best > 0 ? (p.relevance ?? 0) / best : 1]));
}

/** Each question concept's share of the question's weight (only concepts some unit holds). */
export type ConceptShares = ReadonlyMap<string, number>;

/** The statute wordings the question's practitioner words stand for (English only). */
function expansionWordings(plan: QueryPlan): string[] {
  return plan.terms.filter((t) => t.source === 'synonym' && !t.arabic).map((t) => t.words.join(' '));
}

/**
 * The one-word statute wordings that are the law's defined name for a word of the question the law does not define
 * ("salary": the **Wage** of Cabinet Decision No. 49 of 2023, whose exception answers "Will I be subject to Corporate Tax
 * on my salary?"). They name what the question asks about, as its own words do. Not where the question's words are a
 * term of the law already ("Connected Person"): the synonyms' wordings for it ("control") are then neighbouring
 * concepts, not names for it.
 */
function lawsNamesForQuestionWords(plan: QueryPlan, candidates: readonly Candidate[]): ReadonlySet<string> {
  const defined = termsDefined(candidates);
  const out = new Set<string>();
  const said = ` ${plan.concepts.map((c) => c.word).join(' ')} `;
  // The terms of the law the question names itself, by their words.
  const named = [...defined].filter((d) => said.includes(` ${d} `)).map((d) => d.split(' '));
  for (const t of plan.terms) {
    if (t.source !== 'synonym' || t.arabic || t.words.length !== 1 || !t.concepts.length) continue;
    const wording = t.words[0]!;
    const asked = t.concepts.map((k) => plan.concepts[k]?.word ?? '');
    if (defined.has(wording) && !named.some((term) => asked.some((w) => term.includes(w)))) out.add(wording);
  }
  return out;
}

/**
 * The statute wordings (two words or more) the question's practitioner phrases stand for, each as a pattern of the
 * wording in a text, with the question's own words it stands for (as stems, and as written).
 */
function statuteWordingsOfPhrases(plan: QueryPlan, weights: ReadonlyMap<string, number>): Array<{ words: string[]; phrase: string[]; wording: RegExp }> {
  const out: Array<{ words: string[]; phrase: string[]; wording: RegExp }> = [];
  for (const t of plan.terms) {
    if (t.source !== 'synonym' || t.arabic || t.words.length < 2 || !t.concepts.length || !t.words.every((w) => /^[a-z]+$/.test(w))) continue;
    const words = [...new Set(t.concepts.flatMap((k) => textStems(plan.concepts[k]?.word ?? '')))].filter((w) => weights.get(w) === 1);
    // (Another wording only: "Net Interest Expenditure" for "interest deduction limitation" is another rule of the same words.)
    const own = textStems(t.words.join(' '));
    if (words.length < 2 || words.some((w) => own.includes(w))) continue;
    const phrase = [...new Set(t.concepts.map((k) => plan.concepts[k]?.word ?? ''))].filter((w) => /^[a-z]+$/.test(w));
    out.push({ words, phrase, wording: new RegExp(`\\b${t.words.join('[\\s-]+')}s?\\b`, 'i') });
  }
  return out;
}

/** Whether `text` writes every word of the phrase capitalised, as the law writes a defined term ("Country-by-Country Report"). */
function writesAsTerm(text: string, phrase: readonly string[]): boolean {
  return phrase.every((w) => new RegExp(`\\b${w[0]!.toUpperCase()}${w.slice(1)}\\b`).test(text));
}

/** Whether an instrument's title is the one "No. N of YEAR" names ("Cabinet Decision No. 142 of 2024 on …"). */
function namesDocument(title: string, ref: { number: string; year: number }): boolean {
  return new RegExp(`\\bNo\\.?\\s*\\(?${ref.number}\\)?\\s+of\\s+${ref.year}\\b`, 'i').test(title);
}

const planOf = (question: string) => analyseQuery(question, { glossary: null, bilingual: null, synonyms: true });

/**
 * The question's own words: all its content words, but for a question asking only from when the regime applies
 * ("When does the Corporate Tax Law take effect?"), whose words asking it are not what it is about (retrieval reads it
 * so too: query-analysis.ts `asksRegimeStart`): every election "shall take effect from …".
 */
function ownStems(question: string, regimeStartWords: readonly string[]): string[] {
  // In English only: an Arabic question's words asking it ("يبدأ تطبيق") are the Arabic provision's own ("يُطبق … التي تبدأ في أو
  // بعد"), which the English statute wordings added for it ("commencing on or after") cannot meet in the Arabic text quoted.
  const asked = regimeStartWords.filter((w) => !/[\u0600-\u06FF]/.test(w));
  if (!asked.length) return questionStems(question);
  const aside = new Set(questionStems(asked.join(' ')));
  return questionStems(question).filter((t) => !aside.has(t));
}

/**
 * The words a unit holds only as part of a term that a negated wording of the question excludes ("Free Zone Person",
 * where the question's wording is "non-free zone person"), when the unit does not state the negation itself. The
 * question's own words are always counted.
 */
function excludedWords(
  stems: readonly string[],
  terms: ReadonlyArray<{ negated: string; excluded: string[] }>,
  own: readonly string[],
  held: () => ReadonlySet<string>,
): Set<string> | null {
  let out: Set<string> | null = null;
  for (const { negated, excluded } of terms) {
    if (held().has(negated) || !excluded.every((t) => held().has(t))) continue;
    const states = stems.some((_, i) => excluded.every((t, k) => stems[i + k] === t));
    if (states) for (const t of excluded.slice(1)) if (!own.includes(t)) (out ??= new Set()).add(t);
  }
  return out;
}

/**
 * The scores of every unit for `question` (with `context`, an earlier question or the whole of a many-part one,
 * at a lower weight). Parallel to `candidates`; nothing is written onto them.
 */
export function measureUnits(
  candidates: readonly Candidate[],
  passages: readonly NumberedPassage[],
  question: string,
  context = '',
  contextWeight = HISTORY_WEIGHT,
): UnitScores {
  const n = candidates.length;
  const empty: UnitScores = {
    score: new Array<number>(n).fill(0),
    coverage: new Array<number>(n).fill(0),
    concepts: candidates.map(() => []),
    answersFigure: new Array<boolean>(n).fill(false),
    shares: new Map(),
    own: new Array<boolean>(n).fill(false),
  };
  const weights = new Map<string, number>();
  const regimeStartWords = regimeStartWording(question);
  const regimeStart = regimeStartWords.length > 0;
  // The term the question asks for by its meaning ("Who is subject to Corporate Tax?": a Taxable Person, glossary.ts) is
  // its own word, in the Law's name for it: retrieval marks the Law's article headed by it.
  const current = [...new Set([...ownStems(question, regimeStartWords), ...passages.flatMap((p) => (p.headsAskedTerm ? textStems(p.heading ?? '') : []))])];
  for (const t of current) weights.set(t, 1);
  // "Corporate tax" names the regime every provision of the collection belongs to: its "corporate" tells none apart, and
  // a clause that names "Corporate Tax" in passing outweighed the one answering ("When does that side income stay
  // outside federal corporate tax?"). (Not in Arabic: "الشركات" of "ضريبة الشركات" has the light stem of "شركة", company.)
  if (REGIME_NAME.test(question)) for (const t of regimeNameStems()) if (weights.has(t)) weights.set(t, REGIME_NAME_WEIGHT);
  if (context) for (const t of questionStems(context)) if (!weights.has(t)) weights.set(t, contextWeight);
  const bigrams = new Set<string>();
  // The question's plan, read once: its statute wordings here, the instruments it names below.
  const plan = planOf(question);
  // A statute wording that negates a term ("non-free zone person", which "mainland" stands for) is not met by a unit
  // stating the term it excludes: there its words ("zone", "person" of "Qualifying Free Zone Person") are not counted.
  const negatedTerms: Array<{ negated: string; excluded: string[] }> = [];
  const lawsNames = lawsNamesForQuestionWords(plan, candidates);
  for (const wording of [...expansionWordings(plan), ...(context ? expansionWordings(planOf(context)) : [])]) {
    const phrase = questionStems(wording);
    for (const t of phrase) if (!weights.has(t)) weights.set(t, lawsNames.has(wording) ? 1 : EXPANSION_WEIGHT);
    for (let i = 0; i + 1 < phrase.length; i++) bigrams.add(`${phrase[i]} ${phrase[i + 1]}`);
    const negated = negatedWording(wording);
    if (negated && negated.excluded.length > 1) negatedTerms.push(negated);
  }
  // An Arabic question's practitioner concepts in the official Arabic's own words (the wordings of the entries it names
  // in synonyms-ar.ts): the Arabic text is quoted, not the English the entries map to. A wording stands for one concept,
  // so its words share the weight of one statute wording ("شخص واحد خاضع للضريبة" is not four concepts, and would
  // otherwise thin out the share of the question every other provision holds). Their word pairs are not counted:
  // measured, the pairs lost a question on the tuning half.
  const arabicWeights = new Map<string, number>();
  const concepts = [...arabicConcepts(question), ...(context ? arabicConcepts(context) : [])];
  for (const wording of concepts.flatMap((c) => c.wordings)) {
    const stems = questionStems(wording);
    for (const t of stems) if (!weights.has(t)) arabicWeights.set(t, Math.max(arabicWeights.get(t) ?? 0, EXPANSION_WEIGHT / stems.length));
  }
  for (const [t, w] of arabicWeights) weights.set(t, w);
  // A word of the question that named a concept on its own is met where a unit states the concept in another of its
  // wordings: "استحوذ" (acquired) by "تغيير الملكية" (a change in ownership), "الخسائر" by the law's singular "الخسارة" (a
  // broken plural shares no light stem with its singular). Counted as the question's own word, at its weight. Not a
  // concept several words named: measured, "الهيئة الاتحادية للضرائب" then had all three met by a unit saying "الهيئة", and
  // the tuning half lost questions.
  // An instrument the collection holds in English only is quoted in English: there the concept's English statute terms
  // meet the words that named it, however many (no Arabic word of the question can be in that text to count twice).
  const namedConcepts = concepts.flatMap((c) => {
    const words = c.namedBy.filter((t) => weights.has(t));
    if (!words.length) return [];
    const arabic = c.namedBy.length === 1 ? c.wordings.map((w) => questionStems(w)).filter((w) => w.length && !(w.length === 1 && w[0] === c.namedBy[0])) : [];
    const english = c.english.map((w) => questionStems(w)).filter((w) => w.length);
    return [{ words, wordings: [...arabic, ...english] }];
  });
  // A phrase of the question that the synonyms read as the law's wording for it ("Sharia-compliant Murabaha" as "Islamic
  // Financial Instruments", "for family trips" as "more than one purpose", "bought 70% of our shares" as "change in
  // ownership") is met where a unit states that wording: there the unit speaks of what the question names, at the weight
  // of the question's own words. Only a phrase (two of its words or more: "mainland" alone stands for "Non-Free Zone
  // Person" in many a provision the question is not about), only where no unit uses the question's words themselves
  // ("Country-by-Country Report" is the law's term too), and not a wording many units use ("Business Days", met by every
  // time limit), which tells none apart. Measured: without these bounds, English half A +1 and half B −2.
  // (Each wording is looked for in the units' texts once: the units stating it are kept for the pass below.)
  // But the law's term for the phrase may be what a retrieved article is about, its heading naming it ("Conditions
  // under which an Unincorporated Partnership is Not Considered a Taxable Person in its Own Right" for "a contractual
  // joint venture"): in that article it is met in the units stating it, however many do, although another unit uses the
  // question's words in passing ("a partner in a joint venture", in lower case: not a term of the law). Not where a
  // heading names the question's phrase itself ("… a Master File and a Local File"): the phrase is then the law's own
  // subject, and its other wordings ("Transfer Pricing Documentation") are other rules.
  let headingsOnce: Array<{ n: number; heading: string; stems: ReadonlySet<string> }> | null = null;
  const headings = () => (headingsOnce ??= passages.map((p) => ({ n: p.n, heading: p.heading ?? '', stems: new Set(textStems(p.heading ?? '')) })));
  const phraseWordings = statuteWordingsOfPhrases(plan, weights).flatMap(({ words, phrase, wording }) => {
    const ownSubject = headings().some((h) => words.every((w) => h.stems.has(w)));
    const headed = new Set(ownSubject ? [] : headings().flatMap((h) => (wording.test(h.heading) ? [h.n] : [])));
    const literal = candidates.filter((c) => words.every((w) => stemSet(c.stems).has(w)));
    if (literal.length && (!headed.size || literal.some((c) => writesAsTerm(c.text, phrase)))) return [];
    // (In the articles it heads only, when it heads some.)
    const stating = new Set(candidates.filter((c) => (!headed.size || headed.has(c.passage.n)) && wording.test(c.text)));
    return headed.size || stating.size <= Math.max(1, STATUTE_WORDING_SHARE * candidates.length) ? [{ words, stating }] : [];
  });
  // A word of an Arabic question that no unit holds as written may hold a pronoun the law never attaches ("سجلاتنا", our
  // records) or an accusative ending ("نشاطاً"): it is read without it, counted as the statute's wording for a word is.
  // Only then: a word the units hold is the question's word as it stands.
  const readings = arabicQuestionReadings(question);
  if (readings.size) {
    const held = heldStems(candidates);
    for (const [t, alternatives] of readings) {
      const w = weights.get(t);
      if (w === undefined || held.has(t)) continue;
      const reading = alternatives.find((r) => held.has(r));
      if (reading !== undefined && !weights.has(reading)) weights.set(reading, w * EXPANSION_WEIGHT);
    }
  }
  // A verb of an Arabic question that nothing holds, as written or read without its pronoun, may be the act the law
  // names by its verbal noun ("سينضم شريك" and "انضمام أي شريك"): the noun counts as a statute wording does. Not a noun
  // most units hold: "يعامل" (is treated) and "الأعمال" (business) share their letters, not their sense.
  if (/[\u0621-\u064A]/.test(question)) {
    const held = heldStems(candidates);
    for (const t of current) {
      const w = weights.get(t);
      const forms = [t, ...(readings.get(t) ?? [])];
      if (w === undefined || forms.some((f) => held.has(f))) continue;
      const nouns = [...new Set(forms.flatMap((f) => arabicVerbRoots(f).flatMap((root) => verbalNouns(candidates).get(root) ?? [])))];
      for (const noun of nouns)
        if (!weights.has(noun) && unitsHolding(candidates, noun) <= Math.max(1, VERBAL_NOUN_SHARE * candidates.length)) weights.set(noun, w * EXPANSION_WEIGHT);
    }
  }
  // A rate the question states while asking for a figure is a fact of its situation, not what it asks: "What rate
  // applies to the profit above the zero-rate band?" is not about "zero".
  const asked = askedFigures(question);
  const knownRates = asked.amount ? statedRates(question) : new Set<string>();
  if (knownRates.has('0')) for (const t of ZERO_WORDS.flatMap((w) => textStems(w))) weights.delete(t);
  if (!weights.size) return empty;

  for (let i = 0; i + 1 < current.length; i++) bigrams.add(`${current[i]} ${current[i + 1]}`);
  // Question words in their written order (function words skipped), so "taxable income" and "pay the tax" pair.
  const ordered = textStems(question).filter((t) => !isFunctionStem(t));
  for (let i = 0; i + 1 < ordered.length; i++) if (weights.has(ordered[i]!) && weights.has(ordered[i + 1]!)) bigrams.add(`${ordered[i]} ${ordered[i + 1]}`);

  // One pass over every word: which question words each unit holds (few do), and their document frequency.
  const df = new Map<string, number>();
  const negatesToo = WITHOUT.test(question) || (context !== '' && WITHOUT.test(context));
  const matches: Array<string[] | null> = candidates.map((c) => {
    let found: string[] | null = null;
    // Unless the question says "without" too, what a unit says does not happen is not what it holds.
    const stems = negatesToo ? c.stems : c.affirmedStems;
    let heldOnce: ReadonlySet<string> | null = null;
    const held = () => (heldOnce ??= stemSet(stems));
    const excluded = negatedTerms.length ? excludedWords(stems, negatedTerms, current, held) : null;
    /** The unit holds question word `t` (once), which counts toward its document frequency. */
    const hold = (t: string) => {
      if (found?.includes(t)) return;
      (found ??= []).push(t);
      df.set(t, (df.get(t) ?? 0) + 1);
    };
    for (const t of stems) if (weights.has(t) && !excluded?.has(t)) hold(t);
    for (const { words, stating } of phraseWordings) if (stating.has(c)) words.forEach(hold);
    for (const { words, wordings } of namedConcepts) {
      if (words.every((t) => found?.includes(t)) || !wordings.some((w) => w.every((t) => held().has(t)))) continue;
      words.forEach(hold);
    }
    return found;
  });
  const idf = (t: string) => {
    const d = df.get(t) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };
  // Coverage counts only concepts some unit holds: a question word no article uses cannot be quoted.
  let total = 0;
  for (const [t, w] of weights) if (df.has(t)) total += w * idf(t);
  const shares = new Map<string, number>();
  for (const [t, w] of weights) if (df.has(t)) shares.set(t, (w * idf(t)) / total);

  const headingBoost = new Map<number, number>();
  const headingConcepts = new Map<number, string[]>();
  for (const p of passages) {
    const heading = new Set(textStems(p.heading ?? ''));
    let hits = 0;
    for (const t of current) if (heading.has(t)) hits++;
    headingBoost.set(p.n, 1 + (current.length ? (0.3 * hits) / current.length : 0));
    headingConcepts.set(
      p.n,
      [...weights.keys()].filter((t) => heading.has(t) && df.has(t)),
    );
  }
  const given = givenFigures(question);
  const refs = plan.documentRefs;
  const namedDocuments = new Set(passages.filter((p) => refs.some((r) => namesDocument(p.title, r))).map((p) => p.n));
  const relevance = relativeRelevance(passages);

  // A lead-in states what its list states: "… the lower of the following two values:" answers "how much" when an item gives the figure.
  const rateAsked = asked.amount && asksForRate(question);
  const answers = candidates.map((c) => answersFigure(asked, c.figures) && (!asked.amount || givesFigureBeyond(c.text, knownRates, rateAsked)));
  const leadIns = leadInsOf(candidates);
  candidates.forEach((_, i) => {
    if (answers[i]) for (const j of leadIns[i]!) answers[j] = true;
  });

  // Which side of an event, or of an amount, the question asks about, and where each provision stands (an item read
  // with its lead-ins).
  const askedTime = timeSides(question);
  const askedAmount = amountSides(question);
  const askedResidence = residenceSides(question);
  const askedFreeZone = freeZoneSides(question);
  const askedPerson = askedPersonKind(question);
  const sided =
    askedTime.before !== askedTime.after ||
    askedAmount.within !== askedAmount.over ||
    askedResidence.resident !== askedResidence.nonResident ||
    askedFreeZone.freeZone !== askedFreeZone.mainland ||
    askedPerson.natural !== askedPerson.juridical;
  const stated = sided ? statedSides(candidates) : [];
  const sidesOther = (i: number): number =>
    [
      otherSide(askedTime, stated[i]!.time),
      otherAmountSide(askedAmount, stated[i]!.amount),
      otherResidence(askedResidence, stated[i]!.residence),
      otherFreeZoneSide(askedFreeZone, stated[i]!.freeZone),
      otherPersonKind(askedPerson, stated[i]!.person),
    ].filter(Boolean).length;

  const out = empty;
  out.shares = shares;
  candidates.forEach((c, i) => {
    // The article's opening provision states what its heading names ("General Anti-abuse Rules": "This Article shall
    // apply to a transaction … where …"), even when it does not repeat the heading's words.
    const opening = c.order === 0 && (headingConcepts.get(c.passage.n)?.length ?? 0) > 0;
    // A question asking from when the regime applies is answered by the Law's own provision saying so, whatever words it
    // shares with the question ("متى يبدأ تطبيق ضريبة الشركات؟" and "يُطبق هذا المرسوم بقانون على الفترات الضريبية التي تبدأ
    // في أو بعد …" share none): it holds what the question is about.
    const startsRegime = regimeStart && isStatute(c.passage.legislation) && statesCommencement(c.text);
    const found = matches[i] ?? (opening || startsRegime ? [] : null);
    if (!found) return;
    let base = 0;
    for (const t of found) base += weights.get(t)! * idf(t);
    if (startsRegime) for (const t of current) if (!found.includes(t) && weights.has(t)) base += weights.get(t)! * idf(t);
    if (opening) for (const t of headingConcepts.get(c.passage.n)!) if (!found.includes(t)) base += HEADING_CREDIT * weights.get(t)! * idf(t);
    let pairs = 0;
    if (bigrams.size && found.length > 1) {
      const seenPairs = new Set<string>();
      // Adjacent words of the unit, function words skipped: "shall pay the Top-up Tax" pairs "pay" with "top".
      let a: string | null = null;
      for (const b of c.stems) {
        if (isFunctionStem(b)) continue;
        if (a !== null && weights.has(a) && weights.has(b)) {
          const pair = `${a} ${b}`;
          if (bigrams.has(pair) && !seenPairs.has(pair)) {
            seenPairs.add(pair);
            pairs += PAIR_WEIGHT * ((idf(a) + idf(b)) / 2);
          }
        }
        a = b;
      }
    }
    const lengthNorm = 1 / Math.sqrt(Math.max(1, c.words / LENGTH_PIVOT));
    const shortness = c.words < 6 && c.parent === null ? 0.7 : 1;
    const prior = (RELEVANCE_BASE + (1 - RELEVANCE_BASE) * (relevance.get(c.passage.n) ?? 1)) / (1 + RANK_DECAY * c.rank);
    const repealed = c.passage.repealed ? REPEALED_FACTOR : 1;
    // The Free Zone regime is the special rule for a Free Zone Person: asked about one, its provision comes before the
    // general one ("Is a free zone company taxed at 0%?": the rates of a Qualifying Free Zone Person).
    const special = askedFreeZone.freeZone && !askedFreeZone.mainland && stated[i]?.freeZone.freeZone && !stated[i]!.freeZone.mainland;
    const side = sided ? OTHER_SIDE_FACTOR ** sidesOther(i) / (special ? OTHER_SIDE_FACTOR : 1) : 1;
    const meetsGiven = (given.amount && c.figures.amount) || (given.time && c.figures.time);
    const figures = answers[i] ? ANSWER_FIGURE_BOOST : meetsGiven ? GIVEN_FIGURE_BOOST : c.figures.amount || c.figures.time ? FIGURE_BOOST : 1;
    let fromHeading = 0;
    for (const t of headingConcepts.get(c.passage.n) ?? []) if (!found.includes(t)) fromHeading += weights.get(t)! * idf(t);
    out.coverage[i] = total > 0 ? Math.min(1, (base + HEADING_CREDIT * fromHeading) / total) : 0;
    out.own[i] = found.some((t) => current.includes(t));
    out.concepts[i] = found;
    out.answersFigure[i] = answers[i]!;
    const named = namedDocuments.has(c.passage.n) ? NAMED_DOCUMENT_FACTOR : 1;
    out.score[i] = (base + pairs) * lengthNorm * shortness * figures * prior * (headingBoost.get(c.passage.n) ?? 1) * repealed * side * named;
  });
  return out;
}

/** Scores the candidates in place for the whole question; returns the share of the question each concept carries. */
export function scoreCandidates(candidates: Candidate[], passages: NumberedPassage[], input: Pick<AnalystInput, 'history' | 'question'>): ConceptShares {
  const scores = measureUnits(candidates, passages, input.question, lastUserQuestion(input));
  const headings = new Map<number, string[]>();
  for (const p of passages) {
    const heading = new Set(textStems(p.heading ?? ''));
    headings.set(
      p.n,
      [...scores.shares.keys()].filter((t) => heading.has(t)),
    );
  }
  candidates.forEach((c, i) => {
    c.score = scores.score[i]!;
    c.coverage = scores.coverage[i]!;
    c.concepts = scores.concepts[i]!;
    c.answersFigure = scores.answersFigure[i]!;
    c.headingConcepts = headings.get(c.passage.n) ?? [];
    // The same sentence in two documents (a definition repeated, an amended clause) is quoted once.
    if (c.score > 0) c.key = c.stems.join(' ');
  });
  return scores.shares;
}
