/**
 * The shapes the citator's parser works with. The parser is pure (no I/O): the seed and the admin
 * edits hand it one passage and the catalog of the collection, and store what it returns.
 */

export type Language = 'en' | 'ar';

export interface CatalogDocument {
  slug: string;
  title: string;
  titleAr: string | null;
  /** 'Federal Decree-Law' | 'Cabinet Decision' | 'Ministerial Decision' | 'Federal Tax Authority Decision' */
  type: string | null;
  number: string | null;
  year: number | null;
  status: string | null;
  statusNote: string | null;
}

export interface FoundReference {
  kind: 'refers_to' | 'implements';
  language: Language;
  /**
   * UTF-16 offsets into the passage text given, and the exact substring. The span runs from the
   * first word of the reference ("Clause", "Articles", "البند", proclitics included) to the end of
   * the instrument that governs it ("… of the Corporate Tax Law"). The articles of one list
   * ("Articles (3), (4) and (5) of this Decision") share the span of the whole list.
   */
  start: number;
  end: number;
  text: string;
  /** The collection document named, or null when the instrument is outside the collection (unresolved). */
  targetSlug: string | null;
  /** The article named ('21', '1.5'), or null when the reference names a whole instrument. A clause reference targets its article. */
  targetArticle: string | null;
  /** The instrument as written, for unresolved references and display ('Cabinet Decision No. (44) of 2020'); null when it is the same document. */
  instrumentText: string | null;
}

export interface ReferenceContext {
  language: Language;
  /** The document the passage belongs to. */
  self: CatalogDocument;
  /** Every document of the collection, including ones without text. */
  catalog: readonly CatalogDocument[];
  /** Self's article numbers, to drop references to articles that do not exist. */
  articleNumbers?: ReadonlySet<string>;
  /**
   * The number of the passage the text belongs to ('21', '2.1', 'Preamble'). Optional; with it,
   * references to the passage's own article are dropped (they stay inside it), and inside an annex
   * whose articles are numbered '2.1', '2.2' … a bare "Article 2" names the annex's chapter, not the
   * decision's Article (2), and is dropped too.
   */
  article?: string;
}

export interface DocumentRelation {
  kind: 'amends' | 'repeals';
  fromSlug: string;
  toSlug: string | null;
  text: string;
  source: 'title' | 'status_note' | 'text';
}
