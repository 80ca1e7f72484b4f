/**
 * Constants and naming rules of the legislation API, free of zod so the SPA can import them
 * without shipping the validation library.
 */
export const LEGISLATION_SORTS = ['date', 'title', 'chapter'] as const;
export type LegislationSort = (typeof LEGISLATION_SORTS)[number];

export const MAX_SEARCH_LENGTH = 200;
/** Spec §9: search boxes (keyword search, admin records) wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A keyword search answers with the matching articles of its first records only; the list
 * loads those of the others through GET /api/legislation/matches, a chunk of rows at a time.
 */
export const RECORDS_WITH_MATCHES = 25;

/** `article-21`, `article-4.1`: the element id of a passage on the document page. */
export function articleAnchor(number: string): string {
  return `article-${number}`;
}

/**
 * How a passage is named to a reader: 'Article (21)', 'Preamble'; dotted numbers exist
 * only in the annex of Cabinet Decision No. 142 of 2024 and read 'Annex Article 2.1'.
 */
export function passageLabel(number: string): string {
  if (!/^\d/.test(number)) return number === 'Notes' ? 'Editorial notes' : number;
  return number.includes('.') ? `Annex Article ${number}` : `Article (${number})`;
}

const ARABIC_PASSAGES: Record<string, string> = { Preamble: 'الديباجة', Schedule: 'الجدول', Annex: 'الملحق', Notes: 'الحواشي' };

/** The same label in Arabic, as the official Arabic texts name articles: "المادة (21)", "المادة 2.1 من الملحق". */
export function passageLabelAr(number: string): string {
  if (!/^\d/.test(number)) return ARABIC_PASSAGES[number] ?? number;
  return number.includes('.') ? `المادة ${number} من الملحق` : `المادة (${number})`;
}
