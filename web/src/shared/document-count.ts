/**
 * The collection's counts as the pages show them (spec §1; issue 27 item 6): the live counts of the server (the list's
 * totals, useCollectionCounts()), exactly, so every page agrees with the collection; while they are unavailable the spec's
 * marketing fallback, '55+', and no count of full texts (there is no fallback for that: it is not invented).
 */
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { FALLBACK_DOCUMENT_COUNT } from './site.ts';
import { formatNumber } from '../lib/format.ts';
import { COLLECTION_TEXTS } from './site-messages.ts';

/** Spec §1: "about 90,000+ words of law". */
export const WORDS_OF_LAW_LABEL = '90,000+';

/** Every public record, and those whose text the collection holds. */
export interface CollectionCounts {
  records: number;
  withText: number;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** '59' from the live counts; '55+' while they are unavailable (or nonsensical). */
export function documentCountLabel(counts: CollectionCounts | undefined | null): string {
  const n = counts?.records;
  return isCount(n) && n > 0 ? formatNumber(n) : `${formatNumber(FALLBACK_DOCUMENT_COUNT)}+`;
}

/** How many documents have full text ('34'), or null while the counts are unavailable. */
export function fullTextCountLabel(counts: CollectionCounts | undefined | null): string | null {
  const n = counts?.withText;
  return counts && isCount(counts.records) && counts.records > 0 && isCount(n) && n <= counts.records ? formatNumber(n) : null;
}

/**
 * The counts in the reader's digits: `documents` ('59', or '55+' while unavailable) and `fullText`, the phrase that follows
 * a count of documents (' (34 with full text)'), empty while the counts are unavailable.
 */
export function useCollectionLabels(counts: CollectionCounts | undefined): { documents: string; fullText: string } {
  const { format } = useLocale();
  const t = useTexts(COLLECTION_TEXTS);
  const withText = fullTextCountLabel(counts);
  return { documents: format.digits(documentCountLabel(counts)), fullText: withText === null ? '' : t.withFullText(format.digits(withText)) };
}
