/**
 * The keyword search reads the texts' hyphenated words typed with spaces (services/search/hyphenated-words.ts): the
 * list is the collection's own, and must stay so as texts are added. Read on the whole collection (../shared/corpus),
 * when it is there.
 */
import { describe, expect, it } from 'vitest';
import { HYPHENATED_WORDS } from '../src/services/search/hyphenated-words.ts';
import { corpusTexts, hasCorpus } from './support/corpus-texts.ts';

describe('the hyphenated words the keyword search knows', () => {
  it.skipIf(!hasCorpus)('are those of the collection’s English texts', () => {
    const inTexts = new Set(
      corpusTexts('en')
        .flatMap((text) => text.match(/(?<![\w-])[A-Za-z]+(?:-[A-Za-z]+)+(?![\w-])/g) ?? [])
        .map((w) => w.toLowerCase()),
    );
    expect(HYPHENATED_WORDS.filter((w) => !inTexts.has(w))).toEqual([]);
    expect([...inTexts].filter((w) => !HYPHENATED_WORDS.includes(w)).sort()).toEqual([]);
  });
});
