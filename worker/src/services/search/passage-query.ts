/**
 * Turns a free-text question or keyword list into an FTS5 query over the article index:
 * words are folded (case, Arabic forms), common English function words dropped, and the
 * rest OR-ed so that BM25 ranks articles by how many and how rare the matched words are.
 * Every word is quoted, so no user input is read as FTS5 syntax.
 */
import { foldForSearch } from '../text/text-fold.ts';

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers herself him ' +
    'himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
    'our ours ourselves out over own same she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself yourselves shall may must also us'
  ).split(' '),
);

export interface PassageTerms {
  /** Folded words that take part in the match. */
  terms: string[];
  /** The FTS5 MATCH expression, or null when the query holds no searchable word. */
  match: string | null;
}

export function parsePassageQuery(query: string): PassageTerms {
  const words = foldForSearch(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)];
  const content = unique.filter((w) => !STOP_WORDS.has(w));
  const terms = (content.length ? content : unique).slice(0, 32);
  if (!terms.length) return { terms, match: null };
  return { terms, match: terms.map((t) => `"${t}"`).join(' OR ') };
}
