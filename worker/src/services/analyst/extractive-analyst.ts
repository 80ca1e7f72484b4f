/**
 * The extractive analyst: the offline default when no language model is configured
 * (DESIGN §4). It never writes legal text of its own. The answer is made of sentences and
 * clauses quoted from the given passages (see ./sentences.ts for the only edits a quote
 * undergoes), each followed by the `[n]` of its passage, arranged as
 *
 *   *notice*            EXTRACTIVE_NOTICE, so nobody mistakes it for an analysis
 *   ## Summary          the 1–2 most relevant sentences (or one list: a lead-in and its items)
 *   ## Key Points       the most relevant sentence of each of up to 6 passages (a list item
 *                       under its lead-in; a lead-in with its most relevant items)
 *   ## Details          per article (≤ 5): a bold "Title — Article (N): Heading" line, a
 *                       "(repealed: …)" note when the document is repealed, and up to 3 of
 *                       its most relevant sentences in the article's own order
 *
 * Relevance: overlap of a sentence's words with the question's content words (folded, stop
 * words out, lightly stemmed), each weighted by its rarity among the sentences of the given
 * passages (BM25-style idf), plus adjacent question-word pairs. Long sentences are damped;
 * sentences stating amounts, rates or periods, higher-ranked passages, and articles whose
 * heading names the question's words are preferred; repealed documents are held back. The
 * previous question of the conversation counts a little, so a follow-up such as "and for a
 * Free Zone Person?" keeps its subject.
 */
import { EXTRACTIVE_NOTICE } from '../../../../schema/api/research.ts';
import { articleLabel } from './citations.ts';
import { splitUnits, type TextUnit } from './sentences.ts';
import { questionStems, textStems } from './terms.ts';
import type { Analyst, AnalystInput, AnalystResult, NumberedPassage } from './types.ts';
import { countWords } from './word-count.ts';

export const EXTRACTIVE_MODEL = 'extractive';

export const EXTRACTIVE_LIMITS = { summary: 2, keyPoints: 6, detailArticles: 5, detailSentences: 3 } as const;

/** When no sentence shares a word with the question (after the notice, in italics). */
export const EXTRACTIVE_FALLBACK_NOTE =
  'No sentence of the retrieved articles contains the words of the question; these are the opening sentences of the closest articles.';
export const EXTRACTIVE_EMPTY_NOTE = 'No article was retrieved for this question, so there is nothing to quote.';

const HISTORY_WEIGHT = 0.35;
const REPEALED_FACTOR = 0.6;
/** Sentences scoring below this share of the best are not worth quoting. */
const MIN_SHARE = 0.12;
/** Sentences longer than this are damped (legal clauses run long; the pivot is generous). */
const LENGTH_PIVOT = 40;
/** Amounts, rates and periods: what a tax question usually wants to see stated. */
const FIGURE = /AED|%|\bpercent\b|\d{1,3}(?:,\d{3})+|\b\d+\s+(?:days|months|years)\b|\(\d+\)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:days|months|years)\b/i;
const FIGURE_BOOST = 1.15;
/** List items quoted under a lead-in (fewer in Key Points, which should stay a short list). */
const LEAD_IN_ITEMS = 3;
const KEY_POINT_ITEMS = 2;

interface Candidate extends TextUnit {
  passage: NumberedPassage;
  rank: number;
  stems: string[];
  score: number;
  /** For de-duplication: unique to the sentence, until `score` sets a scoring sentence's stemmed words (equal text, equal key). */
  key: string;
}

/** In a single-document chat, only that document's passages (DESIGN §4; spec "Chat page"). */
export function scopePassages(input: AnalystInput): NumberedPassage[] {
  if (input.scope !== 'document') return input.passages;
  const id =
    input.legislationId ??
    (input.documentTitle ? input.passages.find((p) => p.title === input.documentTitle)?.legislationId : undefined) ??
    input.passages[0]?.legislationId;
  return input.passages.filter((p) => p.legislationId === id);
}

/** Metadata shown in bold lines and notes: no characters that Markdown or the citation check would read. */
function plain(text: string): string {
  return text.replace(/[*_`[\]<>]/g, '').replace(/\s+/g, ' ').trim();
}

function lastUserQuestion(input: AnalystInput): string {
  for (let i = input.history.length - 1; i >= 0; i--) {
    const turn = input.history[i]!;
    if (turn.role === 'user' && turn.content.trim() && turn.content.trim() !== input.question.trim()) return turn.content;
  }
  return '';
}

function buildCandidates(passages: NumberedPassage[]): Candidate[] {
  const out: Candidate[] = [];
  passages.forEach((passage, rank) => {
    for (const unit of splitUnits(passage.textEn ?? '')) {
      const c: Candidate = {
        order: unit.order,
        text: unit.text,
        words: unit.words,
        leadIn: unit.leadIn,
        children: unit.children,
        parent: unit.parent,
        passage,
        rank,
        stems: textStems(unit.text),
        score: 0,
        key: `#${passage.n}:${unit.order}`,
      };
      out.push(c);
    }
  });
  return out;
}

function score(candidates: Candidate[], passages: NumberedPassage[], input: AnalystInput): void {
  const weights = new Map<string, number>();
  const current = questionStems(input.question);
  for (const t of current) weights.set(t, 1);
  const previous = lastUserQuestion(input);
  if (previous) for (const t of questionStems(previous)) if (!weights.has(t)) weights.set(t, HISTORY_WEIGHT);
  if (!weights.size) return;

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

  const headingBoost = new Map<number, number>();
  for (const p of passages) {
    const heading = new Set(textStems(p.heading ?? ''));
    let hits = 0;
    for (const t of current) if (heading.has(t)) hits++;
    headingBoost.set(p.n, 1 + (current.length ? (0.3 * hits) / current.length : 0));
  }

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
    const rankPrior = 1 / (1 + 0.15 * c.rank);
    const repealed = c.passage.repealed ? REPEALED_FACTOR : 1;
    const figures = FIGURE.test(c.text) ? FIGURE_BOOST : 1;
    c.score = (base + pairs) * lengthNorm * shortness * figures * rankPrior * (headingBoost.get(c.passage.n) ?? 1) * repealed;
    // The same sentence in two documents (a definition repeated, an amended clause) is quoted once.
    c.key = c.stems.join(' ');
  });
}

function quote(c: Candidate): string {
  return `${c.text} [${c.passage.n}]${c.passage.repealed ? ' (repealed)' : ''}`;
}

function detailHeading(p: NumberedPassage): string {
  const heading = p.heading ? `: ${plain(p.heading)}` : '';
  const line = `**${plain(p.title)} — ${articleLabel(p.number)}${heading}**`;
  if (!p.repealed) return line;
  const note = plain(p.statusNote ?? '') || plain(p.status ?? '');
  return `${line} (repealed${note && note.toLowerCase() !== 'repealed' ? `: ${note}` : ''})`;
}

/**
 * A quoted sentence and, when it is a lead-in ("… the following rates:"), the list items quoted
 * under it. A relevant list item is shown under its lead-in, which says what the list is about.
 */
interface Item {
  unit: Candidate;
  children: Candidate[];
  /** The relevance of the sentence that earned the item its place. */
  score: number;
}

interface Selection {
  summary: Item[];
  keyPoints: Item[];
  details: Array<{ passage: NumberedPassage; items: Item[] }>;
  fallback: boolean;
}

class Picker {
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

  opening(p: NumberedPassage, count: number): Candidate[] {
    return (this.units.get(p.n) ?? []).filter((x): x is Candidate => x !== undefined).slice(0, count);
  }
}

function markUsed(item: Item, keys: Set<string>): void {
  keys.add(item.unit.key);
  for (const c of item.children) keys.add(c.key);
}

function selectRelevant(ranked: Candidate[], picker: Picker): Selection {
  const best = ranked[0]!.score;
  const floor = best * MIN_SHARE;
  const used = new Set<string>();

  // Summary: prefer a statement over a lead-in when nearly as relevant; a list (lead-in and items) stands alone.
  const first = ranked.find((c) => !c.leadIn && c.parent === null && c.score >= 0.8 * best) ?? ranked[0]!;
  const summary = [picker.item(first, used)];
  markUsed(summary[0]!, used);
  if (!summary[0]!.children.length && EXTRACTIVE_LIMITS.summary > 1) {
    const second = ranked.find((c) => !used.has(c.key) && !c.leadIn && c.parent === null && c.score >= 0.6 * best);
    if (second) {
      summary.push({ unit: second, children: [], score: second.score });
      used.add(second.key);
    }
  }

  // Key points: the best sentence of each passage (not already in the summary), best first.
  const keyPoints: Item[] = [];
  const kpPassages = new Set<number>();
  for (const c of ranked) {
    if (keyPoints.length >= EXTRACTIVE_LIMITS.keyPoints || c.score < floor) break;
    if (used.has(c.key) || kpPassages.has(c.passage.n)) continue;
    const item = picker.item(c, used, KEY_POINT_ITEMS);
    keyPoints.push(item);
    kpPassages.add(c.passage.n);
    markUsed(item, used);
  }

  // Details: the articles quoted above first, then the next relevant ones; sentences in the article's order.
  const order: NumberedPassage[] = [];
  const add = (p: NumberedPassage) => {
    if (!order.includes(p) && order.length < EXTRACTIVE_LIMITS.detailArticles) order.push(p);
  };
  for (const item of [...summary, ...keyPoints]) add(item.unit.passage);
  for (const c of ranked) if (c.score >= floor) add(c.passage);
  const details = order.map((passage) => {
    const shown = new Set<string>();
    const items: Item[] = [];
    for (const c of ranked) {
      if (items.length >= EXTRACTIVE_LIMITS.detailSentences) break;
      if (c.passage !== passage || c.score < floor || shown.has(c.key)) continue;
      const item = picker.item(c, shown);
      items.push(item);
      markUsed(item, shown);
    }
    return { passage, items: items.sort((a, b) => a.unit.order - b.unit.order) };
  });
  return { summary, keyPoints, details, fallback: false };
}

/** No sentence shares a word with the question: the opening sentences of the top passages. */
function selectOpening(passages: NumberedPassage[], picker: Picker): Selection {
  const withText = passages.filter((p) => picker.opening(p, 1).length);
  const heads = withText.map((p) => ({ unit: picker.opening(p, 1)[0]!, children: [], score: 0 }));
  const details = withText.slice(0, EXTRACTIVE_LIMITS.detailArticles).map((passage) => ({
    passage,
    items: picker.opening(passage, 2).map((unit) => ({ unit, children: [], score: 0 })),
  }));
  return { summary: heads.slice(0, 1), keyPoints: heads.slice(1, 1 + EXTRACTIVE_LIMITS.keyPoints), details, fallback: true };
}

function bullets(item: Item): string[] {
  return [`- ${quote(item.unit)}`, ...item.children.map((c) => `  - ${quote(c)}`)];
}

/** The answer in Markdown. Exported for tests; `ExtractiveAnalyst.analyse` is the way in. */
export function composeExtractiveAnswer(input: AnalystInput): string {
  const lines: string[] = [`*${EXTRACTIVE_NOTICE}*`, ''];
  const passages = scopePassages(input);
  const candidates = buildCandidates(passages);
  if (!candidates.length) {
    lines.push(`*${EXTRACTIVE_EMPTY_NOTE}*`);
    return lines.join('\n');
  }
  score(candidates, passages, input);
  const picker = new Picker(candidates);
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.rank - b.rank || a.order - b.order);
  const selection = ranked.length ? selectRelevant(ranked, picker) : selectOpening(passages, picker);

  if (selection.fallback) lines.push(`*${EXTRACTIVE_FALLBACK_NOTE}*`, '');
  lines.push('## Summary', '', selection.summary.map((i) => quote(i.unit)).join(' '), '');
  const summaryItems = selection.summary.flatMap((i) => i.children);
  if (summaryItems.length) lines.push(...summaryItems.map((c) => `- ${quote(c)}`), '');
  if (selection.keyPoints.length) lines.push('## Key Points', '', ...selection.keyPoints.flatMap(bullets), '');
  lines.push('## Details', '');
  for (const { passage, items } of selection.details) {
    lines.push(detailHeading(passage), '', ...items.flatMap(bullets), '');
  }
  return lines.join('\n').trimEnd();
}

export class ExtractiveAnalyst implements Analyst {
  readonly kind = 'extractive' as const;
  readonly model = EXTRACTIVE_MODEL;

  async analyse(input: AnalystInput, options: { onDelta?: (text: string) => void; signal?: AbortSignal } = {}): Promise<AnalystResult> {
    options.signal?.throwIfAborted();
    const text = composeExtractiveAnswer(input);
    options.onDelta?.(text);
    // Input: what was read to compose the answer (the question and the passages drawn on).
    let inputWords = countWords(input.question);
    for (const p of scopePassages(input)) inputWords += countWords(p.textEn ?? '');
    return {
      text,
      kind: this.kind,
      model: this.model,
      usage: { inputTokens: 0, outputTokens: 0, inputWords, outputWords: countWords(text) },
    };
  }
}
