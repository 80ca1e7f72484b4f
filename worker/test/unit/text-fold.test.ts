import { describe, expect, it } from 'vitest';
import { containsArabic, foldForSearch, foldWithMap, normaliseArabic } from '../../src/services/text/text-fold.ts';

describe('normaliseArabic', () => {
  it('strips diacritics and tatweel', () => {
    expect(normaliseArabic('الضَّرِيبَة')).toBe('الضريبه');
    expect(normaliseArabic('الشـــركات')).toBe('الشركات');
  });
  it('unifies alef, ya and ta marbuta forms', () => {
    expect(normaliseArabic('أإآٱا')).toBe('ااااا');
    expect(normaliseArabic('على')).toBe('علي');
    expect(normaliseArabic('ضريبة')).toBe('ضريبه');
  });
  it('reads Arabic-Indic digits and their separators as the texts write them', () => {
    expect(normaliseArabic('المادة ٥٠ والبند (۲)')).toBe('الماده 50 والبند (2)');
    expect(normaliseArabic('٣٧٥٬٠٠٠ درهم و٩٫٥٪')).toBe('375,000 درهم و9.5%');
  });
  it('leaves Latin text and digits alone', () => {
    expect(normaliseArabic('Article (21) AED 3,000,000')).toBe('Article (21) AED 3,000,000');
  });
});

describe('foldForSearch', () => {
  it('folds case and Arabic forms together', () => {
    expect(foldForSearch('Small BUSINESS Relief')).toBe('small business relief');
    expect(foldForSearch('تسهيلات الأعمال')).toBe(foldForSearch('تسهيلات الاعمال'));
  });
  it('reads Arabic-Indic digits as Western ones, one character for one', () => {
    const { folded, map } = foldWithMap('المادة ٥٠');
    expect(folded).toBe('الماده 50');
    expect(map[folded.indexOf('5')]).toBe('المادة ٥٠'.indexOf('٥'));
  });
  it('reads the typographic apostrophes as the typewriter one, one character for one', () => {
    expect(foldForSearch('Entity’s ‘Arm’s Length’')).toBe("entity's 'arm's length'");
    const { folded, map } = foldWithMap('A Person’s');
    expect(folded).toBe("a person's");
    expect(map[folded.indexOf("'")]).toBe('A Person’s'.indexOf('’'));
  });
});

describe('foldWithMap', () => {
  it('maps every folded character back to its place in the original text', () => {
    const original = 'الضَّرِيبَة X';
    const { folded, map } = foldWithMap(original);
    expect(folded).toBe('الضريبه x');
    const at = folded.indexOf('x');
    expect(original[map[at]!]).toBe('X');
    expect(map[folded.length]).toBe(original.length);
  });
});

describe('containsArabic', () => {
  it('tells Arabic from Latin text', () => {
    expect(containsArabic('ضريبة')).toBe(true);
    expect(containsArabic('tax')).toBe(false);
  });
});
