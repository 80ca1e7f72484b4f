/**
 * The citator (issue 13): the cross-references of the collection as a graph of edges between
 * documents and articles, returned with a document (GET /api/legislation/:id `citator`) and shown on
 * the document page. Plain types and constants, shared by worker and web; the types are those of the zod
 * schemas in ./citator-contract.ts, imported as types only, so nothing here loads zod.
 */
import type { z } from 'zod';
import type { ArticleCitatorSchema, DocumentCitatorSchema, ReferenceEdgeSchema, ReferenceEndSchema } from './citator-contract.ts';

/**
 * - refers_to: the text names another article or instrument ("Article (20) of this Decree-Law").
 * - implements: a decision's article fills in what a Law's article delegates ("For the purposes of
 *   Article (21) of the Corporate Tax Law").
 * - amends / repeals: one instrument changes or ends another (texts, titles, the manifest's status notes).
 */
export const REFERENCE_KINDS = ['refers_to', 'implements', 'amends', 'repeals'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** One end of an edge: a document of the collection (with an article or not), or an instrument outside it. */
export type ReferenceEnd = z.infer<typeof ReferenceEndSchema>;
export type ReferenceEdge = z.infer<typeof ReferenceEdgeSchema>;
/** The edges of one article, by direction. */
export type ArticleCitator = z.infer<typeof ArticleCitatorSchema>;
export type DocumentCitator = z.infer<typeof DocumentCitatorSchema>;
