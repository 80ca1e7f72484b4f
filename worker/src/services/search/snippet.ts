/**
 * Builds highlighted snippets as segments ({text, hit}) so the browser renders them as
 * text: no markup from legal text or queries ever reaches innerHTML.
 */
import type { SnippetSegment } from '../../../../schema/api/common.ts';
import { containsArabic, foldForSearch, foldWithMap } from '../text/text-fold.ts';

export interface SnippetOptions {
  /** Characters of context around the first hit. */
  radius?: number;
  /** Match terms only at the start of a word (ranked search) rather than anywhere (substring search). */
  wordStart?: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const SINGLE_WORD = /^[\p{L}\p{N}]+$/u;

/** Strips common English inflections; a highlighting aid, not the index's stemmer. */
export function lightStem(word: string): string {
  if (word.length <= 4 || !/^[a-z]+$/.test(word)) return word;
  return word.replace(/(ies|es|s|ed|ing|ly)$/, '') || word;
}

/**
 * The needles as the folded text is searched: folded again (folding is idempotent, and a needle folded under another
 * rule, such as a typographic apostrophe, would otherwise miss); ranked search stems words, so "reliefs" matched
 * "relief": its needles are the words' stems.
 */
function searchNeedles(foldedNeedles: string[], wordStart: boolean): string[] {
  // Spellings that fold alike (a keyword's typographic apostrophes) are searched for once.
  const needles = foldedNeedles.map((n) => foldForSearch(n)).map((n) => (wordStart ? lightStem(n) : n));
  return [...new Set(needles)].filter((n) => n.length > 0);
}

/** Ranges [start, end) in the ORIGINAL text where any folded needle occurs. */
export function findHits(text: string, foldedNeedles: string[], wordStart = false): Array<[number, number]> {
  const needles = searchNeedles(foldedNeedles, wordStart);
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

/** Texts longer than this are first narrowed to a window around their first hit (see firstHitFast). */
const LONG_TEXT = 3000;
/** Raw characters kept before and after the first hit: the snippet shows ~110 each side once cleaned. */
const WINDOW_BEFORE = 500;
const WINDOW_AFTER = 800;

/**
 * Where the first hit of needles without Arabic letters starts, by plain lower-casing (which keeps
 * offsets): folding a whole 60,000-character article with its offset map to show 220 characters of
 * it was most of the passage search's own time. Null when this shortcut cannot tell: phrases,
 * Arabic needles (folding drops diacritics) or a text whose lower case changes length.
 */
function firstHitFast(text: string, foldedNeedles: string[], wordStart: boolean): number | null {
  const needles = searchNeedles(foldedNeedles, wordStart);
  // Single words only: cleaning joins whitespace runs and drops markup, which a phrase could span.
  if (!needles.length || needles.some((n) => containsArabic(n) || !SINGLE_WORD.test(n))) return null;
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return null;
  let first = -1;
  for (const needle of needles) {
    for (let from = 0; ;) {
      const at = lower.indexOf(needle, from);
      if (at < 0 || (first >= 0 && at >= first)) break;
      from = at + 1;
      if (wordStart && at > 0 && WORD_CHAR.test(lower[at - 1]!)) continue;
      first = at;
      break;
    }
  }
  return first;
}

/** A window of `text` around its first hit, split into highlighted and plain segments. */
export function buildSnippet(text: string, foldedNeedles: string[], options: SnippetOptions = {}): SnippetSegment[] {
  if (text.length > LONG_TEXT) {
    const first = firstHitFast(text, foldedNeedles, options.wordStart ?? false);
    if (first !== null && first < 0) {
      // No hit: the opening words.
      const [head] = snippetOfWholeText(text.slice(0, WINDOW_AFTER), foldedNeedles, options);
      return head ? [{ text: `${head.text.replace(/…$/, '')}…`, hit: false }] : [];
    }
    if (first !== null) {
      const start = Math.max(0, first - WINDOW_BEFORE);
      const end = Math.min(text.length, first + WINDOW_AFTER);
      const segments = snippetOfWholeText(text.slice(start, end), foldedNeedles, options);
      if (start > 0 && segments[0]?.text !== '…') segments.unshift({ text: '…', hit: false });
      if (end < text.length && segments[segments.length - 1]?.text !== '…') segments.push({ text: '…', hit: false });
      return segments;
    }
  }
  return snippetOfWholeText(text, foldedNeedles, options);
}

/** The snippet read off the whole text (cleaned and folded in full): what buildSnippet's window must equal. */
export function snippetOfWholeText(text: string, foldedNeedles: string[], options: SnippetOptions = {}): SnippetSegment[] {
  const radius = options.radius ?? 110;
  const clean = text
    .replace(/\*\*/g, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const hits = findHits(clean, foldedNeedles, options.wordStart);
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
