/**
 * The citator on the document page (issue 13): pure helpers that read the document's reference
 * graph (schema/api/citator.ts) for its articles, its header and the words of its texts.
 */
import type { ArticleCitator, DocumentCitator, ReferenceEdge, ReferenceEnd } from '../../../../schema/api/citator.ts';
import { articleAnchor, passageLabel } from '../../../../schema/api/legislation-labels.ts';
import { CITATOR_TEXT } from './messages.ts';

export const EMPTY_ARTICLE_CITATOR: ArticleCitator = { refers_to: [], referred_to_by: [], implements: [], implemented_by: [] };

/** The document's citator; an API that does not send one yet (or only part of one) reads as no references. */
export function documentCitator(citator: Partial<DocumentCitator> | null | undefined): DocumentCitator {
  return {
    amends: citator?.amends ?? [],
    amended_by: citator?.amended_by ?? [],
    repeals: citator?.repeals ?? [],
    repealed_by: citator?.repealed_by ?? [],
    articles: citator?.articles ?? {},
  };
}

/** The edges of one article (none when it has no references). */
export function articleCitator(citator: DocumentCitator, number: string): ArticleCitator {
  return citator.articles[number] ?? EMPTY_ARTICLE_CITATOR;
}

/**
 * 'Federal Decree-Law No. 47 of 2022, Article (21)', or the title alone for a whole document;
 * 'This document, Article (30)' for an article of the document being read.
 */
export function endLabel(end: ReferenceEnd, documentId?: number): string {
  const title = isThisDocument(end, documentId) ? CITATOR_TEXT.thisDocument : end.title;
  return end.article ? `${title}, ${passageLabel(end.article)}` : title;
}

/** Whether a reference end is the document being read. */
export function isThisDocument(end: ReferenceEnd, documentId: number | undefined): boolean {
  return end.legislation_id !== null && end.legislation_id === documentId;
}

/** The tooltip of a reference to an instrument the collection does not hold (English; components use CITATOR_TEXTS). */
export function unresolvedTitle(end: ReferenceEnd): string {
  return CITATOR_TEXT.notInCollectionTitle(end.title);
}

/** The ends on one side of some edges, each document-and-article once, in the edges' order. */
export function distinctEnds(edges: readonly ReferenceEdge[], side: 'from' | 'to'): ReferenceEnd[] {
  const seen = new Set<string>();
  const out: ReferenceEnd[] = [];
  for (const edge of edges) {
    const end = edge[side];
    const key = `${end.url ?? `?${end.title}`}|${end.article ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(end);
  }
  return out;
}

/**
 * Where a reference goes when read on document `documentId`: an anchor of this same page (the
 * browser's own hash navigation, as the contents do), an in-app address, or nowhere (unresolved).
 */
export type ReferenceTarget = { kind: 'anchor'; href: string } | { kind: 'route'; to: string } | { kind: 'unresolved' };

export function referenceTarget(end: ReferenceEnd, documentId: number): ReferenceTarget {
  if (end.url === null) return { kind: 'unresolved' };
  if (end.legislation_id === documentId && end.article !== null) return { kind: 'anchor', href: `#${articleAnchor(end.article)}` };
  return { kind: 'route', to: end.url };
}

/** Whether a reference should be marked as leading into a repealed document (not when it stays in this one). */
export function marksRepealed(end: ReferenceEnd, documentId: number): boolean {
  return end.repealed && end.url !== null && end.legislation_id !== documentId;
}

/** Words of an article's text that make a reference: offsets into the text, and the edge. */
export interface ReferenceSpan {
  start: number;
  end: number;
  /** The edge id, as the Markdown tree carries it. */
  key: string;
  edge: ReferenceEdge;
}

/**
 * The outgoing references of an article whose words stand in its text in `language`, in text order.
 * An edge listed both as a reference and as an implementation is taken once; of overlapping spans
 * the first (the longer where two start together) is kept.
 */
export function referenceSpans(article: ArticleCitator, language: 'en' | 'ar'): ReferenceSpan[] {
  const byId = new Map<number, ReferenceEdge>();
  for (const edge of [...article.refers_to, ...article.implements]) {
    if (edge.span?.language === language && edge.span.end > edge.span.start) byId.set(edge.id, edge);
  }
  const sorted = [...byId.values()]
    .map((edge) => ({ start: edge.span!.start, end: edge.span!.end, key: String(edge.id), edge }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: ReferenceSpan[] = [];
  for (const span of sorted) {
    const last = kept[kept.length - 1];
    if (!last || span.start >= last.end) kept.push(span);
  }
  return kept;
}

/** A piece of a text node: linked to the reference `key`, or plain (`null`). */
export interface TextSegment {
  text: string;
  key: string | null;
}

/**
 * The source offset of each character of a text node's value. The value is usually the source
 * slice itself; where Markdown dropped characters (escapes, entity names, indentation of
 * continuation lines) each character is matched to the next equal one of the source. Null when
 * the value cannot be found in its source.
 */
function sourceOffsets(value: string, source: string, start: number, end: number): number[] | null {
  if (source.slice(start, end) === value) return Array.from(value, (_, i) => start + i);
  const offsets: number[] = [];
  let p = start;
  for (const ch of value.split('')) {
    while (p < end && source[p] !== ch) p++;
    if (p >= end) return null;
    offsets.push(p++);
  }
  return offsets;
}

/**
 * Splits the value of a Markdown text node, which stands at `start`–`end` of `source`, at the
 * reference spans (offsets into that same source). A span that crosses the node's edges links
 * the part inside it. Null when no span touches the node (or the node cannot be mapped), so the
 * node stays as it is.
 */
export function splitAtSpans(value: string, source: string, start: number, end: number, spans: readonly ReferenceSpan[]): TextSegment[] | null {
  const touching = spans.filter((s) => s.start < end && s.end > start);
  if (touching.length === 0 || value.length === 0) return null;
  const offsets = sourceOffsets(value, source, start, end);
  if (!offsets) return null;
  const segments: TextSegment[] = [];
  const push = (text: string, key: string | null) => {
    const last = segments[segments.length - 1];
    if (last && last.key === key) last.text += text;
    else segments.push({ text, key });
  };
  let run = '';
  let runKey: string | null = null;
  offsets.forEach((offset, i) => {
    const key = touching.find((s) => offset >= s.start && offset < s.end)?.key ?? null;
    if (i > 0 && key !== runKey) {
      // A link of nothing but spaces (the edge of a span crossing into this node) reads as no link.
      push(run, run.trim() === '' ? null : runKey);
      run = '';
    }
    run += value[i];
    runKey = key;
  });
  push(run, run.trim() === '' ? null : runKey);
  return segments.some((s) => s.key !== null) ? segments : null;
}
