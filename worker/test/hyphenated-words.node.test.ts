/**
 * The keyword search reads the texts' hyphenated words typed with spaces (services/search/hyphenated-words.ts): the
 * list is the collection's own, and must stay so as texts are added. Read on the whole collection (../shared/corpus),
 * when it is there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HYPHENATED_WORDS } from '../src/services/search/hyphenated-words.ts';

const corpus = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../shared/corpus');

describe('the hyphenated words the keyword search knows', () => {
  it.skipIf(!existsSync(corpus))('are those of the collection’s English texts', () => {
    const dir = path.join(corpus, 'en');
    const inTexts = new Set(
      readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').match(/(?<![\w-])[A-Za-z]+(?:-[A-Za-z]+)+(?![\w-])/g) ?? [])
        .map((w) => w.toLowerCase()),
    );
    expect(HYPHENATED_WORDS.filter((w) => !inTexts.has(w))).toEqual([]);
    expect([...inTexts].filter((w) => !HYPHENATED_WORDS.includes(w)).sort()).toEqual([]);
  });
});
