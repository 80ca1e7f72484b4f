/** The app's one money formatter (schema/pricing.ts), as the web uses it (spec §9 amount display). */
import { describe, expect, it } from 'vitest';
import * as shared from '../../../schema/pricing.ts';
import { formatFils as marketingFils, formatFilsShort } from '../features/pricing/money.ts';
import { formatAed, formatFils } from './format.ts';

describe('money formatting', () => {
  it('is the shared formatter, not a copy', () => {
    expect(formatAed).toBe(shared.formatAed);
    expect(formatFils).toBe(shared.formatFils);
    expect(marketingFils).toBe(shared.formatFils);
  });

  it("shows 'AED x.xx', and 3 decimals below AED 0.01", () => {
    expect(formatFils(500)).toBe('AED 5.00');
    expect(formatFils(123_456)).toBe('AED 1,234.56');
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(0.005)).toBe('AED 0.005');
    expect(formatFilsShort(2500)).toBe('AED 25');
    expect(formatFilsShort(250)).toBe('AED 2.50');
  });
});
