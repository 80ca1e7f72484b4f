import { countWords } from '../../../../schema/word-count.ts';

/**
 * Splits an article's text (the English, or the official Arabic for an Arabic question) into
 * quotable units: whole sentences, the clauses of legal drafting (numbered clauses "1." / "1-",
 * sub-clauses "(a)" / "(أ)" / "أ-", definitions "- **Term**: meaning") and the rows of its tables.
 * A unit is never cut: a sentence is quoted whole or not at all (issue 25, "Whole provisions").
 *
 * A unit is the article's own words: a stretch of the text with only these changes, each of
 * which removes and never adds wording:
 * - the list marker in front ("- ", "1. ", "1- ", "> ") is dropped: inside an answer's bullet it would
 *   start a nested Markdown list (the "(a)" / "أ-" labels are kept: they are safe and carry meaning);
 * - the editorial footnote references "[Note 12]" are dropped;
 * - a number in square brackets, which would read as a citation, is shown in round ones;
 * - a unit whose asterisks would not pair up loses them all, so no emphasis runs into the answer;
 * - a table cell's line breaks ("<br>") become spaces (raw HTML is not rendered).
 *
 * Lines wholly in italics are the corpus's editorial amendment notes, not the law's words: they are left out.
 *
 * The structure is kept: a lead-in ("… at the following rates:") knows the units of its list
 * (`children`), an item its lead-in (`parent`), every unit the provision it belongs to (`block`: the
 * top-level clause), and a table row its table's header.
 */

export interface TableRow {
  /** Units of one table share its id. */
  id: number;
  header: string[];
  cells: string[];
}

export interface TextUnit {
  /** Position within the article, for showing units in the article's order. */
  order: number;
  text: string;
  words: number;
  /** Ends with ':' or ':-' — a lead-in to a list or table ("… at the following rates:", "… بالنسب الآتية:-"). */
  leadIn: boolean;
  /** For a lead-in: the `order` of the units of the list items (or table rows) under it, in order. */
  children: number[];
  /** For a list item or table row: the `order` of its lead-in. */
  parent: number | null;
  /** The top-level clause the unit belongs to: a lead-in, its items and the sentences of its line share it. */
  block: number;
  /** The line of the article it comes from: sentences of one line share it. */
  line: number;
  /** A row of a table. */
  row: TableRow | null;
  /** The number of the article's clause the unit belongs to ("2. The Person … may view …" and its items: 2), if numbered. */
  clause: number | null;
}

const MIN_WORDS = 3;

const NOTE_REF = /\s*\[Note\s*\d+\]/gi;
/** "- ", "1. ", "1) ", "> ", and the official Arabic's "1- ". */
const LIST_MARKER = /^(?:[-*+]\s+|\d{1,3}[.)]\s+|\d{1,3}\s?-\s+|>\s*)/;
/** Sentence end: . ? ! (or the Arabic question mark) then space, then what can start a sentence or clause (Arabic letters too). */
const BOUNDARY = /[.?!\u061F](\s+)(?=[A-Z(\u201c"'\d\u0621-\u064A])/g;
const ABBREVIATIONS = new Set(
  'no nos art arts e.g i.e etc mr mrs ms dr st vs co ltd inc para paras cl sec p.o u.a.e approx fig jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);
/** What would start a list, quote, heading, table or code in Markdown ("**Term**" is fine). */
const UNSAFE_START = /^(?:[-+*](?=\s|$)|[>#|=`~]|\d{1,3}[.)](?=\s|$))\s*/;
/** "(a)", "(iv)", "(3)", and the Arabic "(أ)", "(ب)". */
const PAREN_ITEM = /^\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,3}|[\u0621-\u064A]{1,2})\)\s/i;
/** The official Arabic's lettered items: "أ- ", "ب- ", "هـ- ". */
const ARABIC_LETTER_ITEM = /^[\u0621-\u064A]\u0640?\s?-\s/;
/** A number in square brackets reads as a citation in an answer: "[12]" → "(12)". */
const BRACKETED_NUMBER = /\[(\s*\d[^\]]{0,20})\]/g;

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
    const token = line
      .slice(from, m.index)
      .replace(/^[("'\u201c]+/, '')
      .toLowerCase();
    if (ABBREVIATIONS.has(token) || /^[a-z]$/i.test(token)) continue;
    out.push(line.slice(start, end));
    start = end + m[1]!.length;
  }
  out.push(line.slice(start));
  return out;
}

function balanceEmphasis(s: string): string {
  if (!s.includes('*')) return s;
  const stars = s.match(/\*/g)?.length ?? 0;
  const bolds = s.match(/\*\*/g)?.length ?? 0;
  if (stars % 2 === 1 || bolds % 2 === 1) return s.replace(/\*+/g, '');
  return s;
}

/** The quotable text of a piece, or null when it says nothing (a bare label, a rule, a lone number). */
function clean(piece: string, isItem: boolean): string | null {
  let s = (piece.includes('[') ? piece.replace(NOTE_REF, '').replace(BRACKETED_NUMBER, '($1)') : piece).trim();
  for (let guard = 0; guard < 3 && UNSAFE_START.test(s); guard++) s = s.replace(UNSAFE_START, '');
  s = balanceEmphasis(s).trim();
  if (!/\p{L}/u.test(s)) return null;
  // A list item is quoted however short ("(a) Wage."): leaving it out would drop an item of the list.
  if (!isItem && wordCount(s) < MIN_WORDS) return null;
  return s;
}

/** Ends with ':' (the official Arabic often writes ':-') — a lead-in to a list or table. */
function isLeadIn(piece: string): boolean {
  return /:-?$/.test(piece.trimEnd());
}

/**
 * The list style of a line: numbered clauses ("1.", "1-"), lettered items ("(a)", "(أ)", "أ-"), numbered items in
 * brackets ("(1)"), Roman items ("(i)", "(ii)"), bullets, or plain text. Legal drafting nests one style in another
 * ("1." → "(a)" → "(1)" or "(i)"): a line of another style than an open lead-in's is an item of its list.
 */
type LineKind = 'letter' | 'paren-number' | 'roman' | 'bullet' | 'number' | 'section' | 'plain';

/** A numbered line this short without a sentence's end is a heading ("8.2.2 Simplified Calculations Safe Harbour"). */
const SECTION_HEADING_WORDS = 12;

/** "(i)", "(ii)" … and "i.", "ii." … (the Top-up Tax annex writes both). */
const ROMAN_ITEM = /^(?:\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)\)|(?:i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)\.)\s/i;
/** "a. " as well as "(a) ". */
const LETTER_DOT_ITEM = /^[a-z]\.\s/i;

function lineKind(line: string, previousLetter: string | null): LineKind {
  // "(i)" after "(h)" is the next letter; anywhere else it opens (or continues) a Roman list.
  const letter = /^\(?([a-z])[.)]/i.exec(line)?.[1]?.toLowerCase();
  const nextLetter = letter !== undefined && previousLetter !== null && letter.charCodeAt(0) === previousLetter.charCodeAt(0) + 1;
  if (ROMAN_ITEM.test(line) && !nextLetter) return 'roman';
  if (/^\(\d{1,3}\)\s/.test(line)) return 'paren-number';
  if (PAREN_ITEM.test(line) || ARABIC_LETTER_ITEM.test(line) || LETTER_DOT_ITEM.test(line)) return 'letter';
  if (/^[-*+]\s/.test(line)) return 'bullet';
  if (/^\d{1,3}(?:[.)]|\s?-)\s/.test(line)) return 'number';
  // "8.2.1.11 For purposes of …": a provision numbered by its place in the instrument opens a clause of its own.
  if (/^\d{1,3}(?:\.\d{1,3})+\.?\s/.test(line)) return 'section';
  return 'plain';
}

interface OpenList {
  unit: TextUnit;
  kind: LineKind;
  indent: number;
  /** The number the next numbered item of this list would carry ("1-" under "أ- … :-" restarts a list). */
  next: number | null;
}

/**
 * Whether a line is an item of the list that a lead-in of `lead` kind and indentation opens. A numbered line under
 * a lettered or numbered lead-in is its item when it opens a list of its own ("1") or goes on with one ("2" after
 * "1"): the official Arabic nests "1-" under "أ-" without indenting it, and the next clause of the article is
 * numbered on.
 */
function isItemOf(lead: OpenList, kind: LineKind, indent: number, number: number | null): boolean {
  if (indent > lead.indent) return true;
  if (kind === 'plain' || kind === 'section') return false;
  if (kind === 'number') return lead.kind === 'plain' || lead.kind === 'bullet' || (number !== null && number === (lead.next ?? 1));
  return kind !== lead.kind;
}

/** The cells of a Markdown table line ("| a | b |"), with line breaks in cells as spaces. */
function tableCells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split('|').map((c) =>
    c
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(NOTE_REF, '')
      .replace(BRACKETED_NUMBER, '($1)')
      .replace(/^\*([^*].*[^*])\*$/, '$1')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

const isTableRule = (line: string) => /^\|?\s*:?-{3,}/.test(line.trim()) && /^[|\s:-]+$/.test(line.trim());

/**
 * The clause of article `article` a decimal-numbered provision belongs to: "1.6.2 …" is Clause (2) of Article 1.6, and
 * "8.2.1.11 …" is within its Clause (1) (the Top-up Tax annex numbers its provisions by their place in it). Null for a
 * number that is not of that article.
 */
export function sectionClause(number: string, article: string | undefined): number | null {
  if (!article || !number.startsWith(`${article}.`)) return null;
  const next = /^\d{1,3}/.exec(number.slice(article.length + 1));
  return next ? Number(next[0]) : null;
}

/** An item's label as the text gives it, without its brackets: "c" of "(c)", "iv" of "(iv)", "ج" of the official Arabic's "ج-". */
export function itemLabelOf(text: string): string | null {
  const m = /^\(([^)\s]{1,4})\)/.exec(text) ?? /^([\u0621-\u064A]\u0640?)\s?-/.exec(text);
  return m ? m[1]! : null;
}

export function splitUnits(text: string, article?: string): TextUnit[] {
  const units: TextUnit[] = [];
  /** The lead-ins whose lists are being read, innermost last. */
  const open: OpenList[] = [];
  let block = -1;
  let lineClause: number | null = null;
  let table: { id: number; header: string[] | null; parent: TextUnit | null } | null = null;
  let tables = 0;
  /** The last lettered item's letter: "(i)" after "(h)" is a letter, not a Roman numeral. */
  let lastLetter: string | null = null;
  const lines = text.split('\n');
  for (let lineNo = 0; lineNo < lines.length; lineNo++) {
    const rawLine = lines[lineNo]!;
    let line = rawLine.trim();
    if (!line) continue;
    if (line.startsWith('|')) {
      // A table: its header, then one unit a row, the items of the lead-in that announced it ("… the following table:").
      if (!table) {
        const lead = open[open.length - 1]?.unit ?? null;
        table = { id: tables++, header: null, parent: lead && lead.line === units[units.length - 1]?.line ? lead : null };
        if (!table.parent) block++;
      }
      if (isTableRule(line)) continue;
      // A row holding only an editorial amendment note in italics is not a row of the law's table.
      if (line.split('|').some((c) => /^\s*\*[^*].*[^*]\*\s*$/.test(c)) && line.split('|').filter((c) => c.trim()).length === 1) continue;
      const cells = tableCells(line);
      // A row repeating the header's first cell heads the next part of the table ("م | جهات النفع العام (حكومة دبي)"
      // after the federal entities): it is that part's header, not a row of the law's list.
      if (!table.header || (cells.length === table.header.length && !!cells[0] && cells[0] === table.header[0])) {
        table.header = cells;
        continue;
      }
      // A line of one cell in a table of several columns is no row of it: an editorial note written into the table ("أضيف
      // نص مخالفة جديدة … بموجب المادة الأولى من قرار مجلس الوزراء رقم 10 …"), which the English gives in italics.
      if (cells.length === 1 && table.header.length > 1) continue;
      const rowText = cells.filter(Boolean).join(' — ');
      if (!/\p{L}|\d/u.test(rowText)) continue;
      const unit: TextUnit = {
        order: units.length,
        text: rowText,
        words: wordCount(rowText),
        leadIn: false,
        children: [],
        parent: table.parent?.order ?? null,
        block: table.parent?.block ?? block,
        line: lineNo,
        row: { id: table.id, header: table.header, cells },
        clause: table.parent?.clause ?? null,
      };
      units.push(unit);
      table.parent?.children.push(unit.order);
      continue;
    }
    if (table) {
      // The list the table belonged to ends with it.
      if (table.parent) while (open.length && open[open.length - 1]!.unit !== table.parent) open.pop();
      if (table.parent) open.pop();
      table = null;
    }
    if (/^[-*_=\s]{3,}$/.test(line)) continue;
    const indent = rawLine.length - rawLine.trimStart().length;
    const kind = lineKind(line, lastLetter);
    if (kind === 'letter') lastLetter = /^\(?([a-z])[.)]/i.exec(line)?.[1]?.toLowerCase() ?? null;
    const number = kind === 'number' ? Number(/^\d{1,3}/.exec(line)![0]) : null;
    // Unlabelled words after a nested list close that list only: they are the closing words of the item that opened
    // it ("(a) … means: i. … ii. …" then "An arrangement will not be …"), and the outer list goes on with "(b)".
    if (kind === 'plain' && open.length > 1 && !isItemOf(open[open.length - 1]!, kind, indent, number)) open.pop();
    else while (open.length && !isItemOf(open[open.length - 1]!, kind, indent, number)) open.pop();
    if (number !== null && open.length) open[open.length - 1]!.next = number + 1;
    // "8.2.2 Simplified Calculations Safe Harbour": the heading of a part of the article, not a provision.
    if (kind === 'section' && !/[.:;]$/.test(line) && wordCount(line) <= SECTION_HEADING_WORDS) continue;
    line = line.replace(LIST_MARKER, '');
    // A line wholly in italics is an editorial amendment note ("*A new Clause … was added … as follows:*"): the
    // corpus's, not the law's words, so never quoted as the law.
    if (/^\*[^*].*[^*]\*$/.test(line)) continue;
    const parent = open[open.length - 1];
    if (!parent) block++;
    // A clause's later unnumbered lines ("The Authority may …" under "2. …") are still that clause only when indented.
    if (!parent)
      lineClause =
        kind === 'number'
          ? number
          : kind === 'section'
            ? sectionClause((/^\d[\d.]*/.exec(line)?.[0] ?? '').replace(/\.$/, ''), article)
            : indent > 0
              ? lineClause
              : null;
    let last: TextUnit | null = null;
    // An item of a list is one unit, all its sentences: quoted alone, a later sentence of "(c) … dirhams. If any of these
    // crimes has resulted in Tax Evasion, …" would read as an item of its own.
    for (const sentence of parent ? [line] : splitSentences(line)) {
      const s = clean(sentence, parent !== undefined);
      if (!s) continue;
      const unit: TextUnit = {
        order: units.length,
        text: s,
        words: wordCount(s),
        leadIn: isLeadIn(sentence),
        children: [],
        parent: parent?.unit.order ?? null,
        block: parent?.unit.block ?? block,
        line: lineNo,
        row: null,
        clause: parent ? parent.unit.clause : lineClause,
      };
      units.push(unit);
      parent?.unit.children.push(unit.order);
      last = unit;
    }
    // A line ending in a lead-in opens a list, possibly nested in the one being read.
    if (last?.leadIn) open.push({ unit: last, kind, indent, next: null });
  }
  return units;
}
