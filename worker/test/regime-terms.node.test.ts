/**
 * The Top-up Tax regime's own terms (services/retrieval/regime-terms.ts): every term its instruments define that no
 * other instrument of the collection uses. A question naming one is about the regime, whatever else it says
 * ("What is the Substance-based Income Exclusion?"). Read on the whole collection (../shared/corpus), when it is there:
 * when the collection changes, the list printed here replaces the file's.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../seed/corpus/load-corpus.ts';
import { REGIME_TERMS } from '../src/services/retrieval/regime-terms.ts';
import { isRegimeInstrument } from '../src/services/retrieval/regimes.ts';

const corpus = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../shared/corpus');
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** "- **Term**: …" and "(m) Term means …", an abbreviation after the term ("Constituent Entity (CE)") left out. */
function definedTerms(text: string): string[] {
  const terms = [...text.matchAll(/^- \*\*([^*]+)\*\*:/gm), ...text.matchAll(/^\([a-z]{1,3}\) ([A-Z][A-Za-z’'()\- ]{2,80}?) means/gm)].map((m) => m[1]!);
  return terms.map((t) => t.replace(/\s*\([^)]*\)\s*$/, '').trim()).filter((t) => t.length > 3);
}

describe('the Top-up Tax regime’s own terms', () => {
  it.skipIf(!existsSync(corpus))('are the terms its instruments define and no other instrument uses', () => {
    const docs = loadCorpus(corpus);
    const textOf = (d: (typeof docs)[number]) => d.articles.map((a) => `${a.heading ?? ''}\n${a.text}`).join('\n');
    const regime = docs.filter((d) => isRegimeInstrument(d.title));
    const others = docs
      .filter((d) => !isRegimeInstrument(d.title))
      .map((d) => words(`${d.title} ${textOf(d)}`))
      .join(' ');
    const own = [...new Set(regime.flatMap((d) => definedTerms(textOf(d))))].filter((t) => !others.includes(words(t))).sort();
    expect(regime.length).toBeGreaterThan(0);
    expect([...REGIME_TERMS]).toEqual(own);
  });
});
