/** The one word counter (schema/word-count.ts): spec §9 "Word counts: split on whitespace". */
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../schema/word-count.ts';

const bySplit = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

describe('countWords', () => {
  it('counts what splitting on whitespace counts', () => {
    for (const text of [
      'Taxable Income is 375,000',
      '  leading and trailing  ',
      'tabs\tand\nnew\r\nlines',
      'no\u00a0break\u202fspace\u2009thin',
      'ideographic\u3000space and BOM\ufeffjoined',
      'line\u2028and\u2029paragraph',
      'المادة (50) من المرسوم بقانون',
      '[1] A resident person — see Article 2(1).',
    ]) {
      expect(countWords(text), JSON.stringify(text)).toBe(bySplit(text));
    }
  });

  it('is 0 for empty, blank, null and undefined', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
    expect(countWords(null)).toBe(0);
    expect(countWords(undefined)).toBe(0);
  });

  it('treats every code unit of \\s as a separator and nothing else', () => {
    // One assertion over the whole set: the code units where the counter and \s disagree (none).
    const disagree: string[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (countWords(`a${ch}b`) !== (/\s/.test(ch) ? 2 : 1)) disagree.push(c.toString(16));
    }
    expect(disagree).toEqual([]);
  });
});
