import { describe, expect, it } from 'vitest';
import { CorpusFormatError, splitPassages } from '../../src/services/legislation/split-passages.ts';

const doc = `# Decision No. 1 of 2023 on Testing
> Unofficial English translation of the official Arabic text. The Arabic text prevails.

## Preamble
The Minister:
- Having reviewed the Constitution;

Decided:

## Chapter 1: General Provisions

### Article (1): Definitions
- **Authority**: The Federal Tax Authority.

### Article (2)
1. First clause.
(a) sub-clause.

## Chapter 2: Tax Obligations

## Section 1: Records

### Article (3): Record Keeping
Keep records.

### Schedule: Schedule of Penalties
| No. | Penalty |
|---|---|
| 1 | AED 10,000<br>2. AED 20,000 |

### Annex: Rules on Top-up Tax
Attached to the Decision.

## Chapter 1: Scope

### Article (1.1): Scope of this Decision
1.1.1 Applies.

## Editorial notes
[Note 1] A footnote.
`;

describe('splitPassages', () => {
  const split = splitPassages(doc);

  it('reads the title and the note on the text', () => {
    expect(split.title).toBe('Decision No. 1 of 2023 on Testing');
    expect(split.note).toMatch(/^Unofficial English translation/);
    expect(split.body.startsWith('## Preamble')).toBe(true);
  });

  it('numbers passages as the corpus README does, numbers kept as strings', () => {
    expect(split.passages.map((p) => p.number)).toEqual(['Preamble', '1', '2', '3', 'Schedule', 'Annex', '1.1', 'Notes']);
    expect(split.passages.map((p) => p.ordinal)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps headings, and articles without a heading have none', () => {
    expect(split.passages[1]).toMatchObject({ number: '1', heading: 'Definitions' });
    expect(split.passages[2]).toMatchObject({ number: '2', heading: null, text: '1. First clause.\n(a) sub-clause.' });
    expect(split.passages[4]).toMatchObject({ number: 'Schedule', heading: 'Schedule of Penalties' });
  });

  it('gives each passage its chapter (and section) heading as context, not as a passage', () => {
    expect(split.passages[1]!.chapter).toBe('Chapter 1: General Provisions');
    expect(split.passages[3]!.chapter).toBe('Chapter 2: Tax Obligations — Section 1: Records');
    expect(split.passages[6]!.chapter).toBe('Annex — Chapter 1: Scope');
    expect(split.passages[0]!.chapter).toBeNull();
    expect(split.passages[7]!.chapter).toBeNull();
  });

  it('keeps text exactly, tables included', () => {
    expect(split.passages[4]!.text).toContain('| 1 | AED 10,000<br>2. AED 20,000 |');
    expect(split.passages[7]!.text).toBe('[Note 1] A footnote.');
  });

  it('reads Arabic chapter headings whose title is on the next line, named as the English are (number: title)', () => {
    const ar = splitPassages('# قرار\n\n> النص الرسمي\n\n## الفصل الأول\n\nالأحكام العامة\n\n### Article (1): التعاريف\n\nنص.\n');
    expect(ar.passages[0]).toMatchObject({ number: '1', heading: 'التعاريف', chapter: 'الفصل الأول: الأحكام العامة', text: 'نص.' });
  });

  it('reads an Arabic الفصل under a الباب as its section, as the English reads Section under Chapter', () => {
    const ar = splitPassages(
      '# مرسوم\n\n## الباب الأول\n\nالتعاريف\n\n### Article (1): التعاريف\n\nأ.\n\n## الباب الثاني\n\nالالتزامات الضريبية\n\n' +
        '## الفصل الأول\n\nمسك السجلات\n\n### Article (2)\n\nب.\n\n## الفصل الثاني\n\nالتسجيل الضريبي\n\n### Article (3)\n\nج.\n\n## Editorial notes\n\n[Note 1] د.\n',
    );
    expect(ar.passages.map((p) => [p.number, p.chapter, p.text])).toEqual([
      ['1', 'الباب الأول: التعاريف', 'أ.'],
      ['2', 'الباب الثاني: الالتزامات الضريبية — الفصل الأول: مسك السجلات', 'ب.'],
      ['3', 'الباب الثاني: الالتزامات الضريبية — الفصل الثاني: التسجيل الضريبي', 'ج.'],
      ['Notes', null, '[Note 1] د.'],
    ]);
  });

  it('refuses a document whose passage numbers repeat or whose headings it does not know', () => {
    expect(() => splitPassages('# T\n### Article (1)\na\n### Article (1)\nb\n')).toThrow(CorpusFormatError);
    expect(() => splitPassages('# T\n#### Something\n')).toThrow(CorpusFormatError);
    expect(() => splitPassages('no title')).toThrow(CorpusFormatError);
  });
});
