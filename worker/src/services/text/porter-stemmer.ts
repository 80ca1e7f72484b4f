/**
 * The Porter stemmer as SQLite's FTS5 `porter` tokenizer applies it, so that terms stemmed here
 * look up the same entries as the article index (its document frequencies, its phrase matches).
 * Tokens under 3 or over 64 characters pass through unchanged, as in FTS5; checked against
 * SQLite's own output over every word of the corpus (worker/test/unit/retrieval-stemmer.test.ts).
 */

function isVowelAt(w: string, i: number): boolean {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return true;
  // 'y' is a vowel after a consonant.
  return c === 'y' && i > 0 && !isVowelAt(w, i - 1);
}

/** Porter's m: the number of vowel–consonant sequences in w[0, end). */
function measure(w: string, end: number): number {
  let m = 0;
  let i = 0;
  while (i < end && !isVowelAt(w, i)) i++;
  for (;;) {
    while (i < end && isVowelAt(w, i)) i++;
    if (i >= end) return m;
    while (i < end && !isVowelAt(w, i)) i++;
    m++;
    if (i >= end) return m;
  }
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (isVowelAt(w, i)) return true;
  return false;
}

/** *d: ends with a double consonant. */
function endsDoubleConsonant(w: string, end: number): boolean {
  return end >= 2 && w[end - 1] === w[end - 2] && !isVowelAt(w, end - 1);
}

/** *o: ends consonant–vowel–consonant, the last not w, x or y. */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (isVowelAt(w, end - 1) || !isVowelAt(w, end - 2) || isVowelAt(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

type Rule = [suffix: string, replacement: string];

/** Replaces the first matching suffix when the stem before it has measure > `minM`; false when no suffix matched. */
function applyRules(w: string, rules: Rule[], minM: number): { word: string; matched: boolean } {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const stemEnd = w.length - suffix.length;
      return { word: measure(w, stemEnd) > minM ? w.slice(0, stemEnd) + replacement : w, matched: true };
    }
  }
  return { word: w, matched: false };
}

const STEP2: Rule[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];

const STEP3: Rule[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

// Longest suffix first within each step, as the algorithm's table order implies.
STEP2.sort((a, b) => b[0].length - a[0].length);
STEP3.sort((a, b) => b[0].length - a[0].length);
STEP4.sort((a, b) => b.length - a.length);

function step1ab(w: string): string {
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* unchanged */
  } else if (w.endsWith('s')) w = w.slice(0, -1);

  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
    return w;
  }
  let cut = 0;
  if (w.endsWith('ed') && hasVowel(w, w.length - 2)) cut = 2;
  else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) cut = 3;
  if (!cut) return w;
  w = w.slice(0, -cut);
  if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) return `${w}e`;
  if (endsDoubleConsonant(w, w.length)) {
    const c = w[w.length - 1];
    return c === 'l' || c === 's' || c === 'z' ? w : w.slice(0, -1);
  }
  if (measure(w, w.length) === 1 && endsCvc(w, w.length)) return `${w}e`;
  return w;
}

function step4(w: string): string {
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const stemEnd = w.length - suffix.length;
    if (suffix === 'ion' && !(stemEnd > 0 && (w[stemEnd - 1] === 's' || w[stemEnd - 1] === 't'))) return w;
    return measure(w, stemEnd) > 1 ? w.slice(0, stemEnd) : w;
  }
  return w;
}

function step5(w: string): string {
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (w.endsWith('ll') && measure(w, w.length) > 1) w = w.slice(0, -1);
  return w;
}

/** Stems one lower-case token. Anything but a-z words of 3–64 letters is returned as it is. */
export function porterStem(token: string): string {
  if (token.length < 3 || token.length > 64 || !/^[a-z]+$/.test(token)) return token;
  let w = step1ab(token);
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  w = applyRules(w, STEP2, 0).word;
  w = applyRules(w, STEP3, 0).word;
  w = step4(w);
  return step5(w);
}
