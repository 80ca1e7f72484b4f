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

/**
 * Where each occurrence of a stemmed phrase (one or more tokens in sequence) starts in an indexed stream, passed to
 * `found`. A PositionIndex lists each token's positions in ascending order, so the phrase's later tokens are met by
 * walking their lists alongside the first token's, one pointer each: no set per call (scoring asks this for every
 * term of the question in every candidate article, and "tax" alone has hundreds of positions in a long article).
 */
function eachPhrase(index: PositionIndex, phrase: readonly string[], found: (position: number) => void): void {
  const first = index.get(phrase[0]!);
  if (!first) return;
  const rest: number[][] = [];
  for (let k = 1; k < phrase.length; k++) {
    const positions = index.get(phrase[k]!);
    if (!positions) return;
    rest.push(positions);
  }
  const at = new Array<number>(rest.length).fill(0);
  next: for (const p of first) {
    for (let k = 0; k < rest.length; k++) {
      const positions = rest[k]!;
      const wanted = p + k + 1;
      let i = at[k]!;
      while (i < positions.length && positions[i]! < wanted) i++;
      at[k] = i;
      // Later starts want later positions still: none is left for them either.
      if (i === positions.length) return;
      if (positions[i] !== wanted) continue next;
    }
    found(p);
  }
}

/** Occurrences of a stemmed phrase (one or more tokens in sequence) in an indexed stream. */
export function phraseFrequency(index: PositionIndex, phrase: readonly string[]): number {
  if (phrase.length === 1) return index.get(phrase[0]!)?.length ?? 0;
  let n = 0;
  eachPhrase(index, phrase, () => n++);
  return n;
}

/** First positions of a phrase's occurrences (for proximity). */
export function phrasePositions(index: PositionIndex, phrase: readonly string[]): number[] {
  if (phrase.length === 1) return index.get(phrase[0]!) ?? [];
  const out: number[] = [];
  eachPhrase(index, phrase, (p) => out.push(p));
  return out;
}
