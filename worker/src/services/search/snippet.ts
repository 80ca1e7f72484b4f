/**
 * Builds highlighted snippets as segments ({text, hit}) so the browser renders them as
 * text: no markup from legal text or queries ever reaches innerHTML.
 */
import type { SnippetSegment } from '../../../../schema/api/common.ts';
import { foldWithMap } from './text-fold.ts';

export interface SnippetOptions {
  /** Characters of context around the first hit. */
  radius?: number;
  /** Match terms only at the start of a word (ranked search) rather than anywhere (substring search). */
  wordStart?: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Strips common English inflections; a highlighting aid, not the index's stemmer. */
export function lightStem(word: string): string {
  if (word.length <= 4 || !/^[a-z]+$/.test(word)) return word;
  return word.replace(/(ies|es|s|ed|ing|ly)$/, '') || word;
}

/** Ranges [start, end) in the ORIGINAL text where any folded needle occurs. */
export function findHits(text: string, foldedNeedles: string[], wordStart = false): Array<[number, number]> {
  // Ranked search stems words, so "reliefs" matched "relief": highlight by the word's stem.
  const needles = foldedNeedles.map((n) => (wordStart ? lightStem(n) : n)).filter((n) => n.length > 0);
  if (!needles.length || !text) return [];
  const { folded, map } = foldWithMap(text);
  const hits: Array<[number, number]> = [];
  for (const needle of needles) {
    let from = 0;
    for (;;) {
      const at = folded.indexOf(needle, from);
      if (at < 0) break;
      from = at + 1;
      if (wordStart && at > 0 && WORD_CHAR.test(folded[at - 1]!)) continue;
      let end = at + needle.length;
      // A word-start hit highlights the whole word ("relief" → "reliefs").
      if (wordStart) while (end < folded.length && WORD_CHAR.test(folded[end]!)) end++;
      hits.push([map[at]!, map[end]!]);
    }
  }
  hits.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const h of hits) {
    const last = merged[merged.length - 1];
    if (last && h[0] <= last[1]) last[1] = Math.max(last[1], h[1]);
    else merged.push([h[0], h[1]]);
  }
  return merged;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * Where the first needle occurs, found with the engine's native lower-casing instead of a full
 * fold (articles run to ~60,000 characters and a keyword search builds up to 300 snippets).
 * Exact for needles without Arabic in text whose lower-casing keeps its length (-1: no hit);
 * otherwise null, and the caller folds the whole text.
 */
function quickFirstHit(text: string, foldedNeedles: string[]): number | null {
  if (foldedNeedles.some((n) => !n || ARABIC_LETTER.test(n))) return null;
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return null;
  let first = -1;
  for (const n of foldedNeedles) {
    const at = lower.indexOf(n);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/** Whether any needle occurs in the text (as `findHits` would say, usually without folding it). */
export function containsAny(text: string, foldedNeedles: string[]): boolean {
  const at = quickFirstHit(text, foldedNeedles);
  return at === null ? findHits(text, foldedNeedles).length > 0 : at >= 0;
}

/** A window of `text` around its first hit, split into highlighted and plain segments. */
export function buildSnippet(text: string, foldedNeedles: string[], options: SnippetOptions = {}): SnippetSegment[] {
  const radius = options.radius ?? 110;
  // Substring needles in a long text: build the snippet from a slice around the first hit. The
  // margin leaves room for the word-boundary widening and for markup removed by the clean-up.
  const margin = radius * 3 + Math.max(0, ...foldedNeedles.map((n) => n.length)) * 2;
  if (!options.wordStart && text.length > margin * 4) {
    const at = quickFirstHit(text, foldedNeedles);
    if (at !== null && at >= 0) {
      const from = Math.max(0, at - margin);
      const to = Math.min(text.length, at + margin);
      const inner = snippetOf(text.slice(from, to), foldedNeedles, radius, false);
      if (from > 0 && inner[0]?.text !== '…') inner.unshift({ text: '…', hit: false });
      if (to < text.length && inner[inner.length - 1]?.text !== '…') inner.push({ text: '…', hit: false });
      return inner;
    }
  }
  return snippetOf(text, foldedNeedles, radius, options.wordStart);
}

function snippetOf(text: string, foldedNeedles: string[], radius: number, wordStart: boolean | undefined): SnippetSegment[] {
  const clean = text.replace(/\*\*/g, '').replace(/<br\s*\/?>/gi, ' ').replace(/\s+/g, ' ').trim();
  const hits = findHits(clean, foldedNeedles, wordStart);
  if (!hits.length) {
    const head = clean.slice(0, radius * 2);
    return head ? [{ text: head + (clean.length > head.length ? '…' : ''), hit: false }] : [];
  }
  let start = Math.max(0, hits[0]![0] - radius);
  let end = Math.min(clean.length, hits[0]![1] + radius);
  // Widen to word boundaries so the snippet does not start or end mid-word.
  while (start > 0 && WORD_CHAR.test(clean[start - 1]!)) start--;
  while (end < clean.length && WORD_CHAR.test(clean[end]!)) end++;
  const segments: SnippetSegment[] = [];
  if (start > 0) segments.push({ text: '…', hit: false });
  let cursor = start;
  for (const [a, b] of hits) {
    if (b <= start || a >= end) continue;
    const s = Math.max(a, start);
    const e = Math.min(b, end);
    if (s > cursor) segments.push({ text: clean.slice(cursor, s), hit: false });
    segments.push({ text: clean.slice(s, e), hit: true });
    cursor = e;
  }
  if (cursor < end) segments.push({ text: clean.slice(cursor, end), hit: false });
  if (end < clean.length) segments.push({ text: '…', hit: false });
  return segments;
}
