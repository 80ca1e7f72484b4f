/**
 * Ranked article-level search (/api/passages): exactly the retrieval that AI answers use
 * (services/retrieval), shown as hits with highlighted snippets, so that measuring this endpoint
 * (npm run eval) measures what the answers are built from.
 */
import { articleAnchor, type PassageResponse } from '../../../../schema/api/legislation.ts';
import type { Retriever } from '../retrieval/types.ts';
import { parsePassageQuery } from './passage-query.ts';
import { buildSnippet } from './snippet.ts';
import { containsArabic } from '../text/text-fold.ts';

export async function searchArticles(retriever: Retriever, query: string, k: number): Promise<PassageResponse> {
  const { terms } = parsePassageQuery(query);
  if (!terms.length) return { query, results: [] };
  // The official Arabic shows where an Arabic question's words are; English questions quote the English.
  const passages = await retriever.retrieve({ query, k, withArabicText: containsArabic(query) });
  return {
    query,
    results: passages.map((p) => {
      // The English text unless the words are only in the official Arabic.
      const english = buildSnippet(p.textEn, terms, { wordStart: true });
      const snippet = english.some((s) => s.hit) || !p.textAr ? english : buildSnippet(p.textAr, terms, { wordStart: true });
      return {
        legislation_id: p.legislationId,
        slug: p.slug,
        title: p.title,
        legislation: p.legislation,
        status: p.status,
        article: { number: p.number, heading: p.heading, chapter: p.chapter, anchor: articleAnchor(p.number) },
        snippet,
        score: p.score,
        relevance: p.relevance,
      };
    }),
  };
}
