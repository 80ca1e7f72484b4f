/**
 * The article part of a reference: the keyword ("Article", "Articles", "المادة", "المادتين",
 * "المواد"), the numbers after it as drafting writes them ("(3), (4) and (5)", "3 to 7",
 * "7.1.1 through 7.1.3", "One", "(3) و(4)", "من (1) إلى (5)", "الأولى"), and the clauses and
 * paragraphs in front of it ("paragraph (a) of Clause (2) of", "البند (2) من"), which narrow the
 * reference but still target the article.
 */
import { AR_END, AR_PROCLITICS, AR_START, arWord } from './arabic-words.ts';
import type { Language } from './types.ts';

export const ARTICLE_KEYWORD: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:[Aa]rticles?\b|Art\.)/g,
  ar: new RegExp(`${arWord('(?:مادة|مادتين|مادتان|مواد)')}${AR_END}`, 'gu'),
};

const EN_ORDINALS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
const AR_ORDINALS = ['الأولى', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة', 'السادسة', 'السابعة', 'الثامنة', 'التاسعة', 'العاشرة'];

/** A number: "(20)", "20", "1.5.1", or an ordinal word; a date ("20/5") or a decimal amount is not one. */
const NUMBER: Readonly<Record<Language, RegExp>> = {
  en: new RegExp(`\\s*(?:\\(\\s*(\\d+(?:\\.\\d+)*)\\s*\\)|(\\d+(?:\\.\\d+)*)(?![\\d/,]\\d|\\d)|(${EN_ORDINALS.join('|')})\\b)`, 'y'),
  ar: new RegExp(`\\s*(?:\\(\\s*(\\d+(?:\\.\\d+)*)\\s*\\)|(\\d+(?:\\.\\d+)*)(?![\\d/,]\\d|\\d)|(${AR_ORDINALS.join('|')}|الاولى)${AR_END})`, 'uy'),
};

/** Letters that pin a paragraph inside the article: "3.2.1(b)", "(c)" in "3.2.1(b) and (c)". */
const SUB_LETTERS: Readonly<Record<Language, RegExp>> = {
  en: /(?:\s?\([a-z]{1,4}\))+/y,
  ar: /(?:\s?\([\u0621-\u064A]{1,2}\))+/uy,
};

/** A range word followed by a number ("3 to 7"), not by paragraph letters ("7.1.1 (a) to (c)"). */
const RANGE: Readonly<Record<Language, RegExp>> = {
  en: /\s*(?:to|through|–|-)(?=\s*\(?\s*\d)/y,
  ar: /\s*(?:إلى|الى|حتى)(?=\s*\(?\s*\d)/uy,
};

const LIST: Readonly<Record<Language, RegExp>> = {
  en: /(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|and\/or)\s+)(?=[(\dOTFSEN])/y,
  ar: /(?:\s*[،,]\s*(?:و|أو|او)?\s*|\s*(?:و|أو|او)\s*)(?=[(\d])/uy,
};

/** Arabic lists a range as "من (1) إلى (5)" right after the keyword. */
const AR_RANGE_START = /\s*من(?=\s*[(\d])/uy;

/** The largest run expanded into its members: a longer one is more likely a mistake than a list. */
const MAX_RANGE = 50;

function stickyMatch(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

function ordinalValue(word: string): string {
  const en = EN_ORDINALS.indexOf(word);
  if (en >= 0) return String(en + 1);
  const ar = AR_ORDINALS.indexOf(word === 'الاولى' ? 'الأولى' : word);
  return String(ar + 1);
}

/** "3 to 7" → 3…7; "7.1.1 through 7.1.3" → 7.1.1…7.1.3; anything else → the two ends. */
function expandRange(from: string, to: string): string[] {
  const a = from.split('.');
  const b = to.split('.');
  const head = a.slice(0, -1).join('.');
  if (a.length === b.length && head === b.slice(0, -1).join('.')) {
    const x = Number(a[a.length - 1]);
    const y = Number(b[b.length - 1]);
    if (y > x && y - x <= MAX_RANGE) {
      return Array.from({ length: y - x + 1 }, (_, i) => (head ? `${head}.${x + i}` : String(x + i)));
    }
  }
  return [from, to];
}

export interface ArticleList {
  /** Where the list ends (after its last number and any paragraph letters). */
  end: number;
  numbers: string[];
}

/** The numbers right after an article keyword that ends at `at`, or null when there are none. */
export function parseArticleList(text: string, at: number, language: Language): ArticleList | null {
  const numbers: string[] = [];
  let pos = at;
  let rangeFrom: string | null = null;
  const arRange = language === 'ar' ? stickyMatch(AR_RANGE_START, text, pos) : null;
  if (arRange) pos += arRange[0].length;
  for (;;) {
    const m = stickyMatch(NUMBER[language], text, pos);
    if (!m) break;
    const value = m[1] ?? m[2] ?? ordinalValue(m[3]!);
    if (rangeFrom !== null) {
      numbers.pop();
      numbers.push(...expandRange(rangeFrom, value));
      rangeFrom = null;
    } else {
      numbers.push(value);
    }
    pos += m[0].length;
    const letters = stickyMatch(SUB_LETTERS[language], text, pos);
    if (letters) pos += letters[0].length;
    const range = stickyMatch(RANGE[language], text, pos);
    if (range) {
      rangeFrom = value;
      pos += range[0].length;
      continue;
    }
    const list = stickyMatch(LIST[language], text, pos);
    if (!list) break;
    if (stickyMatch(NUMBER[language], text, pos + list[0].length)) {
      pos += list[0].length;
      continue;
    }
    // "3.2.1(b) and (c)": letters after a list word still belong to the paragraph before.
    const trailing = stickyMatch(SUB_LETTERS[language], text, pos + list[0].length);
    if (trailing) pos += list[0].length + trailing[0].length;
    break;
  }
  if (!numbers.length) return null;
  return { end: pos, numbers: [...new Set(numbers)] };
}

// ---------------------------------------------------------------- clauses and paragraphs in front

const EN_UNIT = '(?:\\(\\s*[0-9a-zA-Z]{1,5}\\s*\\)|\\d+|[ivx]{1,5})';
const EN_UNITS = `${EN_UNIT}(?:(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or|to)\\s+)${EN_UNIT})*`;
const EN_UNIT_WORD = '(?:[Ss]ub-?)?(?:[Cc]lause|[Pp]aragraph|[Ii]tem|[Pp]oint)s?';
const EN_UNIT_CHAIN = new RegExp(`(?:\\b${EN_UNIT_WORD}\\s+${EN_UNITS}(?:\\s*\\([a-z]{1,4}\\))?\\s+of\\s+)+$`);

const AR_UNIT = '(?:\\(\\s*(?:\\d+|[\\u0621-\\u064A]{1,2})\\s*\\)|\\d+)';
const AR_UNITS = `(?:من\\s*)?${AR_UNIT}(?:\\s*(?:[،,]\\s*)?(?:و|أو|او|إلى|الى)\\s*${AR_UNIT})*`;
const AR_UNIT_WORD = `${AR_START}${AR_PROCLITICS}(?:بند|بندين|بندان|بنود|فقرة|فقرتين|فقرتان|فقرات)`;
const AR_UNIT_CHAIN = new RegExp(`(?:${AR_UNIT_WORD}\\s+${AR_UNITS}\\s+من\\s+)+$`, 'u');

/** How far back the clauses in front of an article may reach. */
const LOOK_BACK = 300;

/** Where the reference starts: at the first clause or paragraph naming a part of the article, else at the keyword. */
export function unitChainStart(text: string, keywordStart: number, language: Language): number {
  const from = Math.max(0, keywordStart - LOOK_BACK);
  const m = (language === 'en' ? EN_UNIT_CHAIN : AR_UNIT_CHAIN).exec(text.slice(from, keywordStart));
  return m ? from + m.index : keywordStart;
}
