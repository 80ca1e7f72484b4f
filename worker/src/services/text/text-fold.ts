/**
 * Text folding for search: the same function runs on indexed text (seed, admin edits)
 * and on every query, so that a query matches regardless of letter case, Arabic
 * diacritics, tatweel, the spelling variants of alef, ya and ta marbuta, Arabic-Indic digits, and the
 * typographic apostrophes (’ and ‘ read as ').
 *
 * `foldWithMap` also returns, for every character of the folded text, its offset in
 * the original, so a match found in folded text can be highlighted in the official
 * (unfolded) text.
 */

import { westernDigits } from '../../../../schema/western-digits.ts';

// Harakat, tanween, shadda, sukun, superscript alef, Quranic marks, and tatweel.
const ARABIC_STRIP = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/;

const ARABIC_UNIFY: Record<string, string> = {
  '\u0622': '\u0627', // آ → ا
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0649': '\u064A', // ى → ي
  '\u0629': '\u0647', // ة → ه
  // The official texts number in Western digits, while an Arabic reader may type (or copy from the interface's
  // Arabic-Indic labels) "المادة ٥٠" or "٣٧٥٬٠٠٠": the digits, and the separators and percent sign that go with
  // them, are read as the texts write them.
  ...Object.fromEntries([...'٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹'].map((digit) => [digit, westernDigits(digit)])),
  '\u066B': '.', // ٫ Arabic decimal separator
  '\u066C': ',', // ٬ Arabic thousands separator
  '\u066A': '%', // ٪ Arabic percent sign
};

const ARABIC_RANGE = /[\u0600-\u06FF]/;

/**
 * The apostrophes a text may be typeset with, besides the typewriter one: the Pillar Two decision writes "Entity’s",
 * the Law "Person's", and a reader types either. Folded to ', one character for one, so offsets are kept. (U+02BC
 * stays: it is a letter, part of the word it is in.)
 */
const TYPOGRAPHIC_APOSTROPHES = ['\u2019', '\u2018'] as const;
const APOSTROPHE = 0x27;
const TYPOGRAPHIC_APOSTROPHE_CODES = new Set(TYPOGRAPHIC_APOSTROPHES.map((a) => a.charCodeAt(0)));
const APOSTROPHES = `'${TYPOGRAPHIC_APOSTROPHES.join('')}`;
const HAS_APOSTROPHE = new RegExp(`[${APOSTROPHES}]`);
const EVERY_APOSTROPHE = new RegExp(`[${APOSTROPHES}]`, 'g');

/**
 * The spellings a text may hold of a phrase with apostrophes, for searches that compare raw text (SQL): with ', then
 * with each typographic apostrophe, every apostrophe of the phrase alike (a text keeps to one style). A phrase without
 * an apostrophe has one spelling.
 */
export function apostropheSpellings(phrase: string): string[] {
  if (!HAS_APOSTROPHE.test(phrase)) return [phrase];
  const plain = phrase.replace(EVERY_APOSTROPHE, "'");
  return [plain, ...TYPOGRAPHIC_APOSTROPHES.map((a) => plain.replaceAll("'", a))];
}

/**
 * The typographic apostrophes a text is read with as ' when a phrase is looked for in it, one character for one (a
 * search that can fold the text first, as SQL's replace() can): every one if the phrase has an apostrophe, else none.
 */
export function apostrophesToRead(phrase: string): readonly string[] {
  return HAS_APOSTROPHE.test(phrase) ? TYPOGRAPHIC_APOSTROPHES : [];
}

/**
 * The same rules as a table over the Arabic block (0x0600–0x06FF), for the per-character
 * loop of `foldWithMap`: -1 strips the character, any other value replaces it. Snippets fold
 * whole articles (up to ~60,000 characters) on every keyword search, so this path avoids a
 * regular expression and a string per character.
 */
const ARABIC_TABLE = (() => {
  const table = new Int32Array(0x100);
  for (let i = 0; i < 0x100; i++) {
    const ch = String.fromCharCode(0x600 + i);
    table[i] = ARABIC_STRIP.test(ch) ? -1 : (ARABIC_UNIFY[ch] ?? ch).charCodeAt(0);
  }
  return table;
})();

/** Normalises Arabic (diacritics and tatweel stripped; alef, ya, ta marbuta unified). Leaves case alone. */
export function normaliseArabic(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ARABIC_STRIP.test(ch)) continue;
    out += ARABIC_UNIFY[ch] ?? ch;
  }
  return out;
}

/** Case-folds and normalises Arabic. */
export function foldForSearch(text: string): string {
  return foldWithMap(text).folded;
}

export function containsArabic(text: string): boolean {
  return ARABIC_RANGE.test(text);
}

export interface FoldedText {
  folded: string;
  /** map[i] = offset in the original of the folded character at i; map[folded.length] = original length. */
  map: Uint32Array;
}

const utf16 = new TextDecoder('utf-16le');

export function foldWithMap(text: string): FoldedText {
  const n = text.length;
  // Folding never lengthens ASCII or Arabic; other letters rarely (e.g. 'İ'), so grow on demand.
  let codes = new Uint16Array(n + 8);
  let offsets = new Uint32Array(n + 9);
  let len = 0;
  const put = (code: number, at: number) => {
    if (len === codes.length) {
      const biggerCodes = new Uint16Array(codes.length * 2);
      biggerCodes.set(codes);
      codes = biggerCodes;
      const biggerOffsets = new Uint32Array(codes.length + 1);
      biggerOffsets.set(offsets);
      offsets = biggerOffsets;
    }
    codes[len] = code;
    offsets[len++] = at;
  };
  for (let i = 0; i < n;) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      put(c >= 0x41 && c <= 0x5a ? c + 0x20 : c, i);
      i++;
    } else if (TYPOGRAPHIC_APOSTROPHE_CODES.has(c)) {
      put(APOSTROPHE, i);
      i++;
    } else if (c >= 0x600 && c <= 0x6ff) {
      const f = ARABIC_TABLE[c - 0x600]!;
      if (f >= 0) put(f, i);
      i++;
    } else {
      // Anything else: lower-case the whole code point (which may lengthen it, e.g. 'İ').
      const cp = text.codePointAt(i)!;
      const lower = String.fromCodePoint(cp).toLowerCase();
      for (let k = 0; k < lower.length; k++) put(lower.charCodeAt(k), i);
      i += cp > 0xffff ? 2 : 1;
    }
  }
  offsets[len] = n;
  const folded = utf16.decode(codes.subarray(0, len));
  return { folded, map: offsets.subarray(0, len + 1) };
}
