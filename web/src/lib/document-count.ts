/** The document count of the marketing copy (spec §1): the live record count (pages pass useLegislationCount()), else 55. */
import { FALLBACK_DOCUMENT_COUNT } from './site.ts';
import { formatNumber } from './format.ts';

/** Spec §1: "about 90,000+ words of law". */
export const WORDS_OF_LAW_LABEL = '90,000+';

/** '55+' from a count; falls back to 55 while the count is unavailable (or nonsensical). */
export function documentCountLabel(count: number | undefined | null): string {
  const n = typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : FALLBACK_DOCUMENT_COUNT;
  return `${formatNumber(n)}+`;
}
