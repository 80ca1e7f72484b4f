/**
 * Text folding for search: the same function runs on indexed text (seed, admin edits)
 * and on every query, so that a query matches regardless of letter case, Arabic
 * diacritics, tatweel, and the spelling variants of alef, ya and ta marbuta.
 *
 * `foldWithMap` also returns, for every character of the folded text, its offset in
 * the original, so a match found in folded text can be highlighted in the official
 * (unfolded) text.
 */

// Harakat, tanween, shadda, sukun, superscript alef, Quranic marks, and tatweel.
const ARABIC_STRIP = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/;

const ARABIC_UNIFY: Record<string, string> = {
  '\u0622': '\u0627', // آ → ا
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0649': '\u064A', // ى → ي
  '\u0629': '\u0647', // ة → ه
};

const ARABIC_RANGE = /[\u0600-\u06FF]/;

function foldChar(ch: string): string {
  if (ARABIC_STRIP.test(ch)) return '';
  return ARABIC_UNIFY[ch] ?? ch.toLowerCase();
}

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
  let out = '';
  for (const ch of text) out += foldChar(ch);
  return out;
}

export function containsArabic(text: string): boolean {
  return ARABIC_RANGE.test(text);
}

export interface FoldedText {
  folded: string;
  /** map[i] = offset in the original of the folded character at i; map[folded.length] = original length. */
  map: number[];
}

export function foldWithMap(text: string): FoldedText {
  let folded = '';
  const map: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let i = 0; i < f.length; i++) map.push(offset);
    folded += f;
    offset += ch.length;
  }
  map.push(text.length);
  return { folded, map };
}
