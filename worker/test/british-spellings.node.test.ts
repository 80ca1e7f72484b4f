/**
 * The keyword search reads American spellings of words the texts write the British way
 * (services/text/british-spellings.ts): each British form must be a word of the collection's English texts, or the
 * spelling finds nothing. Read on the whole collection (../shared/corpus), when it is there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRITISH_SPELLINGS } from '../src/services/text/british-spellings.ts';

const corpus = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../shared/corpus');

describe('the British spellings the keyword search adds', () => {
  it.skipIf(!existsSync(corpus))('are words of the collection’s English texts', () => {
    const dir = path.join(corpus, 'en');
    const words = new Set(
      readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .flatMap(
          (f) =>
            readFileSync(path.join(dir, f), 'utf8')
              .toLowerCase()
              .match(/[a-z]+/g) ?? [],
        ),
    );
    expect([...BRITISH_SPELLINGS.values()].filter((w) => !words.has(w))).toEqual([]);
  });
});
