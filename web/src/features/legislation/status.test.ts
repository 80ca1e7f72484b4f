import { describe, expect, it } from 'vitest';
import { statusTone } from './status.ts';

describe('statusTone (spec §4)', () => {
  it.each([
    ['active', 'active'],
    ['Active (amended)', 'active'],
    ['REPEALED', 'repealed'],
    ['repealed by Cabinet Decision No. 100 of 2023', 'repealed'],
    ['amended', 'other'],
    ['unknown', 'other'],
    [null, 'other'],
  ])('%s → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
