import { describe, expect, it } from 'vitest';
import { phraseFrequency, phrasePositions, positionIndex } from '../../src/services/text/tokenize.ts';

/** Where `phrase` starts in `tokens`, read token by token: what the index walk must give. */
function startsOf(tokens: readonly string[], phrase: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + phrase.length <= tokens.length; i++) if (phrase.every((t, k) => tokens[i + k] === t)) out.push(i);
  return out;
}

describe('a phrase in an indexed stream', () => {
  it('is found where it starts, overlapping and repeated occurrences included', () => {
    const tokens = 'tax tax tax group of the tax group tax group tax'.split(' ');
    const index = positionIndex(tokens);
    expect(phrasePositions(index, ['tax', 'group'])).toEqual([2, 6, 8]);
    expect(phraseFrequency(index, ['tax', 'tax'])).toBe(2);
    expect(phraseFrequency(index, ['group', 'tax'])).toBe(2);
    expect(phraseFrequency(index, ['tax', 'group', 'of'])).toBe(1);
    expect(phraseFrequency(index, ['group', 'group'])).toBe(0);
    expect(phraseFrequency(index, ['tax', 'person'])).toBe(0);
    expect(phrasePositions(index, ['tax'])).toEqual([0, 1, 2, 6, 8, 10]);
  });

  it('agrees with a reading token by token on every phrase of up to three words of many streams', () => {
    // A fixed generator: the same streams every run.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 4;
    const words = ['a', 'b', 'c', 'd'];
    for (let n = 0; n < 200; n++) {
      const tokens = Array.from({ length: 1 + (n % 40) }, () => words[next()]!);
      const index = positionIndex(tokens);
      for (const p of words.flatMap((x) => [[x], ...words.flatMap((y) => [[x, y], ...words.map((z) => [x, y, z])])])) {
        expect(phrasePositions(index, p)).toEqual(startsOf(tokens, p));
        expect(phraseFrequency(index, p)).toBe(startsOf(tokens, p).length);
      }
    }
  });
});
