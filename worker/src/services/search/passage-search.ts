/**
 * Ranked article-level search (/api/passages): exactly the retrieval that AI answers use
 * (services/retrieval), shown as hits with highlighted snippets, so that measuring this endpoint
 * (npm run eval) measures what the answers are built from.
 */
import { articleAnchor, type PassageResponse } from '../../../../schema/api/legislation.ts';
import type { Retriever } from '../retrieval/types.ts';
import { parsePassageQuery } from './passage-query.ts';
import { buildSnippet, findHits } from './snippet.ts';

export async function searchArticles(retriever: Retriever, query: string, k: number): Promise<PassageResponse> {
  const { terms } = parsePassageQuery(query);
  if (!terms.length) return { query, results: [] };
  const passages = await retriever.retrieve({ query, k });
  return {
    query,
    results: passages.map((p) => {
      const source = findHits(p.textEn, terms, true).length || !p.textAr ? p.textEn : p.textAr;
      return {
        legislation_id: p.legislationId,
        slug: p.slug,
        title: p.title,
        legislation: p.legislation,
        status: p.status,
        article: { number: p.number, heading: p.heading, chapter: p.chapter, anchor: articleAnchor(p.number) },
        snippet: buildSnippet(source, terms, { wordStart: true }),
        score: p.score,
      };
    }),
  };
}
