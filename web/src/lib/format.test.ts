/** The app's one money formatter (schema/pricing.ts), as the web uses it (spec §9 amount display). */
import { describe, expect, it } from 'vitest';
import * as shared from '../../../schema/pricing.ts';
import { formatAed, formatContextCost, formatCostAed, formatFils, formatFilsShort } from './format.ts';

describe('money formatting', () => {
  it('is the shared formatter, not a copy', () => {
    expect(formatAed).toBe(shared.formatAed);
    expect(formatFils).toBe(shared.formatFils);
    expect(formatFilsShort).toBe(shared.formatFilsShort);
  });

  it("shows 'AED x.xx', and 3 decimals below AED 0.01", () => {
    expect(formatFils(500)).toBe('AED 5.00');
    expect(formatFils(123_456)).toBe('AED 1,234.56');
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(0.005)).toBe('AED 0.005');
    expect(formatFilsShort(2500)).toBe('AED 25');
    expect(formatFilsShort(250)).toBe('AED 2.50');
    expect(formatFilsShort(80_000_000)).toBe('AED 800,000');
  });

  it('fixes the decimals where the spec asks: API costs 2, context cost 6', () => {
    expect(formatCostAed(0.004)).toBe('AED 0.00');
    expect(formatCostAed(1234.5)).toBe('AED 1,234.50');
    expect(formatContextCost(0.0123456)).toBe('AED 0.012346');
    expect(formatContextCost(0)).toBe('AED 0.000000');
  });
});
