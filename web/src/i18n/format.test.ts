import { describe, expect, it } from 'vitest';
import { createFormatters } from './format.ts';

describe('formats in the interface language', () => {
  it('English keeps the spec formats exactly', () => {
    const f = createFormatters('en', 'latn');
    expect(f.number(12345)).toBe('12,345');
    expect(f.fils(150)).toBe('AED 1.50');
    expect(f.filsShort(500)).toBe('AED 5');
    expect(f.date('2023-04-03')).toBe('3 April 2023');
    expect(f.digits('Article 12')).toBe('Article 12');
  });

  it('Arabic with Western digits: Arabic month names and dirhams', () => {
    const f = createFormatters('ar', 'latn');
    expect(f.number(12345)).toBe('12,345');
    expect(f.fils(150)).toBe('1.50 درهم');
    expect(f.filsShort(500)).toBe('5 درهم');
    expect(f.date('2023-04-03')).toBe('3 أبريل 2023');
  });

  it('Arabic with Arabic-Indic digits', () => {
    const f = createFormatters('ar', 'arab');
    expect(f.number(12345)).toBe('١٢٬٣٤٥');
    expect(f.fils(150)).toBe('١٫٥٠ درهم');
    expect(f.date('2023-04-03')).toBe('٣ أبريل ٢٠٢٣');
    expect(f.digits('المادة (12)')).toBe('المادة (١٢)');
  });

  it('Arabic plural forms', () => {
    const f = createFormatters('ar', 'latn');
    const forms = { zero: 'لا نتائج', one: 'نتيجة واحدة', two: 'نتيجتان', few: 'نتائج', many: 'نتيجة', other: 'نتيجة' };
    expect(f.plural(0, forms)).toBe('لا نتائج');
    expect(f.plural(2, forms)).toBe('نتيجتان');
    expect(f.plural(5, forms)).toBe('نتائج');
    expect(f.plural(11, forms)).toBe('نتيجة');
  });
});
