import { describe, expect, it } from 'vitest';
import { formatFilsShort } from '../../lib/format.ts';
import { roiFigures } from './roi.ts';

describe('roiFigures', () => {
  it('reproduces the spec figures exactly', () => {
    const r = roiFigures();
    expect(r.traditionalHours).toBe(4);
    expect(formatFilsShort(r.traditionalCostFils)).toBe('AED 800');
    expect(r.aiMinutes).toBe(3);
    expect(formatFilsShort(r.aiCostFils)).toBe('AED 5');
    expect(r.timeSavingPercent).toBe(99);
    expect(formatFilsShort(r.savedFils)).toBe('AED 795');
    expect(r.paysForItselfTimes).toBe(159);
    expect(r.roiPercent).toBe(16_000);
    expect(formatFilsShort(r.hourlyRateFils)).toBe('AED 200');
    expect(formatFilsShort(r.juniorHourlyRateFils)).toBe('AED 50');
  });
});
