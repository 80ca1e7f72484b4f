/** search_legislation: the free keyword search of the home page, with its filters (services/legislation). */
import { PUBLIC_TAX_CATEGORY } from '../../../db/repositories/legislation-repository.ts';
import { getFieldChoices, listLegislation } from '../../legislation/legislation-service.ts';
import { snippetText } from '../bounds.ts';
import { pageLink } from '../citation-names.ts';
import { ToolInputError } from '../tool-errors.ts';
import type { ToolDefinition } from './tool-types.ts';

const fold = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A filter as an assistant writes it ("Repealed", "ministerial decision", "I", "Core Legislation") → the value
 * the collection stores ("repealed", "Ministerial Decision", "I - Core Legislation"); a clear error listing
 * the values there are when it matches none.
 */
function resolveFilter(what: string, given: string | undefined, values: readonly string[]): string | undefined {
  if (!given) return undefined;
  const wanted = fold(given);
  const found =
    values.find((v) => fold(v) === wanted) ??
    // Chapters are stored as "I - Core Legislation": a numeral or the name alone names one.
    values.find((v) =>
      fold(v)
        .split(' - ')
        .some((part) => part === wanted),
    );
  if (!found) throw new ToolInputError(`Unknown ${what} "${given}". The ${what} values are: ${values.join('; ')}.`);
  return found;
}

const distinct = (values: ReadonlyArray<string | null>) => [...new Set(values.filter((v): v is string => !!v))].sort();

export const searchLegislation: ToolDefinition<'search_legislation'> = {
  name: 'search_legislation',
  title: 'Search UAE Corporate Tax legislation by keyword',
  description:
    'Exact keyword search over the UAE Corporate Tax collection (decree-laws, Cabinet, Ministerial and FTA decisions; English and official Arabic), with optional chapter, status and type filters. Returns matching documents (id, title, type, status) with the articles that contain the keyword and links. Use it to find documents by a term or name; for a question in plain words use find_provisions.',
  async run({ db, appUrl }, args) {
    const hasFilter = args.chapter || args.status || args.type;
    // The values of the public records: the list shows no other (an administrator's records of other tax categories).
    const choices = hasFilter ? (await getFieldChoices(db)).records.filter((c) => c.tax_category === PUBLIC_TAX_CATEGORY) : [];
    const list = await listLegislation(db, {
      filters: {
        chapter: resolveFilter('chapter', args.chapter, distinct(choices.map((c) => c.chapter))),
        status: resolveFilter('status', args.status, distinct(choices.map((c) => c.status))),
        legislation: resolveFilter('type', args.type, distinct(choices.map((c) => c.legislation))),
      },
      search: args.query || undefined,
      sort: 'date',
      limit: args.limit,
      offset: 0,
    });
    return {
      ...(list.search ? { query: list.search } : {}),
      // An abbreviation the texts write out ("QFZP"): the terms to search for instead.
      ...(list.spelled_out ? { spelled_out: list.spelled_out } : {}),
      total: list.total,
      returned: list.records.length,
      records: list.records.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        type: r.legislation,
        chapter: r.chapter,
        status: r.status,
        ...(r.status_note && r.status !== 'active' ? { status_note: r.status_note } : {}),
        has_text: r.has_text,
        link: pageLink(appUrl, r.id),
        ...(r.matches
          ? {
              matching_articles: r.matches.total,
              matches: r.matches.articles.map((m) => ({
                article: m.number,
                heading: m.heading,
                snippet: snippetText(m.snippet),
                link: pageLink(appUrl, r.id, m.number),
              })),
            }
          : {}),
      })),
    };
  },
};
