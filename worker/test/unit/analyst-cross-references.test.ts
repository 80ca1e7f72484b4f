import { describe, expect, it } from 'vitest';
import { paragraphReferences, referencedPassage } from '../../src/services/analyst/cross-references.ts';
import { numberedPassage } from '../support/passages.ts';

describe('paragraphReferences', () => {
  it('reads the paragraphs, clause and article a provision names, in English and in the official Arabic', () => {
    expect(
      paragraphReferences(
        '2. A Person falling within any of the categories set out in Paragraphs (f), (g), (h) and (i) of Clause (1) of Article (4) of the aforementioned Federal Decree-Law No. (47) of 2022 shall register',
      ),
    ).toEqual([{ paragraphs: ['f', 'g', 'h', 'i'], clause: 1, article: '4', own: false }]);
    expect(
      paragraphReferences('2- يجب على الشخص المشمول في أي من الفئات الواردة في الفقرات (و) و(ز) و(ح) و(ط) من البند (1) من المادة (4) من المرسوم بقانون'),
    ).toEqual([{ paragraphs: ['و', 'ز', 'ح', 'ط'], clause: 1, article: '4', own: false }]);
  });

  it('reads "(b) to (d)" as every paragraph between, and "of this Decision" as its own instrument', () => {
    expect(paragraphReferences('Subsidiaries as provided for in Paragraphs (b) to (d) of Clause (1) of Article (40) of the Corporate Tax Law')).toEqual([
      { paragraphs: ['b', 'c', 'd'], clause: 1, article: '40', own: false },
    ]);
    expect(paragraphReferences('A Person referred to in Paragraph (a) of Clause (1) of Article (4) of this Decision')).toEqual([
      { paragraphs: ['a'], clause: 1, article: '4', own: true },
    ]);
  });

  it('leaves out a paragraph the provision explains or applies, one standing for a figure, and a clause named alone', () => {
    expect(paragraphReferences('For the purposes of Paragraph (b) of Clause (5) of Article (20) of the Corporate Tax Law, the reference')).toEqual([]);
    expect(paragraphReferences('لأغراض الفقرة (ب) من البند (5) من المادة (20) من قانون ضريبة الشركات')).toEqual([]);
    expect(paragraphReferences('the categories referred to above in Clause (2) of Article (2) of this Decision')).toEqual([]);
    // A figure another article states, or a rule it applies, is that article's to answer with.
    expect(
      paragraphReferences('shall be subject to Corporate Tax at the rate specified in Paragraph (b) of Clause (2) of Article (3) of the Corporate Tax Law'),
    ).toEqual([]);
    expect(
      paragraphReferences('The provisions of paragraph (a) of Clause (2) of Article (3) of this Decree-Law shall apply to a Qualifying Free Zone Person'),
    ).toEqual([]);
  });
});

describe('referencedPassage', () => {
  const law = numberedPassage(2, { legislationId: 1, slug: 'fdl-47-2022', number: '4', textEn: '1. The following Persons shall be exempt' });
  const otherFour = numberedPassage(3, { legislationId: 9, slug: 'md-1-2023', number: '4', textEn: 'Article 4 of a decision' });
  const link = {
    kind: 'refers_to' as const,
    legislationId: 1,
    slug: 'fdl-47-2022',
    title: 'Law',
    number: '4',
    heading: null,
    repealed: false,
    retrieved: true,
  };

  it('finds the article through the citator link of its number, or in its own instrument for "of this Decision"', () => {
    const from = { ...numberedPassage(1, { legislationId: 9, slug: 'md-1-2023', number: '2', textEn: 'x' }), links: [link] };
    expect(referencedPassage({ paragraphs: ['f'], clause: 1, article: '4', own: false }, from, [from, law, otherFour])).toBe(law);
    expect(referencedPassage({ paragraphs: ['f'], clause: 1, article: '4', own: true }, from, [from, law, otherFour])).toBe(otherFour);
  });

  it('finds nothing when no link leads to an article of that number', () => {
    const from = numberedPassage(1, { legislationId: 9, slug: 'md-1-2023', number: '2', textEn: 'x' });
    expect(referencedPassage({ paragraphs: ['f'], clause: 1, article: '4', own: false }, from, [from, law])).toBeUndefined();
  });
});
