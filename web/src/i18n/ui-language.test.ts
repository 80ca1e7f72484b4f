import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, preferredLanguage, preferredNumerals } from '../../../schema/ui-language.ts';

describe('the interface language a request asks for', () => {
  it('reads Accept-Language by weight, any regional Arabic or English', () => {
    expect(languageFromAcceptLanguage('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAcceptLanguage('ar-SA')).toBe('ar');
    expect(languageFromAcceptLanguage('en-GB,ar;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, ar;q=0.7, en;q=0.5')).toBe('ar');
    expect(languageFromAcceptLanguage('ar;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('de, fr')).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage(null)).toBe('en');
  });

  it('takes the remembered choice first; ignores a cookie that names no language', () => {
    expect(preferredLanguage('ui_lang=en', 'ar')).toBe('en');
    expect(preferredLanguage('a=1; ui_lang=ar', 'en')).toBe('ar');
    expect(preferredLanguage('ui_lang=xx', 'ar')).toBe('ar');
    expect(preferredLanguage('', 'ar-AE')).toBe('ar');
  });

  it('reads the digits preference, Western by default', () => {
    expect(preferredNumerals('ui_numerals=arab')).toBe('arab');
    expect(preferredNumerals('ui_numerals=roman')).toBe('latn');
    expect(preferredNumerals(null)).toBe('latn');
  });
});
