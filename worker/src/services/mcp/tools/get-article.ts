/** get_article: one article's text in English and/or the official Arabic, with its place in the citator. */
import type { LegislationDetail } from '../../../../../schema/api/legislation.ts';
import { boundText, MAX_ARTICLE_CHARS } from '../bounds.ts';
import { articleCitation, articleCitationAr, articleName, instrumentName, pageLink } from '../citation-names.ts';
import { findArticle, loadInstrumentNames, normaliseArticleNumber, resolveDocument } from '../documents.ts';
import { linkedEnds } from '../references.ts';
import { ToolInputError } from '../tool-errors.ts';
import type { ToolDefinition } from './tool-types.ts';

/** Why the article cannot be given, and what the caller can ask instead. */
function noSuchArticle(document: LegislationDetail, number: string): ToolInputError {
  const name = instrumentName(document);
  if (!document.has_text) {
    const source = document.source_file ?? document.redirect_url;
    return new ToolInputError(`The collection holds only the metadata of ${name}, not its text${source ? `; its official source: ${source}` : ''}.`);
  }
  const numbers = document.articles.map((a) => a.number);
  const shown = numbers.length > 40 ? `${numbers.slice(0, 40).join(', ')} … (${numbers.length} in all)` : numbers.join(', ');
  return new ToolInputError(`${name} has no ${articleName(number)}. Its articles: ${shown}.`);
}

export const getArticle: ToolDefinition<'get_article'> = {
  name: 'get_article',
  title: 'Read one article (English and official Arabic)',
  description:
    'Returns the full text of one article of a UAE Corporate Tax instrument, in English (an unofficial translation) and/or the official Arabic, with its status, what it refers to, what it implements, what implements it and what refers to it, each with a link. Use it to quote or verify a provision.',
  async run({ db, appUrl }, args) {
    const { document, article: named } = await resolveDocument(db, args.document);
    const number = args.article ? normaliseArticleNumber(args.article) : named;
    if (!number)
      throw new ToolInputError(
        `Name the article of ${instrumentName(document)}: article "21", "2.1" or "Preamble", or a citation such as "Article 21 of ${instrumentName(document)}".`,
      );
    const article = findArticle(document, number);
    if (!article) throw noSuchArticle(document, number);
    const edges = document.citator.articles[article.number];
    const names = await loadInstrumentNames(db);
    const en = args.language !== 'ar';
    const ar = args.language !== 'en';
    return {
      citation: articleCitation(article.number, document),
      ...(ar ? { citation_ar: articleCitationAr(article.number, document) } : {}),
      document: { id: document.id, slug: document.slug, title: document.title, type: document.legislation },
      article: { number: article.number, heading: article.heading, ...(ar ? { heading_ar: article.heading_ar } : {}), chapter: article.chapter },
      status: document.status,
      ...(document.status_note && document.status !== 'active' ? { status_note: document.status_note } : {}),
      ...(en ? { text_en: boundText(article.text_en, MAX_ARTICLE_CHARS) } : {}),
      ...(ar ? { text_ar: article.text_ar === null ? null : boundText(article.text_ar, MAX_ARTICLE_CHARS) } : {}),
      language_note:
        document.text_language === 'ar'
          ? 'The Arabic is the official text; the English is an unofficial translation. Where they differ, the Arabic prevails.'
          : (document.translation_note ?? 'The official text of this instrument is English.'),
      refers_to: linkedEnds(edges?.refers_to ?? [], 'to', appUrl, names),
      implements: linkedEnds(edges?.implements ?? [], 'to', appUrl, names),
      implemented_by: linkedEnds(edges?.implemented_by ?? [], 'from', appUrl, names),
      referred_to_by: linkedEnds(edges?.referred_to_by ?? [], 'from', appUrl, names),
      link: pageLink(appUrl, document.id, article.number),
    };
  },
};
