/**
 * What services hand to the repositories, as the repositories store it. Types only, with no import
 * of the database client: the seed (type-checked under Node, without the Workers types) uses the
 * same shapes through the citator and the key-point parser.
 */

/** An edge parsed from a passage of the document (source 'text'), its target resolved to an id. */
export interface TextReference {
  fromArticle: string;
  toLegislationId: number | null;
  toArticle: string | null;
  kind: 'refers_to' | 'implements';
  text: string;
  instrumentText: string | null;
  language: 'en' | 'ar';
  spanStart: number;
  spanEnd: number;
}

/** An amends / repeals relation between whole instruments (services/citator/relations.ts), as stored. */
export interface InstrumentRelation {
  kind: 'amends' | 'repeals';
  fromLegislationId: number;
  /** Null when the changed instrument is not in the collection (`text` then names it). */
  toLegislationId: number | null;
  text: string;
  source: 'text' | 'title' | 'status_note';
}

/** One article cited by a document's key points: its own ('self') or the Corporate Tax Law's ('law'). */
export interface CitedArticle {
  of: 'self' | 'law';
  number: string;
}
