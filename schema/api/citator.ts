/**
 * The citator (issue 13): the cross-references of the collection as a graph of edges between
 * documents and articles, returned with a document (GET /api/legislation/:id `citator`) and shown on
 * the document page. Plain types and constants, shared by worker and web; the types are those of the zod
 * schemas in ./citator-contract.ts, imported as types only, so nothing here loads zod.
 */
import type { z } from 'zod';
import type { ArticleCitatorSchema, DocumentCitatorSchema, ReferenceEdgeSchema, ReferenceEndSchema } from './citator-contract.ts';

export { REFERENCE_KINDS, type ReferenceKind } from './reference-kinds.ts';

/** One end of an edge: a document of the collection (with an article or not), or an instrument outside it. */
export type ReferenceEnd = z.infer<typeof ReferenceEndSchema>;
export type ReferenceEdge = z.infer<typeof ReferenceEdgeSchema>;
/** The edges of one article, by direction. */
export type ArticleCitator = z.infer<typeof ArticleCitatorSchema>;
export type DocumentCitator = z.infer<typeof DocumentCitatorSchema>;
