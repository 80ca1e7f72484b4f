/**
 * The practitioner synonyms add the statute's wording for a question's words (services/retrieval/synonyms.ts,
 * synonyms-ar.ts). A wording no text of the collection holds adds nothing: the entry for mixed personal and business
 * use added "both business and non-business purposes" while Article (28) says "incurred for more than one purpose".
 * Read on the whole collection (../shared/corpus), when it is there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_SYNONYMS } from '../src/services/retrieval/synonyms-ar.ts';
import { PRACTITIONER_SYNONYMS } from '../src/services/retrieval/synonyms.ts';

const corpus = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../shared/corpus');
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('the statute wordings of the practitioner synonyms', () => {
  it.skipIf(!existsSync(corpus))('each occurs in the collection’s English: its texts, headings, titles, summaries or key points', () => {
    const dir = path.join(corpus, 'en');
    const collection = ` ${readdirSync(dir)
      .map((f) => words(readFileSync(path.join(dir, f), 'utf8')))
      .join(' ')} `;
    const wordings = new Set([...PRACTITIONER_SYNONYMS, ...ARABIC_SYNONYMS].flatMap((e) => e.add));
    // A wording in the singular also meets its plural ("safe harbour", "safe harbours").
    const missing = [...wordings].filter((w) => !collection.includes(` ${words(w)} `) && !collection.includes(` ${words(w)}s `));
    expect(missing).toEqual([]);
  });
});
