/**
 * The citator (issue 13): the cross-references of the collection as a graph of edges between
 * documents and articles, returned with a document (GET /api/legislation/:id `citator`) and shown on
 * the document page. Plain types and constants, shared by worker and web.
 */

/**
 * - refers_to: the text names another article or instrument ("Article (20) of this Decree-Law").
 * - implements: a decision's article fills in what a Law's article delegates ("For the purposes of
 *   Article (21) of the Corporate Tax Law").
 * - amends / repeals: one instrument changes or ends another (texts, titles, the manifest's status notes).
 */
export const REFERENCE_KINDS = ['refers_to', 'implements', 'amends', 'repeals'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** One end of an edge: a document of the collection (with an article or not), or an instrument outside it. */
export interface ReferenceEnd {
  /** Null when the instrument is not in the collection (unresolved). */
  legislation_id: number | null;
  slug: string | null;
  /** The document's title, or the instrument as the text names it when unresolved. */
  title: string;
  status: string | null;
  /** Status contains 'repealed' (but not 'partially repealed'). */
  repealed: boolean;
  /** Article number ('21', '4.1', 'Preamble'); null for the document as a whole. */
  article: string | null;
  /** In-app address: `/legislation/{id}#article-{n}` or `/legislation/{id}`; null when unresolved. */
  url: string | null;
}

export interface ReferenceEdge {
  id: number;
  kind: ReferenceKind;
  from: ReferenceEnd;
  to: ReferenceEnd;
  /** The words of the source text that make the reference, e.g. 'Article (20) of this Decree-Law'. */
  text: string;
  /** Where those words are in the source article's text (UTF-16 offsets into text_en or text_ar), for linking them. */
  span: { language: 'en' | 'ar'; start: number; end: number } | null;
}

/** The edges of one article, by direction. */
export interface ArticleCitator {
  /** What this article's text refers to (refers_to and implements, outgoing). */
  refers_to: ReferenceEdge[];
  /** Articles elsewhere whose text refers to this one. */
  referred_to_by: ReferenceEdge[];
  /** Law articles this (decision) article implements. */
  implements: ReferenceEdge[];
  /** Decision articles implementing this (Law) article. */
  implemented_by: ReferenceEdge[];
}

export interface DocumentCitator {
  amends: ReferenceEdge[];
  amended_by: ReferenceEdge[];
  repeals: ReferenceEdge[];
  repealed_by: ReferenceEdge[];
  /** By article number; articles without edges are absent. */
  articles: Record<string, ArticleCitator>;
}
