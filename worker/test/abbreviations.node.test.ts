/**
 * The terms the keyword search names for an abbreviation (services/search/abbreviations.ts) are searched for by the
 * reader: each must be written so in the collection, English in the English texts and Arabic in the official Arabic,
 * as the search folds them. Read on the whole collection (../shared/corpus), when it is there.
 */
import { describe, expect, it } from 'vitest';
import { SPELLED_OUT, spelledOut } from '../src/services/search/abbreviations.ts';
import { foldForSearch } from '../src/services/text/text-fold.ts';
import { corpusTexts, hasCorpus } from './support/corpus-texts.ts';

const texts = (language: 'en' | 'ar') => corpusTexts(language).map(foldForSearch).join('\n');

describe('the terms named for an abbreviation', () => {
  it.skipIf(!hasCorpus)('are each written so in the collection, in the language they are in', () => {
    const english = texts('en');
    const arabic = texts('ar');
    const missing = SPELLED_OUT.flatMap((a) => a.terms).filter((term) => !(/[\u0600-\u06ff]/.test(term) ? arabic : english).includes(foldForSearch(term)));
    expect(missing).toEqual([]);
  });

  it.skipIf(!hasCorpus)('stand for abbreviations the English texts write out far more than they use', () => {
    const english = texts('en');
    const count = (pattern: RegExp) => english.match(pattern)?.length ?? 0;
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const used = SPELLED_OUT.filter(({ abbreviation, terms }) => {
      const asAbbreviation = count(new RegExp(`(?<![\\p{L}\\p{N}])${abbreviation}s?(?![\\p{L}\\p{N}])`, 'gu'));
      return asAbbreviation * 2 > count(new RegExp(escape(foldForSearch(terms[0]!)), 'g'));
    });
    expect(used.map((a) => a.abbreviation)).toEqual([]);
  });

  it('reads the abbreviation in any case and in the plural, and nothing else', () => {
    expect(spelledOut('qfzp')).toEqual({ abbreviation: 'QFZP', terms: ['Qualifying Free Zone Person', 'الشخص المؤهل القائم في المنطقة الحرة'] });
    expect(spelledOut('pes')).toEqual({ abbreviation: 'PE', terms: ['Permanent Establishment', 'المنشأة الدائمة'] });
    expect(spelledOut('upe')).toEqual({ abbreviation: 'UPE', terms: ['Ultimate Parent Entity'] });
    for (const folded of ['qfzp rules', 'q', 's', '', 'tax', 'constructor', 'tostring', '__proto__']) expect(spelledOut(folded), folded).toBeUndefined();
  });
});
