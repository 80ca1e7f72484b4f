/** check_status: whether an instrument (or an article's instrument) is in force, amended or repealed, and by what. */
import { articleCitation, articleName, instrumentName, pageLink } from '../citation-names.ts';
import { findArticle, loadInstrumentNames, normaliseArticleNumber, resolveDocument } from '../documents.ts';
import { inForce } from '../../citator/instrument-status.ts';
import { statusHistory } from '../status.ts';
import type { ToolDefinition } from './tool-types.ts';

export const checkStatus: ToolDefinition<'check_status'> = {
  name: 'check_status',
  title: 'Is it in force?',
  description:
    'Says whether a UAE Corporate Tax instrument or article is in force, amended or repealed, and by which instrument (with links), e.g. "MD 125/2023" or "Article 2 of Ministerial Decision No. 73 of 2023". Use it before citing a provision as current law.',
  async run({ db, appUrl }, { target }) {
    const [{ document: d, article: named }, names] = await Promise.all([resolveDocument(db, target), loadInstrumentNames(db)]);
    const history = statusHistory(d.citator, appUrl, names);
    const name = instrumentName(d);
    const article = named ? findArticle(d, normaliseArticleNumber(named)) : null;
    // The status note, written for readers, often names the instrument already: the citator's edges add only the others.
    const unnamed = (refs: typeof history.repealed_by) => refs.filter((r) => !d.status_note?.includes(r.cites)).map((r) => r.cites);
    const by = (verb: string, refs: typeof history.repealed_by) => (unnamed(refs).length ? `${verb} by ${unnamed(refs).join(', ')}.` : '');
    const statement = [
      `${name} is ${d.status ?? 'of unknown status'}${d.status_note ? ` (${d.status_note.replace(/\.\s*$/, '')})` : ''}.`,
      by('Repealed', history.repealed_by),
      by('Amended', history.amended_by),
    ]
      .filter(Boolean)
      .join(' ');
    return {
      target,
      citation: article ? articleCitation(article.number, d) : name,
      status: d.status,
      in_force: inForce(d.status),
      statement,
      status_note: d.status_note,
      document: { id: d.id, slug: d.slug, title: d.title, type: d.legislation },
      ...(named
        ? {
            article: article
              ? {
                  number: article.number,
                  heading: article.heading,
                  note: 'An article has the status of its instrument; amendments are listed under amended_by and are not consolidated into the texts.',
                }
              : {
                  number: named,
                  exists: false,
                  note: d.has_text ? `${name} has no ${articleName(named)}.` : 'The collection holds only the metadata of this instrument.',
                },
          }
        : {}),
      ...history,
      link: pageLink(appUrl, d.id, article?.number),
    };
  },
};
