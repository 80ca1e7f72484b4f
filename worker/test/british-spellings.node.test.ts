/**
 * The keyword search reads American spellings of words the texts write the British way
 * (services/text/british-spellings.ts): each British form must be a word of the collection's English texts, or the
 * spelling finds nothing. Read on the whole collection (../shared/corpus), when it is there.
 */
import { describe, expect, it } from 'vitest';
import { BRITISH_SPELLINGS } from '../src/services/text/british-spellings.ts';
import { corpusTexts, hasCorpus } from './support/corpus-texts.ts';

describe('the British spellings the keyword search adds', () => {
  it.skipIf(!hasCorpus)('are words of the collection’s English texts', () => {
    const words = new Set(corpusTexts('en').flatMap((text) => text.toLowerCase().match(/[a-z]+/g) ?? []));
    expect([...BRITISH_SPELLINGS.values()].filter((w) => !words.has(w))).toEqual([]);
  });
});
