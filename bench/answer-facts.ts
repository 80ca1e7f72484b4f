/**
 * Key facts of an answer (issue 25): does the answer's Summary state what the question asks? The same measure as
 * `../shared/eval/answer-facts.py` (`score`), in TypeScript so that `npm run eval:answers` prints it by half of the
 * dev set: a question counts when its Summary (the section headed 'Summary' or 'الملخص', at most SUMMARY_WORDS
 * whitespace-separated words) holds every fact of the question. A fact is a Python regular expression over the law's
 * own wording, matched case-insensitively against normalised text. answer-facts.test.ts checks that this port and
 * the Python script agree, fact by fact.
 */

/** The Summary's word limit of the measure (answer-facts.py's default). */
export const SUMMARY_WORDS = 120;

export interface FactsRow {
  id: string;
  facts: string[];
}

export interface FactsScore {
  /** Every fact in a Summary of at most SUMMARY_WORDS words. */
  summaryAll: boolean;
  /** Every fact somewhere in the answer (Read Next excluded). */
  answerAll: boolean;
  /** Share of the facts the Summary holds (whatever its length). */
  summaryRecall: number;
  factsInSummary: number;
  factsInAnswer: number;
  summaryWords: number;
  /** The answer has no Summary: a no-match answer. */
  refused: boolean;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** answer-facts.py `norm`: digits to ASCII, tatweel and brackets out, thousands separators out, spaces collapsed, lower case. */
export function normaliseFacts(text: string): string {
  let s = text.replace(/[٠-٩۰-۹]/g, (d) => String(ARABIC_INDIC.includes(d) ? ARABIC_INDIC.indexOf(d) : PERSIAN.indexOf(d))).replace(/ـ/g, '');
  s = s.replace(/[()[\]]/g, ' ');
  // Python's \b after the three digits is Unicode-aware: no word character (letter, digit, underscore) may follow.
  const separator = /(?<=\d)[,.٬](?=\d{3}(?![\p{L}\p{N}_]))/gu;
  s = s.replace(separator, '').replace(separator, '');
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

const WORD_CHAR = '[\\p{L}\\p{N}_]';
const NOT_WORD_CHAR = '[^\\p{L}\\p{N}_]';
const BOUNDARY = `(?:(?<=${WORD_CHAR})(?!${WORD_CHAR})|(?<!${WORD_CHAR})(?=${WORD_CHAR}))`;

/**
 * A fact's Python regular expression as a JavaScript one with Python's meaning: `\b`, `\w` and `\W` are
 * Unicode-aware in Python's `re` (ASCII-only in JavaScript), case-insensitive as `re.I`.
 */
export function compileFact(pattern: string): RegExp {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\' && i + 1 < pattern.length) {
      const next = pattern[i + 1]!;
      i++;
      if (next === 'b' && !inClass) out += BOUNDARY;
      else if (next === 'w') out += inClass ? '\\p{L}\\p{N}_' : WORD_CHAR;
      else if (next === 'W' && !inClass) out += NOT_WORD_CHAR;
      // Python accepts an escaped character that needs none ("\'", "\ "): the character itself, escaped for JavaScript when it is syntax.
      else if (/[A-Za-z0-9]/.test(next)) out += `\\${next}`;
      else out += /[\\^$.*+?()[\]{}|/-]/.test(next) ? `\\${next}` : next;
      continue;
    }
    if (ch === '[' && !inClass) inClass = true;
    else if (ch === ']' && inClass) inClass = false;
    out += ch;
  }
  return new RegExp(out, 'iu');
}

/** The Summary section (answer-facts.py `summary_of`): from '## Summary' or '## الملخص' to the next '## ' heading. */
export function summaryOf(markdown: string): string {
  const m = /^##\s*(?:Summary|الملخص)[^\S\n]*$([\s\S]*?)(?=^##\s|(?![\s\S]))/m.exec(markdown);
  return m ? m[1]! : '';
}

/** The answer without HTML comments and without its Read Next section, which cites nothing. */
export function answerBody(markdown: string): string {
  const text = markdown.replace(/<!--[\s\S]*?-->/g, '');
  const at = text.search(/^##\s*(?:Read Next|اقرأ أيضاً|اقرأ التالي)/m);
  return at < 0 ? text : text.slice(0, at);
}

/** Whitespace-separated words, as Python's `str.split()` counts them. */
export function whitespaceWords(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

export function scoreFacts(markdown: string, facts: readonly string[], summaryWords = SUMMARY_WORDS): FactsScore {
  const body = answerBody(markdown);
  const summary = summaryOf(body);
  const inSummary = normaliseFacts(summary);
  const inAnswer = normaliseFacts(body);
  const patterns = facts.map(compileFact);
  const hitSummary = patterns.filter((p) => p.test(inSummary)).length;
  const hitAnswer = patterns.filter((p) => p.test(inAnswer)).length;
  const words = whitespaceWords(summary);
  const refused = !summary.trim();
  return {
    summaryAll: hitSummary === facts.length && words <= summaryWords && !refused,
    answerAll: hitAnswer === facts.length,
    summaryRecall: hitSummary / Math.max(1, facts.length),
    factsInSummary: hitSummary,
    factsInAnswer: hitAnswer,
    summaryWords: words,
    refused,
  };
}

export function parseFacts(jsonl: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  jsonl.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const row = JSON.parse(line) as Partial<FactsRow>;
    if (typeof row.id !== 'string' || !Array.isArray(row.facts)) throw new Error(`facts line ${i + 1}: needs "id" and "facts"`);
    out.set(row.id, row.facts);
  });
  return out;
}
