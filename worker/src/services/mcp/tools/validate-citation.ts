/**
 * validate_citation: whether a citation names an instrument and article the collection holds, read with the
 * citator's own parser (citation-parser.ts), and its canonical form, link and status.
 */
import type { LegislationDetail } from '../../../../../schema/api/legislation.ts';
import { articleCitation, articleCitationAr, articleName, instrumentName, instrumentNameAr, pageLink } from '../citation-names.ts';
import { parseCitation } from '../../citator/citation-parser.ts';
import { loadCatalog } from '../../citator/citator-service.ts';
import { findArticle, findDocument } from '../documents.ts';
import { inForce } from '../../citator/instrument-status.ts';
import type { ToolDefinition } from './tool-types.ts';

/** "its articles are numbered 1 to 70" (and the other passages it has), for a citation of an article it lacks. */
function articleRange(document: LegislationDetail): string {
  const numbers = document.articles.map((a) => a.number);
  const whole = numbers.filter((n) => /^\d+$/.test(n)).map(Number);
  const others = numbers.filter((n) => !/^\d+$/.test(n));
  const parts = whole.length ? [`its articles are numbered ${Math.min(...whole)} to ${Math.max(...whole)}`] : [];
  if (others.length) parts.push(`it also has ${others.length > 12 ? `${others.slice(0, 12).join(', ')} …` : others.join(', ')}`);
  return parts.join('; ') || 'it has no articles in the collection';
}

function aboutDocument(d: LegislationDetail) {
  return {
    document: { id: d.id, slug: d.slug, title: d.title, type: d.legislation },
    status: d.status,
    in_force: inForce(d.status),
    ...(d.status_note && d.status !== 'active' ? { status_note: d.status_note } : {}),
  };
}

export const validateCitation: ToolDefinition<'validate_citation'> = {
  name: 'validate_citation',
  title: 'Check a legislation citation',
  description:
    'Checks a citation of UAE Corporate Tax legislation ("Article 21 of Federal Decree-Law No. 47 of 2022", "MD 73/2023 Art. 2", Arabic forms): whether the instrument and article exist in the collection, the canonical citation in English and Arabic, its link and its status. Use it before relying on a citation, yours or a user\'s.',
  async run({ db, appUrl }, { citation }) {
    const parsed = parseCitation(citation, await loadCatalog(db));
    if (!parsed.instrument && !parsed.slug) {
      return {
        citation,
        exists: false,
        problem: 'The citation names no instrument. Write it as e.g. "Article 21 of Federal Decree-Law No. 47 of 2022" or "MD 73/2023 Art. 2".',
      };
    }
    const document = parsed.slug ? await findDocument(db, parsed.slug) : null;
    if (!document) {
      return {
        citation,
        exists: false,
        instrument: parsed.instrument,
        ...(parsed.article ? { article: parsed.article } : {}),
        problem: `${parsed.instrument} is not in the collection of UAE Corporate Tax legislation.`,
      };
    }
    if (!parsed.article) {
      return {
        citation,
        exists: true,
        canonical: instrumentName(document),
        canonical_ar: instrumentNameAr(document),
        ...aboutDocument(document),
        link: pageLink(appUrl, document.id),
      };
    }
    if (!document.has_text) {
      return {
        citation,
        exists: null,
        canonical: articleCitation(parsed.article, document),
        ...aboutDocument(document),
        problem: `The instrument exists, but the collection holds only its metadata, so ${articleName(parsed.article)} cannot be checked.`,
        link: pageLink(appUrl, document.id),
      };
    }
    const article = findArticle(document, parsed.article);
    if (!article) {
      return {
        citation,
        exists: false,
        instrument: instrumentName(document),
        article: parsed.article,
        ...aboutDocument(document),
        problem: `${instrumentName(document)} has no ${articleName(parsed.article)}: ${articleRange(document)}.`,
        link: pageLink(appUrl, document.id),
      };
    }
    return {
      citation,
      exists: true,
      canonical: articleCitation(article.number, document),
      canonical_ar: articleCitationAr(article.number, document),
      article: { number: article.number, heading: article.heading },
      ...aboutDocument(document),
      link: pageLink(appUrl, document.id, article.number),
    };
  },
};
