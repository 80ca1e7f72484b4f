/**
 * The citator's response shapes (GET /api/legislation/:id `citator`) as zod schemas: the one source of the
 * types in ./citator.ts (derived from these with type-only imports, so the web's citator components stay free
 * of zod) and of the public API's OpenAPI document (decision 029).
 */
import { z } from 'zod';
import { REFERENCE_KINDS } from './reference-kinds.ts';

/** One end of an edge: a document of the collection (with an article or not), or an instrument outside it. */
export const ReferenceEndSchema = z.object({
  /** Null when the instrument is not in the collection (unresolved). */
  legislation_id: z.number().nullable(),
  slug: z.string().nullable(),
  /** The document's title, or the instrument as the text names it when unresolved. */
  title: z.string(),
  status: z.string().nullable(),
  /** Status contains 'repealed' (but not 'partially repealed'). */
  repealed: z.boolean(),
  /** Article number ('21', '4.1', 'Preamble'); null for the document as a whole. */
  article: z.string().nullable(),
  /** In-app address: `/legislation/{id}#article-{n}` or `/legislation/{id}`; null when unresolved. */
  url: z.string().nullable(),
});

export const ReferenceEdgeSchema = z.object({
  id: z.number(),
  kind: z.enum(REFERENCE_KINDS),
  from: ReferenceEndSchema,
  to: ReferenceEndSchema,
  /** The words of the source text that make the reference, e.g. 'Article (20) of this Decree-Law'. */
  text: z.string(),
  /** Where those words are in the source article's text (UTF-16 offsets into text_en or text_ar), for linking them. */
  span: z.object({ language: z.enum(['en', 'ar']), start: z.number(), end: z.number() }).nullable(),
});

/** The edges of one article, by direction. */
export const ArticleCitatorSchema = z.object({
  /** What this article's text refers to (refers_to and implements, outgoing). */
  refers_to: z.array(ReferenceEdgeSchema),
  /** Articles elsewhere whose text refers to this one. */
  referred_to_by: z.array(ReferenceEdgeSchema),
  /** Law articles this (decision) article implements. */
  implements: z.array(ReferenceEdgeSchema),
  /** Decision articles implementing this (Law) article. */
  implemented_by: z.array(ReferenceEdgeSchema),
});

export const DocumentCitatorSchema = z.object({
  amends: z.array(ReferenceEdgeSchema),
  amended_by: z.array(ReferenceEdgeSchema),
  repeals: z.array(ReferenceEdgeSchema),
  repealed_by: z.array(ReferenceEdgeSchema),
  /** By article number; articles without edges are absent. */
  articles: z.record(z.string(), ArticleCitatorSchema),
});
