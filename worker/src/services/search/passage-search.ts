/**
 * Ranked article-level search (/api/passages): exactly the retrieval that AI answers use
 * (services/retrieval), shown as hits with highlighted snippets, so that measuring this endpoint
 * (npm run eval) measures what the answers are built from. The MCP tool find_provisions reads the
 * same ranked passages (rankedPassages), with what the endpoint leaves out (status note, replacement).
 */
import { articleAnchor, type PassageResponse } from '../../../../schema/api/legislation.ts';
import type { SnippetSegment } from '../../../../schema/api/common.ts';
import type { RetrievedPassage, Retriever } from '../retrieval/types.ts';
import { parsePassageQuery } from './passage-query.ts';
import { buildSnippet } from './snippet.ts';
import { containsArabic } from '../text/text-fold.ts';

export interface RankedPassage {
  passage: RetrievedPassage;
  snippet: SnippetSegment[];
}

/** The retrieval's best `k` articles for the question, each with the snippet that shows where its words are. */
export async function rankedPassages(retriever: Retriever, query: string, k: number): Promise<RankedPassage[]> {
  const { terms } = parsePassageQuery(query);
  if (!terms.length) return [];
  // The official Arabic shows where an Arabic question's words are; English questions quote the English.
  const passages = await retriever.retrieve({ query, k, withArabicText: containsArabic(query) });
  return passages.map((p) => {
    // The English text unless the words are only in the official Arabic.
    const english = buildSnippet(p.textEn, terms, { wordStart: true });
    const snippet = english.some((s) => s.hit) || !p.textAr ? english : buildSnippet(p.textAr, terms, { wordStart: true });
    return { passage: p, snippet };
  });
}

export async function searchArticles(retriever: Retriever, query: string, k: number): Promise<PassageResponse> {
  const ranked = await rankedPassages(retriever, query, k);
  return {
    query,
    results: ranked.map(({ passage: p, snippet }) => ({
      legislation_id: p.legislationId,
      slug: p.slug,
      title: p.title,
      legislation: p.legislation,
      status: p.status,
      article: { number: p.number, heading: p.heading, chapter: p.chapter, anchor: articleAnchor(p.number) },
      snippet,
      score: p.score,
      relevance: p.relevance,
    })),
  };
}
