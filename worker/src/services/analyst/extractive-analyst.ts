/**
 * The extractive analyst: the offline default when no language model is configured
 * (DESIGN §4). It never writes legal text of its own. An Arabic question is answered in Arabic: the
 * quotes come from the official Arabic of the same articles (the English only where an instrument
 * has no Arabic text, which its article line says), under Arabic section headings. The answer is made of sentences and
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
import { passageLabelAr } from '../../../../schema/api/legislation-labels.ts';
import { EXTRACTIVE_NOTICE, EXTRACTIVE_NOTICE_AR } from '../../../../schema/api/research.ts';
import { countWords } from '../../../../schema/word-count.ts';
import { selectOpening, selectRelevant, Picker, type Item } from './answer-selection.ts';
import { articleLabel, shortTitle } from './citations.ts';
import { plainLabel } from './plain-label.ts';
import { questionLanguage, type QuestionLanguage } from './question-language.ts';
import { buildCandidates, quotedText, scoreCandidates, type Candidate } from './sentence-scoring.ts';
import type { Analyst, AnalystInput, AnalystResult, NumberedPassage } from './types.ts';

export { EXTRACTIVE_LIMITS } from './answer-selection.ts';

export const EXTRACTIVE_MODEL = 'extractive';

/** When no sentence shares a word with the question (after the notice, in italics). */
export const EXTRACTIVE_FALLBACK_NOTE =
  'No sentence of the retrieved articles contains the words of the question; these are the opening sentences of the closest articles.';
export const EXTRACTIVE_EMPTY_NOTE = 'No article was retrieved for this question, so there is nothing to quote.';

/** The answer's own words, by the question's language: an Arabic question is answered in Arabic (issue 17). */
const WORDING = {
  en: {
    notice: EXTRACTIVE_NOTICE,
    fallback: EXTRACTIVE_FALLBACK_NOTE,
    empty: EXTRACTIVE_EMPTY_NOTE,
    summary: '## Summary',
    keyPoints: '## Key Points',
    details: '## Details',
    repealed: 'repealed',
    label: articleLabel,
    englishOnly: '',
    englishQuote: '',
    links: { implemented_by: 'Implementing rule', implements: 'Implemented provision', replaced_by: 'Replacing provision' },
  },
  ar: {
    notice: EXTRACTIVE_NOTICE_AR,
    fallback: 'لا تحتوي أي جملة من المواد المسترجعة على كلمات السؤال؛ هذه هي الجمل الأولى من أقرب المواد.',
    empty: 'لم تُسترجع أي مادة لهذا السؤال، فلا يوجد ما يُقتبس.',
    summary: '## الملخص',
    keyPoints: '## النقاط الرئيسية',
    details: '## التفاصيل',
    repealed: 'ملغى',
    label: passageLabelAr,
    englishOnly: ' (النص الرسمي لهذه الأداة باللغة الإنجليزية فقط، ويُقتبس كما هو)',
    /** After a quote from an instrument whose only official text is English. */
    englishQuote: ' (النص الرسمي بالإنجليزية)',
    links: { implemented_by: 'قاعدة تنفيذية', implements: 'الحكم المنفَّذ', replaced_by: 'الحكم البديل' },
  },
} as const;
type Wording = (typeof WORDING)[QuestionLanguage];

/** In a single-document chat, only that document's passages (DESIGN §4; spec "Chat page"). */
export function scopePassages(input: AnalystInput): NumberedPassage[] {
  if (input.scope !== 'document') return input.passages;
  const id =
    input.legislationId ??
    (input.documentTitle ? input.passages.find((p) => p.title === input.documentTitle)?.legislationId : undefined) ??
    input.passages[0]?.legislationId;
  return input.passages.filter((p) => p.legislationId === id);
}

function quote(c: Candidate, w: Wording): string {
  const english = w.englishQuote && !c.passage.textAr?.trim() ? w.englishQuote : '';
  return `${c.text} [${c.passage.n}]${c.passage.repealed ? ` (${w.repealed})` : ''}${english}`;
}

function detailHeading(p: NumberedPassage, w: Wording, language: QuestionLanguage): string {
  // The English heading names an Arabic article only where the article has no Arabic text to quote.
  const arabicQuoted = language === 'ar' && !!p.textAr?.trim();
  const heading = p.heading && !arabicQuoted ? `: ${plainLabel(p.heading)}` : '';
  const englishOnly = language === 'ar' && !arabicQuoted ? w.englishOnly : '';
  // An Arabic answer names the document by its official Arabic title where it has one.
  const title = language === 'ar' && p.titleAr?.trim() ? p.titleAr : p.title;
  const line = `**${plainLabel(title)} — ${w.label(p.number)}${heading}**${englishOnly}`;
  if (!p.repealed) return line;
  const note = plainLabel(p.statusNote ?? '') || plainLabel(p.status ?? '');
  return `${line} (${w.repealed}${note && note.toLowerCase() !== 'repealed' ? `: ${note}` : ''})`;
}

/** Our words in front of a linked article's quote: how it stands to the cited one, and which article it is. */
function linkLabel(link: NonNullable<Item['link']>, w: Wording): string {
  const relation = (w.links as Partial<Record<string, string>>)[link.kind] ?? '';
  return `**${relation} (${plainLabel(shortTitle(link.target.title))}, ${w.label(link.target.number)}):** `;
}

function bullets(item: Item, w: Wording): string[] {
  const label = item.link ? linkLabel(item.link, w) : '';
  return [`- ${label}${quote(item.unit, w)}`, ...item.children.map((c) => `  - ${quote(c, w)}`)];
}

/** The answer in Markdown. Exported for tests; `ExtractiveAnalyst.analyse` is the way in. */
export function composeExtractiveAnswer(input: AnalystInput): string {
  const language = questionLanguage(input.question);
  const w = WORDING[language];
  const lines: string[] = [`*${w.notice}*`, ''];
  const passages = scopePassages(input);
  const candidates = buildCandidates(passages, language);
  if (!candidates.length) {
    lines.push(`*${w.empty}*`);
    return lines.join('\n');
  }
  const shares = scoreCandidates(candidates, passages, input);
  const picker = new Picker(candidates);
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.rank - b.rank || a.order - b.order);
  const selection = ranked.length ? selectRelevant(ranked, picker, passages, shares) : selectOpening(passages, picker);

  if (selection.fallback) lines.push(`*${w.fallback}*`, '');
  lines.push(w.summary, '', selection.summary.map((i) => quote(i.unit, w)).join(' '), '');
  const summaryItems = selection.summary.flatMap((i) => i.children);
  if (summaryItems.length) lines.push(...summaryItems.map((c) => `- ${quote(c, w)}`), '');
  if (selection.keyPoints.length) lines.push(w.keyPoints, '', ...selection.keyPoints.flatMap((i) => bullets(i, w)), '');
  if (selection.details.length) lines.push(w.details, '');
  for (const { passage, items } of selection.details) {
    lines.push(detailHeading(passage, w, language), '', ...items.flatMap((i) => bullets(i, w)), '');
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
    const language = questionLanguage(input.question);
    for (const p of scopePassages(input)) inputWords += countWords(quotedText(p, language));
    return {
      text,
      kind: this.kind,
      model: this.model,
      usage: { inputTokens: 0, outputTokens: 0, inputWords, outputWords: countWords(text) },
    };
  }
}
