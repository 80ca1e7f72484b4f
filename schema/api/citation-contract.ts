/**
 * One cited article (what a `[n]` of an answer points to) as a zod schema: the source of the `Citation` type of
 * ./research.ts (derived with a type-only import, so the web's research code stays free of zod) and of the
 * public API's OpenAPI document, where shared conversations carry their citations (decision 029).
 */
import { z } from 'zod';

export const CitationSchema = z.object({
  /** The number used in the answer text: `[n]`. */
  n: z.number(),
  legislation_id: z.number(),
  slug: z.string().nullable(),
  /** Document title, e.g. "Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses". */
  title: z.string(),
  /**
   * The document's official Arabic title, given with the answers to Arabic questions (the retrieval reads the Arabic
   * then) when the document has one: the Arabic interface names the document by it. Absent otherwise, and in answers
   * saved before it existed.
   */
  title_ar: z.string().optional(),
  /** Legislation type, e.g. "Federal Decree-Law". */
  legislation: z.string().nullable(),
  status: z.string().nullable(),
  /** True when the document is repealed: the answer must not rely on it as current law. */
  repealed: z.boolean(),
  /** Article number as numbered in the corpus: "21", "4.1", "Preamble". */
  article: z.string(),
  heading: z.string().nullable(),
  /** The article's official Arabic heading, given with title_ar (answers to Arabic questions) when it has one. */
  heading_ar: z.string().optional(),
  /** "Article (21)" (or "Preamble", "Schedule", ...). */
  article_label: z.string(),
  /** `/legislation/12#article-21`: opens the cited article. */
  url: z.string(),
  /** The one-line form used in professional_citations: "Title, Article (21): Heading". */
  text: z.string(),
});
