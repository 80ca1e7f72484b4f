/**
 * Whether an answer quotes the law whole (issue 25, "Whole provisions"): read from the answer's Markdown and, for
 * lists, the text of the article a lead-in is quoted from. Independent of the analyst's own parser, so that it checks
 * the analyst rather than repeating it.
 *
 * - leadInsWithoutItems: a quote ending in ':' or ':-' ("… at the following rates: [1]") with no list or table after it;
 * - droppedItems: a lead-in quoted with fewer items than its article gives it, and no elision mark ("[…]") saying so;
 * - cutSentences: a quote ending mid-sentence ("… [1]" or "... [1]");
 * - summaryWords / words: the Summary's and the whole answer's length (Read Next excluded).
 */
import { answerBody, summaryOf, whitespaceWords } from './answer-facts.ts';

export interface ShapeProblems {
  leadInsWithoutItems: number;
  droppedItems: number;
  cutSentences: number;
  /** One line per problem, for reading. */
  notes: string[];
}

/** A quote's citation marker at the end of a line: "text. [2]" or "text: [1, 3]" (with a status note after it). */
const TRAILING_MARKER = /\s\[\d+(?:,\s*\d+)*\](?:\s*\([^()]*\))*\s*$/;
const LIST_LINE = /^\s*(?:[-*+]\s|\|)/;
/** Our own mark of items left out of a quoted list. */
export const ELISION_MARK = '[…]';

/** The quoted text of a line, without its bullet and citation marker, or null when the line quotes nothing. */
function quotedText(line: string): string | null {
  if (!TRAILING_MARKER.test(line)) return null;
  return line
    .replace(TRAILING_MARKER, '')
    .replace(/^\s*(?:[-*+]\s+)?(?:\*\*[^*]*\*\*\s*)?/, '')
    .trim();
}

/** Text folded for finding a quote in its article: case, spaces, brackets, list labels and editorial note marks out. */
function fold(text: string): string {
  return text
    .replace(/\[Note\s*\d+\]/gi, '')
    .replace(/[()[\]*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A list item line of an article's text: "(a) …", "1. …", "1- …", "- …", "أ- …", "(أ) …". */
const ITEM_LINE =
  /^\s*(?:\((?:[a-z]{1,3}|[ivx]{1,6}|\d{1,3}|[\u0621-\u064A]{1,3})\)\s|[a-z][.)]\s|[ivx]{1,6}\.\s|\d{1,3}(?:\.\d+)*[.)]\s|\d{1,3}\s?-\s|[-*+]\s|[\u0621-\u064A]{1,3}\s?-\s)/i;

/** How many items follow the lead-in that starts `at` in the article's lines (the list it opens, nested items counted once with their parent). */
function itemsAfter(lines: string[], at: number): number {
  const leadIndent = lines[at]!.length - lines[at]!.trimStart().length;
  const leadKind = itemKind(lines[at]!);
  let count = 0;
  let itemKindSeen: string | null = null;
  let firstIndent: number | null = null;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    if (line.trim().startsWith('|')) return count + 1;
    if (!ITEM_LINE.test(line)) break;
    const kind = itemKind(line);
    const indent = line.length - line.trimStart().length;
    // A line less indented than the list's first item belongs to an outer list; so does a numbered line that does
    // not go on with the list's numbering (the official Arabic nests "1-" under "أ-" without indenting it).
    firstIndent ??= indent;
    if (indent < firstIndent) break;
    const number = /^\s*(\d{1,3})(?:[.)]|\s?-)\s/.exec(line)?.[1];
    if (number !== undefined && kind === itemKindSeen && indent === firstIndent && Number(number) !== count + 1) break;
    // A sibling of the lead-in itself ends its list ("2." after "1. … the following:").
    if (kind === leadKind && indent <= leadIndent && leadKind !== 'plain') break;
    itemKindSeen ??= kind;
    if (kind === itemKindSeen) count++;
  }
  return count;
}

function itemKind(line: string): string {
  const t = line.trim();
  if (/^\(\d/.test(t)) return 'paren-number';
  if (/^\(/.test(t) || /^[a-z]\)/i.test(t)) return 'paren';
  if (/^\d/.test(t)) return 'number';
  if (/^[-*+]\s/.test(t)) return 'bullet';
  if (/^[\u0621-\u064A]{1,3}\s?-/.test(t)) return 'arabic-letter';
  return 'plain';
}

/**
 * `articleText(n)`: the text of the article the answer's `[n]` cites, in the language quoted (null when unknown: its
 * lists are then not checked).
 */
export function shapeProblems(markdown: string, articleText: (n: number) => string | null): ShapeProblems {
  const lines = answerBody(markdown).split('\n');
  const out: ShapeProblems = { leadInsWithoutItems: 0, droppedItems: 0, cutSentences: 0, notes: [] };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const quote = quotedText(line);
    if (quote === null) continue;
    if (/(?:…|\.\.\.)$/.test(quote) && !quote.endsWith(ELISION_MARK)) {
      out.cutSentences++;
      out.notes.push(`cut: ${quote.slice(-60)}`);
    }
    if (!/:-?$/.test(quote)) continue;
    // The items under a lead-in: the list lines that follow it, more indented when the lead-in is itself an item.
    const indent = line.length - line.trimStart().length;
    const items: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim()) j++;
    for (; j < lines.length && LIST_LINE.test(lines[j]!); j++) {
      const itemIndent = lines[j]!.length - lines[j]!.trimStart().length;
      // A table can only stand unindented, also after a lead-in quoted as a bullet.
      if (/^\s*[-*+]\s/.test(line) && itemIndent <= indent && !lines[j]!.trim().startsWith('|')) break;
      if (itemIndent === (items.length ? items[0]!.length - items[0]!.trimStart().length : itemIndent)) items.push(lines[j]!);
    }
    if (!items.length) {
      out.leadInsWithoutItems++;
      out.notes.push(`lead-in without items: ${quote.slice(0, 60)}`);
      continue;
    }
    if (items.some((x) => x.includes(ELISION_MARK))) continue;
    const n = Number(/\[(\d+)/.exec(line.slice(line.lastIndexOf('[')))?.[1]);
    const source = Number.isFinite(n) ? articleText(n) : null;
    if (!source) continue;
    const sourceLines = source.split('\n');
    const wanted = fold(quote).slice(0, 50);
    const at = sourceLines.findIndex((l) => fold(l).includes(wanted));
    if (at < 0) continue;
    const expected = itemsAfter(sourceLines, at);
    const tableQuoted = items.some((x) => x.trim().startsWith('|'));
    if (!tableQuoted && expected > items.length) {
      out.droppedItems++;
      out.notes.push(`${expected - items.length} of ${expected} items dropped after: ${quote.slice(0, 60)}`);
    }
  }
  return out;
}

/** The Summary's words and the answer's (Read Next excluded), as the key-facts measure counts them. */
export function answerLengths(markdown: string): { summaryWords: number; words: number } {
  const body = answerBody(markdown);
  return { summaryWords: whitespaceWords(summaryOf(body)), words: whitespaceWords(body) };
}
