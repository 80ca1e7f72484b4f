/** How the articles an answer cites are listed: on screen, in print and in exported Markdown. */
import type { Citation } from '../../../schema/api/research.ts';

/** Each cited article once, in number order: an answer may cite the same [n] several times. */
export function orderedCitations<T extends Pick<Citation, 'n'>>(citations: readonly T[]): T[] {
  return [...new Map(citations.map((c) => [c.n, c])).values()].sort((a, b) => a.n - b.n);
}

/** 'Document title, Article (21): Heading', the heading only when the article has one. */
export function citationSource(c: Pick<Citation, 'title' | 'article_label' | 'heading'>): string {
  return `${c.title}, ${c.article_label}${c.heading ? `: ${c.heading}` : ''}`;
}

/** A citation's in-app path as a full address, for paper and files that leave the site. */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}

/** The official Arabic title a citation came with, if any (older saved answers have none; stored JSON is read defensively). */
export function arabicTitle(c: { title_ar?: string | null }): string | null {
  return typeof c.title_ar === 'string' && c.title_ar.trim() ? c.title_ar : null;
}

/** The official Arabic heading of the cited article, if the answer gave one (stored JSON is read defensively). */
export function arabicHeading(c: { heading_ar?: string | null }): string | null {
  return typeof c.heading_ar === 'string' && c.heading_ar.trim() ? c.heading_ar : null;
}
