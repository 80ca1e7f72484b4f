/** Passages as retrieval hands them to the analyst, for analyst and citation tests. */
import type { NumberedPassage } from '../../src/services/analyst/types.ts';

export const CT_LAW = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';
export const SBR_DECISION =
  'Ministerial Decision No. 73 of 2023 on Small Business Relief for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';

/** The document of Ministerial Decision No. 73 of 2023 (Small Business Relief), for a passage's `over`. */
export const SBR_DOCUMENT: Partial<NumberedPassage> = {
  legislationId: 2,
  slug: 'md-73-2023',
  title: SBR_DECISION,
  legislation: 'Ministerial Decision',
  status: 'active',
};

/** The document of Federal Decree-Law No. 28 of 2022 (the Tax Procedures Law), for a passage's `over`. */
export const TAX_PROCEDURES_DOCUMENT: Partial<NumberedPassage> = {
  legislationId: 4,
  slug: 'fdl-28-2022',
  title: 'Federal Decree-Law No. 28 of 2022 on Tax Procedures',
  legislation: 'Federal Decree-Law',
  status: 'active',
};

/** The document of Cabinet Decision No. 74 of 2023 (the Tax Procedures Law's Executive Regulation), for a passage's `over`. */
export const TAX_PROCEDURES_REGULATION_DOCUMENT: Partial<NumberedPassage> = {
  legislationId: 8,
  slug: 'cd-74-2023',
  title: 'Cabinet Decision No. 74 of 2023 on the Executive Regulation of Federal Decree-Law No. 28 of 2022 on Tax Procedures',
  legislation: 'Cabinet Decision',
  status: 'active',
};

/** The document of Federal Tax Authority Decision No. 7 of 2023 (exemption from Corporate Tax), for a passage's `over`. */
export const FTA_EXEMPTION_DOCUMENT: Partial<NumberedPassage> = {
  legislationId: 6,
  slug: 'fta-7-2023',
  title: 'Federal Tax Authority Decision No. 7 of 2023 on Provisions of Exemption from Corporate Tax',
  legislation: 'Federal Tax Authority Decision',
  status: 'active',
};

/** The document of Cabinet Decision No. 142 of 2024 (the Top-up Tax, held in English only), for a passage's `over`. */
export const TOP_UP_DOCUMENT: Partial<NumberedPassage> = {
  legislationId: 7,
  slug: 'cd-142-2024',
  title: 'Cabinet Decision No. 142 of 2024 Regarding the Imposition of Top-up Tax on Multinational Enterprises',
  legislation: 'Cabinet Decision',
  status: 'active',
};

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
    relevance: 1,
    concepts: { matched: 2, of: 2 },
    links: [],
    ...over,
  };
}
