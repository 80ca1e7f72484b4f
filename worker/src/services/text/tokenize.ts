/**
 * Tokens as the article index sees them: folded text (case, Arabic letter forms) split into
 * runs of letters and digits, English words Porter-stemmed exactly as FTS5's `porter` tokenizer
 * does. Every token keeps its position, so phrases ("free zone person") can be matched here as
 * FTS5 matches them, and short tokens ("s" of "arm's") stay in the stream.
 */
import { foldForSearch } from './text-fold.ts';
import { porterStem } from './porter-stemmer.ts';

const WORD = /[\p{L}\p{N}]+/gu;
const ARABIC = /[\u0600-\u06FF]/;

/** Stems are pure functions of the word: memoised per isolate, bounded so a flood of odd words cannot grow it without end. */
const stemCache = new Map<string, string>();
const STEM_CACHE_MAX = 50_000;

export function stem(word: string): string {
  const hit = stemCache.get(word);
  if (hit !== undefined) return hit;
  const s = porterStem(word);
  if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
  stemCache.set(word, s);
  return s;
}

export function isArabicWord(word: string): boolean {
  return ARABIC.test(word);
}

/**
 * A question's negated verbs written out ("don't qualify" → "do not qualify", "can't" → "can not", "won't" → "will
 * not"): the law never contracts, and folded as written "don't" is the two tokens "don" and "t", which no wording of
 * the law's ("not qualifying") can meet.
 */
export function expandNegations(text: string): string {
  return text
    .replace(/\b(can)['’]t\b/gi, '$1 not')
    .replace(/\bwon['’]t\b/gi, 'will not')
    .replace(/n['’]t\b/gi, ' not');
}

/** Folded words of a text, in order (no stemming). */
export function foldedWords(text: string): string[] {
  return foldForSearch(text).match(WORD) ?? [];
}

/** The stemmed token stream of a text: what FTS5 indexes for it. */
export function stemTokens(text: string): string[] {
  const words = foldedWords(text);
  for (let i = 0; i < words.length; i++) words[i] = stem(words[i]!);
  return words;
}

/**
 * Positions of every token of a stream. Built once per article and reused by every term of
 * the query, so scoring costs one pass over the text plus one lookup per term.
 */
export type PositionIndex = Map<string, number[]>;

export function positionIndex(tokens: readonly string[]): PositionIndex {
  const index: PositionIndex = new Map();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const list = index.get(t);
    if (list) list.push(i);
    else index.set(t, [i]);
  }
  return index;
}

/** Occurrences of a stemmed phrase (one or more tokens in sequence) in an indexed stream. */
export function phraseFrequency(index: PositionIndex, phrase: readonly string[]): number {
  const first = index.get(phrase[0]!);
  if (!first) return 0;
  if (phrase.length === 1) return first.length;
  const rest = phrase.slice(1).map((t) => index.get(t));
  if (rest.some((r) => !r)) return 0;
  const sets = rest.map((r) => new Set(r));
  let n = 0;
  for (const p of first) {
    let ok = true;
    for (let k = 0; k < sets.length; k++) {
      if (!sets[k]!.has(p + k + 1)) {
        ok = false;
        break;
      }
    }
    if (ok) n++;
  }
  return n;
}

/** First positions of a phrase's occurrences (for proximity). */
export function phrasePositions(index: PositionIndex, phrase: readonly string[]): number[] {
  const first = index.get(phrase[0]!);
  if (!first) return [];
  if (phrase.length === 1) return first;
  const sets = phrase.slice(1).map((t) => new Set(index.get(t) ?? []));
  return first.filter((p) => sets.every((s, k) => s.has(p + k + 1)));
}
