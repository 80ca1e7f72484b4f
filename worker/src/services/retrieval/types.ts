/** What retrieval gives the analyst: whole articles, ranked, with what a citation needs. */
import type { InstrumentStatus } from '../citator/instrument-status.ts';

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
  /** The document's official Arabic title, read with textAr (withArabicText); null otherwise or when it has none. */
  titleAr?: string | null;
  /** The article's official Arabic heading, read with textAr; null otherwise or when it has none. */
  headingAr?: string | null;
  /** Higher is better; comparable only within one result list. */
  score: number;
  /**
   * 0..1: the share of the question's own concepts the article contains (itself or through the
   * statute's wording for them), each weighted by its rarity; a word no article contains weighs as
   * the rarest. Comparable across questions: low for every passage means nothing relevant was found.
   */
  relevance: number;
  /**
   * Of the question's concepts (`of`: its informative words), how many the article holds, itself or
   * in the statute's wording for them ("charity" → public benefit entity). With `relevance`: one rare
   * word in common is no answer to a question of several.
   */
  concepts: { matched: number; of: number };
  /** The article's edges in the cross-reference graph (citator), both directions, resolved targets only. */
  links: PassageLink[];
  /** Added beyond the k best because it implements, or is implemented by, one of the best (RetrievalRequest.linked). */
  linked?: boolean;
  /** The question cites this article as its subject ("What does Article 50 provide?"): it leads the passages. */
  cited?: boolean;
  /**
   * The Law's article headed by the term the question asks for by its meaning ("Taxable Person" for "Who is subject to
   * Corporate Tax?", glossary.ts): its heading names the whole question, in the Law's own word.
   */
  headsAskedTerm?: boolean;
  /**
   * A definitions article defining the term the question asks the meaning of ("What is market value?", defined-terms.ts):
   * the term as it writes it, whose definition answers.
   */
  definesAskedTerm?: readonly string[];
  /** For a repealed document: the instrument that replaced it, when the citator knows it (issue 25: status inside the answer). */
  replacedBy?: Replacement | null;
}

/** The instrument that replaced a repealed one, and whether the collection holds its text. */
export interface Replacement {
  legislationId: number;
  slug: string | null;
  title: string;
  titleAr: string | null;
  hasText: boolean;
}

/**
 * One edge of the citator seen from a retrieved article. `implements`: this article fills in what
 * the linked one delegates; `implemented_by`: the reverse. `refers_to` / `referred_to_by`: a plain
 * reference. `replaced_by`: the article's document is repealed and the linked article is its
 * counterpart in the instrument that replaced it.
 */
export interface PassageLink {
  kind: 'implements' | 'implemented_by' | 'refers_to' | 'referred_to_by' | 'replaced_by';
  legislationId: number;
  slug: string;
  title: string;
  /** The linked article's number ('21', '2.1'). */
  number: string;
  heading: string | null;
  /** The linked document's status: a link into a repealed document says so. */
  repealed: boolean;
  /** True when the linked article is itself among the retrieved passages. */
  retrieved: boolean;
}

export interface RetrievalRequest {
  query: string;
  /** How many passages to return. */
  k: number;
  /** Restrict to one document (single-document chat). */
  legislationId?: number;
  /** Earlier user questions of the conversation, newest last: context for a follow-up. */
  history?: string[];
  /**
   * The question asks only what the instruments it names say ("What does MD 73/2023 provide?"): where it cites no
   * article, their numbered articles lead, in their order.
   */
  wholeInstruments?: boolean;
  /**
   * The question asks only whether these instruments (those it names, or the chat's document) are in force ("Is MD
   * 125/2023 still in force?"): where it cites no article, the articles of the instruments that amend or repeal them
   * and name them lead (not in a document's chat), then their own articles on publication and entry into force.
   */
  instrumentStatuses?: readonly InstrumentStatus[];
  /**
   * The question asks about delegations ("Which decisions implement Article 21?", "What decisions were issued under
   * Article 18?", "Which article of the Law does MD 73/2023 implement?"): an article cited as the basis of what is asked
   * is its subject, and of the instruments it names, a Law is the other end when a decision is named too.
   */
  delegations?: boolean;
  /** Also read each passage's official Arabic text (textAr; null otherwise): one more database read. */
  withArabicText?: boolean;
  /**
   * Beyond the `k`, up to this many articles that implement (or are implemented by) one of the best three and bear on
   * the question, the best first: an answer then holds both ends of a delegation, the Law's article and the decision
   * that fills it in (issue 25). Each is marked `linked`.
   */
  linked?: number;
}

export interface Retriever {
  retrieve(request: RetrievalRequest): Promise<RetrievedPassage[]>;
}
