/**
 * The whole collection's texts (../shared/corpus, or CORPUS_DIR), for the node tests that check the search's word
 * lists against what the texts write. `hasCorpus` is false where the collection is not beside the checkout.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const corpus = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/corpus');

export const hasCorpus = existsSync(corpus);

/** The texts of one language, one string per document. */
export function corpusTexts(language: 'en' | 'ar'): string[] {
  const dir = path.join(corpus, language);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}
