/** What retrieval gives the analyst: whole articles, ranked, with what a citation needs. */

export interface RetrievedPassage {
  articleId: number;
  legislationId: number;
  slug: string | null;
  title: string;
  /** Legislation type, e.g. "Cabinet Decision". */
  legislation: string | null;
  status: string | null;
  /** What repealed or amended the document, when known. */
  statusNote: string | null;
  /** True when the document's status says repealed: ranked lower and flagged to the analyst. */
  repealed: boolean;
  /** As numbered in the corpus: "21", "4.1", "Preamble". */
  number: string;
  heading: string | null;
  chapter: string | null;
  textEn: string;
  textAr: string | null;
  /** Higher is better; comparable only within one result list. */
  score: number;
}

export interface RetrievalRequest {
  query: string;
  /** How many passages to return. */
  k: number;
  /** Restrict to one document (single-document chat). */
  legislationId?: number;
  /** Earlier user questions of the conversation, newest last: context for a follow-up. */
  history?: string[];
  /** Also read each passage's official Arabic text (textAr; null otherwise): one more database read. */
  withArabicText?: boolean;
}

export interface Retriever {
  retrieve(request: RetrievalRequest): Promise<RetrievedPassage[]>;
}
