/**
 * The citator's parser: references between articles and instruments found in passage texts, and
 * amends / repeals between instruments. Pure functions over text and the catalog of the collection,
 * so the seed (Node) and the admin edits (Worker) build the same edges.
 */
export type { CatalogDocument, DocumentRelation, FoundReference, ReferenceContext } from './types.ts';
export { findReferences } from './reference-parser.ts';
export { documentRelations } from './relations.ts';
export { findInstrumentMentions } from './instrument-names.ts';
