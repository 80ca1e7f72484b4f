/** get_document: an instrument's record, its status history (citator) and its table of articles. */
import { boundList, boundText, MAX_TABLE_ROWS } from '../bounds.ts';
import { instrumentName, instrumentNameAr, pageLink } from '../citation-names.ts';
import { loadInstrumentNames, resolveDocument } from '../documents.ts';
import { statusHistory } from '../status.ts';
import type { ToolDefinition } from './tool-types.ts';

/** The editorial summary is an aid, not law: a paragraph's worth is enough to tell what the instrument is about. */
const MAX_SUMMARY_CHARS = 1_500;

export const getDocument: ToolDefinition<'get_document'> = {
  name: 'get_document',
  title: "Read an instrument's record and table of articles",
  description:
    "Returns a UAE Corporate Tax instrument's metadata (type, number, year, chapter, dates, status and what amended or repealed it), its status history, an editorial summary and its table of articles with links. Use it to see what an instrument contains before reading articles with get_article.",
  async run({ db, appUrl }, args) {
    const [{ document: d }, names] = await Promise.all([resolveDocument(db, args.document), loadInstrumentNames(db)]);
    return {
      id: d.id,
      slug: d.slug,
      title: d.title,
      title_ar: d.title_ar,
      citation: instrumentName(d),
      citation_ar: instrumentNameAr(d),
      type: d.legislation,
      number: d.number,
      year: d.year,
      chapter: d.chapter,
      issue_date: d.issue_date_actual,
      effective_date: d.effective_date,
      status: d.status,
      status_note: d.status_note,
      status_history: statusHistory(d.citator, appUrl, names),
      has_text: d.has_text,
      ...(d.has_text
        ? {
            language_note:
              d.text_language === 'ar'
                ? 'The Arabic is the official text; the English is an unofficial translation.'
                : (d.translation_note ?? 'The official text of this instrument is English.'),
          }
        : {}),
      official_source: d.source_file ?? d.redirect_url,
      summary: d.summary ? boundText(d.summary, MAX_SUMMARY_CHARS).text : null,
      articles: boundList(
        d.articles.map((a) => ({ number: a.number, heading: a.heading, link: pageLink(appUrl, d.id, a.number) })),
        MAX_TABLE_ROWS,
      ),
      link: pageLink(appUrl, d.id),
    };
  },
};
