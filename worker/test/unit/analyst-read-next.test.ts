import { describe, expect, it } from 'vitest';
import { READ_NEXT_HEADING } from '../../../schema/api/research.ts';
import { checkCitations, renumberInReadingOrder } from '../../src/services/analyst/citation-check.ts';
import { shortTitleAr } from '../../src/services/analyst/citations.ts';
import { READ_NEXT_LIMIT, readNextSection, withReadNext } from '../../src/services/analyst/read-next.ts';
import type { NumberedPassage } from '../../src/services/analyst/types.ts';
import type { PassageLink } from '../../src/services/retrieval/types.ts';
import { numberedPassage, SBR_DECISION } from '../support/passages.ts';

const TP_DECISION = 'Ministerial Decision No. 97 of 2023 on Requirements for Maintaining Transfer Pricing Documentation';

function link(over: Partial<PassageLink> & Pick<PassageLink, 'kind' | 'number'>): PassageLink {
  return { legislationId: 7, slug: 'md-73-2023', title: SBR_DECISION, heading: null, repealed: false, retrieved: false, ...over };
}

/** Article 21 of the Corporate Tax Law with the given citator edges. */
const law21 = (links: PassageLink[], n = 1): NumberedPassage => numberedPassage(n, { number: '21', heading: 'Small Business Relief', links });

describe('readNextSection', () => {
  it('lists the linked articles that were not retrieved, as links to the article, with the relation in words', () => {
    const section = readNextSection(
      [
        law21([
          link({ kind: 'implemented_by', number: '2', heading: 'Revenue Threshold of the Taxable Person' }),
          link({ kind: 'referred_to_by', number: '4', heading: 'Tax Loss Relief' }),
        ]),
      ],
      [1],
    );
    expect(section.split('\n')).toEqual([
      `## ${READ_NEXT_HEADING}`,
      '',
      '- [Ministerial Decision No. 73 of 2023, Article (2): Revenue Threshold of the Taxable Person](/legislation/7#article-2) — implements Article (21) of Federal Decree-Law No. 47 of 2022',
      '- [Ministerial Decision No. 73 of 2023, Article (4): Tax Loss Relief](/legislation/7#article-4) — refers to Article (21) of Federal Decree-Law No. 47 of 2022',
    ]);
  });

  it('is written in Arabic for an Arabic question, linking the same articles', () => {
    const section = readNextSection(
      [
        law21([
          link({ kind: 'implemented_by', number: '2', heading: 'Revenue Threshold of the Taxable Person' }),
          link({ kind: 'referred_to_by', number: '4', repealed: true }),
        ]),
      ],
      [1],
      'ar',
    );
    expect(section.split('\n')).toEqual([
      '## اقرأ أيضاً',
      '',
      // Instruments named as the official Arabic names them, so a line reads in one language.
      '- [قرار وزاري رقم (73) لسنة 2023، المادة (2)](/legislation/7#article-2) — تنفّذ المادة (21) من مرسوم بقانون اتحادي رقم (47) لسنة 2022',
      '- [قرار وزاري رقم (73) لسنة 2023، المادة (4)](/legislation/7#article-4) — تشير إلى المادة (21) من مرسوم بقانون اتحادي رقم (47) لسنة 2022 (ملغى)',
    ]);
  });

  it('puts implementing, implemented and replacing articles before plain references, and repealed targets last, marked', () => {
    const passage = law21([
      link({ kind: 'refers_to', legislationId: 9, title: TP_DECISION, number: '3' }),
      link({
        kind: 'replaced_by',
        legislationId: 12,
        title: 'Ministerial Decision No. 265 of 2023 Regarding Qualifying Activities',
        number: '2',
        heading: 'Qualifying Activities',
      }),
      link({ kind: 'implements', legislationId: 11, title: 'Old Decision No. 5 of 2020', number: '8', repealed: true }),
      link({ kind: 'implemented_by', number: '2' }),
    ]);
    const lines = readNextSection([passage], [1]).split('\n').slice(2);
    expect(lines.map((l) => l.replace(/\].*$/, ''))).toEqual([
      '- [Ministerial Decision No. 265 of 2023, Article (2): Qualifying Activities',
      '- [Ministerial Decision No. 73 of 2023, Article (2)',
      '- [Ministerial Decision No. 97 of 2023, Article (3)',
      '- [Old Decision No. 5 of 2020, Article (8)',
    ]);
    expect(lines[0]).toContain('— replaces Article (21) of Federal Decree-Law No. 47 of 2022');
    expect(lines[2]).toContain('— referred to by Article (21)');
    expect(lines[3]).toMatch(/— implemented by Article \(21\) of Federal Decree-Law No\. 47 of 2022 \(repealed\)$/);
  });

  it('follows the cited passages only, in reading order, skipping retrieved targets, repeats and non-articles', () => {
    const cited = law21([link({ kind: 'implemented_by', number: '2', retrieved: true }), link({ kind: 'referred_to_by', number: 'Preamble' })], 1);
    const second = numberedPassage(2, {
      number: '18',
      links: [link({ kind: 'refers_to', legislationId: 2, title: 'Cabinet Decision No. 100 of 2023', number: '3' })],
    });
    const uncited = numberedPassage(3, { number: '19', links: [link({ kind: 'implemented_by', number: '9' })] });
    const again = numberedPassage(4, {
      number: '20',
      links: [link({ kind: 'refers_to', legislationId: 2, title: 'Cabinet Decision No. 100 of 2023', number: '3' })],
    });
    const section = readNextSection([cited, second, uncited, again], [2, 1, 4]);
    const lines = section.split('\n').slice(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      '- [Cabinet Decision No. 100 of 2023, Article (3)](/legislation/2#article-3) — referred to by Article (18) of Federal Decree-Law No. 47 of 2022',
    );
    expect(readNextSection([cited], [1])).toBe('');
  });

  it('keeps the list short: at most READ_NEXT_LIMIT lines, two per linked document and cited article', () => {
    const many = law21(Array.from({ length: 8 }, (_, i) => link({ kind: 'implemented_by', number: String(i + 1) })));
    const others = Array.from({ length: 6 }, (_, i) =>
      link({ kind: 'refers_to', legislationId: 20 + i, title: `Cabinet Decision No. ${20 + i} of 2023`, number: '1' }),
    );
    const lines = readNextSection([{ ...many, links: [...many.links, ...others] }], [1])
      .split('\n')
      .slice(2);
    expect(lines).toHaveLength(READ_NEXT_LIMIT);
    expect(lines.filter((l) => l.includes('Ministerial Decision No. 73'))).toHaveLength(2);
  });

  it('writes metadata that neither Markdown nor the citation check can misread', () => {
    const odd = law21([link({ kind: 'implemented_by', number: '2', title: 'Decision *No.* 4 [draft] of 2023', heading: 'Rates [1] <b>bold</b>' })]);
    const { text, section } = withReadNext('## Summary\n\nThe rate applies. [1]', [odd], [1]);
    expect(section).toContain('- [Decision No. 4 draft of 2023, Article (2): Rates 1 bbold/b](/legislation/7#article-2)');
    const checked = checkCitations(text, new Set([1]));
    expect(checked.text).toBe(text);
    expect(checked.removed).toEqual([]);
    expect(checked.cited).toEqual([1]);
    expect(renumberInReadingOrder(text, [1])).toBe(text);
  });

  it('leaves an answer whose cited articles link nowhere unchanged', () => {
    expect(withReadNext('Answer. [1]', [law21([])], [1])).toEqual({ text: 'Answer. [1]', section: '' });
  });
});

describe('shortTitleAr', () => {
  it('names each kind of instrument as the official Arabic does, and keeps a title it cannot read', () => {
    expect(shortTitleAr('Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses')).toBe('مرسوم بقانون اتحادي رقم (47) لسنة 2022');
    expect(shortTitleAr('Cabinet Decision No. 55 of 2023 on Determining Qualifying Public Benefit Entities')).toBe('قرار مجلس الوزراء رقم (55) لسنة 2023');
    expect(shortTitleAr(SBR_DECISION)).toBe('قرار وزاري رقم (73) لسنة 2023');
    expect(shortTitleAr('Federal Tax Authority Decision No. 5 of 2023 on Extending the Deadline')).toBe('قرار الهيئة الاتحادية للضرائب رقم (5) لسنة 2023');
    expect(shortTitleAr('Old Decision No. 5 of 2020')).toBe('Old Decision No. 5 of 2020');
    expect(shortTitleAr('Corporate Tax Guide')).toBe('Corporate Tax Guide');
  });
});
