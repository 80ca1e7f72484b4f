/**
 * How much each quotable sentence of the given passages bears on the question (extractive analyst).
 *
 * A sentence scores by the question's concepts it holds (folded, stop words out, lightly
 * stemmed), each weighted by its rarity among the sentences of the passages (BM25-style idf), plus
 * adjacent question-word pairs. Long sentences, and more so those cut short, are damped; sentences
 * stating figures (most of all the kind the question asks for), articles whose heading names the
 * question's words, and passages that retrieval ranked higher and found more relevant are
 * preferred; repealed documents are held back. The previous question of the conversation counts a
 * little, so a follow-up such as "and for a Free Zone Person?" keeps its subject.
 *
 * Besides the score, `coverage` says what share of the question's concept weight a sentence holds
 * (the concepts its article's heading names count half): a sentence that shares a single common
 * word with the question (an unrelated threshold sharing "threshold") has a score, but little coverage.
 */
import type { QuestionLanguage } from './question-language.ts';
import { splitUnits, type TextUnit } from './sentences.ts';
import { answersFigure, askedFigures, figureKinds, statesConsequence, type FigureKinds } from './sentence-kinds.ts';
import { questionStems, textStems } from './terms.ts';
import type { AnalystInput, NumberedPassage } from './types.ts';

export interface Candidate extends TextUnit {
  passage: NumberedPassage;
  /** The passage's place in the retrieval order (0 = first). */
  rank: number;
  stems: string[];
  /** 0 when the sentence holds no question word. */
  score: number;
  /** 0..1: the share of the question's (rarity-weighted) concepts the sentence holds. */
  coverage: number;
  /** The question's concepts (stems) the sentence holds. */
  concepts: string[];
  /** The question's concepts its article's heading names: what the sentence is about even when it says "this Article". */
  headingConcepts: string[];
  /** It states the kind of figure the question asks for (a date for "until when", an amount for "how much"). */
  answersFigure: boolean;
  figures: FigureKinds;
  /** It says what happens when a condition is not met (./sentence-kinds.ts). */
  consequence: boolean;
  /** For de-duplication: unique to the sentence, until scoring sets a scoring sentence's stemmed words (equal text, equal key). */
  key: string;
}

const HISTORY_WEIGHT = 0.35;
const REPEALED_FACTOR = 0.6;
/** Sentences longer than this are damped (legal clauses run long; the pivot is generous). */
const LENGTH_PIVOT = 40;
const FIGURE_BOOST = 1.25;
/** …and more so when it is the kind of figure the question asks for (a date for "until when", an amount for "how much"). */
const ANSWER_FIGURE_BOOST = 2;
/** A question concept named only by the article's heading counts this much towards a sentence's coverage. */
const HEADING_CREDIT = 0.5;
/** A sentence cut short reads worse than a whole one that says nearly as much. */
const TRUNCATED_FACTOR = 0.75;
/** How fast the retrieval order's weight falls: the first passage is retrieval's best guess at the article that answers. */
const RANK_DECAY = 0.25;
/** The least weight of the passage that retrieval found least relevant, relative to the most relevant one. */
const RELEVANCE_BASE = 0.4;

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
    for (const unit of splitUnits(quotedText(passage, language))) {
      // Fields copied one by one: spreading the unit made every candidate slow to read (3× the whole answer's time).
      out.push({
        order: unit.order,
        text: unit.text,
        words: unit.words,
        leadIn: unit.leadIn,
        children: unit.children,
        parent: unit.parent,
        truncated: unit.truncated,
        passage,
        rank,
        stems: textStems(unit.text),
        score: 0,
        coverage: 0,
        concepts: [],
        headingConcepts: [],
        answersFigure: false,
        figures: figureKinds(unit.text),
        consequence: statesConsequence(unit.text),
        key: `#${passage.n}:${unit.order}`,
      });
    }
  });
  return out;
}

/** Each passage's relevance relative to the most relevant one (1 for all when retrieval gave none). */
export function relativeRelevance(passages: readonly NumberedPassage[]): Map<number, number> {
  const best = passages.reduce((m, p) => Math.max(m, p.relevance ?? 0), 0);
  return new Map(passages.map((p) => [p.n, best > 0 ? (p.relevance ?? 0) / best : 1]));
}

/** Each question concept's share of the question's weight (only concepts some sentence holds). */
export type ConceptShares = ReadonlyMap<string, number>;

/** Scores the candidates in place; returns the share of the question each concept carries. */
export function scoreCandidates(candidates: Candidate[], passages: NumberedPassage[], input: Pick<AnalystInput, 'history' | 'question'>): ConceptShares {
  const weights = new Map<string, number>();
  const current = questionStems(input.question);
  for (const t of current) weights.set(t, 1);
  const previous = lastUserQuestion(input);
  if (previous) for (const t of questionStems(previous)) if (!weights.has(t)) weights.set(t, HISTORY_WEIGHT);
  if (!weights.size) return new Map();

  const bigrams = new Set<string>();
  for (let i = 0; i + 1 < current.length; i++) bigrams.add(`${current[i]} ${current[i + 1]}`);
  // Question words in their written order, so "taxable income" pairs even though stems are unique.
  const ordered = textStems(input.question);
  for (let i = 0; i + 1 < ordered.length; i++) if (weights.has(ordered[i]!) && weights.has(ordered[i + 1]!)) bigrams.add(`${ordered[i]} ${ordered[i + 1]}`);

  // One pass over every word: which question words each sentence holds (few do), and their document frequency.
  const df = new Map<string, number>();
  const matches: Array<string[] | null> = candidates.map((c) => {
    let found: string[] | null = null;
    for (const t of c.stems) {
      if (!weights.has(t) || found?.includes(t)) continue;
      (found ??= []).push(t);
      df.set(t, (df.get(t) ?? 0) + 1);
    }
    return found;
  });
  const n = candidates.length;
  const idf = (t: string) => {
    const d = df.get(t) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };
  // Coverage counts only concepts some sentence holds: a question word no article uses cannot be quoted.
  let total = 0;
  for (const [t, w] of weights) if (df.has(t)) total += w * idf(t);
  const shares = new Map<string, number>();
  for (const [t, w] of weights) if (df.has(t)) shares.set(t, (w * idf(t)) / total);

  const headingBoost = new Map<number, number>();
  /** Question concepts an article's heading names: what every sentence of the article is about ("this Article"). */
  const headingConcepts = new Map<number, string[]>();
  for (const p of passages) {
    const heading = new Set(textStems(p.heading ?? ''));
    let hits = 0;
    for (const t of current) if (heading.has(t)) hits++;
    headingBoost.set(p.n, 1 + (current.length ? (0.3 * hits) / current.length : 0));
    headingConcepts.set(p.n, [...weights.keys()].filter((t) => heading.has(t) && df.has(t)));
  }
  const asked = askedFigures(input.question);
  const relevance = relativeRelevance(passages);

  candidates.forEach((c, i) => {
    const found = matches[i];
    if (!found) return;
    let base = 0;
    for (const t of found) base += weights.get(t)! * idf(t);
    let pairs = 0;
    if (bigrams.size && found.length > 1) {
      const seenPairs = new Set<string>();
      for (let k = 0; k + 1 < c.stems.length; k++) {
        const a = c.stems[k]!;
        const b = c.stems[k + 1]!;
        if (!weights.has(a) || !weights.has(b)) continue;
        const pair = `${a} ${b}`;
        if (bigrams.has(pair) && !seenPairs.has(pair)) {
          seenPairs.add(pair);
          pairs += 0.5 * ((idf(a) + idf(b)) / 2);
        }
      }
    }
    const lengthNorm = 1 / Math.sqrt(Math.max(1, c.words / LENGTH_PIVOT));
    const shortness = c.words < 6 ? 0.7 : 1;
    const prior = (RELEVANCE_BASE + (1 - RELEVANCE_BASE) * (relevance.get(c.passage.n) ?? 1)) / (1 + RANK_DECAY * c.rank);
    const repealed = c.passage.repealed ? REPEALED_FACTOR : 1;
    c.answersFigure = answersFigure(asked, c.figures);
    const figures = c.answersFigure ? ANSWER_FIGURE_BOOST : c.figures.amount || c.figures.time ? FIGURE_BOOST : 1;
    const cut = c.truncated ? TRUNCATED_FACTOR : 1;
    let fromHeading = 0;
    for (const t of headingConcepts.get(c.passage.n) ?? []) if (!found.includes(t)) fromHeading += weights.get(t)! * idf(t);
    c.coverage = total > 0 ? Math.min(1, (base + HEADING_CREDIT * fromHeading) / total) : 0;
    c.concepts = found;
    c.headingConcepts = headingConcepts.get(c.passage.n) ?? [];
    c.score = (base + pairs) * lengthNorm * shortness * cut * figures * prior * (headingBoost.get(c.passage.n) ?? 1) * repealed;
    // The same sentence in two documents (a definition repeated, an amended clause) is quoted once.
    c.key = c.stems.join(' ');
  });
  return shares;
}
