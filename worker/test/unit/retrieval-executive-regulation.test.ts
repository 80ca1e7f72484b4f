import { describe, expect, it } from 'vitest';
import { lawKey, regulationOf, regulationPairs, type RegulationCandidate } from '../../src/services/retrieval/executive-regulation.ts';

const LAW = 'Federal Decree-Law No. 28 of 2022 on Tax Procedures';
const REGULATION = 'Cabinet Decision No. 74 of 2023 on the Executive Regulation of Federal Decree-Law No. 28 of 2022 on Tax Procedures';
const OTHER_LAW = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';

const article = (key: string, title: string, textEn: string, score = 1): RegulationCandidate => ({ key, score, row: { legislationId: 0, title, textEn } });

const leaves = article('fdl-28-2022#9', LAW, 'The Authority shall allocate the amount in accordance with what is specified by the Executive Regulation.', 5);
const states = article('fdl-28-2022#5', LAW, 'The Arabic language is the official language for this Decree-Law.', 4);
const fillsIn = article('cd-74-2023#9', REGULATION, 'Where a Taxable Person pays an amount without specifying the Tax Period …', 3);
const otherRegulationArticle = article('cd-74-2023#26', REGULATION, 'Tax refund procedures …', 2);

describe('the Executive Regulation of a Law', () => {
  it('reads which Law a regulation implements from the titles', () => {
    expect(lawKey(LAW)).toBe('decree-law 28 2022');
    expect(regulationOf(REGULATION)).toBe(lawKey(LAW));
    expect(regulationOf(LAW)).toBeNull();
    expect(regulationOf('Ministerial Decision No. 73 of 2023 on Small Business Relief')).toBeNull();
    expect(lawKey(OTHER_LAW)).not.toBe(lawKey(LAW));
  });

  it('pairs a Law’s article that leaves a matter to its regulation with the regulation’s best-ranked article', () => {
    const ranked = [leaves, states, fillsIn, otherRegulationArticle];
    expect(regulationPairs([leaves], ranked)).toEqual([{ law: 'fdl-28-2022#9', regulation: 'cd-74-2023#9' }]);
  });

  it('pairs a regulation’s article with the best-ranked article of its Law that leaves a matter to it', () => {
    const ranked = [fillsIn, states, leaves];
    expect(regulationPairs([fillsIn], ranked)).toEqual([{ law: 'fdl-28-2022#9', regulation: 'cd-74-2023#9' }]);
  });

  it('pairs nothing for an article that leaves nothing to a regulation, another Law’s, or articles the question did not reach', () => {
    expect(regulationPairs([states], [states, fillsIn])).toEqual([]);
    const otherLaw = article('fdl-47-2022#10', OTHER_LAW, 'as specified in the Executive Regulation', 5);
    expect(regulationPairs([otherLaw], [otherLaw, fillsIn])).toEqual([]);
    expect(regulationPairs([leaves], [leaves, { ...fillsIn, score: 0 }])).toEqual([]);
  });

  it('names each pair once when both ends are anchors', () => {
    expect(regulationPairs([leaves, fillsIn], [leaves, fillsIn])).toEqual([{ law: 'fdl-28-2022#9', regulation: 'cd-74-2023#9' }]);
  });
});
