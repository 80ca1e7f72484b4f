import { describe, expect, it } from 'vitest';
import { checkCitations, createCitationStreamFilter, parseMarker, renumberInReadingOrder } from '../../src/services/analyst/citation-check.ts';

const valid = new Set([1, 2, 3]);
const check = (text: string, numbers: Set<number> = valid) => checkCitations(text, numbers);

describe('checkCitations', () => {
  it('keeps valid markers exactly as written and lists them in order of first appearance', () => {
    const text = 'The rate is 9% [2]. Small businesses may elect relief [3][1]. See also [2, 3] and [ 1 ,2 ].';
    const r = check(text);
    expect(r.text).toBe(text);
    expect(r.cited).toEqual([2, 3, 1]);
    expect(r.removed).toEqual([]);
  });

  it('writes ranges and other separators as the plain list the SPA links', () => {
    expect(check('See [1-3].').text).toBe('See [1, 2, 3].');
    expect(check('See [3–1].').text).toBe('See [1, 2, 3].');
    expect(check('See [1; 2].').text).toBe('See [1, 2].');
    expect(check('See [2, 2].').text).toBe('See [2].');
    expect(check('See [2; 2].').text).toBe('See [2].');
  });

  it('removes a marker naming no given passage, and tidies the space it leaves', () => {
    expect(check('The rate is 9% [9].').text).toBe('The rate is 9%.');
    expect(check('The rate is 9% [9] for most persons.').text).toBe('The rate is 9% for most persons.');
    expect(check('Rate [9], threshold [2].').text).toBe('Rate, threshold [2].');
    expect(check('The rate [9]\nNext line').text).toBe('The rate\nNext line');
    expect(check('[9] Starts a line.\n[7] And another.').text).toBe('Starts a line.\nAnd another.');
    expect(check('- [9] a bullet').text).toBe('- a bullet');
    expect(check('**Bold claim [9]**').text).toBe('**Bold claim**');
    expect(check('Text [9] [8].').text).toBe('Text.');
    expect(check('Text [9][2].').text).toBe('Text [2].');
    expect(check('Text [9] [2].').text).toBe('Text [2].');
    expect(check('Text [2] [9].').text).toBe('Text [2].');
    expect(check('Text[9] more').text).toBe('Text more');
    expect(check('Ends with [9]').text).toBe('Ends with');
    const r = check('A [4] b [9] c [4].');
    expect(r.removed).toEqual([4, 9]);
    expect(r.cited).toEqual([]);
  });

  it('drops invalid numbers from a group and keeps the rest', () => {
    expect(check('Both apply [1, 9].').text).toBe('Both apply [1].');
    expect(check('Both apply [9, 2, 3].').text).toBe('Both apply [2, 3].');
    expect(check('Both apply [1; 9].').text).toBe('Both apply [1].');
    const r = check('All of them [2-5].');
    expect(r.text).toBe('All of them [2, 3].');
    expect(r.cited).toEqual([2, 3]);
    expect(r.removed).toEqual([4, 5]);
    expect(check('En dash [1–2] and em dash [3—4].').text).toBe('En dash [1, 2] and em dash [3].');
    expect(check('None of them [7-9].').text).toBe('None of them.');
  });

  it('expands ranges for the cited list', () => {
    expect(check('See [1-3].').cited).toEqual([1, 2, 3]);
    expect(check('See [3–1].').cited).toEqual([1, 2, 3]);
    expect(parseMarker(' 1 , 3 - 5 ')).toEqual([1, 3, 4, 5]);
    expect(parseMarker('1-100000')).toEqual([1, 100000]);
  });

  it('leaves Markdown links, footnotes and non-numeric brackets alone', () => {
    const text = 'See [the article](/legislation/1#article-3), [1](https://example.com), [Note 12], [^1], [a], [], [ ], [1-], [,] and ![9](img.png).';
    const r = check(text);
    expect(r.text).toBe(text);
    expect(r.cited).toEqual([]);
    expect(r.removed).toEqual([]);
  });

  it('finds markers inside other brackets and after reference-style text', () => {
    expect(check('(see [9])').text).toBe('(see)');
    expect(check('[see [2]]').text).toBe('[see [2]]');
    expect(check('[[9]]').text).toBe('[]');
    expect(check('[text][9] after').text).toBe('[text] after');
  });

  it('handles unfinished markers at the end as plain text', () => {
    expect(check('Trailing [1').text).toBe('Trailing [1');
    expect(check('Trailing [').text).toBe('Trailing [');
    expect(check('Trailing [9]').text).toBe('Trailing');
  });

  it('keeps an answer without citations unchanged', () => {
    const text = '## Summary\n\nThe passages do not answer this question.\n\n- a\n- b  \n';
    expect(check(text)).toEqual({ text, cited: [], removed: [] });
  });
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '[',
  ']',
  '1',
  '2',
  '9',
  '12',
  ',',
  ', ',
  '-',
  '–',
  ' ',
  '  ',
  '\n',
  'word',
  '.',
  '(',
  ')',
  '(url)',
  '[Note 3]',
  '[2]',
  '[9]',
  '[1, 9]',
  '[1-4]',
  '*',
  '- ',
  'a',
  ';',
  '\t',
];

function randomText(next: () => number, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += PIECES[Math.floor(next() * PIECES.length)];
  return s;
}

function streamed(text: string, numbers: Set<number>, next: () => number): { text: string; removed: number[]; cited: number[] } {
  const filter = createCitationStreamFilter(numbers);
  let out = '';
  for (let i = 0; i < text.length;) {
    const size = 1 + Math.floor(next() * 6);
    out += filter.push(text.slice(i, i + size));
    i += size;
  }
  out += filter.flush();
  return { text: out, removed: filter.removed(), cited: filter.cited() };
}

describe('createCitationStreamFilter', () => {
  it('streams the same text as checking the whole answer, for any chunking', () => {
    const next = rng(20240601);
    for (let round = 0; round < 1500; round++) {
      const text = randomText(next, 1 + Math.floor(next() * 40));
      const whole = check(text);
      const s = streamed(text, valid, next);
      expect(s.text, JSON.stringify(text)).toBe(whole.text);
      expect(s.removed).toEqual(whole.removed);
      expect(s.cited).toEqual(whole.cited);
    }
  });

  it('streams the same text character by character and in one piece', () => {
    const text = 'The rate is 9% [2]. Not [9], nor [1, 9] or [4-6].\n[7] Next. A [link](x) and [3](y).';
    const whole = check(text);
    const filter = createCitationStreamFilter(valid);
    let out = '';
    for (const ch of text) out += filter.push(ch);
    out += filter.flush();
    expect(out).toBe(whole.text);
    const once = createCitationStreamFilter(valid);
    expect(once.push(text) + once.flush()).toBe(whole.text);
  });

  it('never shows an unverified marker mid-stream, and holds back only what may still change', () => {
    const filter = createCitationStreamFilter(valid);
    expect(filter.push('The rate is 9% [')).toBe('The rate is 9%');
    expect(filter.push('9')).toBe('');
    expect(filter.push(']')).toBe('');
    expect(filter.push(' for')).toBe(' for');
    expect(filter.removed()).toEqual([9]);
    expect(filter.push(' persons [2')).toBe(' persons');
    expect(filter.push('] and')).toBe(' [2] and');
    expect(filter.push(' more text')).toBe(' more text');
    expect(filter.flush()).toBe('');
    expect(filter.cited()).toEqual([2]);
  });
});

describe('renumberInReadingOrder', () => {
  it('numbers citations 1, 2, 3… in the order they are first read, lists included', () => {
    const checked = checkCitations('Threshold [4]. Election [2, 4]. Period [7].', new Set([2, 4, 7]));
    expect(checked.cited).toEqual([4, 2, 7]);
    expect(renumberInReadingOrder(checked.text, checked.cited)).toBe('Threshold [1]. Election [2, 1]. Period [3].');
  });

  it('leaves Markdown links and numbers it was not told about alone', () => {
    expect(renumberInReadingOrder('See [3](https://example.test) and [3] and [9].', [3])).toBe('See [3](https://example.test) and [1] and [9].');
  });
});
