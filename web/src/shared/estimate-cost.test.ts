import { describe, expect, it } from 'vitest';
import { WELCOME_GIFT_VALUE_FILS } from '../../../schema/pricing.ts';
import { CALCULATOR_DEFAULTS, estimateMonthlyCost, isWholeCount, parseWholeCount } from './estimate-cost.ts';
import { formatFils, formatFilsShort } from '../lib/format.ts';

describe('estimateMonthlyCost', () => {
  it('prices the defaults (10 chats, 5 follow-ups) at AED 60, AED 51 in the first month', () => {
    const e = estimateMonthlyCost(CALCULATOR_DEFAULTS);
    expect(e).toEqual({
      chats: 10,
      followups: 5,
      chatsFils: 5000,
      followupsFils: 1000,
      totalFils: 6000,
      firstMonth: { freeChats: 1, freeFollowups: 2, giftFils: 900, totalFils: 5100 },
    });
  });

  it('charges AED 5 per chat and AED 2 per follow-up in integer fils', () => {
    expect(estimateMonthlyCost({ chats: 1, followups: 0 })?.totalFils).toBe(500);
    expect(estimateMonthlyCost({ chats: 0, followups: 1 })?.totalFils).toBe(200);
    expect(estimateMonthlyCost({ chats: 50, followups: 100 })?.totalFils).toBe(45_000);
    expect(estimateMonthlyCost({ chats: 3, followups: 7 })?.totalFils).toBe(2900);
  });

  it('is zero for no usage', () => {
    expect(estimateMonthlyCost({ chats: 0, followups: 0 })).toMatchObject({
      totalFils: 0,
      firstMonth: { freeChats: 0, freeFollowups: 0, giftFils: 0, totalFils: 0 },
    });
  });

  it('never lets the welcome gift exceed the usage', () => {
    expect(estimateMonthlyCost({ chats: 0, followups: 1 })?.firstMonth).toEqual({ freeChats: 0, freeFollowups: 1, giftFils: 200, totalFils: 0 });
    expect(estimateMonthlyCost({ chats: 2, followups: 0 })?.firstMonth).toEqual({ freeChats: 1, freeFollowups: 0, giftFils: 500, totalFils: 500 });
    expect(estimateMonthlyCost({ chats: 1, followups: 2 })?.firstMonth.totalFils).toBe(0);
  });

  it('accepts counts above the slider ends (50+, 100+)', () => {
    expect(estimateMonthlyCost({ chats: 120, followups: 250 })?.totalFils).toBe(120 * 500 + 250 * 200);
  });

  it('estimates only when both counts are whole numbers of 0 or more', () => {
    expect(estimateMonthlyCost({ chats: -1, followups: 5 })).toBeNull();
    expect(estimateMonthlyCost({ chats: 10, followups: -3 })).toBeNull();
    expect(estimateMonthlyCost({ chats: 2.5, followups: 5 })).toBeNull();
    expect(estimateMonthlyCost({ chats: Number.NaN, followups: 5 })).toBeNull();
    expect(estimateMonthlyCost({ chats: 10, followups: Number.POSITIVE_INFINITY })).toBeNull();
  });
});

describe('parseWholeCount', () => {
  it('reads whole numbers', () => {
    expect(parseWholeCount('0')).toBe(0);
    expect(parseWholeCount(' 12 ')).toBe(12);
    expect(parseWholeCount('007')).toBe(7);
  });

  it('rejects empty, negative, fractional and non-numeric input', () => {
    for (const raw of ['', '  ', '-1', '1.5', '1e3', 'abc', '3 4', '99999999999999999999']) expect(parseWholeCount(raw)).toBeNull();
  });

  it('isWholeCount agrees', () => {
    expect(isWholeCount(0)).toBe(true);
    expect(isWholeCount(-0.5)).toBe(false);
  });
});

describe('welcome gift and money display', () => {
  it('values the welcome gift at AED 9', () => {
    expect(WELCOME_GIFT_VALUE_FILS).toBe(900);
    expect(formatFilsShort(WELCOME_GIFT_VALUE_FILS)).toBe('AED 9');
  });

  it('formats fils as AED', () => {
    expect(formatFils(6000)).toBe('AED 60.00');
    expect(formatFils(45_000)).toBe('AED 450.00');
    expect(formatFilsShort(80_000)).toBe('AED 800');
    expect(formatFilsShort(250)).toBe('AED 2.50');
  });
});
