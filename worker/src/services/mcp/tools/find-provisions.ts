/**
 * find_provisions: a question → the ranked articles that answer it, by the very retrieval of AI Search
 * (services/search/passage-search.ts → services/retrieval), and the no-match gate of AI answers
 * (services/research/relevance-gate.ts). The AI analysis itself is the paid product and is not offered here.
 */
import { assessRelevance } from '../../research/relevance-gate.ts';
import { rankedPassages } from '../../search/passage-search.ts';
import { snippetText } from '../bounds.ts';
import { articleCitation, pageLink } from '../citation-names.ts';
import { loadInstrumentNames } from '../documents.ts';
import type { ToolDefinition } from './tool-types.ts';

export const findProvisions: ToolDefinition<'find_provisions'> = {
  name: 'find_provisions',
  title: 'Find the articles that answer a question',
  description:
    "Given a question about UAE Corporate Tax in English or Arabic, returns the articles of the legislation that answer it, best first: the document, article number and heading, a pinpoint citation, a snippet, the status (with what replaced a repealed instrument) and a link. Use it to ground an answer in the law; then get_article for an article's full text.",
  async run({ db, appUrl, retriever }, { question, limit }) {
    const [ranked, names] = await Promise.all([rankedPassages(retriever(), question, limit), loadInstrumentNames(db)]);
    const verdict = assessRelevance({ passages: ranked.map((r) => r.passage), followUp: false });
    return {
      question,
      ...(verdict.noMatch || !ranked.length
        ? { no_match: true, note: 'Nothing in the UAE Corporate Tax collection addresses this question; the articles below (if any) are only the closest.' }
        : {}),
      results: ranked.map(({ passage: p, snippet }, i) => {
        const name = names.get(p.legislationId) ?? { title: p.title, legislation: p.legislation, number: null, year: null };
        return {
          rank: i + 1,
          citation: articleCitation(p.number, name),
          document: { id: p.legislationId, slug: p.slug, title: p.title, type: p.legislation },
          article: { number: p.number, heading: p.heading },
          snippet: snippetText(snippet),
          status: p.status,
          ...(p.repealed && p.statusNote ? { status_note: p.statusNote } : {}),
          ...(p.replacedBy
            ? {
                replaced_by: {
                  title: p.replacedBy.title,
                  id: p.replacedBy.legislationId,
                  slug: p.replacedBy.slug,
                  link: pageLink(appUrl, p.replacedBy.legislationId),
                },
              }
            : {}),
          relevance: Math.round(p.relevance * 100) / 100,
          link: pageLink(appUrl, p.legislationId, p.number),
        };
      }),
    };
  },
};
