/**
 * The extractive analyst: the offline default when no language model is configured
 * (DESIGN §4). It never writes legal text of its own. The answer is made of sentences and
 * clauses quoted from the given passages (see ./sentences.ts for the only edits a quote
 * undergoes), each followed by the `[n]` of its passage, arranged as
 *
 *   *notice*            EXTRACTIVE_NOTICE, so nobody mistakes it for an analysis
 *   ## Summary          the answer first (./answer-selection.ts says what goes where)
 *   ## Key Points       sentences bearing on the question; consequences; what linked articles add
 *   ## Details          per cited article: a bold "Title — Article (N): Heading" line, a
 *                       "(repealed: …)" note when the document is repealed, and its other
 *                       sentences bearing on the question, in the article's order
 *
 * Our own words are limited to labels: the bold article lines, and the bold label naming the
 * linked article a key point quotes. Relevance is ./sentence-scoring.ts. The research service
 * appends the Read Next section (./read-next.ts) after the citation check, as for a model's answer.
 */
import { EXTRACTIVE_NOTICE } from '../../../../schema/api/research.ts';
import { countWords } from '../../../../schema/word-count.ts';
import { selectOpening, selectRelevant, Picker, type Item } from './answer-selection.ts';
import { articleLabel } from './citations.ts';
import { plainLabel } from './plain-label.ts';
import { buildCandidates, scoreCandidates, type Candidate } from './sentence-scoring.ts';
import type { Analyst, AnalystInput, AnalystResult, NumberedPassage } from './types.ts';

export { EXTRACTIVE_LIMITS } from './answer-selection.ts';

export const EXTRACTIVE_MODEL = 'extractive';

/** When no sentence shares a word with the question (after the notice, in italics). */
export const EXTRACTIVE_FALLBACK_NOTE =
  'No sentence of the retrieved articles contains the words of the question; these are the opening sentences of the closest articles.';
export const EXTRACTIVE_EMPTY_NOTE = 'No article was retrieved for this question, so there is nothing to quote.';

/** In a single-document chat, only that document's passages (DESIGN §4; spec "Chat page"). */
export function scopePassages(input: AnalystInput): NumberedPassage[] {
  if (input.scope !== 'document') return input.passages;
  const id =
    input.legislationId ??
    (input.documentTitle ? input.passages.find((p) => p.title === input.documentTitle)?.legislationId : undefined) ??
    input.passages[0]?.legislationId;
  return input.passages.filter((p) => p.legislationId === id);
}

function quote(c: Candidate): string {
  return `${c.text} [${c.passage.n}]${c.passage.repealed ? ' (repealed)' : ''}`;
}

function detailHeading(p: NumberedPassage): string {
  const heading = p.heading ? `: ${plainLabel(p.heading)}` : '';
  const line = `**${plainLabel(p.title)} — ${articleLabel(p.number)}${heading}**`;
  if (!p.repealed) return line;
  const note = plainLabel(p.statusNote ?? '') || plainLabel(p.status ?? '');
  return `${line} (repealed${note && note.toLowerCase() !== 'repealed' ? `: ${note}` : ''})`;
}

function bullets(item: Item): string[] {
  const label = item.label ? `**${item.label}** ` : '';
  return [`- ${label}${quote(item.unit)}`, ...item.children.map((c) => `  - ${quote(c)}`)];
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
  const shares = scoreCandidates(candidates, passages, input);
  const picker = new Picker(candidates);
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.rank - b.rank || a.order - b.order);
  const selection = ranked.length ? selectRelevant(ranked, picker, passages, shares) : selectOpening(passages, picker);

  if (selection.fallback) lines.push(`*${EXTRACTIVE_FALLBACK_NOTE}*`, '');
  lines.push('## Summary', '', selection.summary.map((i) => quote(i.unit)).join(' '), '');
  const summaryItems = selection.summary.flatMap((i) => i.children);
  if (summaryItems.length) lines.push(...summaryItems.map((c) => `- ${quote(c)}`), '');
  if (selection.keyPoints.length) lines.push('## Key Points', '', ...selection.keyPoints.flatMap(bullets), '');
  if (selection.details.length) lines.push('## Details', '');
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
