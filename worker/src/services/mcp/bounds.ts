/**
 * An assistant's context is precious: every MCP result is bounded. Long texts are cut at a word near the
 * bound and say so (with the page to read the rest); long lists keep their first items and their total.
 */
import type { SnippetSegment } from '../../../../schema/api/common.ts';

/** Characters of one article's text in one language (the longest article, CD 142/2024 Art. 18.1, has ~58,000). */
export const MAX_ARTICLE_CHARS = 20_000;
/** Characters of a snippet. */
export const MAX_SNIPPET_CHARS = 320;
/** Edges of one kind listed for an article or a document. */
export const MAX_EDGES = 20;
/** Articles listed in a document's table. */
export const MAX_TABLE_ROWS = 300;
/** Characters of a document read as a resource (Federal Decree-Law No. 47 of 2022 in English is ~125,000). */
export const MAX_RESOURCE_CHARS = 200_000;

export interface BoundedText {
  text: string;
  /** Present (true) only when the text was cut. */
  truncated?: true;
}

/** The text, or its start cut at a word boundary before `max` characters, marked with an ellipsis. */
export function boundText(text: string, max: number): BoundedText {
  if (text.length <= max) return { text };
  const cut = text.slice(0, max);
  const atWord = cut.replace(/\s+\S*$/, '');
  return { text: `${atWord.length > max * 0.8 ? atWord : cut}…`, truncated: true };
}

export interface BoundedList<T> {
  items: T[];
  total: number;
}

export function boundList<T>(items: readonly T[], max: number): BoundedList<T> {
  return { items: items.slice(0, max), total: items.length };
}

/** A highlighted snippet as plain text for an assistant: the matched words in **bold**, bounded. */
export function snippetText(segments: readonly SnippetSegment[]): string {
  const text = segments
    .map((s) => (s.hit && s.text.trim() ? `**${s.text}**` : s.text))
    .join('')
    .replace(/\s+/g, ' ')
    // Words matched one by one read as one phrase: "**Small Business Relief**", not "**Small** **Business** **Relief**".
    .replace(/\*\* \*\*/g, ' ')
    .trim();
  return boundText(text, MAX_SNIPPET_CHARS).text;
}
