/**
 * The messages a language model receives: a system prompt with the rules and the numbered
 * passages (and nothing else to cite), then the conversation so far, then the question.
 * The passages sit in the single system message because some OpenAI-compatible servers
 * accept only one system message, and only at the start.
 */
import { articleLabel } from './citations.ts';
import { excerptProvisions, OMITTED_NOTE } from './provision-excerpt.ts';
import { questionLanguage, type QuestionLanguage } from './question-language.ts';
import { citatorLines } from './citator-lines.ts';
import { statusLines } from './status-lines.ts';
import type { AnalystInput, NumberedPassage } from './types.ts';

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Per article; a long schedule is given by the provisions that bear on the question rather than crowding out the other passages. */
export const MAX_ARTICLE_CHARS = 6000;
/** All passages together (≈ 12k tokens), so a prompt fits small-context models too. */
export const MAX_PASSAGES_CHARS = 48_000;
/** The least an article keeps when many share the budget. */
const MIN_ARTICLE_CHARS = 1500;
/** Earlier turns are context, not sources: each is cut to this. */
const MAX_HISTORY_CHARS = 4000;

export const SYSTEM_PROMPT = `You are a careful research assistant for UAE Corporate Tax legislation. Tax professionals ask you questions; you answer ONLY from the numbered passages given below, which are articles of UAE legislation retrieved for the question.

Rules:
1. Use only the passages below. Do not rely on outside knowledge, other laws, guidance, or earlier answers in the conversation unless a passage below states the same thing.
2. Cite every statement with the number of the passage that supports it in square brackets, for example [2] or [1, 3]. Cite only the numbers of the passages below, and never use square brackets around numbers for anything else.
3. When the passages do not answer the question, or answer only part of it, say so plainly and say what is missing. Never guess or fill gaps.
4. A passage marked REPEALED is no longer in force. Say so whenever you rely on it, name what replaced it when its header says, and say whether the collection holds that text; prefer passages in force.
5. State figures, percentages, thresholds, periods and conditions exactly as the passages do, and name the document and article you rely on, for example "Article (3) of Federal Decree-Law No. 47 of 2022".
6. Answer first: the Summary (at most 120 words) opens with the direct answer to what is asked, with its figures (amounts, rates, periods, deadlines) and their citations. A yes/no question gets yes or no with the deciding rule and its exceptions; a question about an amount, a deadline, who, a procedure, a consequence or a definition gets that first. Then come the conditions, exceptions and consequences.
7. If the question asks several things, answer each of them, in order. When an article of a Law leaves a matter to a decision and that decision is among the passages (its header says "implements [n]"), state both: the Law's rule and what the decision sets.
8. Quote a provision whole when the answer depends on it: a list with every item (never drop an item of "all of the following"), a table as a table, never a sentence cut off. Where a passage shows "${OMITTED_NOTE}", provisions were left out: do not guess what they say.
9. Write in Markdown with the sections "## Summary", "## Key Points" and "## Details". Do not use raw HTML.`;

/** Added for an Arabic question (issue 17): the answer in Arabic, from the official Arabic the passages then carry. */
export const ARABIC_ANSWER_RULE = `10. The question is in Arabic: write the whole answer in Arabic (Modern Standard Arabic), with the sections "## الملخص", "## النقاط الرئيسية" and "## التفاصيل" instead of the English ones. Each passage below gives the official Arabic text of its article; quote and follow its wording. A passage marked "official text in English" belongs to an instrument that has no official Arabic text: translate only what you use from it and say that the official text is in English. Citations stay [n] as in rule 2. Name instruments, articles and statuses in Arabic as the official texts do.`;

/** The note on a passage whose instrument has no official Arabic text, when the question is Arabic. */
export const ENGLISH_ONLY_NOTE = '(official text in English: this instrument has no official Arabic text)';

/** Numbers in square brackets inside legislation would read as citations: shown as "(n)" instead. */
function neutraliseBrackets(text: string): string {
  return text.replace(/\[(\s*\d[\d\s,;\u2013\u2014-]*)\]/g, '($1)');
}

/**
 * `[n] Title — Article (N): Heading — status: active`, with "(REPEALED: replaced by …)" when repealed, and the
 * delegations among the given passages ("implements [2]", "implemented by [5]").
 */
export function passageHeader(p: NumberedPassage, given: readonly NumberedPassage[] = []): string {
  const heading = p.heading ? `: ${p.heading}` : '';
  const status = `status: ${p.status?.trim() || 'unknown'}`;
  const replaced = p.replacedBy
    ? `replaced by ${p.replacedBy.title}${p.replacedBy.hasText ? ', whose text the collection holds' : ', whose text the collection does not hold'}`
    : p.statusNote;
  const repealed = p.repealed ? ` (REPEALED${replaced ? `: ${replaced}` : ''})` : '';
  const delegations = (p.links ?? [])
    .filter((l) => l.kind === 'implements' || l.kind === 'implemented_by')
    .flatMap((l) => {
      const other = given.find((g) => g.legislationId === l.legislationId && g.number === l.number);
      return other ? [`${l.kind === 'implements' ? 'implements' : 'implemented by'} [${other.n}]`] : [];
    });
  return `[${p.n}] ${p.title} — ${articleLabel(p.number)}${heading} — ${status}${repealed}${delegations.length ? ` — ${[...new Set(delegations)].join(', ')}` : ''}`;
}

/**
 * The passages as the prompt lists them, each within its share of the budget by whole provisions (provision-excerpt.ts:
 * the provisions that bear on `question` when an article is longer than its share). For an Arabic question each
 * carries its official Arabic text, and the English only where its instrument has none (with a note saying so), so
 * the answer quotes the official wording.
 */
export function formatPassages(passages: readonly NumberedPassage[], language: QuestionLanguage = 'en', question = ''): string {
  const each = Math.min(MAX_ARTICLE_CHARS, Math.max(MIN_ARTICLE_CHARS, Math.floor(MAX_PASSAGES_CHARS / Math.max(1, passages.length))));
  return passages
    .map((p) => {
      const arabic = language === 'ar' ? p.textAr?.trim() : undefined;
      const text = arabic || (p.textEn ?? '').trim();
      const note = language === 'ar' && !arabic ? ` ${ENGLISH_ONLY_NOTE}` : '';
      return `${passageHeader(p, passages)}${note}\n${excerptProvisions(neutraliseBrackets(text), question, each)}`;
    })
    .join('\n\n');
}

/** Earlier answers cite the passages of their own turn; those numbers would mislead now. */
function stripCitations(text: string): string {
  return text.replace(/ ?\[\s*\d+(?:\s*[-\u2013\u2014,;]\s*\d+)*\s*\](?!\()/g, '');
}

/**
 * For a question whether instruments are in force (terms.ts `asksAboutStatus`): what the collection records of them, as
 * the extractive analyst states it (in English: a model writes the answer in the question's language).
 */
export const STATUS_RECORD_INTRO =
  'The question asks whether instruments are in force. This collection records the following of them. It is a record, not a passage: open the Summary with it, without a citation number, then cite the passages that bear on it.';

/** For a question about delegations or cross-references (terms.ts `asksAboutDelegation`, `asksAboutReferences`): the edges the citator records. */
export const CITATOR_RECORD_INTRO =
  'The question asks which provisions implement or refer to which. The citator of this collection records the following. It is a record, not a passage: state it first, without a citation number, then quote and cite the passages that bear on it.';

function statusRecord(input: AnalystInput): string {
  const statuses = input.instrumentStatuses ?? [];
  const citator = input.citatorAsks ? citatorLines(input.passages, input.citatorAsks, 'en').filter(Boolean) : [];
  return [
    statuses.length ? `\n\n${STATUS_RECORD_INTRO}\n${statusLines(statuses, 'en').filter(Boolean).join('\n')}` : '',
    citator.length ? `\n\n${CITATOR_RECORD_INTRO}\n${citator.join('\n')}` : '',
  ].join('');
}

export function buildMessages(input: AnalystInput): PromptMessage[] {
  const scope =
    input.scope === 'document' && input.documentTitle
      ? `\n\nThis conversation is about one document: ${input.documentTitle}. The passages are articles of that document.`
      : '';
  const language = questionLanguage(input.question);
  const rules = language === 'ar' ? `${SYSTEM_PROMPT}\n${ARABIC_ANSWER_RULE}` : SYSTEM_PROMPT;
  const system = `${rules}${scope}${statusRecord(input)}\n\nPassages:\n\n${formatPassages(input.passages, language, input.question)}`;
  const history: PromptMessage[] = input.history
    .filter((m) => m.content.trim())
    .map((m) => {
      const content = m.role === 'assistant' ? stripCitations(m.content) : m.content;
      return { role: m.role, content: content.length > MAX_HISTORY_CHARS ? `${content.slice(0, MAX_HISTORY_CHARS)} …` : content };
    });
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: input.question }];
}
