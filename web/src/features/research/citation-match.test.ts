import { describe, expect, it } from 'vitest';
import { citationItems, matchCitationToDocument } from './citation-match.ts';

const docs = [
  { id: 1, title: 'Federal Decree-Law No. 47 of 2022' },
  { id: 2, title: 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses' },
  { id: 3, title: 'Federal Tax Authority Decision No. 7 of 2023' },
];

describe('matchCitationToDocument (spec §5)', () => {
  it('matches a contained title case-insensitively, preferring the longest', () => {
    expect(matchCitationToDocument('FEDERAL DECREE-LAW NO. 47 OF 2022 ON THE TAXATION OF CORPORATIONS AND BUSINESSES, Article (3)', docs)?.id).toBe(2);
    expect(matchCitationToDocument('Federal Decree-Law No. 47 of 2022, Article (3)', docs)?.id).toBe(1);
  });

  it('falls back to a title containing one of the listed phrases found in the citation', () => {
    expect(matchCitationToDocument('A guide of the Federal Tax Authority, section 2', docs)?.id).toBe(3);
    expect(matchCitationToDocument('Some Ministerial Resolution, Article (1)', docs)).toBeNull();
    expect(matchCitationToDocument('Unrelated text', docs)).toBeNull();
  });
});

describe('citationItems', () => {
  it('falls back to the professional citation strings, de-duplicated', () => {
    expect(citationItems({ citations: [], professional_citations: ['A, Article (1)', 'a, article (1)', 'B, Article (2)'] }).map((i) => [i.n, i.text])).toEqual([
      [1, 'A, Article (1)'],
      [3, 'B, Article (2)'],
    ]);
  });
});
