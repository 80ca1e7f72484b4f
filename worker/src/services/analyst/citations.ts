/**
 * From the numbers an answer cites to the citations shown under it (schema/api/research.ts
 * `Citation`): document, article and a link that opens the article.
 *
 * Numbering: answers cite passages by the number they were given (`[n]` = passage n), and the
 * citations keep that number; nothing is renumbered. A model's answer is streamed to the reader
 * as it is written, so renumbering afterwards would change numbers the reader has already seen,
 * and a saved conversation would cite differently from what was streamed. The citation list is
 * in order of first appearance in the answer, so it still reads top to bottom.
 */
import { articleAnchor, passageLabel } from '../../../../schema/api/legislation-labels.ts';
import type { Citation } from '../../../../schema/api/research.ts';
import type { NumberedPassage } from './types.ts';
import { legislationTypeAr } from '../../../../schema/arabic-labels.ts';

/** "Article (21)", "Annex Article 2.1", "Preamble": how the article is named to a reader. */
export function articleLabel(number: string): string {
  return passageLabel(number);
}

/**
 * 'Ministerial Decision No. 73 of 2023' from its full title: what names a document in a short
 * label (a key point's lead, a Read Next line). Titles without a number stay whole.
 */
export function shortTitle(title: string): string {
  const m = /^(.+?\bNo\.?\s*\(?\d+\)?\s+of\s+\d{4})\b/i.exec(title.trim());
  return m ? m[1]! : title.trim();
}

/**
 * The Arabic of a short title ('Ministerial Decision No. 73 of 2023' → 'قرار وزاري رقم (73) لسنة 2023'),
 * as the official texts name an instrument; a title of a type with no Arabic form stays as it is.
 */
export function shortTitleAr(title: string): string {
  const short = shortTitle(title);
  const m = /^(.+?)\s+No\.?\s*\(?(\d+)\)?\s+of\s+(\d{4})$/i.exec(short);
  const type = m ? legislationTypeAr(m[1]!) : null;
  return m && type ? `${type} رقم (${m[2]}) لسنة ${m[3]}` : short;
}

/** `/legislation/12#article-21`. */
export function articleUrl(legislationId: number, number: string): string {
  return `/legislation/${legislationId}#${articleAnchor(number)}`;
}

export function toCitation(passage: NumberedPassage): Citation {
  const label = articleLabel(passage.number);
  return {
    n: passage.n,
    legislation_id: passage.legislationId,
    slug: passage.slug,
    title: passage.title,
    ...(passage.titleAr ? { title_ar: passage.titleAr } : {}),
    legislation: passage.legislation,
    status: passage.status,
    repealed: passage.repealed,
    article: passage.number,
    heading: passage.heading,
    ...(passage.headingAr ? { heading_ar: passage.headingAr } : {}),
    article_label: label,
    url: articleUrl(passage.legislationId, passage.number),
    text: `${passage.title}, ${label}${passage.heading ? `: ${passage.heading}` : ''}`,
  };
}

/** The citations of `cited` (as returned by the citation check), in that order; unknown numbers are skipped. */
export function toCitations(passages: readonly NumberedPassage[], cited: readonly number[]): Citation[] {
  const byNumber = new Map(passages.map((p) => [p.n, p]));
  const out: Citation[] = [];
  const seen = new Set<number>();
  for (const n of cited) {
    const passage = byNumber.get(n);
    if (!passage || seen.has(n)) continue;
    seen.add(n);
    out.push(toCitation(passage));
  }
  return out;
}
