/**
 * Which quoted sentences make up an extractive answer, and where (issue 13: answers a
 * professional can use):
 *
 *   Summary     the answer first: the 1–2 sentences that bear most on the question (figures
 *               preferred by the scoring), or one list: a lead-in and its items
 *   Key Points  only sentences that bear on the question's concepts (a share of its weighted
 *               concepts, from passages retrieval found relevant); then what happens when the
 *               cited article's condition is not met; then what a linked implementing,
 *               implemented or replacing article adds, under a label naming it
 *   Details     per cited article, its other sentences that bear on the question, in its own order
 *               (a repealed article always, for the line that says what repealed it)
 *
 * Nothing is quoted twice.
 */
import { relativeRelevance, type Candidate, type ConceptShares } from './sentence-scoring.ts';
import type { NumberedPassage } from './types.ts';
import type { PassageLink } from '../retrieval/types.ts';

export const EXTRACTIVE_LIMITS = {
  summary: 2,
  /** Sentences bearing on the question; then consequences and linked articles, each with their own cap. */
  keyPoints: 3,
  consequences: 2,
  linked: 2,
  detailArticles: 4,
  detailSentences: 2,
} as const;

/** Sentences scoring below this share of the best are not worth quoting. */
const MIN_SHARE = 0.25;
/** A key point holds at least this share of the question's weighted concepts (one common word does not)… */
const MIN_COVERAGE = 0.35;
/** …and, from another article than the Summary's, at least this share… */
const MIN_COVERAGE_ELSEWHERE = 0.5;
/** …unless it holds at least this share of the question that nothing quoted so far holds (the other part of a two-part question). */
const MIN_GAIN = 0.2;
/** Key points come from passages at least this relevant relative to the most relevant one. */
const MIN_RELATIVE_RELEVANCE = 0.6;
/**
 * The Summary leans further on retrieval's order than the rest of the answer: which article answers
 * is what retrieval (field-weighted BM25, vectors) judges best; which of its sentences, the scoring.
 */
const SUMMARY_RANK_DECAY = 2;
/** A sentence stating the figure the question asks for leads the Summary if it is at least this relevant relative to the best. */
const ANSWER_SHARE = 0.6;
/** List items quoted under a lead-in (fewer in Key Points, which should stay a short list). */
const LEAD_IN_ITEMS = 3;
const KEY_POINT_ITEMS = 2;

/**
 * A quoted sentence and, when it is a lead-in ("… the following rates:"), the list items quoted
 * under it. A relevant list item is shown under its lead-in, which says what the list is about.
 */
export interface Item {
  unit: Candidate;
  children: Candidate[];
  /** The relevance of the sentence that earned the item its place. */
  score: number;
  /** A quote from a linked article: how it stands to the cited one. The analyst names it in front of the quote ("Implementing rule (…, Article (2)):"). */
  link?: { kind: PassageLink['kind']; target: NumberedPassage };
}

export interface Selection {
  summary: Item[];
  keyPoints: Item[];
  details: Array<{ passage: NumberedPassage; items: Item[] }>;
  fallback: boolean;
}

export class Picker {
  /** Candidates by passage number, indexed by their order in the article. */
  private readonly units = new Map<number, Candidate[]>();

  constructor(candidates: Candidate[]) {
    for (const c of candidates) {
      const list = this.units.get(c.passage.n) ?? [];
      list[c.order] = c;
      this.units.set(c.passage.n, list);
    }
  }

  item(c: Candidate, skip: Set<string>, maxChildren: number = LEAD_IN_ITEMS): Item {
    const list = this.units.get(c.passage.n) ?? [];
    const parent = c.parent === null ? undefined : list[c.parent];
    if (parent && !skip.has(parent.key)) return { unit: parent, children: this.children(parent, skip, maxChildren, c), score: c.score };
    return { unit: c, children: c.leadIn ? this.children(c, skip, maxChildren) : [], score: c.score };
  }

  /** The items of a lead-in worth showing: `must`, then the relevant ones, then the first; shown in the article's order. */
  private children(lead: Candidate, skip: Set<string>, max: number, must?: Candidate): Candidate[] {
    const list = this.units.get(lead.passage.n) ?? [];
    const all = lead.children.map((o) => list[o]).filter((x): x is Candidate => x !== undefined && x !== must && !skip.has(x.key));
    const ranked = [...all.filter((x) => x.score > 0).sort((a, b) => b.score - a.score), ...all.filter((x) => x.score <= 0)];
    const chosen = (must ? [must, ...ranked] : ranked).slice(0, max);
    return chosen.sort((a, b) => a.order - b.order);
  }

  /** The passage's sentences in the article's order. */
  all(p: NumberedPassage): Candidate[] {
    return (this.units.get(p.n) ?? []).filter((x): x is Candidate => x !== undefined);
  }

  opening(p: NumberedPassage, count: number): Candidate[] {
    return this.all(p).slice(0, count);
  }
}

function markUsed(item: Item, keys: Set<string>): void {
  keys.add(item.unit.key);
  for (const c of item.children) keys.add(c.key);
}

const isStatement = (c: Candidate) => !c.leadIn && c.parent === null;

/** The links whose target changes what the cited rule means, so its quote is worth adding: implementing, implemented, replacing. */
const ADDING_LINKS = new Set<PassageLink['kind']>(['implemented_by', 'implements', 'replaced_by']);

class AnswerBuilder {
  readonly used = new Set<string>();
  /** Passages quoted so far, in the order they were first quoted. */
  readonly cited: NumberedPassage[] = [];
  private readonly summaryPassages = new Set<number>();
  /** Question concepts held by what is quoted so far. */
  private readonly covered = new Set<string>();
  private readonly relevance: Map<number, number>;

  constructor(
    private readonly ranked: Candidate[],
    private readonly picker: Picker,
    private readonly passages: NumberedPassage[],
    private readonly shares: ConceptShares,
  ) {
    this.relevance = relativeRelevance(passages);
  }

  take(item: Item): Item {
    markUsed(item, this.used);
    for (const c of [item.unit, ...item.children]) for (const t of [...c.concepts, ...c.headingConcepts]) this.covered.add(t);
    if (!this.cited.includes(item.unit.passage)) this.cited.push(item.unit.passage);
    return item;
  }

  /**
   * Bears on the question: enough of its concepts, from a passage retrieval found relevant. Another
   * article than the one the Summary quotes must hold more of them: it is more often a neighbour
   * that shares the question's words than a second part of the answer. A sentence holding a part of
   * the question nothing quoted so far holds (the other half of "… and …?") bears on it too.
   */
  bears(c: Candidate, floor: number): boolean {
    if (c.score < floor || c.coverage < MIN_COVERAGE || this.isMinor(c.passage)) return false;
    return this.summaryPassages.has(c.passage.n) || c.coverage >= MIN_COVERAGE_ELSEWHERE || this.gain(c) >= MIN_GAIN;
  }

  /** The share of the question held by the sentence and by nothing quoted yet: another part of a many-part question. */
  private gain(c: Candidate): number {
    let gain = 0;
    for (const t of c.concepts) if (!this.covered.has(t)) gain += this.shares.get(t) ?? 0;
    return gain;
  }

  private isMinor(p: NumberedPassage): boolean {
    return (this.relevance.get(p.n) ?? 1) < MIN_RELATIVE_RELEVANCE;
  }

  /** The same sentence in a document in force, when `c` is from a repealed one: quoted instead. */
  private inForce(c: Candidate): Candidate {
    if (!c.passage.repealed) return c;
    return this.ranked.find((x) => x.key === c.key && !x.passage.repealed) ?? c;
  }

  summary(): Item[] {
    const weighed = this.ranked.map((c) => ({ c, s: c.score / (1 + SUMMARY_RANK_DECAY * c.rank) })).sort((a, b) => b.s - a.s);
    const best = weighed[0]!.s;
    // The answer first: the figure the question asks for ("until when", "how much") when the best article (or one
    // nearly as relevant) states it, else the most relevant statement; a lead-in only when no statement is nearly as
    // relevant (a list stands alone).
    const top = weighed[0]!.c.passage;
    const states = ({ c, s }: { c: Candidate; s: number }) =>
      c.answersFigure && !c.leadIn && (s >= ANSWER_SHARE * best || (c.passage === top && s >= MIN_SHARE * best));
    const first = this.inForce(weighed.find(states)?.c ?? weighed.find(({ c, s }) => isStatement(c) && s >= 0.8 * best)?.c ?? weighed[0]!.c);
    const items = [this.take(this.picker.item(first, this.used))];
    if (!items[0]!.children.length && EXTRACTIVE_LIMITS.summary > 1) {
      const second = weighed.find(({ c, s }) => !this.used.has(c.key) && isStatement(c) && s >= 0.6 * best && c.coverage >= MIN_COVERAGE)?.c;
      if (second) items.push(this.take({ unit: second, children: [], score: second.score }));
    }
    for (const item of items) this.summaryPassages.add(item.unit.passage.n);
    return items;
  }

  /** The best sentences that bear on the question and are not quoted yet, one per passage. */
  relevantPoints(floor: number): Item[] {
    const out: Item[] = [];
    const fromPassage = new Set<number>();
    for (const ranked of this.ranked) {
      if (out.length >= EXTRACTIVE_LIMITS.keyPoints || ranked.score < floor) break;
      const c = this.inForce(ranked);
      if (this.used.has(c.key) || fromPassage.has(c.passage.n) || !this.bears(c, floor)) continue;
      out.push(this.take(this.picker.item(c, this.used, KEY_POINT_ITEMS)));
      fromPassage.add(c.passage.n);
    }
    return out;
  }

  /** What the cited articles say happens when their conditions are not met: the most relevant such sentence of each. */
  consequences(): Item[] {
    const out: Item[] = [];
    for (const p of [...this.cited]) {
      if (out.length >= EXTRACTIVE_LIMITS.consequences) break;
      const sentences = this.picker.all(p).filter((c) => c.consequence && !c.leadIn && !this.used.has(c.key));
      const c = sentences.sort((a, b) => b.score - a.score || a.order - b.order)[0];
      if (c) out.push(this.take({ unit: c, children: [], score: c.score }));
    }
    return out;
  }

  /** What an implementing, implemented or replacing article among the passages adds to a cited one. */
  linked(): Item[] {
    const out: Item[] = [];
    const byArticle = new Map(this.passages.map((p) => [`${p.legislationId}#${p.number}`, p]));
    for (const p of [...this.cited]) {
      for (const link of p.links ?? []) {
        if (out.length >= EXTRACTIVE_LIMITS.linked) return out;
        if (!link.retrieved || !ADDING_LINKS.has(link.kind)) continue;
        const target = byArticle.get(`${link.legislationId}#${link.number}`);
        if (!target || target === p) continue;
        // What it adds must bear on the question too, if less than a sentence found on its own: the link is the reason to quote it.
        const c = this.picker
          .all(target)
          .filter((x) => x.score > 0 && x.coverage >= MIN_COVERAGE && !this.used.has(x.key))
          .sort((a, b) => b.score - a.score)[0];
        if (c) out.push(this.take({ ...this.picker.item(c, this.used, KEY_POINT_ITEMS), link: { kind: link.kind, target } }));
      }
    }
    return out;
  }

  /** Per cited article, its other sentences that bear on the question, in the article's order; every repealed one. */
  details(floor: number): Selection['details'] {
    const out: Selection['details'] = [];
    for (const passage of this.cited) {
      if (out.length >= EXTRACTIVE_LIMITS.detailArticles) break;
      const items: Item[] = [];
      for (const c of this.ranked) {
        if (items.length >= EXTRACTIVE_LIMITS.detailSentences) break;
        if (c.passage !== passage || this.used.has(c.key) || !this.bears(c, floor)) continue;
        const item = this.picker.item(c, this.used);
        items.push(item);
        markUsed(item, this.used);
      }
      // A repealed article is listed even with nothing more to quote: its line says what repealed it.
      if (items.length || passage.repealed) out.push({ passage, items: items.sort((a, b) => a.unit.order - b.unit.order) });
    }
    return out;
  }
}

/** `ranked`: the scoring sentences, best first (at least one). */
export function selectRelevant(ranked: Candidate[], picker: Picker, passages: NumberedPassage[], shares: ConceptShares): Selection {
  const floor = ranked[0]!.score * MIN_SHARE;
  const answer = new AnswerBuilder(ranked, picker, passages, shares);
  const summary = answer.summary();
  const keyPoints = [...answer.relevantPoints(floor)];
  keyPoints.push(...answer.consequences());
  keyPoints.push(...answer.linked());
  return { summary, keyPoints, details: answer.details(floor), fallback: false };
}

/** No sentence shares a word with the question: the opening sentences of the top passages. */
export function selectOpening(passages: NumberedPassage[], picker: Picker): Selection {
  const withText = passages.filter((p) => picker.opening(p, 1).length);
  const heads = withText.map((p) => ({ unit: picker.opening(p, 1)[0]!, children: [], score: 0 }));
  const details = withText.slice(0, EXTRACTIVE_LIMITS.detailArticles).map((passage) => ({
    passage,
    items: picker.opening(passage, 2).map((unit) => ({ unit, children: [], score: 0 })),
  }));
  return { summary: heads.slice(0, 1), keyPoints: heads.slice(1, 1 + EXTRACTIVE_LIMITS.keyPoints), details, fallback: true };
}
