/**
 * Spec §5 "Citation to document matching": a citation matches a document if its text
 * contains the document's title (case-insensitive); otherwise it falls back to a title
 * containing one of a few phrases found in the citation. Among titles contained in the
 * citation the longest wins, so "Federal Decree-Law No. 47 of 2022" does not lose to a
 * shorter title that happens to be a prefix of it.
 */
import type { Citation, MultiDocumentSearchResponse } from '../../../../schema/api/research.ts';

export interface KnownDocument {
  id: number;
  title: string;
}

export const FALLBACK_PHRASES = [
  'federal tax authority',
  'corporate tax',
  'transfer pricing',
  'tax procedures law',
  'cabinet resolution',
  'ministerial resolution',
] as const;

export function matchCitationToDocument(citationText: string, documents: readonly KnownDocument[]): KnownDocument | null {
  const text = citationText.toLowerCase();
  let best: KnownDocument | null = null;
  for (const doc of documents) {
    const title = doc.title.trim().toLowerCase();
    if (title && text.includes(title) && (!best || title.length > best.title.trim().length)) best = doc;
  }
  if (best) return best;
  for (const phrase of FALLBACK_PHRASES) {
    if (!text.includes(phrase)) continue;
    const doc = documents.find((d) => d.title.toLowerCase().includes(phrase));
    if (doc) return doc;
  }
  return null;
}

/** One line of the 'Professional Legal Citations' list. */
export interface CitationItem {
  key: string;
  n: number;
  /** The one-line form: "Title, Article (21): Heading". */
  text: string;
  /** Null when the server gave only the professional_citations strings. */
  citation: Citation | null;
}

/** The numbered, de-duplicated list: by number, then by identical text. */
export function citationItems(result: Pick<MultiDocumentSearchResponse, 'citations' | 'professional_citations'>): CitationItem[] {
  const seenNumbers = new Set<number>();
  const seenTexts = new Set<string>();
  const items: CitationItem[] = [];
  const add = (n: number, text: string, citation: Citation | null) => {
    const key = text.trim().toLowerCase();
    if (seenNumbers.has(n) || seenTexts.has(key)) return;
    seenNumbers.add(n);
    seenTexts.add(key);
    items.push({ key: `${n}`, n, text, citation });
  };
  if (result.citations?.length) {
    for (const c of [...result.citations].sort((a, b) => a.n - b.n)) add(c.n, c.text || `${c.title}, ${c.article_label}`, c);
  } else {
    (result.professional_citations ?? []).forEach((text, i) => add(i + 1, text, null));
  }
  return items;
}
