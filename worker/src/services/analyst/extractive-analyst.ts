/**
 * The extractive analyst: the offline default when no language model is configured
 * (DESIGN §4). It never writes legal text of its own. An Arabic question is answered in Arabic: the
 * quotes come from the official Arabic of the same articles (the English only where an instrument
 * has no Arabic text, which its article line says), under Arabic section headings. The answer is made of
 * provisions quoted whole from the given passages (see ./sentences.ts for the only edits a quote
 * undergoes), each followed by the `[n]` of its passage, arranged as
 *
 *   *notice*            EXTRACTIVE_NOTICE, so nobody mistakes it for an analysis
 *   ## Summary          the answer to what is asked, at most SUMMARY_WORDS (./answer-plan.ts says what goes where);
 *                       for a question whether an instrument is in force, first its status as the collection records it
 *   ## Key Points       further provisions bearing on the question; consequences; what linked articles add
 *   ## Details          per cited article: a bold "Title — Article (N): Heading" line, a status note when the
 *                       document is repealed, and the whole of each provision quoted in part above
 *
 * A list keeps every item, or says which it leaves out ("[…]"); a table stays a table. Our own words are limited to
 * labels: the bold article lines, the bold label naming the linked article a key point quotes, the status notes, the
 * recorded status of an instrument asked about, and the elision marks. Relevance is ./sentence-scoring.ts. The research service appends the Read Next section
 * (./read-next.ts) after the citation check, as for a model's answer.
 */
import { passageLabelAr } from '../../../../schema/api/legislation-labels.ts';
import { EXTRACTIVE_MODEL, EXTRACTIVE_NOTICE, EXTRACTIVE_NOTICE_AR } from '../../../../schema/api/research.ts';
import { countWords } from '../../../../schema/word-count.ts';
import { analyseQuery } from '../retrieval/query-analysis.ts';
import { questionIntents, questionParts, questionSituation } from '../retrieval/question-intents.ts';
import { elisionGroups, planAnswer, planCitedText, quoteUnits, Units, type Quote, type QuestionPart } from './answer-plan.ts';
import { articleLabel } from './citations.ts';
import { plainLabel } from './plain-label.ts';
import { questionLanguage, type QuestionLanguage } from './question-language.ts';
import { citatorLines, withDelegationPartners } from './citator-lines.ts';
import { STATUS_WORDING, statusLines } from './status-lines.ts';
import {
  buildCandidates,
  lastUserQuestion,
  measureUnits,
  PART_CONTEXT_WEIGHT,
  quotedText,
  scoreCandidates,
  wholeQuestionScores,
  type Candidate,
} from './sentence-scoring.ts';
import { itemLabelOf } from './sentences.ts';
import { asksWhatItSays, citedClauses } from './terms.ts';
import type { Analyst, AnalystInput, AnalystResult, NumberedPassage } from './types.ts';

export { EXTRACTIVE_LIMITS, SUMMARY_WORDS } from './answer-plan.ts';

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
    /** After a list quoted in part: which items are not quoted here. */
    elided: (labels: string[], count: number, rows: boolean) =>
      `[…] (not quoted here: ${labels.length === count ? labels.join(', ') : `${count} more ${rows ? (count === 1 ? 'row' : 'rows') : count === 1 ? 'item' : 'items'}`})`,
    replacedBy: STATUS_WORDING.en.replacedBy,
    title: STATUS_WORDING.en.title,
    note: STATUS_WORDING.en.note,
    comma: ', ',
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
    elided: (labels: string[], count: number, rows: boolean) => `[…] (لم يُقتبس هنا: ${labels.length === count ? labels.join('، ') : arabicCount(count, rows)})`,
    replacedBy: STATUS_WORDING.ar.replacedBy,
    title: STATUS_WORDING.ar.title,
    note: STATUS_WORDING.ar.note,
    comma: '، ',
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

function marker(c: Candidate, w: Wording): string {
  const english = w.englishQuote && !c.passage.textAr?.trim() ? w.englishQuote : '';
  return `[${c.passage.n}]${c.passage.repealed ? ` (${w.repealed})` : ''}${english}`;
}

function quote(c: Candidate, w: Wording): string {
  return `${c.text} ${marker(c, w)}`;
}

/** An item's label as the text gives it: "(c)", "(iv)", and the official Arabic's "ج-" as "(ج)". */
function itemLabel(c: Candidate): string | null {
  const label = itemLabelOf(c.text);
  return label === null ? null : `(${label})`;
}

/** "بند آخر", "بندان آخران", "3 بنود أخرى": Arabic counts agree with their noun (one and two have forms of their own). */
function arabicCount(count: number, rows: boolean): string {
  if (count === 1) return rows ? 'صف آخر' : 'بند آخر';
  if (count === 2) return rows ? 'صفان آخران' : 'بندان آخران';
  return `${count} ${rows ? 'صفوف أخرى' : 'بنود أخرى'}`;
}

function elisionLine(elided: readonly Candidate[], w: Wording): string {
  const labels = elided.map(itemLabel).filter((l): l is string => l !== null);
  return w.elided(
    labels,
    elided.length,
    elided.some((c) => c.row !== null),
  );
}

/** Table rows as a Markdown table under their header, each row cited in its last cell. */
function tableLines(rows: readonly Candidate[], w: Wording): string[] {
  const header = rows[0]!.row!.header;
  const cell = (text: string) => text.replace(/\|/g, '/');
  const lines = [`| ${header.map(cell).join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const r of rows) {
    const cells = header.map((_, i) => cell(r.row!.cells[i] ?? ''));
    cells[cells.length - 1] = `${cells[cells.length - 1]} ${marker(r, w)}`.trim();
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines;
}

/**
 * A quote as Markdown lines: its first unit after `lead` ("- " in a list), then the items of its list as bullets,
 * nested as the article nests them (a table's rows as a table), each list quoted in part closed by its elision mark,
 * then the sentences of its clause quoted after it.
 */
function quoteLines(q: Quote, w: Wording, lead: string, indent: string): string[] {
  const lines: string[] = [];
  const rows = [q.unit, ...q.children].filter((c) => c.row);
  // The clause's sentences before its lead-in run on with it.
  if (!q.unit.row) lines.push(`${lead}${[...q.before, q.unit].map((c) => quote(c, w)).join(' ')}`);
  else if (q.before.length) lines.push(`${lead}${q.before.map((c) => quote(c, w)).join(' ')}`);
  if (rows.length) lines.push(...(lines.length ? [''] : []), ...tableLines(rows, w), '');
  const items = q.children.filter((c) => !c.row);
  const byOrder = new Map([q.unit, ...q.children].map((c) => [c.order, c]));
  const depth = (c: Candidate): number => (c === q.unit || c.parent === null ? 0 : 1 + depth(byOrder.get(c.parent) ?? q.unit));
  // The walk up stops at the quote's own unit: a definition or item quoted without its lead-in has a parent the quote
  // does not hold (walking on from it would loop).
  const within = (c: Candidate, ancestor: number): boolean =>
    c !== q.unit && c.parent !== null && (c.parent === ancestor || within(byOrder.get(c.parent) ?? q.unit, ancestor));
  const pad = (d: number) => `${indent}${'  '.repeat(Math.max(0, d - 1))}`;
  const itemLines = items.map((c) => ({ c, line: `${pad(depth(c))}- ${quote(c, w)}` }));
  // Each list quoted in part is closed by the mark of the items it leaves out, after its last quoted item.
  const marks: Array<{ after: number; line: string }> = [];
  for (const [parent, left] of elisionGroups(q)) {
    const owner = byOrder.get(parent);
    const last = itemLines.map((x, i) => (within(x.c, parent) ? i : -1)).reduce((m, i) => Math.max(m, i), -1);
    const line = elisionLine(left, w);
    if (last < 0) marks.push({ after: -1, line: rows.length ? line : `${pad(1)}- ${line}` });
    else marks.push({ after: last, line: `${pad(depth(owner ?? q.unit) + 1)}- ${line}` });
  }
  const body: string[] = [];
  marks.filter((m) => m.after < 0).forEach((m) => body.push(m.line));
  itemLines.forEach((x, i) => {
    body.push(x.line);
    // Inner lists close before outer ones.
    marks
      .filter((m) => m.after === i)
      .sort((a, b) => b.line.length - b.line.trimStart().length - (a.line.length - a.line.trimStart().length))
      .forEach((m) => body.push(m.line));
  });
  lines.push(...body);
  // The clause's sentences after its list; after a sentence, they run on with it.
  if (q.following.length) {
    if (!q.children.length && !q.unit.row) lines[lines.length - 1] += ` ${q.following.map((c) => quote(c, w)).join(' ')}`;
    else lines.push(...(rows.length && !items.length ? [''] : []), `${indent}${q.following.map((c) => quote(c, w)).join(' ')}`);
  }
  return lines;
}

/** The Summary's lines: sentences run on as a paragraph; a list or table breaks it. */
function summaryLines(quotes: readonly Quote[], w: Wording): string[] {
  const lines: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) lines.push(paragraph.join(' '), '');
    paragraph = [];
  };
  for (const q of quotes) {
    // A quote from the other end of a delegation opens its own paragraph, named for what it is.
    const label = q.link ? linkLabel(q.link, w) : '';
    if (label) flush();
    if (!q.children.length && !q.elided.length && !q.unit.row) {
      paragraph.push(
        `${label}${quoteUnits(q)
          .map((c) => quote(c, w))
          .join(' ')}`,
      );
      if (label) flush();
      continue;
    }
    flush();
    lines.push(...quoteLines(q, w, label, ''), '');
  }
  flush();
  return lines;
}

/** Words of the Summary as rendered, as a reader (and the key-facts measure) counts them. */
function summaryWords(quotes: readonly Quote[], w: Wording): number {
  return countWords(summaryLines(quotes, w).join('\n'));
}

function detailHeading(p: NumberedPassage, w: Wording, language: QuestionLanguage): string {
  // The English heading names an Arabic article only where the article has no Arabic text to quote.
  const arabicQuoted = language === 'ar' && !!p.textAr?.trim();
  const heading = p.heading && !arabicQuoted ? `: ${plainLabel(p.heading)}` : '';
  const englishOnly = language === 'ar' && !arabicQuoted ? w.englishOnly : '';
  // An Arabic answer names the document by its official Arabic title where it has one.
  const title = language === 'ar' && p.titleAr?.trim() ? p.titleAr : p.title;
  const line = `**${plainLabel(title)} — ${w.label(p.number)}${heading}**${englishOnly}`;
  return p.repealed ? `${line} (${repealedNote(p, w)})` : line;
}

/** "repealed: replaced by Ministerial Decision No. 301 of 2024, whose text this collection does not yet hold". */
function repealedNote(p: NumberedPassage, w: Wording): string {
  const by = p.replacedBy;
  if (by) return `${w.repealed}: ${w.replacedBy(plainLabel(w.title(by)), `/legislation/${by.legislationId}`, by.hasText)}`;
  const note = w.note(p);
  return note && note.toLowerCase() !== 'repealed' ? `${w.repealed}: ${note}` : w.repealed;
}

/** Our words in front of a linked article's quote: how it stands to the cited one, and which article it is. */
function linkLabel(link: NonNullable<Quote['link']>, w: Wording): string {
  const relation = (w.links as Partial<Record<string, string>>)[link.kind] ?? '';
  return `**${relation} (${plainLabel(w.title(link.target))}${w.comma}${w.label(link.target.number)}):** `;
}

function bullets(q: Quote, w: Wording): string[] {
  return quoteLines(q, w, `- ${q.link ? linkLabel(q.link, w) : ''}`, '  ');
}

/** The parts of the question, each scored on its own, with the situation the question describes as context. */
function questionPartsOf(input: AnalystInput, candidates: Candidate[], passages: NumberedPassage[]): QuestionPart[] {
  const texts = questionParts(input.question);
  const previous = lastUserQuestion(input);
  if (texts.length <= 1) {
    // A one-part question's own view leaves the concept shares empty, as it always has (the Planner's whole view has them).
    // What it asks is read from the question it puts as well as from the whole: "I rent out flats … Do I need to
    // register?" is a yes/no question although its first words state the facts.
    const asked = texts[0] && texts[0] !== input.question ? questionIntents(texts[0]) : null;
    const whole = questionIntents(input.question);
    const intents = asked ? (Object.fromEntries(Object.entries(whole).map(([k, v]) => [k, v || asked[k as keyof typeof asked]])) as typeof whole) : whole;
    const general = !previous && analyseQuery(input.question, { glossary: null }).general;
    return [{ text: input.question, intents, scores: wholeQuestionScores(candidates, new Map()), general }];
  }
  // Each part leans on the situation the question describes (and the conversation's previous question), not on the other parts.
  const context = `${questionSituation(input.question)} ${previous}`.trim();
  return texts.map((text) => ({ text, intents: questionIntents(text), scores: measureUnits(candidates, passages, text, context, PART_CONTEXT_WEIGHT) }));
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
  const measure = (quotes: readonly Quote[]) => summaryWords(quotes, w);
  // "What does Article 50 provide?": the cited article's own provisions, not the sentences that share the question's words.
  // "Is MD 125/2023 still in force?": what the record says, then the provisions that made it so, in their order.
  // "Which decisions implement Article 21?", "Which articles refer to Article 50?": what the citator records, then the
  // cited articles (and the other ends of each delegation).
  const statuses = input.instrumentStatuses ?? [];
  const asks = passages[0]?.cited ? input.citatorAsks : undefined;
  const plan =
    passages[0]?.cited && (asksWhatItSays(input.question) || statuses.length || asks)
      ? planCitedText(new Units(candidates), asks === 'delegations' ? withDelegationPartners(passages) : passages, measure, citedClauses(input.question))
      : planAnswer(new Units(candidates), passages, shares, questionPartsOf(input, candidates, passages), measure);

  if (plan.fallback) lines.push(`*${w.fallback}*`, '');
  lines.push(w.summary, '', ...statusLines(statuses, language), ...(asks ? citatorLines(passages, asks, language) : []), ...summaryLines(plan.summary, w));
  if (plan.keyPoints.length) lines.push(w.keyPoints, '', ...plan.keyPoints.flatMap((q) => bullets(q, w)), '');
  if (plan.details.length) lines.push(w.details, '');
  for (const { passage, quotes } of plan.details) {
    lines.push(detailHeading(passage, w, language), '', ...quotes.flatMap((q) => bullets(q, w)), '');
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
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
