/**
 * Which quoted provisions make up an extractive answer, and where (issue 25: answers that state the law;
 * docs/decisions/020-how-the-extractive-analyst-composes-an-answer.md):
 *
 *   Summary     the answer to what is asked, within SUMMARY_WORDS: for each part of the question (at most three),
 *               the clause that states what that part asks for (a figure of the kind asked, a definition, a
 *               consequence …), led by retrieval's order; then, in that order while they fit, the deciding
 *               exception of a yes/no question, the rest of the leading clause where it bears on the question,
 *               the provision that fills in a delegation (a decision implementing the Law's article, or the
 *               reverse), and the next provision that holds a part of the question nothing quoted yet holds
 *   Key Points  further provisions that bear on the question (one per article); what the cited articles say
 *               happens when their conditions are not met; what a linked article adds
 *   Details     per cited article, the whole provisions the answer quoted in part (a list with every item)
 *
 * A provision is quoted whole: a sentence is never cut, a list item comes with its lead-in, and a lead-in with the
 * items of its list (all of them when they fit; else those that bear on the question, the others left out under a
 * visible elision mark and given whole under Details). Nothing is quoted twice.
 */
import { findInstrumentMentions } from '../citator/index.ts';
import { statesCommencement } from '../text/commencement.ts';
import { containsArabic } from '../text/text-fold.ts';
import type { PassageLink } from '../retrieval/types.ts';
import type { QuestionIntents } from '../retrieval/question-intents.ts';
import {
  answersFigure,
  askedPersonKind,
  otherPersonKind,
  statedPersonKind,
  asksOwnRight,
  grantsRight,
  clausesReliedOn,
  otherArticleClausesReliedOn,
  definedTerm,
  derogatedArticle,
  derogatesFromAnotherLaw,
  exceptedClauses,
  figuresAsked,
  headingNamesFigure,
  type FigureKinds,
  isDerogation,
  statesConsequence,
  statesDefinition,
  termsDefined,
  statesException,
  statesProcedure,
  statesProvision,
  statesVerdict,
  savesThroughout,
  sequelTo,
} from './sentence-kinds.ts';
import { questionStems, textStems } from './terms.ts';
import { relativeRelevance, wholeQuestionScores, type Candidate, type ConceptShares, type UnitScores } from './sentence-scoring.ts';
import type { NumberedPassage } from './types.ts';

/** The Summary's words as the reader counts them (whitespace-separated, citation marks included); the measure allows 120. */
export const SUMMARY_WORDS = 118;

export const EXTRACTIVE_LIMITS = {
  /** Provisions that bear on the question; then consequences and linked articles, each with their own cap. */
  keyPoints: 3,
  /** Provisions of other instruments than those the Summary quotes, one each. */
  documents: 2,
  consequences: 2,
  linked: 2,
  /** Words the provisions of other instruments may take in Key Points… */
  documentWords: 130,
  /** …and the other key points (a list or table counts whole). */
  keyPointWords: 70,
  detailArticles: 3,
  /** A provision longer than this is given in Details by its lead-in and the items that bear on the question. */
  detailProvisionWords: 150,
  /** Words Details may take in all. */
  detailWords: 150,
} as const;

/** Units scoring below this share of the best are not worth quoting. */
const MIN_SHARE = 0.25;
/** A key point holds at least this share of the question's weighted concepts (one common word does not)… */
const MIN_COVERAGE = 0.35;
/** …and, from another article than the Summary's, at least this share… */
const MIN_COVERAGE_ELSEWHERE = 0.5;
/** …unless it holds at least this share of the question that nothing quoted so far holds (the other part of a two-part question). */
const MIN_GAIN = 0.2;
/** Another instrument is quoted from a passage at least this relevant relative to the most relevant one. */
const MIN_DOCUMENT_RELEVANCE = 0.45;
/** …and its best provision holds at least this share of the question, and scores at least this share of the key-point floor. */
const MIN_DOCUMENT_COVERAGE = 0.2;
const DOCUMENT_FLOOR = 0.4;
/** Key points come from passages at least this relevant relative to the most relevant one. */
const MIN_RELATIVE_RELEVANCE = 0.6;
/**
 * How much retrieval's order weighs in choosing the Summary's provision: which article answers is what retrieval
 * (field-weighted BM25, the citator, vectors) judges best; which of its provisions, the scoring. A lower-ranked
 * article leads only when its provision states what the question asks clearly better (the figure asked, more of the
 * question's concepts, a definition asked for).
 */
const SUMMARY_RANK_DECAY = 0.25;
/** How much the fill of the Summary weighs a provision's length against what it adds (0: not at all). */
const FILL_LENGTH_POWER = 0.5;
/** A provision joins the Summary (while it fits) when it is at least this good relative to the best lead… */
const FILL_SHARE = 0.15;
/** …counting a clause of a leading article this much more (retrieval and the scoring agree on the article). */
const SAME_ARTICLE_BONUS = 1.5;
/** A provision stating the figure the question asks for leads when it is at least this good relative to the best… */
const ANSWER_SHARE = 0.6;
/** …or this good, within the best provision's own article. */
const ANSWER_SHARE_SAME_ARTICLE = 0.25;
/** The share of a rule's words of the question another instrument's provision holds when it restates that rule. */
const RESTATES_SHARE = 0.8;
/** Provisions tried, best first, for a part's lead before the part is left unanswered. */
const MAX_LEAD_ATTEMPTS = 12;
/** The weight of a clause's second and third best units in its standing (its best counts whole). */
const CLAUSE_SHARE = 0.5;
/** A saving clause ("… shall not prejudice …") qualifies a rule; it leads only when nothing else bears. */
const SAVING_FACTOR = 0.3;
/** A derogation ("Notwithstanding …") leads only when clearly better than the rule it qualifies. */
const DEROGATION_FACTOR = 0.5;
/** The clause a provision relies on joins the Summary after it when it bears on the question at least this well relative to it. */
const GROUND_SHARE = 0.3;
/** What the question asks, stated: a definition asked for, a consequence asked for, a procedure asked for. */
const KIND_FACTOR = 1.6;
/** A provision holding little of the question leads only when nothing holds more. */
const WEAK_COVERAGE = 0.25;
const WEAK_FACTOR = 0.5;
/** A list quoted in Key Points or Details is given whole up to this many words; beyond, its bearing items and an elision. */
const WHOLE_LIST_WORDS = 90;

/**
 * A quoted provision: a sentence, or a lead-in with the items (or table rows) of its list, or the sentences of one
 * clause read together. `elided`: items of the list not quoted here (an elision mark says so; Details has them).
 */
export interface Quote {
  unit: Candidate;
  /** Sentences of the same clause quoted before it. */
  before: Candidate[];
  children: Candidate[];
  elided: Candidate[];
  /** Sentences of the same clause quoted after it (and after its list). */
  following: Candidate[];
  /** The relevance of the unit that earned the quote its place. */
  score: number;
  /** A quote from a linked article: how it stands to the cited one. The analyst names it in front of the quote. */
  link?: { kind: PassageLink['kind']; target: NumberedPassage };
}

export interface AnswerPlan {
  summary: Quote[];
  keyPoints: Quote[];
  details: Array<{ passage: NumberedPassage; quotes: Quote[] }>;
  fallback: boolean;
}

/** A part of the question, with the scores of every unit for it (parallel to the candidates). */
export interface QuestionPart {
  text: string;
  intents: QuestionIntents;
  scores: UnitScores;
  /** It asks the general rule and states no facts of its own (QueryPlan.general): "Can tax losses be carried forward?". */
  general?: boolean;
}

/** A unit that opens with its list label: "(b) …", "(iv) …", "ب- …". */
const ITEM_LABEL = /^(?:\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,3}|[\u0621-\u064A]{1,2})\)|[\u0621-\u064A]\u0640?\s?-)\s/i;

/** How a question (or a part of it) weighs the units: their relevance, the concepts they hold, the figure asked. */
export interface Weigh {
  score(x: Candidate): number;
  concepts(x: Candidate): readonly string[];
  answers(x: Candidate): boolean;
  shares: ConceptShares;
  /** The question asks who, or which things of a kind: a list of them is the answer as a whole, read in its order. */
  enumerates?: boolean;
}

/**
 * A lead-in whose list applies as a whole: every condition must be met ("all of the following", "جميع الشروط الآتية"),
 * or the rule is read from all the items together ("the lower of the following two values", "القيمة الأدنى من القيمتين").
 */
const CONJUNCTIVE =
  /\b(?:all|both|each) of the following\b|\ball the following\b|\b(?:lower|lowest|higher|highest|greater|greatest|lesser|least|sum|total|aggregate) of the following\b|(?:القيمة|المبلغ) (?:الأدنى|الأقل|الأعلى|الأكبر) من|مجموع (?:ال)?(?:آتي|تالي)|\bthe following conditions(?! (?:is|are) met)|\bcumulative|(?:جميع|كافة|كل) (?:ال)?(?:شروط|الشروط|المتطلبات|الآتي|التالي)|الشروط (?:الآتية|التالية)(?! .{0,20}أي)/i;
const ANY_OF = /\b(?:any|one|either) of the following\b|أي من|إحدى|احدى/i;

/** A list read as a whole, in its order: one that applies as a whole, or one of the persons a "who" question asks for. */
function readsWhole(lead: Candidate, weigh: Weigh): boolean {
  return isConjunctive(lead.text) || (weigh.enumerates === true && weigh.score(lead) > 0);
}

/**
 * A row of a table that states no figure and that the question does not name: an entry of a schedule (a listed entity),
 * not a rule with its amount or date. "Is Zayed University exempt?" names its entry (every word of it is the
 * question's); "Are charities exempt?" only shares a word with "Sharjah Charity House".
 */
function isScheduleEntry(c: Candidate): boolean {
  if (c.row === null || c.figures.amount || c.figures.time) return false;
  return !entryWords(c).every((t) => c.concepts.includes(t));
}

/** The Tax Procedures Law and the instruments under it (its Executive Regulation), by title. */
const TAX_PROCEDURES = /\bTax Procedures\b/i;
function isTaxProcedures(p: NumberedPassage): boolean {
  return TAX_PROCEDURES.test(p.title);
}
/** A provision that sets the Tax Procedures Law aside by name in its opening words (./sentence-kinds.ts `derogatesFromAnotherLaw`). */
function derogatesFromTaxProcedures(text: string): boolean {
  return derogatesFromAnotherLaw(text) && /Tax Procedures|الإجراءات الضريبية/.test(text.slice(0, 120));
}

/** A row of the table of an instrument on penalties (Cabinet Decision No. 75 of 2023's schedule of violations). */
function isPenaltyRow(c: Candidate): boolean {
  return c.row !== null && PENALTIES_TITLE.test(c.passage.title);
}
const PENALTIES_TITLE = /\bpenalt(?:y|ies)\b/i;

/** An entry's words, read as a question's are (stop words out: a place name counts for neither); once per row. */
const entryWordsOf = new WeakMap<Candidate, readonly string[]>();
function entryWords(c: Candidate): readonly string[] {
  let words = entryWordsOf.get(c);
  if (!words) entryWordsOf.set(c, (words = questionStems(c.text).filter((t) => !/\d/.test(t))));
  return words;
}

export function isConjunctive(leadIn: string): boolean {
  return CONJUNCTIVE.test(leadIn) && !ANY_OF.test(leadIn);
}

/** Measures the words a Summary made of these quotes takes, as rendered. */
export type SummaryMeasure = (quotes: readonly Quote[]) => number;

/** The units of each passage, by their order in the article. */
export class Units {
  private readonly byPassage = new Map<number, Candidate[]>();
  private readonly index = new Map<Candidate, number>();
  /** Each passage's units in order, and each clause's ("n:block"): read on every scoring of a unit, built once. */
  private readonly ofPassage = new Map<number, Candidate[]>();
  private readonly ofBlock = new Map<string, Candidate[]>();

  constructor(readonly all: readonly Candidate[]) {
    all.forEach((c, i) => {
      const list = this.byPassage.get(c.passage.n) ?? [];
      list[c.order] = c;
      this.byPassage.set(c.passage.n, list);
      this.index.set(c, i);
    });
    for (const [n, list] of this.byPassage) {
      const units = list.filter((x): x is Candidate => x !== undefined);
      this.ofPassage.set(n, units);
      for (const x of units) {
        const key = `${n}:${x.block}`;
        this.ofBlock.set(key, [...(this.ofBlock.get(key) ?? []), x]);
      }
    }
  }

  /** The candidate's place in the candidate list (for a part's scores). */
  at(c: Candidate): number {
    return this.index.get(c)!;
  }

  /** The passage's units in order (shared: callers read it, never change it). */
  of(p: NumberedPassage): readonly Candidate[] {
    return this.ofPassage.get(p.n) ?? [];
  }

  get(p: NumberedPassage, order: number): Candidate | undefined {
    return this.byPassage.get(p.n)?.[order];
  }

  /** The items (or rows) of a lead-in, in order. */
  children(lead: Candidate): Candidate[] {
    return lead.children.map((o) => this.get(lead.passage, o)).filter((x): x is Candidate => x !== undefined);
  }

  /** Every unit under a lead-in, at every depth, in the article's order. */
  descendants(lead: Candidate): Candidate[] {
    const out: Candidate[] = [];
    const walk = (x: Candidate) => {
      for (const child of this.children(x)) {
        out.push(child);
        walk(child);
      }
    };
    walk(lead);
    return out.sort((a, b) => a.order - b.order);
  }

  /** The lead-ins above `c`, innermost first. */
  ancestors(c: Candidate): Candidate[] {
    const out: Candidate[] = [];
    for (let p = c.parent === null ? undefined : this.get(c.passage, c.parent); p; p = p.parent === null ? undefined : this.get(p.passage, p.parent))
      out.push(p);
    return out;
  }

  /** The units of the clause `c` belongs to, in order. */
  block(c: Candidate): readonly Candidate[] {
    return this.ofBlock.get(`${c.passage.n}:${c.block}`) ?? [];
  }
}

/** A lead-in whose list says in what manner a rule stated before it applies: ", as follows:", "، على النحو الآتي:". */
const MANNER_LEAD_IN = /,\s*as follows\s*:?\s*$|[،,]\s*(?:وذلك\s+)?(?:على النحو (?:الآتي|التالي)|كما يلي|كالآتي|كالتالي)\s*:?\s*$/;

const unitsWords = (list: readonly Candidate[]) => list.reduce((s, c) => s + c.words, 0);

/** Every unit a quote quotes. */
export function quoteUnits(q: Quote): Candidate[] {
  return [...q.before, q.unit, ...q.children, ...q.following];
}

/** The lead-ins of a quote whose lists it quotes in part: one elision mark each. */
export function elisionGroups(q: Quote): Map<number, Candidate[]> {
  const groups = new Map<number, Candidate[]>();
  for (const x of q.elided) {
    const list = groups.get(x.parent ?? -1) ?? [];
    list.push(x);
    groups.set(x.parent ?? -1, list);
  }
  return groups;
}

/** The words a quote takes as rendered, about: its text, a citation mark per unit, a bullet per item, the elision marks, a table's header. */
function quoteWords(q: Quote): number {
  const rows = [q.unit, ...q.children].filter((c) => c.row);
  const header = rows.length ? rows[0]!.row!.header.reduce((s, h) => s + h.split(/\s+/).length + 1, 2) + rows[0]!.row!.header.length : 0;
  const rowWords = rows.reduce((s, r) => s + r.row!.cells.reduce((t, c) => t + (c ? c.split(/\s+/).length : 0) + 1, 1), 0);
  const units = quoteUnits(q);
  // A citation mark after every unit (and "(repealed)" after one from a repealed document), a bullet before every
  // item, and an elision mark "- […] (not quoted here: (a), (c))" for every list quoted in part.
  const marks = units.length + (q.unit.passage.repealed ? units.length : 0);
  const elisions = [...elisionGroups(q).values()].reduce((n, left) => n + 5 + Math.max(3, left.length), 0);
  return unitsWords(units.filter((c) => !c.row)) + rowWords + header + marks + q.children.filter((c) => !c.row).length + elisions;
}

class Planner {
  readonly used = new Set<string>();
  /** Passages quoted so far, in the order they were first quoted. */
  readonly cited: NumberedPassage[] = [];
  private readonly summaryPassages = new Set<number>();
  /** Question concepts held by what is quoted so far. */
  private readonly covered = new Set<string>();
  private readonly relevance: Map<number, number>;
  /** The passages by "legislationId#number", as citator links name them. */
  private readonly byArticle: Map<string, NumberedPassage>;
  /** The whole question's scoring units, best first. */
  readonly ranked: Candidate[];
  /** Every clause quoted in part somewhere: Details gives it whole. */
  readonly partial = new Map<string, Candidate>();
  /** Passages holding a derogation from another passage retrieved here: the rule they name answers first. */
  private readonly derogatesRetrieved = new Set<number>();
  /** The clauses of each passage that another clause of it names as its exceptions ("Except for … Clauses (2) and (6) …"). */
  private readonly excepted = new Map<number, Set<number>>();
  /** Each part's reading of whether it asks the asker's own right (`asksOwnRight`). */
  private readonly ownRightAsked = new Map<QuestionPart, boolean>();
  /** Provisions of other instruments that set the Tax Procedures Law aside for their subject ("By way of exception from …"). */
  private readonly specialRules: Candidate[] = [];
  /** Units that only point to another article retrieved here by its number and heading ("(a) Article 50 – General Anti-abuse Rule."). */
  private readonly pointers = new Set<Candidate>();

  constructor(
    readonly units: Units,
    private readonly passages: NumberedPassage[],
    private readonly shares: ConceptShares,
    private readonly parts: QuestionPart[],
  ) {
    this.relevance = relativeRelevance(passages);
    this.byArticle = new Map(passages.map((p) => [`${p.legislationId}#${p.number}`, p]));
    this.whole = { score: (x) => x.score, concepts: (x) => x.concepts, answers: (x) => x.answersFigure, shares };
    this.ranked = units.all.filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.rank - b.rank || a.order - b.order);
    for (const c of units.all) {
      if (c.parent !== null) continue;
      if (!isTaxProcedures(c.passage) && derogatesFromTaxProcedures(c.text)) this.specialRules.push(c);
      const named = derogatedArticle(c.text);
      const rule = named === null ? undefined : this.byArticle.get(`${c.passage.legislationId}#${named}`);
      if (!rule || rule === c.passage) continue;
      this.derogatesRetrieved.add(c.passage.n);
    }
    for (const c of units.all) {
      if (c.parent !== null) continue;
      for (const k of exceptedClauses(c.text)) if (k !== c.clause) this.excepted.set(c.passage.n, (this.excepted.get(c.passage.n) ?? new Set()).add(k));
    }
    const headings = new Map<string, NumberedPassage>();
    for (const p of passages) for (const h of [p.heading, p.headingAr]) if (h?.trim()) headings.set(foldHeading(h), p);
    for (const c of units.all) {
      const named = pointedHeading(c.text);
      const target = named === null ? undefined : headings.get(foldHeading(named));
      if (target && target !== c.passage) this.pointers.add(c);
    }
  }

  /** Quoted already: this unit, or one of the same words elsewhere (Candidate.key). */
  /** The passage a citator link points to, when it is among the passages. */
  private linkTarget(link: Pick<PassageLink, 'legislationId' | 'number'>): NumberedPassage | undefined {
    return this.byArticle.get(`${link.legislationId}#${link.number}`);
  }

  private isUsed(c: Candidate): boolean {
    return this.used.has(c.key);
  }

  private mark(c: Candidate): void {
    this.used.add(c.key);
  }

  take(q: Quote): Quote {
    for (const c of quoteUnits(q)) {
      this.mark(c);
      for (const t of [...c.concepts, ...c.headingConcepts]) this.covered.add(t);
    }
    if (q.elided.length) this.partial.set(`${q.unit.passage.n}:${q.unit.block}`, q.unit);
    if (!this.cited.includes(q.unit.passage)) this.cited.push(q.unit.passage);
    return q;
  }

  /** The same unit in a document in force, when `c` is from a repealed one: quoted instead. */
  private inForce(c: Candidate): Candidate {
    if (!c.passage.repealed) return c;
    return this.ranked.find((x) => x.key === c.key && !x.passage.repealed) ?? c;
  }

  /**
   * The quote that gives `c` whole: the provision it belongs to — its lead-ins up to the clause's first, a lead-in
   * with the items of its list at every depth, the other sentences of its clause — as far as `words` allows: `c` and
   * its lead-ins always, then what bears most on the question (`weigh`), every item of a list that needs all of them
   * ("all of the following conditions") in the article's order, and every lead-in quoted with one item at least; the
   * items left out are `elided`. Null when even the least does not fit.
   */
  quote(c: Candidate, words: number, weigh: Weigh, bare = false): Quote | null {
    const free = (x: Candidate) => !this.isUsed(x);
    // From the provision's first lead-in still unquoted above `c` (a list quoted before leaves its items to quote
    // alone) inwards: an article's preface ("… in accordance with the following conditions:") gives way to the
    // numbered clause under it when both do not fit, but a lettered item ("(b) …") never opens a quote while its
    // lead-in can.
    const chain = [c, ...this.units.ancestors(c)];
    const outermostFirst = chain.filter(free).reverse();
    // An item of a list opens a quote on its own only where its lead-in was quoted already (and never in the Summary),
    // except a numbered clause under the article's opening words ("… in accordance with the following conditions:"),
    // which is a provision of its own — when it states one: "2. A Qualifying Free Zone Person." only ends its lead-in's
    // sentence ("… must not be any of the following:").
    const leadQuoted = (x: Candidate) => x.parent !== null && !free(this.units.get(x.passage, x.parent)!);
    const standalone = (x: Candidate) => x.parent === null || (this.isPrefaceItem(x) && !ITEM_LABEL.test(x.text) && statesProvision(x.text));
    // A definition is whole by itself, whatever list holds it: the term it defines says what it is about.
    const definition = free(c) && c.parent !== null && definedTerm(c.text) !== null ? [c] : [];
    const roots = [...definition, ...outermostFirst.filter(standalone), ...outermostFirst.filter((x) => !standalone(x) && bare && leadQuoted(x))];
    for (const root of roots) {
      const list = root.leadIn ? this.units.descendants(root).filter(free) : [];
      // A lead-in whose items are all quoted already would end on ':' here.
      if (root.leadIn && !list.length) continue;
      // The other sentences of its clause (a table's rows are not sentences of the clause that holds them).
      // (A lead-in among them is a provision of its own, never quoted without its list.)
      const sentences =
        root.parent === null && !root.row ? this.units.block(root).filter((x) => x.parent === null && x !== root && !x.row && !x.leadIn && free(x)) : [];
      // A list that applies as a whole is quoted from its first item, whichever item earned it its place (a list of the
      // persons a "who" question asks for, from its very first item, whatever depth the item that earned it lies at).
      const must =
        weigh.enumerates === true && readsWhole(root, weigh)
          ? []
          : chain.slice(0, chain.indexOf(root)).filter((x) => !(x.parent === root.order && readsWhole(root, weigh)));
      const q = this.fit(root, list, sentences, must, words, weigh);
      if (q) return q;
    }
    return null;
  }

  /** An item of the lead-in that opens the article ("… in accordance with the following conditions:"). */
  private isPrefaceItem(x: Candidate): boolean {
    if (x.parent === null) return false;
    const lead = this.units.get(x.passage, x.parent);
    return lead !== undefined && lead.parent === null && this.units.of(x.passage)[0] === lead;
  }

  /**
   * `root` with what fits in `words` of `list` (its unquoted descendants) and `sentences` (the other sentences of its
   * clause): `must` and their lead-ins first, then by how much each bears on the question. Null when even the least
   * does not fit.
   */
  fit(root: Candidate, list: readonly Candidate[], sentences: readonly Candidate[], must: readonly Candidate[], words: number, weigh: Weigh): Quote | null {
    const build = (set: ReadonlySet<Candidate>): Quote => {
      const children = list.filter((x) => set.has(x));
      const included = new Set([root, ...children]);
      return {
        unit: root,
        before: sentences.filter((x) => set.has(x) && x.order < root.order),
        children,
        // Every item of a list quoted in part that this quote leaves out, those quoted elsewhere in the answer too (the
        // same words in another document's list are quoted once): none is dropped without its mark.
        elided: this.units.descendants(root).filter((x) => !set.has(x) && x.parent !== null && included.has(this.units.get(x.passage, x.parent)!)),
        following: sentences.filter((x) => set.has(x) && x.order > root.order),
        score: weigh.score(must[0] ?? root),
      };
    };
    const whole = build(new Set([...list, ...sentences]));
    if (quoteWords(whole) <= words) return whole;
    const inList = new Set(list);
    // A unit's priority depends on the unit and the weights only: worked out once per unit of this fit.
    const priorities = new Map<Candidate, number>();
    const priority = (x: Candidate) => {
      let p = priorities.get(x);
      if (p === undefined) priorities.set(x, (p = this.priority(x, weigh)));
      return p;
    };
    const withAncestors = (x: Candidate) => [x, ...this.units.ancestors(x).filter((a) => inList.has(a))];
    // Every lead-in quoted keeps an item (whose own list, if it opens one, keeps one in turn).
    const complete = (set: Set<Candidate>) => {
      for (let changed = true; changed;) {
        changed = false;
        for (const lead of [root, ...list.filter((x) => set.has(x) && x.leadIn)]) {
          const items = this.units.children(lead).filter((x) => inList.has(x));
          if (!items.length || items.some((x) => set.has(x))) continue;
          set.add([...items].sort((a, b) => priority(b) - priority(a) || a.order - b.order)[0]!);
          changed = true;
        }
      }
      return set;
    };
    let best = complete(new Set(must.flatMap(withAncestors)));
    if (quoteWords(build(best)) > words) {
      // A duty stated whole with its figure, whose list only says in what manner ("… shall provide … within (10) ten
      // Business Days from receipt of the request, as follows:"), is a rule without its list: where no item fits beside
      // it, it is quoted with every item marked as not quoted, rather than not at all. Not a lead-in whose list completes
      // what it says ("… within (20) twenty Business Days from the date on which any of the following circumstances
      // occurs:"), nor when an item is what earned it its place.
      const bare = new Set(must.filter((x) => x === root));
      const whole = root.leadIn && MANNER_LEAD_IN.test(root.text) && (root.figures.amount || root.figures.time);
      if (!whole || bare.size !== must.length || quoteWords(build(bare)) > words) return null;
      return build(bare);
    }
    const next = [...list, ...sentences].filter((u) => !best.has(u) && priority(u) > 0).sort((a, b) => priority(b) - priority(a) || a.order - b.order);
    // A list read in its order is quoted up to its first item that does not fit; a later item jumps the gap only when it
    // bears on the question, not because it is short ("(a) …, (e) Any other conditions as may be determined by the
    // Minister." with (b)–(d) left out).
    const stopped = new Set<Candidate>();
    for (const x of next) {
      const lead = x.parent === null ? undefined : this.units.get(x.passage, x.parent);
      const inOrder = lead !== undefined && readsWhole(lead, weigh);
      if (inOrder && stopped.has(lead) && (weigh.enumerates === true || weigh.score(x) <= 0)) continue;
      const trial = complete(new Set([...best, ...withAncestors(x)]));
      if (quoteWords(build(trial)) <= words) best = trial;
      else if (inOrder) stopped.add(lead);
    }
    return build(best);
  }

  /**
   * Which unit of a provision to quote first when not all fit: every item of a list that needs all of them, in the
   * article's order; then the sentence stating the figure asked for; then by the share of the question an item holds
   * with its own sub-items (which item of "any of the following" the question is about), its relevance breaking ties.
   */
  private priority(x: Candidate, weigh: Weigh): number {
    const lead = x.parent === null ? undefined : this.units.get(x.passage, x.parent);
    // (Unless the question asks for the list itself, the items bearing on it come first: a condition the question's facts
    // meet or fail says more than "The conditions referred to in Clause (1) of Article (40) … are met".)
    if (lead && readsWhole(lead, weigh)) return (weigh.enumerates !== true && weigh.score(x) > 0 ? 4 : 3) - x.order / 1e4;
    const concepts = new Set<string>();
    for (const u of [x, ...(x.leadIn ? this.units.descendants(x) : [])]) for (const t of weigh.concepts(u)) concepts.add(t);
    let share = 0;
    for (const t of concepts) share += weigh.shares.get(t) ?? 0;
    return (weigh.answers(x) ? 1 : 0) + share + 1e-3 * weigh.score(x);
  }

  /** How well `c` would lead the Summary for `part`: its relevance, retrieval's order, and what it states. */
  private leadScore(c: Candidate, part: QuestionPart): number {
    const i = this.units.at(c);
    let s = part.scores.score[i]! / (1 + SUMMARY_RANK_DECAY * c.rank);
    if (c.saving) s *= SAVING_FACTOR;
    // A table row that states no figure names an entry of a schedule ("Sharjah Charity House"): it illustrates the rule
    // the article states, and leads only when nothing else bears.
    if (isScheduleEntry(c)) s *= SAVING_FACTOR;
    // The general rule of the Tax Procedures Law gives way where the Corporate Tax Law sets it aside for its subject
    // (`specialRules`): "How long must records be kept?" is answered by the Law's seven years, "By way of exception from
    // the provisions of the Tax Procedures Law", not by the Executive Regulation's five.
    if (this.displacedBySpecialRule(c, part)) s *= DEROGATION_FACTOR * DEROGATION_FACTOR;
    // A derogation within its own instrument qualifies the rule it names; the rule leads (a yes/no question then gets the
    // derogation too), the more surely when retrieval found that rule too. One from another law is that law's rule for
    // its subject, as above.
    const opening = this.units.block(c)[0]?.text ?? c.text;
    // (Not when it states what the question asks happens: "Clause (1) … shall not apply if any of the following occurs
    // within (2) two years" is the consequence of selling the shares received in a restructuring.)
    const consequenceAsked = part.intents.consequence && statesConsequence(opening);
    if (isDerogation(opening) && !derogatesFromAnotherLaw(opening) && !consequenceAsked)
      s *= this.derogatesRetrieved.has(c.passage.n) ? DEROGATION_FACTOR * DEROGATION_FACTOR : DEROGATION_FACTOR;
    // So does a special case that the article's general rule names as its exception ("In the case of Tax Evasion … within
    // (15) fifteen years" is excepted by "Except for the cases set out in Clauses (2), (3), (6) and (7) …, (5) five years").
    else if (c.clause !== null && this.excepted.get(c.passage.n)?.has(c.clause)) s *= DEROGATION_FACTOR;
    if (part.intents.definition && statesDefinition(c.text)) {
      // Above all, the definition of the term the question names: every word of it ("Top-up Tax" is not asked for by
      // "What is Corporate Tax?", whose definition stands beside it in the same article).
      if (this.definesAsked(c, part)) s *= KIND_FACTOR * KIND_FACTOR;
      // Another term's definition beside it in the same list ("**Top-up Tax**: …" under "**Corporate Tax**: …", "الدخل
      // الخاضع للضريبة: الدخل الخاضع لضريبة الشركات …") holds the question's words but says what something else is: it
      // answers another question.
      else if (definedTerm(c.text) && this.askedDefinitionFound(part)) s = 0;
      else s *= KIND_FACTOR;
    } else if (c.order === 0 && (c.passage.headsAskedTerm || (part.intents.definition && this.headingNamed(c.passage)))) {
      // "What is a Tax Group?": the article headed "Tax Group" says what it is in its opening provision. So does the
      // article headed by the term a question asks for by its meaning ("Who is subject to Corporate Tax?": Taxable Person).
      s *= KIND_FACTOR * KIND_FACTOR;
    } else if (part.intents.yesNo && statesDefinition(c.text)) {
      // A definition says what a term means; it decides no yes/no question ("Are capital gains on shares exempt?" is not
      // answered by "A Participating Interest means an ownership interest of (5%) …", which holds its words).
      s /= KIND_FACTOR;
    }
    if (part.intents.consequence && (c.consequence || consequenceAsked)) s *= KIND_FACTOR;
    // A row of a schedule of penalties states what a violation costs: it answers "how much" and "what happens if", not
    // when or how the duty it names is done ("ما المهلة المتاحة لنا لإبلاغ الهيئة …؟" was led by the penalty for not
    // informing the Authority, whose "(24) months" of repetition read as the period asked for).
    else if (isPenaltyRow(c) && !part.intents.amount && !part.intents.consequence) s /= KIND_FACTOR;
    if (part.intents.procedure && statesProcedure(c.text)) s *= KIND_FACTOR;
    // "Can we …?" asked by a person is decided by the right the law grants that person ("… may view or obtain the
    // documents …"), not by the Authority's duty that follows from it ("the Authority shall provide …").
    if (part.intents.yesNo && this.asksOwnRight(part) && grantsRight(c.text)) s *= KIND_FACTOR * KIND_FACTOR;
    // "From when does …?" is answered by the provision that says from when ("… shall apply to Tax Periods commencing on or
    // after 1 June 2023"), which shares few of the question's words: "متى يبدأ تطبيق القانون" meets "يُطبق … التي تبدأ في أو
    // بعد" in none of its stems.
    if (part.intents.commencement && statesCommencement(c.text)) s *= KIND_FACTOR;
    // A general yes/no question is decided by the rule the best article opens with, when its heading names what is asked
    // about ("Can tax losses be carried forward?": "A Tax Loss may be deducted from the Taxable Income of subsequent Tax
    // Periods"); a question stating its own facts is decided by the clause that meets them. So is a general question
    // that asks for nothing in particular (no figure, time, persons, steps, consequence or meaning): "When does a
    // foreign company have a permanent establishment?" asks for the rule, which Article (14) opens with; and one that
    // asks which things of a kind the rule covers ("What expenses are deductible?": Article (28)(1)).
    const asksTheRule = part.intents.yesNo || part.intents.which || !Object.values(part.intents).some(Boolean);
    if (part.general && asksTheRule && c.rank === 0 && c.order === 0 && this.headingShares(c.passage)) s *= KIND_FACTOR;
    // A line naming another article by its heading holds the question's words because that article does: it answers.
    if (this.pointers.has(c)) s *= DEROGATION_FACTOR * DEROGATION_FACTOR;
    if (part.scores.coverage[i]! < WEAK_COVERAGE) s *= WEAK_FACTOR;
    return s;
  }

  /** Whether the part asks what the one asking may do ("Can we …?"), read once per part rather than for each unit scored. */
  private asksOwnRight(part: QuestionPart): boolean {
    let asked = this.ownRightAsked.get(part);
    if (asked === undefined) this.ownRightAsked.set(part, (asked = asksOwnRight(part.text)));
    return asked;
  }

  /**
   * Whether `c`, a provision of the Tax Procedures Law or its Executive Regulation, is on a subject a retrieved provision
   * of another instrument takes out of that law (lex specialis): the special rule bears on the question, and holds at
   * least half of what `c` holds of it.
   */
  private displacedBySpecialRule(c: Candidate, part: QuestionPart): boolean {
    if (!this.specialRules.length || !isTaxProcedures(c.passage)) return false;
    const own = part.scores.concepts[this.units.at(c)] ?? [];
    if (!own.length) return false;
    return this.specialRules.some((x) => {
      const i = this.units.at(x);
      if (part.scores.coverage[i]! < WEAK_COVERAGE) return false;
      const theirs = part.scores.concepts[i] ?? [];
      return own.filter((t) => theirs.includes(t)).length * 2 >= own.length;
    });
  }

  /** Whether the passage's heading names some of what the question asks about ("Tax Loss Relief" and "tax losses"). */
  private headingShares(p: NumberedPassage): boolean {
    const heading = [p.heading, p.headingAr].flatMap((h) => (h ? [questionStems(h)] : []));
    return heading.some((stems) => stems.some((t) => this.shares.has(t)));
  }

  private ownStems: Set<string> | null = null;
  private readonly askedDefinitions = new Map<QuestionPart, boolean>();
  private readonly namedTerms = new Map<QuestionPart, string[][]>();

  /**
   * Whether `c` defines the term `part` asks about: the term retrieval found the question asking the meaning of, in the
   * definitions article it found for it (`definesAskedTerm`: "What is Corporate Tax?" has no word left to compare once
   * the regime's name is set aside); elsewhere, a term every word of which is the question's, unless it is part of a
   * longer such term ("Tax" of "Tax Difference": the question names the longer one).
   */
  private definesAsked(c: Candidate, part: QuestionPart): boolean {
    const term = definedTerm(c.text);
    if (!term) return false;
    const written = c.passage.definesAskedTerm;
    if (written) return written.some((t) => sameWords(t, term));
    const stems = this.namedBy(term, part);
    return stems !== null && !this.termsNamed(part).some((n) => n.length > stems.length && stems.every((t) => n.includes(t)));
  }

  /** The term's words when every one of them is the question's, else null. */
  private namedBy(term: string, part: QuestionPart): string[] | null {
    // (A one-part question's own view has no shares: the whole question's are its.)
    const shares = part.scores.shares.size ? part.scores.shares : this.shares;
    const stems = [...new Set(textStems(term))];
    return stems.length && stems.every((t) => shares.has(t)) ? stems : null;
  }

  /** The terms defined among the passages that the question names, every word of them (read once per part). */
  private termsNamed(part: QuestionPart): string[][] {
    let named = this.namedTerms.get(part);
    if (!named) {
      named = [...termsDefined(this.units.all)].flatMap((term) => {
        const stems = this.namedBy(term, part);
        return stems ? [stems] : [];
      });
      this.namedTerms.set(part, named);
    }
    return named;
  }

  /** Whether a passage defines the term a definition question asks about (read once per part). */
  private askedDefinitionFound(part: QuestionPart): boolean {
    let found = this.askedDefinitions.get(part);
    if (found === undefined) {
      found = this.units.all.some((c) => statesDefinition(c.text) && this.definesAsked(c, part));
      this.askedDefinitions.set(part, found);
    }
    return found;
  }

  /** Whether the question names the passage's heading, every word of it ("What is a Tax Group?" and "Tax Group"). */
  private headingNamed(p: NumberedPassage): boolean {
    // In the question's own words: a practitioner wording it implies is not the question naming it.
    this.ownStems ??= new Set(this.parts.flatMap((part) => questionStems(part.text)));
    const own = this.ownStems;
    return [p.heading, p.headingAr].some((h) => !!h && namesHeading(own, h));
  }

  /**
   * The best unit, for the question, of a clause of its own article that the quote relies on (./sentence-kinds.ts
   * `clausesReliedOn`), when one bears on the question at least `GROUND_SHARE` as well as the quote and is not quoted yet.
   */
  private groundOf(q: Quote, weigh: Weigh): Candidate | undefined {
    const own = q.unit.clause;
    const named = new Set<number>();
    // …and the clauses of other articles of its instrument it states its rule by, when retrieval brought them.
    const elsewhere = new Map<NumberedPassage, Set<number>>();
    for (const x of [q.unit, ...this.units.ancestors(q.unit), ...q.before, ...q.following]) {
      for (const k of clausesReliedOn(x.text, x.passage.number)) if (k !== own) named.add(k);
      for (const { article, clause } of otherArticleClausesReliedOn(x.text)) {
        const p = this.byArticle.get(`${q.unit.passage.legislationId}#${article}`);
        if (p && p !== q.unit.passage) elsewhere.set(p, (elsewhere.get(p) ?? new Set()).add(clause));
      }
    }
    if (!named.size && !elsewhere.size) return undefined;
    let best: Candidate | undefined;
    const consider = (x: Candidate, clauses: ReadonlySet<number>) => {
      if (x.clause === null || !clauses.has(x.clause) || this.isUsed(x) || weigh.score(x) <= 0) return;
      if (!best || weigh.score(x) > weigh.score(best)) best = x;
    };
    for (const x of this.units.of(q.unit.passage)) consider(x, named);
    for (const [p, clauses] of elsewhere) for (const x of this.units.of(p)) consider(x, clauses);
    return best && weigh.score(best) >= GROUND_SHARE * q.score ? best : undefined;
  }

  /** The clause of the quote's article that follows on from the quoted clause being applied (sentence-kinds.ts `sequelTo`), when it bears on the question. */
  private sequelOf(q: Quote, weigh: Weigh): Candidate | undefined {
    const own = q.unit.clause;
    if (own === null) return undefined;
    return this.units
      .of(q.unit.passage)
      .find((x) => x.clause !== own && x.parent === null && !this.isUsed(x) && weigh.score(x) > 0 && sequelTo(x.text) === own);
  }

  /** The words of the clause `c` belongs to (what quoting it whole would take). */
  private blockWords(c: Candidate): number {
    return Math.max(10, unitsWords(this.units.block(c)));
  }

  /** The whole question as one part: its scores, its intents. */
  private wholePart(): QuestionPart {
    if (this.parts.length === 1) return this.parts[0]!;
    return {
      text: '',
      intents: this.parts.reduce((m, p) => ({ ...m, ...Object.fromEntries(Object.entries(p.intents).filter(([, v]) => v)) }), this.parts[0]!.intents),
      scores: wholeQuestionScores(this.units.all, this.shares),
    };
  }

  /** How a part of the question weighs the units. */
  private weighFor(part: QuestionPart): Weigh {
    const at = (x: Candidate) => this.units.at(x);
    return {
      score: (x) => part.scores.score[at(x)]!,
      concepts: (x) => part.scores.concepts[at(x)]!,
      answers: (x) => part.scores.answersFigure[at(x)]!,
      shares: part.scores.shares,
      enumerates: part.intents.who || part.intents.which,
    };
  }

  /** How the whole question weighs the units (the scores written on the candidates). */
  readonly whole: Weigh;

  /**
   * The provisions (clauses) that bear on a part, best first, each by its best unit: a clause weighs by its best
   * unit and, at half weight, its next two. A clause that treats the question's subject throughout (a rule with its
   * conditions) outweighs a sentence that names the question's words once in passing.
   */
  private provisions(part: QuestionPart): Array<{ c: Candidate; s: number }> {
    const weigh = this.weighFor(part);
    const byClause = new Map<string, Array<{ c: Candidate; s: number }>>();
    const own = (c: Candidate) => part.scores.own[this.units.at(c)]!;
    for (const c of this.units.all) {
      // A part is answered by what holds its own words, not only the situation it shares with the other parts.
      if (weigh.score(c) <= 0 || this.isUsed(c) || (this.parts.length > 1 && !own(c))) continue;
      const key = `${c.passage.n}:${c.block}`;
      const list = byClause.get(key) ?? [];
      list.push({ c, s: this.leadScore(c, part) });
      byClause.set(key, list);
    }
    return [...byClause.values()]
      .map((list) => {
        list.sort((a, b) => b.s - a.s);
        const [first, second, third] = list;
        // What a thing is, one statement says: a clause that names it again and again (leaving a Tax Group) is not thereby
        // its definition.
        const share = part.intents.definition ? 0 : CLAUSE_SHARE;
        return { c: first!.c, s: first!.s + share * ((second?.s ?? 0) + (third?.s ?? 0)) };
      })
      .sort((a, b) => b.s - a.s);
  }

  /**
   * The answer first: when the part asks for a figure (an amount, a date or period) and a provision nearly as good as
   * the best states one of that kind, it leads.
   */
  private answerFirst(provisions: Array<{ c: Candidate; s: number }>, weigh: Weigh, part?: QuestionPart): Array<{ c: Candidate; s: number }> {
    const first = provisions[0];
    if (!first) return provisions;
    // Within the best article (the one retrieval and the scoring agree answers), the clause stating what is asked leads
    // even when it holds fewer of the question's words; from another article, only when it is nearly as good.
    // …or when its article is about the figure asked: its heading names that kind of figure and what the question asks
    // about ("Deadline for Submitting the Exemption Application" for "how long do we have to apply for the exemption?").
    const asked = part ? figuresAsked(part.intents) : null;
    const good = ({ c, s }: { c: Candidate; s: number }) =>
      c.passage === first.c.passage
        ? weigh.score(c) >= ANSWER_SHARE_SAME_ARTICLE * weigh.score(first.c)
        : s >= ANSWER_SHARE * first.s ||
          (asked !== null && !!c.passage.heading && headingNamesFigure(c.passage.heading, asked) && this.headingShares(c.passage));
    const answers = (p: { c: Candidate; s: number }) =>
      good(p) && (this.states(p.c, weigh) || (part !== undefined && this.statesThroughSource(p.c, part, weigh)));
    // The best article's own clause first: another article's, ranked between them, does not pass over it.
    const own = provisions.findIndex((p) => p.c.passage === first.c.passage && answers(p));
    const at = own >= 0 ? own : provisions.findIndex(answers);
    return at <= 0 ? provisions : [provisions[at]!, ...provisions.slice(0, at), ...provisions.slice(at + 1)];
  }

  /** Whether the clause of `c` (its own text, or its list's) states the figure the question asks for. */
  private states(c: Candidate, weigh: Weigh): boolean {
    return this.units.block(c).some((x) => weigh.answers(x));
  }

  /** The Summary: each part's provision, then its exception, the delegation, another part of the question. */
  summary(measure: SummaryMeasure): Quote[] {
    const out: Quote[] = [];
    // The Summary's words as rendered, measured again only when a quote joins it.
    let measured = measure(out);
    const push = (q: Quote) => {
      out.push(this.take(q));
      measured = measure(out);
    };
    const room = () => SUMMARY_WORDS - measured;
    const leads: Array<{ quote: Quote; part: QuestionPart; score: number }> = [];
    for (const part of this.parts) {
      const weigh = this.weighFor(part);
      // The answer first among the provisions still to try: one that does not fit leaves the choice to the best of the
      // rest, and a clause stating what is asked leads when it is nearly as good as that one.
      let pending = this.provisions(part);
      for (let attempt = 0; attempt < MAX_LEAD_ATTEMPTS && pending.length; attempt++) {
        const [next, ...rest] = this.answerFirst(pending, weigh, part);
        const { c, s } = next!;
        pending = rest;
        // (The provision as in force: a repealed one's replacement where retrieval brought it.)
        const chosen = this.inForce(c);
        // Room kept for the definition that states what the provision states only through a term it relies on.
        // (Or for the provision of the instrument it applies that states it.)
        const definition = this.figureSource(chosen, part, weigh);
        const definitionQuote = definition ? this.quote(definition, room(), weigh) : null;
        const reserve = definitionQuote ? quoteWords(definitionQuote) : 0;
        // When the two do not fit, the provision alone still answers before a worse one does; unless the other instrument's
        // provision restates it with the figure (Ministerial Decision No. 139 of 2023: "For the purposes of Article (4) of
        // Cabinet Decision No. (55) of 2023 …, the de minimis requirements shall be deemed met if … (5%) … or AED 5,000,000
        // …, whichever is lower"): that one then answers alone, the rule it fills in left to the Key Points.
        const together = this.quote(chosen, room() - reserve, weigh);
        const restating = definition && !together && this.restates(definition, chosen, weigh);
        const quoted = restating ? definitionQuote : (together ?? (reserve ? this.quote(chosen, room(), weigh) : null));
        // A part answered from the other end of a delegation quoted already is named for what it is.
        const link = quoted && out.length ? this.linkFromCited(quoted.unit.passage) : undefined;
        const base = quoted && link ? { ...quoted, link } : quoted;
        // A yes/no question is decided by the article's verdict ("… shall be exempt from Corporate Tax"): when the lead is
        // the definition or the conditions it rests on, the verdict joins it (the lead shortened, or its exception leading,
        // to make room).
        const deciding = base && part.intents.yesNo ? this.verdictFor(base, weigh, part) : undefined;
        let decided = deciding ? this.quote(deciding, room(), weigh) : null;
        const withDecided = (qs: Quote[]) => (decided ? [...qs, decided] : qs);
        let q = this.decidingException(base, part, weigh, room(), (qs) => measure([...out, ...withDecided(qs)]) <= SUMMARY_WORDS);
        if (!q || measure([...out, q]) > SUMMARY_WORDS) continue;
        const leadUnits = quoteUnits(q);
        if (decided && quoteUnits(decided).some((x) => leadUnits.includes(x))) decided = null;
        if (decided && measure([...out, q, decided]) > SUMMARY_WORDS) {
          const shorter = this.quote(q.unit, room() - quoteWords(decided), weigh);
          if (shorter && measure([...out, shorter, decided]) <= SUMMARY_WORDS) q = { ...shorter, link: q.link };
          else decided = null;
        }
        // Room kept for the clause of its article the lead relies on ("any amount remaining under Clause (1) of this
        // Article"), quoted after it by the ground pass: the cases of its list the question does not ask about give way.
        const ground = this.groundOf(q, weigh);
        const groundQuote = ground ? this.quote(ground, room(), weigh) : null;
        if (groundQuote && measure([...out, ...withDecided([q]), groundQuote]) > SUMMARY_WORDS) {
          const answering = quoteUnits(q).filter((x) => weigh.answers(x) || x === chosen);
          // A quote's own count of its words runs a little above the rendered count: the widest that fits, rendered.
          const budget = room() - quoteWords(groundQuote) - (decided ? quoteWords(decided) : 0);
          for (const extra of [10, 5, 0]) {
            const shorter = this.quote(q.unit, budget + extra, weigh);
            if (!shorter || quoteUnits(shorter).length === quoteUnits(q).length) continue;
            if (!answering.every((x) => quoteUnits(shorter).includes(x))) break;
            if (measure([...out, ...withDecided([shorter]), groundQuote]) > SUMMARY_WORDS) continue;
            // (Scored as the lead was: the ground pass weighs the ground against it.)
            q = { ...shorter, link: q.link, score: q.score };
            break;
          }
        }
        // Before a definition or a list of conditions it rests on; after a rule of its own.
        const first = decided !== null && (q.unit.leadIn || statesDefinition(q.unit.text));
        if (decided && first) push(decided);
        push(q);
        if (decided && !first) push(decided);
        leads.push({ quote: q, part, score: s });
        // Quoted again (the provision may have taken some of its units); as quoted first when it comes from another
        // passage, since a quote's own count of its words runs a little above the Summary's rendered count.
        const defined =
          definitionQuote && !this.isUsed(definition!)
            ? (this.quote(definition!, room(), weigh) ?? (definition!.passage !== q.unit.passage ? definitionQuote : null))
            : null;
        if (defined && measure([...out, defined]) <= SUMMARY_WORDS) push(defined);
        break;
      }
    }
    if (!leads.length) return out;
    for (const q of out) this.summaryPassages.add(q.unit.passage.n);
    const best = Math.max(...leads.map((l) => l.score));
    const add = (q: Quote | null) => {
      if (!q || measure([...out, q]) > SUMMARY_WORDS) return false;
      push(q);
      this.summaryPassages.add(q.unit.passage.n);
      return true;
    };

    // A yes/no question is answered by its deciding rule with its exceptions: first the clause that derogates from the
    // lead's own ("By way of exception from Clause (1) of this Article"), then the exception that bears most on it.
    for (const { quote, part } of leads) {
      if (!part.intents.yesNo) continue;
      const weigh = this.weighFor(part);
      const exception = this.exceptionTo(quote, weigh);
      if (exception) add(this.quote(exception, room(), weigh));
    }

    // What follows once the lead's clause applies ("Where Clause (1) of this Article applies, … to each transfer if at
    // least one of the Taxable Persons … elects"): the rest of the lead's rule, before any other provision.
    for (const { quote, part } of leads) {
      const weigh = this.weighFor(part);
      const sequel = this.sequelOf(quote, weigh);
      if (sequel) add(this.quote(sequel, room(), weigh));
    }

    // A delegation read whole: the Law's article and the decision that fills it in, whichever retrieval put first.
    for (const { quote, part } of leads) {
      const weigh = this.weighFor(part);
      for (const link of quote.unit.passage.links ?? []) {
        if (!link.retrieved || (link.kind !== 'implemented_by' && link.kind !== 'implements')) continue;
        const target = this.linkTarget(link);
        if (!target || this.summaryPassages.has(target.n)) continue;
        // The first best lead among its units (what a stable sort by lead score would put first).
        let c: Candidate | undefined;
        let lead = -Infinity;
        for (const x of this.units.of(target)) {
          if (this.isUsed(x) || weigh.score(x) <= 0 || x.saving) continue;
          const s = this.leadScore(x, part);
          if (s > lead) [c, lead] = [x, s];
        }
        if (c && lead >= 0.2 * best) {
          const q = this.quote(c, room(), weigh);
          // Named for what it is: the reader sees that this quote fills in (or is filled in by) the one before.
          if (q) add({ ...q, link: { kind: link.kind, target } });
        }
      }
    }

    // The clause of its article a lead relies on ("… requested in accordance with Clause (2) …"), when it bears on the
    // question too: read alone, the lead states half a rule.
    for (const { quote, part } of leads) {
      const weigh = this.weighFor(part);
      const ground = this.groundOf(quote, weigh);
      if (ground) add(this.quote(ground, room(), weigh));
    }

    // Then, while they fit, the provisions that bear most on the question: the leading articles' other clauses
    // first among equals (retrieval and the scoring agree on the article), another article's when it is as good.
    const whole = this.wholePart();
    const leading = new Set(leads.map((l) => l.quote.unit.passage.n));
    const fill = this.provisions(whole)
      .map(({ c, s }) => ({ c, s: leading.has(c.passage.n) ? s * SAME_ARTICLE_BONUS : s }))
      // (Nor does a schedule's entry fill it: short, it would pass for a provision that says much in few words.)
      .filter(({ c, s }) => s >= FILL_SHARE * best && !c.saving && !isScheduleEntry(c))
      // By what a provision adds for the words it takes: a short clause stating the rule before a long one restating it.
      .map(({ c, s }) => ({ c, value: s / Math.pow(this.blockWords(c), FILL_LENGTH_POWER) }))
      .sort((a, b) => b.value - a.value);
    for (const { c } of fill) {
      if (room() < 12) break;
      if (!this.isUsed(c)) add(this.quote(this.inForce(c), room(), this.weighFor(whole)));
    }
    return out;
  }

  /** The verdict of the lead's article that bears on the question, when the lead states none (./sentence-kinds.ts `statesVerdict`). */
  private verdictFor(lead: Quote, weigh: Weigh, part: QuestionPart): Candidate | undefined {
    const quoted = quoteUnits(lead);
    if (quoted.some((x) => statesVerdict(x.text))) return undefined;
    // Not the verdict for the other kind of person than the one asking ("A Resident Person that is a juridical person
    // shall be subject to Corporate Tax …" for a freelancer).
    const asker = askedPersonKind(part.text);
    return this.units
      .of(lead.unit.passage)
      .filter(
        (x) =>
          !this.isUsed(x) &&
          !quoted.includes(x) &&
          // ("Without prejudice to Article (28), payments … shall be deductible only if …" is a verdict all the same.)
          !savesThroughout(x.text) &&
          !x.consequence &&
          !x.leadIn &&
          statesVerdict(x.text) &&
          !isDerogation(x.text) &&
          !otherPersonKind(asker, statedPersonKind(x.text)) &&
          weigh.score(x) > 0,
      )
      .sort((a, b) => weigh.score(b) - weigh.score(a))[0];
  }

  /** The exception of the lead's article a yes/no question is decided by: the one that derogates from the lead's clause first, else the one that bears most. */
  private exceptionTo(lead: Quote, weigh: Weigh): Candidate | undefined {
    const quoted = new Set(quoteUnits(lead));
    const fromLead = (x: Candidate) => this.derogatesFrom(x, lead);
    return this.units
      .of(lead.unit.passage)
      .filter((x) => !this.isUsed(x) && !quoted.has(x) && statesException(x.text) && weigh.score(x) > 0)
      .sort((a, b) => Number(fromLead(b)) - Number(fromLead(a)) || weigh.score(b) - weigh.score(a))[0];
  }

  /** "By way of exception from the provisions of Clause (1) of this Article": `x` derogates from the lead's clause. */
  private derogatesFrom(x: Candidate, lead: Quote): boolean {
    return lead.unit.clause !== null && isDerogation(x.text) && clausesReliedOn(x.text, x.passage.number).includes(lead.unit.clause);
  }

  /**
   * A yes/no question that states facts an exception to the leading rule meets ("I rent out flats … Do I need to
   * register?" and "activities that generate Turnover from … (c) Real Estate Investment income shall not be considered
   * Business …") is decided by the exception: when the rule and its exception do not both fit, the exception leads
   * (the rule is under Details).
   */
  private decidingException(q: Quote | null, part: QuestionPart, weigh: Weigh, room: number, fit: (quotes: Quote[]) => boolean): Quote | null {
    if (!q || !part.intents.yesNo) return q;
    const exception = this.exceptionTo(q, weigh);
    if (!exception || !this.derogatesFrom(exception, q)) return q;
    const qe = this.quote(exception, room, weigh);
    if (!qe || fit([q, qe])) return q;
    const held = new Set(quoteUnits(q).flatMap((x) => weigh.concepts(x)));
    // (A one-part question's own view has no shares: the whole question's are its.)
    const shares = weigh.shares.size ? weigh.shares : this.shares;
    let gain = 0;
    for (const t of new Set(quoteUnits(qe).flatMap((x) => weigh.concepts(x)))) if (!held.has(t)) gain += shares.get(t) ?? 0;
    return gain >= MIN_GAIN ? qe : q;
  }

  /** The share of the question held by the unit and by nothing quoted yet: another part of a many-part question. */
  private gain(c: Candidate): number {
    let gain = 0;
    for (const t of c.concepts) if (!this.covered.has(t)) gain += this.shares.get(t) ?? 0;
    return gain;
  }

  private isMinor(p: NumberedPassage): boolean {
    return (this.relevance.get(p.n) ?? 1) < MIN_RELATIVE_RELEVANCE;
  }

  /**
   * Bears on the question: enough of its concepts, from a passage retrieval found relevant. Another article than
   * the Summary's must hold more of them: it is more often a neighbour that shares the question's words than a
   * second part of the answer, unless it holds a part of the question nothing quoted so far holds.
   */
  bears(c: Candidate, floor: number): boolean {
    if (c.score < floor || c.coverage < MIN_COVERAGE || this.isMinor(c.passage) || isScheduleEntry(c)) return false;
    return this.summaryPassages.has(c.passage.n) || c.coverage >= MIN_COVERAGE_ELSEWHERE || this.gain(c) >= MIN_GAIN;
  }

  /**
   * A question that spans instruments is answered from each: the best provision of every other document among the
   * passages retrieval found relevant, when it holds enough of the question, in retrieval's order.
   */
  documentPoints(floor: number, budget: { words: number }): Quote[] {
    const out: Quote[] = [];
    const quoted = new Set(this.cited.map((p) => p.legislationId));
    for (const passage of this.passages) {
      if (out.length >= EXTRACTIVE_LIMITS.documents) break;
      // A repealed instrument is quoted too (flagged, with what replaced it): the question may be about the years it governed.
      if (quoted.has(passage.legislationId) || (this.relevance.get(passage.n) ?? 1) < MIN_DOCUMENT_RELEVANCE) continue;
      // Retrieval judged the passage relevant: its best provision needs less of the question than another key point.
      const c = this.ranked.find(
        (x) =>
          x.passage.legislationId === passage.legislationId &&
          !this.isUsed(x) &&
          !x.saving &&
          !isScheduleEntry(x) &&
          x.score >= DOCUMENT_FLOOR * floor &&
          x.coverage >= MIN_DOCUMENT_COVERAGE,
      );
      const q = c ? this.pointOf(c, budget) : null;
      if (!q) continue;
      budget.words -= quoteWords(q);
      const link = this.linkFromCited(q.unit.passage);
      out.push(this.take(link ? { ...q, link } : q));
      quoted.add(passage.legislationId);
    }
    return out;
  }

  /**
   * The provision that states the figure a part asks for when `c`'s clause states it only through what it relies on: a
   * term it uses (definingFigure), else an instrument it applies (appliedFigure). Null when the clause states it itself.
   */
  private figureSource(c: Candidate, part: QuestionPart, weigh: Weigh): Candidate | null {
    return this.sourceOfMissing(c, this.figureMissing(c, part), weigh);
  }

  /** The definition, or else the applied instrument's provision, that states what `c`'s clause leaves `missing`. */
  private sourceOfMissing(c: Candidate, missing: FigureMissing | null, weigh: Weigh): Candidate | null {
    return missing ? (this.definingFigure(missing) ?? this.appliedFigure(c, missing, weigh)) : null;
  }

  /**
   * Whether `source`, another instrument's provision, states the same rule as `rule` (with its figure where the rule
   * says "the amount specified by the Minister"): each holds nearly every word of the question the other holds.
   */
  private restates(source: Candidate, rule: Candidate, weigh: Weigh): boolean {
    const within = (a: readonly string[], b: readonly string[]) => {
      const held = new Set(b);
      return a.length > 0 && a.filter((t) => held.has(t)).length >= RESTATES_SHARE * a.length;
    };
    const [s, r] = [weigh.concepts(source), weigh.concepts(rule)];
    return source.passage.legislationId !== rule.passage.legislationId && within(r, s) && within(s, r);
  }

  /**
   * Whether `c`'s clause states the figure a part asks for through what it relies on: a term whose definition gives it
   * ("During the Transition Period …"), or another instrument's provision that restates the rule with it ("… the
   * percentage, specified by the Minister, … whichever is lower" and the Ministerial Decision's "(5%) … or AED
   * 5,000,000 …, whichever is lower"). The figure's kind missing is worked out once for the clause and its text in force.
   */
  private statesThroughSource(c: Candidate, part: QuestionPart, weigh: Weigh): boolean {
    const missing = this.figureMissing(c, part);
    if (missing && this.definingFigure(missing)) return true;
    const rule = this.inForce(c);
    const source = this.sourceOfMissing(rule, rule === c ? missing : this.figureMissing(rule, part), weigh);
    return source !== null && this.restates(source, rule, weigh);
  }

  /**
   * The kind of figure a part asks for that `c`'s clause does not state itself, with the clause's words; null when
   * nothing of the kind is asked or the clause states it.
   */
  private figureMissing(c: Candidate, part: QuestionPart): FigureMissing | null {
    const asked = figuresAsked(part.intents);
    const block = this.units.block(c);
    if (!(asked.amount || asked.time) || block.some((x) => answersFigure(asked, x.figures))) return null;
    return { asked, text: block.map((x) => x.text).join(' ') };
  }

  /**
   * The definition among the passages that states the figure a part asks for (a date for "until when", an amount for
   * "how much") when `c`'s provision states it only through a term it relies on: "During the Transition Period …" is
   * answered by "Transition Period means … Fiscal Years that begin before 1 January 2027 …".
   */
  private definingFigure({ asked, text }: FigureMissing): Candidate | null {
    return this.definitions().find(({ unit, term }) => !this.isUsed(unit) && answersFigure(asked, unit.figures) && namesTerm(text, term))?.unit ?? null;
  }

  /**
   * The provision of another instrument that states the figure a part asks for, when `c`'s provision states it only by
   * applying that instrument: "Administrative Penalties shall apply in accordance with Cabinet Decision No. (75) of 2023
   * … where the Persons … fail to submit a Tax Registration application" is answered, for "What is the penalty?", by the
   * row of that decision's schedule that states the amount. Or by the article the citator knows implements `c`'s, when
   * `c` leaves the figure to a decision without naming it.
   */
  private appliedFigure(c: Candidate, { asked, text }: FigureMissing, weigh: Weigh): Candidate | null {
    // The parser reads a number as ASCII digits without leading zeros, as the titles write it ("Decision No. 75 of 2023").
    const named = findInstrumentMentions(text, containsArabic(text) ? 'ar' : 'en').flatMap(({ ref }) =>
      ref.kind === 'numbered' && ref.year !== null && ref.type ? [{ type: ref.type, number: ref.number, year: ref.year }] : [],
    );
    // …or the article the citator knows fills in what this one leaves to a decision ("where the transactions … meet the
    // conditions specified by the Minister" is answered by the Ministerial Decision's revenue thresholds).
    const implementing = (c.passage.links ?? []).filter((l) => l.kind === 'implemented_by' && l.retrieved);
    if (!named.length && !implementing.length) return null;
    const applied = this.passages.filter(
      (p) =>
        p.legislationId !== c.passage.legislationId &&
        (named.some((n) => p.legislation === n.type && new RegExp(`\\bNo\\.\\s*\\(?${n.number}\\)?\\s+of\\s+${n.year}\\b`).test(p.title)) ||
          implementing.some((l) => l.legislationId === p.legislationId && l.number === p.number)),
    );
    let best: Candidate | null = null;
    for (const p of applied)
      for (const x of this.units.of(p))
        if (!this.isUsed(x) && answersFigure(asked, x.figures) && weigh.score(x) > 0 && (!best || weigh.score(x) > weigh.score(best))) best = x;
    return best;
  }

  private definitionList: Array<{ unit: Candidate; term: string }> | null = null;

  /** The definitions among the passages with the terms they define, longest term first (the most specific match). */
  private definitions(): Array<{ unit: Candidate; term: string }> {
    this.definitionList ??= this.units.all
      .flatMap((unit) => {
        const term = statesDefinition(unit.text) ? definedTerm(unit.text) : null;
        // A one-word term ("State", "Person") is named everywhere; it rarely carries what is asked.
        return term && term.split(/\s+/).length > 1 ? [{ unit, term }] : [];
      })
      .sort((a, b) => b.term.length - a.term.length);
    return this.definitionList;
  }

  /** How `target` stands to an article quoted already, when it implements it, is implemented by it or replaces it. */
  private linkFromCited(target: NumberedPassage): Quote['link'] | undefined {
    for (const p of this.cited) {
      const link = (p.links ?? []).find((l) => ADDING_LINKS.has(l.kind) && l.legislationId === target.legislationId && l.number === target.number);
      if (link) return { kind: link.kind, target };
    }
    return undefined;
  }

  /** The best provisions that bear on the question and are not quoted yet, one per passage. */
  relevantPoints(floor: number, budget: { words: number }): Quote[] {
    const out: Quote[] = [];
    const fromPassage = new Set<number>();
    for (const ranked of this.ranked) {
      if (out.length >= EXTRACTIVE_LIMITS.keyPoints || ranked.score < floor) break;
      const c = this.inForce(ranked);
      if (this.isUsed(c) || fromPassage.has(c.passage.n) || c.saving || !this.bears(c, floor)) continue;
      const q = this.pointOf(c, budget);
      if (!q) continue;
      budget.words -= quoteWords(q);
      out.push(this.take(q));
      fromPassage.add(c.passage.n);
    }
    return out;
  }

  /**
   * A key point quoting `c` within the budget, or null. It shows the provision that earned it: a list read in its order up
   * to what fits can leave that item out (the public REIT's first condition quoted, and under the elision mark the
   * second, which held the question's words), and is then no point on the question.
   */
  private pointOf(c: Candidate, budget: { words: number }): Quote | null {
    const q = this.quote(c, Math.min(budget.words, WHOLE_LIST_WORDS), this.whole, true);
    return q && quoteUnits(q).includes(c) ? q : null;
  }

  /** What the cited articles say happens when their conditions are not met: the most relevant such unit of each. */
  consequences(budget: { words: number }): Quote[] {
    const out: Quote[] = [];
    for (const p of [...this.cited]) {
      if (out.length >= EXTRACTIVE_LIMITS.consequences) break;
      const c = this.units
        .of(p)
        .filter((x) => x.consequence && !x.leadIn && !this.isUsed(x))
        .sort((a, b) => b.score - a.score || a.order - b.order)[0];
      const q = c ? this.pointOf(c, budget) : null;
      if (!q) continue;
      budget.words -= quoteWords(q);
      out.push(this.take(q));
    }
    return out;
  }

  /** What an implementing, implemented or replacing article among the passages adds to a cited one. */
  linked(budget: { words: number }): Quote[] {
    const out: Quote[] = [];
    for (const p of [...this.cited]) {
      for (const link of p.links ?? []) {
        if (out.length >= EXTRACTIVE_LIMITS.linked) return out;
        if (!link.retrieved || !ADDING_LINKS.has(link.kind)) continue;
        const target = this.linkTarget(link);
        if (!target || target === p || this.cited.includes(target)) continue;
        // What it adds must bear on the question too, if less than a unit found on its own: the link is the reason to quote it.
        const c = this.units
          .of(target)
          .filter((x) => x.score > 0 && x.coverage >= MIN_COVERAGE && !this.isUsed(x) && !x.saving)
          .sort((a, b) => b.score - a.score)[0];
        const q = c ? this.pointOf(c, budget) : null;
        if (!q) continue;
        budget.words -= quoteWords(q);
        out.push(this.take({ ...q, link: { kind: link.kind, target } }));
      }
    }
    return out;
  }

  /**
   * Per cited article (the first few), the whole of each provision quoted only in part; every repealed article (its
   * line says what replaced it and whether the collection holds that text).
   */
  details(): AnswerPlan['details'] {
    const out: AnswerPlan['details'] = [];
    let words = EXTRACTIVE_LIMITS.detailWords;
    for (const [i, passage] of this.cited.entries()) {
      const quotes: Quote[] = [];
      for (const [key, unit] of this.partial) {
        if (i >= EXTRACTIVE_LIMITS.detailArticles || !key.startsWith(`${passage.n}:`) || words <= 0) continue;
        const root = [unit, ...this.units.ancestors(unit)].pop()!;
        // The whole provision; a very long one (a schedule of many entities) by the items that bear on the question.
        const sentences = root.row ? [] : this.units.block(root).filter((x) => x.parent === null && x !== root && !x.row && !x.leadIn);
        const q = this.fit(root, this.units.descendants(root), sentences, [], Math.min(words, EXTRACTIVE_LIMITS.detailProvisionWords), this.whole);
        if (!q) continue;
        quotes.push(q);
        words -= quoteWords(q);
      }
      if (quotes.length || passage.repealed) out.push({ passage, quotes });
    }
    return out;
  }
}

/** The kind of figure a part asks for that a clause does not state, and the clause's words. */
interface FigureMissing {
  asked: FigureKinds;
  text: string;
}

/** The stems of a heading that only says the article defines terms ("Definitions", "التعريفات"). */
const DEFINITIONS_HEADING = new Set([...textStems('definitions definition meaning interpretation'), ...textStems('التعريفات تعريفات تعريف')]);

/**
 * Whether a question (its content stems) names an article's heading, every word of it: "What is a Tax Group?" names
 * "Tax Group". "Definitions" names what a definition question asks for ("How is 'Tax Difference' defined?"), not what
 * it asks about.
 */
export function namesHeading(asked: ReadonlySet<string>, heading: string): boolean {
  const stems = questionStems(heading);
  return stems.length > 0 && !stems.every((t) => DEFINITIONS_HEADING.has(t)) && stems.every((t) => asked.has(t));
}

/** "(a) Article 50 – General Anti-abuse Rule." → "General Anti-abuse Rule": a line that names an article by number and heading. */
const POINTER =
  /^(?:\([a-z\u0621-\u064A]{1,2}\)\s*|[\u0621-\u064A]\u0640?\s?-\s*)?(?:Article|المادة)\s*\(?[0-9\u0660-\u0669]+(?:\.[0-9]+)*\)?\s*[–—:-]\s*(.{3,120}?)[.;,]?$/;

function pointedHeading(text: string): string | null {
  return POINTER.exec(text.trim())?.[1] ?? null;
}

/** A heading as its stems: "General Anti-abuse Rule" names the article headed "General Anti-abuse Rules". */
const foldHeading = (h: string) => textStems(h).join(' ');

/** Two writings of one term: the same words, in the same order, whatever their case or form ("Business Day", "BUSINESS DAYS"). */
const sameWords = (a: string, b: string) => foldHeading(a) === foldHeading(b);

/** Whether `text` uses `term` as a whole word sequence ("Transition Period", not "Transition Periods"). */
function namesTerm(text: string, term: string): boolean {
  const letter = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    if (!letter.test(text[at - 1] ?? ' ') && !letter.test(text[at + term.length] ?? ' ')) return true;
  }
  return false;
}

/** The links whose target changes what the cited rule means, so its quote is worth adding: implementing, implemented, replacing. */
const ADDING_LINKS = new Set<PassageLink['kind']>(['implemented_by', 'implements', 'replaced_by']);

/** `candidates` scored for the whole question (scoreCandidates), `parts` with their own scores. */
export function planAnswer(units: Units, passages: NumberedPassage[], shares: ConceptShares, parts: QuestionPart[], measure: SummaryMeasure): AnswerPlan {
  const planner = new Planner(units, passages, shares, parts);
  if (!planner.ranked.length) return planOpening(units, passages, measure);
  const floor = planner.ranked[0]!.score * MIN_SHARE;
  const summary = planner.summary(measure);
  // Other instruments' provisions have their own share, so that a cross-document answer quotes each instrument.
  const keyPoints = planner.documentPoints(floor, { words: EXTRACTIVE_LIMITS.documentWords });
  const budget = { words: EXTRACTIVE_LIMITS.keyPointWords };
  // A delegation's other end before more of the same: what the cited rule leaves to a decision is part of the rule.
  keyPoints.push(...planner.linked(budget));
  keyPoints.push(...planner.relevantPoints(floor, budget));
  keyPoints.push(...planner.consequences(budget));
  return { summary, keyPoints, details: planner.details(), fallback: false };
}

/**
 * The question asks what the articles it cites say ("What does Article 50 provide?", asksWhatItSays): their provisions
 * in their order, the first as the summary, the next as key points; the clauses it cites of an article ("Article
 * 50(2)", `clauses` by article number) first. Scoring units by the question's words would quote whatever shares its
 * number ("(50%)") instead.
 */
export function planCitedText(
  units: Units,
  passages: NumberedPassage[],
  measure: SummaryMeasure,
  clauses: ReadonlyMap<string, ReadonlySet<number>> = new Map(),
): AnswerPlan {
  const planner = new Planner(units, passages, new Map(), []);
  const summary: Quote[] = [];
  const keyPoints: Quote[] = [];
  const quoted = new Set<Candidate>();
  // Each cited article's units in its order, the clauses the question cites first (a stable sort).
  const orders = passages
    .filter((x) => x.cited)
    .map((p) => {
      const wanted = clauses.get(p.number);
      const cited = (c: Candidate) => (wanted !== undefined && c.clause !== null && wanted.has(c.clause) ? 1 : 0);
      return [...units.of(p)].sort((a, b) => cited(b) - cited(a));
    });
  // Several articles (an instrument asked about whole: "What does MD 73/2023 provide?"): each one's opening provision
  // before any one's next, so the answer says what each provides.
  for (let round = 0; orders.some((o) => round < o.length) && keyPoints.length < EXTRACTIVE_LIMITS.keyPoints; round++) {
    for (const order of orders) {
      const unit = order[round];
      if (!unit || quoted.has(unit) || keyPoints.length >= EXTRACTIVE_LIMITS.keyPoints) continue;
      const room = summary.length ? WHOLE_LIST_WORDS : SUMMARY_WORDS - measure([]);
      const q = planner.quote(unit, room, planner.whole);
      if (!q) continue;
      for (const u of quoteUnits(q)) quoted.add(u);
      if (!summary.length && measure([q]) <= SUMMARY_WORDS) summary.push(planner.take(q));
      else keyPoints.push(planner.take(q));
    }
  }
  return { summary, keyPoints, details: planner.details(), fallback: false };
}

/** No unit shares a word with the question: the opening provision of the top passages. */
function planOpening(units: Units, passages: NumberedPassage[], measure: SummaryMeasure): AnswerPlan {
  const planner = new Planner(units, passages, new Map(), []);
  const summary: Quote[] = [];
  const keyPoints: Quote[] = [];
  for (const p of passages) {
    const first = units.of(p)[0];
    if (!first) continue;
    const room = summary.length ? WHOLE_LIST_WORDS : SUMMARY_WORDS - measure([]);
    const q = planner.quote(first, room, planner.whole);
    if (!q) continue;
    if (!summary.length && measure([q]) <= SUMMARY_WORDS) summary.push(planner.take(q));
    else if (keyPoints.length < EXTRACTIVE_LIMITS.keyPoints) keyPoints.push(planner.take(q));
    if (keyPoints.length >= EXTRACTIVE_LIMITS.keyPoints) break;
  }
  return { summary, keyPoints, details: planner.details(), fallback: true };
}
