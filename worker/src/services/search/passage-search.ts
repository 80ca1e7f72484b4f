/** Ranked article-level search: the base of AI retrieval and of retrieval-quality measurement. */
import { articleAnchor, type PassageResponse } from '../../../../schema/api/legislation.ts';
import type { Db } from '../../db/client.ts';
import { searchPassages } from '../../db/repositories/legislation-repository.ts';
import { parsePassageQuery } from './passage-query.ts';
import { buildSnippet, findHits } from './snippet.ts';

/** Index candidates per requested passage: room for articles of records outside the public list. */
const CANDIDATE_FACTOR = 4;

export async function searchArticles(db: Db, query: string, k: number): Promise<PassageResponse> {
  const { terms, match } = parsePassageQuery(query);
  if (!match) return { query, results: [] };
  let rows = await searchPassages(db, match, k, k * CANDIDATE_FACTOR);
  // Non-public records took too many of the candidates: rank them all (rare, and still correct).
  if (rows.length < k) rows = await searchPassages(db, match, k, -1);
  return {
    query,
    results: rows.map((r) => {
      const source = findHits(r.textEn, terms, true).length || !r.textAr ? r.textEn : r.textAr;
      return {
        legislation_id: r.legislationId,
        slug: r.slug,
        title: r.title,
        legislation: r.legislation,
        status: r.status,
        article: { number: r.number, heading: r.heading, chapter: r.chapter, anchor: articleAnchor(r.number) },
        snippet: buildSnippet(source, terms, { wordStart: true }),
        score: Math.round(-r.rank * 1000) / 1000,
      };
    }),
  };
}
