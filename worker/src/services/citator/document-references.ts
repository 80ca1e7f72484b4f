/**
 * The references written in one document's passages, English and official Arabic, as rows for
 * legislation_references: what the seed stores for the corpus and what an admin edit stores again.
 */
import type { TextReference } from '../../db/shapes.ts';
import { findReferences, type CatalogDocument } from './index.ts';

export interface PassageText {
  number: string;
  textEn: string | null;
  textAr: string | null;
}

/** A reference as parsed: its target named by slug, resolved to an id (TextReference) when stored. */
export type ParsedReference = Omit<TextReference, 'toLegislationId'> & { toSlug: string | null };

export function referencesOfDocument(self: CatalogDocument, catalog: readonly CatalogDocument[], passages: readonly PassageText[]): ParsedReference[] {
  const articleNumbers = new Set(passages.map((p) => p.number));
  const out: ParsedReference[] = [];
  for (const p of passages) {
    for (const [language, text] of [
      ['en', p.textEn],
      ['ar', p.textAr],
    ] as const) {
      if (!text) continue;
      for (const r of findReferences(text, { language, self, catalog, articleNumbers, article: p.number })) {
        out.push({
          fromArticle: p.number,
          toSlug: r.targetSlug,
          toArticle: r.targetArticle,
          kind: r.kind,
          text: r.text,
          instrumentText: r.instrumentText,
          language,
          spanStart: r.start,
          spanEnd: r.end,
        });
      }
    }
  }
  return out;
}
