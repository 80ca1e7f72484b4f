/** Citator fixtures for the tests, built from the contract (schema/api/citator.ts). */
import type { ArticleCitator, ReferenceEdge, ReferenceEnd, ReferenceKind } from '../../schema/api/citator.ts';
import { EMPTY_ARTICLE_CITATOR } from '../src/features/legislation/citator.ts';

export const LAW_ID = 12;
export const MD_ID = 40;
export const LAW_TITLE = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';
export const MD_TITLE = 'Ministerial Decision No. 73 of 2023 on Small Business Relief';

export function end(overrides: Partial<ReferenceEnd> = {}): ReferenceEnd {
  return {
    legislation_id: LAW_ID,
    slug: 'fdl-47-2022',
    title: LAW_TITLE,
    status: 'amended',
    repealed: false,
    article: '21',
    url: '/legislation/12#article-21',
    ...overrides,
  };
}

export const lawArticle = (n: string) => end({ article: n, url: `/legislation/${LAW_ID}#article-${n}` });
export const mdArticle = (n: string) =>
  end({ legislation_id: MD_ID, slug: 'md-73-2023', title: MD_TITLE, status: 'active', article: n, url: `/legislation/${MD_ID}#article-${n}` });
export const unresolved = (title: string) => end({ legislation_id: null, slug: null, title, status: null, article: null, url: null });
export const repealedDoc = (n: string | null) =>
  end({
    legislation_id: 77,
    slug: 'md-139-2023',
    title: 'Ministerial Decision No. 139 of 2023 Regarding Qualifying Activities',
    status: 'repealed',
    repealed: true,
    article: n,
    url: n ? `/legislation/77#article-${n}` : '/legislation/77',
  });

let nextId = 1;

/** An edge; with `within`, its span is where `words` first stand in that text. */
export function edge(kind: ReferenceKind, from: ReferenceEnd, to: ReferenceEnd, words = '', within?: { text: string; language: 'en' | 'ar' }): ReferenceEdge {
  let span: ReferenceEdge['span'] = null;
  if (within) {
    const start = within.text.indexOf(words);
    if (start < 0) throw new Error(`"${words}" is not in the text`);
    span = { language: within.language, start, end: start + words.length };
  }
  return { id: nextId++, kind, from, to, text: words, span };
}

export function articleEdges(parts: Partial<ArticleCitator>): ArticleCitator {
  return { ...EMPTY_ARTICLE_CITATOR, ...parts };
}

export const MD_ARTICLE_2_EN =
  '1. For the purposes of Small Business Relief referred to in Article (21) of the Corporate Tax Law ("Small Business Relief"), the Revenue threshold shall be AED (3,000,000).\n2. The threshold set out in Clause (1) of this Article shall apply to Tax Periods starting on or after 1 June 2023.';
export const MD_ARTICLE_2_AR =
  '1- لأغراض تسهيلات الأعمال الصغيرة المشار إليها في المادة (21) من قانون ضريبة الشركات ("تسهيلات الأعمال الصغيرة")، يكون حد إيرادات الخاضع للضريبة مبلغ (3.000.000) درهم.';
