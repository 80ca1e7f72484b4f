/**
 * How the MCP tools name and link what they return: the canonical citation of an instrument or an article
 * ("Article 21 of Federal Decree-Law No. 47 of 2022", "المادة (21) من مرسوم بقانون اتحادي رقم (47) لسنة 2022")
 * and the page of the app that shows it (`{APP_URL}/legislation/{id}#article-21`), the same address the
 * citations of AI answers open.
 */
import { legislationTypeAr } from '../../../../schema/arabic-labels.ts';
import { articleAnchor, passageLabelAr } from '../../../../schema/api/legislation.ts';

export interface NamedInstrument {
  title: string;
  legislation: string | null;
  number: string | null;
  year: number | null;
}

/** 'Federal Decree-Law No. 47 of 2022'; the title where the record has no type, number or year. */
export function instrumentName(doc: NamedInstrument): string {
  return doc.legislation && doc.number && doc.year ? `${doc.legislation} No. ${doc.number} of ${doc.year}` : doc.title;
}

/** 'مرسوم بقانون اتحادي رقم (47) لسنة 2022'; null where the type has no official Arabic name or the record no number. */
export function instrumentNameAr(doc: NamedInstrument): string | null {
  const type = legislationTypeAr(doc.legislation);
  return type && doc.number && doc.year ? `${type} رقم (${doc.number}) لسنة ${doc.year}` : null;
}

/** 'Article 21', 'Annex Article 2.1', 'Preamble': the article as a citation names it. */
export function articleName(number: string): string {
  if (!/^\d/.test(number)) return number === 'Notes' ? 'Editorial notes' : number;
  return number.includes('.') ? `Annex Article ${number}` : `Article ${number}`;
}

export function articleCitation(number: string, doc: NamedInstrument): string {
  return `${articleName(number)} of ${instrumentName(doc)}`;
}

export function articleCitationAr(number: string, doc: NamedInstrument): string | null {
  const instrument = instrumentNameAr(doc);
  return instrument ? `${passageLabelAr(number)} من ${instrument}` : null;
}

/** The document page, or one article on it. */
export function pageLink(appUrl: string, legislationId: number, article?: string | null): string {
  const base = `${appUrl.replace(/\/+$/, '')}/legislation/${legislationId}`;
  return article ? `${base}#${articleAnchor(article)}` : base;
}
