import { countWords } from '../../../../schema/word-count.ts';

/**
 * Splits an article's text (the English, or the official Arabic for an Arabic question) into
 * quotable units: sentences, and the clauses of legal drafting (numbered clauses "1.", sub-clauses
 * "(a)" / "(أ)", definitions "- **Term**: meaning", long semicolon-separated enumerations).
 *
 * A unit is the article's own words: a stretch of the text with only these changes, each of
 * which removes and never adds wording:
 * - the list marker in front ("- ", "1. ", "> ") is dropped: inside an answer's bullet it would
 *   start a nested Markdown list (the "(a)" labels are kept: they are safe and carry meaning);
 * - the editorial footnote references "[Note 12]" are dropped;
 * - a line wholly in italics (the corpus's amendment notes) loses its enclosing asterisks, and a
 *   unit whose asterisks would not pair up loses them all, so no emphasis runs into the answer;
 * - a unit of more than MAX_WORDS words is cut after TRUNCATE_TO words and marked with " …".
 * Tables, rules and units that hold a bracketed number (which would read as a citation) are skipped.
 */

export interface TextUnit {
  /** Position within the article, for showing units in the article's order. */
  order: number;
  text: string;
  words: number;
  /** Ends with ':' (before any cut) — a lead-in to a list ("… at the following rates:"). */
  leadIn: boolean;
  /** For a lead-in: the `order` of the units of the list items under it, in order. */
  children: number[];
  /** For a list item: the `order` of its lead-in. */
  parent: number | null;
  /** Cut after TRUNCATE_TO words (marked " …"): a weaker quote than a whole sentence. */
  truncated: boolean;
}

const MAX_WORDS = 80;
const TRUNCATE_TO = 60;
const MIN_WORDS = 3;
const LONG_LINE_WORDS = 40;
const MIN_PIECE_WORDS = 6;

const NOTE_REF = /\s*\[Note\s*\d+\]/gi;
/** "- ", "1. ", "1) ", "> ", and the official Arabic's "1- ". */
const LIST_MARKER = /^(?:[-*+]\s+|\d{1,3}[.)]\s+|\d{1,3}\s?-\s+|>\s*)/;
/** Sentence end: . ? ! (or the Arabic question mark) then space, then what can start a sentence or clause (Arabic letters too). */
const BOUNDARY = /[.?!\u061F](\s+)(?=[A-Z(\u201c"'\d\u0621-\u064A])/g;
const ABBREVIATIONS = new Set(
  'no nos art arts e.g i.e etc mr mrs ms dr st vs co ltd inc para paras cl sec p.o u.a.e approx fig jan feb mar apr jun jul aug sep sept oct nov dec'.split(' '),
);
/** What would start a list, quote, heading, table or code in Markdown ("**Term**" is fine). */
const UNSAFE_START = /^(?:[-+*](?=\s|$)|[>#|=`~]|\d{1,3}[.)](?=\s|$))\s*/;
/** "(a)", "(iv)", "(3)", and the Arabic "(أ)", "(ب)". */
const PAREN_ITEM = /^\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,3}|[\u0621-\u064A]{1,2})\)\s/i;
const CITATION_LIKE = /\[\s*\d/;

const wordCount = countWords;

/** Splits one line at sentence ends that are not abbreviations ("No. 47", "e.g. the"). */
function splitSentences(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(line); m; m = BOUNDARY.exec(line)) {
    const end = m.index + 1;
    let from = m.index;
    while (from > start && !/\s/.test(line[from - 1]!)) from--;
    const token = line.slice(from, m.index).replace(/^[("'\u201c]+/, '').toLowerCase();
    if (ABBREVIATIONS.has(token) || /^[a-z]$/i.test(token)) continue;
    out.push(line.slice(start, end));
    start = end + m[1]!.length;
  }
  out.push(line.slice(start));
  return out;
}

/** Long enumerations "(a) …; (b) …; and (c) …" become one unit per item (short items stay with their neighbour). */
function splitSemicolons(sentence: string): string[] {
  if (!/[;\u061B]/.test(sentence) || wordCount(sentence) <= LONG_LINE_WORDS) return [sentence];
  const ranges: Array<[number, number]> = [];
  const re = /[;\u061B]\s+/g;
  let start = 0;
  for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
    ranges.push([start, m.index + 1]);
    start = m.index + m[0].length;
  }
  ranges.push([start, sentence.length]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const prev = merged[merged.length - 1];
    if (prev && (wordCount(sentence.slice(r[0], r[1])) < MIN_PIECE_WORDS || wordCount(sentence.slice(prev[0], prev[1])) < MIN_PIECE_WORDS)) prev[1] = r[1];
    else merged.push([r[0], r[1]]);
  }
  return merged.map(([a, b]) => sentence.slice(a, b));
}

function balanceEmphasis(s: string): string {
  if (!s.includes('*')) return s;
  const stars = s.match(/\*/g)?.length ?? 0;
  const bolds = s.match(/\*\*/g)?.length ?? 0;
  if (stars % 2 === 1 || bolds % 2 === 1) return s.replace(/\*+/g, '');
  return s;
}

function clean(piece: string): string | null {
  let s = (piece.includes('[') ? piece.replace(NOTE_REF, '') : piece).trim();
  for (let guard = 0; guard < 3 && UNSAFE_START.test(s); guard++) s = s.replace(UNSAFE_START, '');
  s = balanceEmphasis(s).trim();
  if (!/\p{L}/u.test(s) || CITATION_LIKE.test(s)) return null;
  const count = wordCount(s);
  if (count < MIN_WORDS) return null;
  if (count > MAX_WORDS) s = `${balanceEmphasis(s.split(/\s+/).slice(0, TRUNCATE_TO).join(' '))} …`;
  return s;
}

/** Ends with ':' — a lead-in to a list, also when its quote is cut short (it still opens the list). */
function isLeadIn(piece: string): boolean {
  return piece.trimEnd().endsWith(':');
}

type LineKind = 'paren' | 'bullet' | 'number' | 'plain';

function lineKind(line: string): LineKind {
  if (PAREN_ITEM.test(line)) return 'paren';
  if (/^[-*+]\s/.test(line)) return 'bullet';
  if (/^\d{1,3}(?:[.)]|\s?-)\s/.test(line)) return 'number';
  return 'plain';
}

/** Whether a line is an item of the list that a lead-in of `lead` kind and indentation opens. */
function isItemOf(lead: { kind: LineKind; indent: number }, kind: LineKind, indent: number): boolean {
  if (indent > lead.indent) return true;
  if (kind === 'paren') return lead.kind !== 'paren';
  if (kind === 'bullet') return lead.kind !== 'bullet';
  if (kind === 'number') return lead.kind === 'plain';
  return false;
}

export function splitUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  /** The lead-ins whose lists are being read, innermost last. */
  const open: Array<{ unit: TextUnit; kind: LineKind; indent: number }> = [];
  for (const rawLine of text.split('\n')) {
    let line = rawLine.trim();
    if (!line || line.startsWith('|') || /^[-*_=\s]{3,}$/.test(line)) continue;
    const indent = rawLine.length - rawLine.trimStart().length;
    const kind = lineKind(line);
    while (open.length && !isItemOf(open[open.length - 1]!, kind, indent)) open.pop();
    line = line.replace(LIST_MARKER, '');
    // A line wholly in italics: an editorial amendment note ("*A new Clause … as follows:*").
    const italic = /^\*([^*].*[^*])\*$/.exec(line);
    if (italic) line = italic[1]!;
    const parent = open[open.length - 1];
    let last: TextUnit | null = null;
    for (const sentence of splitSentences(line)) {
      for (const piece of splitSemicolons(sentence)) {
        const s = clean(piece);
        if (!s) continue;
        const unit: TextUnit = {
          order: units.length,
          text: s,
          words: wordCount(s),
          leadIn: isLeadIn(piece),
          children: [],
          parent: parent?.unit.order ?? null,
          truncated: s.endsWith(' …'),
        };
        units.push(unit);
        parent?.unit.children.push(unit.order);
        last = unit;
      }
    }
    // A line ending in a lead-in opens a list, possibly nested in the one being read.
    if (last?.leadIn) open.push({ unit: last, kind, indent });
  }
  return units;
}
