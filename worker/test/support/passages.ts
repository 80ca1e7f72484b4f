/** Passages as retrieval hands them to the analyst, for analyst and citation tests. */
import type { NumberedPassage } from '../../src/services/analyst/types.ts';

export const CT_LAW = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';

/** Article 21 of the Corporate Tax Law (numbered `n`) unless `over` says otherwise. */
export function numberedPassage(n: number, over: Partial<NumberedPassage> = {}): NumberedPassage {
  return {
    n,
    articleId: 100 + n,
    legislationId: 1,
    slug: 'fdl-47-2022',
    title: CT_LAW,
    legislation: 'Federal Decree-Law',
    status: 'amended',
    statusNote: null,
    repealed: false,
    number: '21',
    heading: null,
    chapter: null,
    textEn: '',
    textAr: null,
    score: 10 - n,
    ...over,
  };
}
