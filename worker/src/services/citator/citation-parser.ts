/**
 * Reads a citation as a practitioner writes it ("Article 21 of Federal Decree-Law No. 47 of 2022",
 * "MD 73/2023 Art. 2", "Clause 2 of Article 21 of the Corporate Tax Law", "المادة (21) من المرسوم بقانون
 * اتحادي رقم (47) لسنة 2022") with the citator's own parser (services/citator), which already reads these
 * forms in the collection's texts: one grammar of citations, not a second one for the MCP tools or for the questions
 * retrieval answers.
 */
import { findReferences } from './reference-parser.ts';
import type { CatalogDocument } from './types.ts';
import { containsArabic } from '../text/text-fold.ts';

export interface ParsedCitation {
  /** The instrument as the citation names it ('Federal Decree-Law No. 47 of 2022', 'MD 73/2023'); null when it names none. */
  instrument: string | null;
  /** The collection's document it names (its slug); null when the instrument is not in the collection or none is named. */
  slug: string | null;
  /** The article named ('21', '2.1'), or null when the citation names a whole instrument. */
  article: string | null;
}

/**
 * The citation itself stands where the parser expects the document a passage belongs to: an article named
 * without an instrument ("Art. 2") is then an article of no document, and is paired below with the instrument
 * named elsewhere in the citation ("MD 73/2023 Art. 2").
 */
const CITATION: CatalogDocument = { slug: '#citation', title: '', titleAr: null, type: null, number: null, year: null, status: null, statusNote: null };

/**
 * Drafting writes "Decision No. 73"; people also write "Ministerial Decision 73 of 2023" and "Decree-Law 47/2022".
 * The citator's grammar wants the "No.", so it is put in.
 */
function withNumberWord(text: string): string {
  return text.replace(/\b(Decree[- ]Law|Decision|Resolution)\s+(?=\d)/g, '$1 No. ');
}

/** The references a practitioner's text makes, read by the citator's grammar against the catalog. */
function referencesIn(text: string, catalog: readonly CatalogDocument[]) {
  return findReferences(withNumberWord(text), { language: containsArabic(text) ? 'ar' : 'en', self: CITATION, catalog });
}

export function parseCitation(text: string, catalog: readonly CatalogDocument[]): ParsedCitation {
  const refs = referencesIn(text, catalog);
  const ofInstrument = refs.find((r) => r.targetArticle !== null && r.targetSlug !== CITATION.slug);
  if (ofInstrument) return { instrument: ofInstrument.instrumentText, slug: ofInstrument.targetSlug, article: ofInstrument.targetArticle };
  const bareArticle = refs.find((r) => r.targetArticle !== null)?.targetArticle ?? null;
  const instrument = refs.find((r) => r.targetArticle === null && r.instrumentText !== null);
  return { instrument: instrument?.instrumentText ?? null, slug: instrument?.targetSlug ?? null, article: bareArticle };
}

/**
 * Every article of a collection's instrument that a text (a question) cites with its instrument: "Article 2 of
 * Ministerial Decision No. 73 of 2023", "MD 73/2023 Art. 2", "المادة (2) من القرار الوزاري رقم (73) لسنة 2023", in the
 * order cited. Articles cited without an instrument, and instruments outside the collection, are not among them.
 */
export function citedInstrumentArticles(text: string, catalog: readonly CatalogDocument[]): Array<{ slug: string; article: string }> {
  const cited = new Map<string, { slug: string; article: string }>();
  for (const r of referencesIn(text, catalog)) {
    if (r.targetSlug === null || r.targetSlug === CITATION.slug || r.targetArticle === null) continue;
    cited.set(`${r.targetSlug}#${r.targetArticle}`, { slug: r.targetSlug, article: r.targetArticle });
  }
  return [...cited.values()];
}

/** The collection's instruments a text names ("MD 73/2023", "القرار الوزاري رقم (73) لسنة 2023"), by slug, in the order named. */
export function citedInstruments(text: string, catalog: readonly CatalogDocument[]): string[] {
  return [...new Set(referencesIn(text, catalog).flatMap((r) => (r.targetSlug !== null && r.targetSlug !== CITATION.slug ? [r.targetSlug] : [])))];
}
