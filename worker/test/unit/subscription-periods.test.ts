/** Billing periods and coupon discounts of the Professional Plan (pure). */
import { describe, expect, it } from 'vitest';
import { discountedFils, discountText } from '../../src/services/billing/subscriptions/discounts.ts';
import { addCalendarMonths, formatPeriodDate, periodBounds } from '../../src/services/billing/subscriptions/periods.ts';
import { subscriptionCovers, RENEWAL_GRACE_SECONDS } from '../../src/services/billing/plan-entitlement.ts';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const iso = (s: number) => new Date(s * 1000).toISOString();

describe('calendar-month periods', () => {
  it('keeps the day and time of day, across the year end', () => {
    expect(iso(addCalendarMonths(at('2026-11-15T09:30:00Z'), 1))).toBe('2026-12-15T09:30:00.000Z');
    expect(iso(addCalendarMonths(at('2026-12-15T09:30:00Z'), 1))).toBe('2027-01-15T09:30:00.000Z');
  });

  it('ends a period on the last day of a shorter month and comes back to the 31st after', () => {
    const anchor = at('2027-01-31T12:00:00Z');
    expect([1, 2, 3].map((n) => iso(periodBounds(anchor, n).end))).toEqual([
      '2027-02-28T12:00:00.000Z',
      '2027-03-31T12:00:00.000Z',
      '2027-04-30T12:00:00.000Z',
    ]);
    expect(iso(addCalendarMonths(at('2028-01-31T00:00:00Z'), 1))).toBe('2028-02-29T00:00:00.000Z');
    expect(periodBounds(anchor, 2).start).toBe(periodBounds(anchor, 1).end);
  });

  it('formats a period end as a date in words (UTC)', () => {
    expect(formatPeriodDate(at('2026-12-12T23:30:00Z'))).toBe('12 December 2026');
  });
});

describe('coupon discounts', () => {
  const price = 4900;
  it('takes a percentage, rounded to the fils, for as long as the coupon lasts', () => {
    const twenty = { percentOff: 20, amountOffFils: null, duration: 'repeating' as const, durationInMonths: 3 };
    expect([1, 2, 3, 4].map((n) => discountedFils(price, twenty, n))).toEqual([3920, 3920, 3920, 4900]);
    expect(discountedFils(4999, { percentOff: 15, amountOffFils: null, duration: 'forever', durationInMonths: null }, 12)).toBe(4249);
  });

  it('takes an amount once, never below zero', () => {
    const ten = { percentOff: null, amountOffFils: 1000, duration: 'once' as const, durationInMonths: null };
    expect([1, 2].map((n) => discountedFils(price, ten, n))).toEqual([3900, 4900]);
    expect(discountedFils(price, { ...ten, amountOffFils: 10_000 }, 1)).toBe(0);
    expect(discountedFils(price, null, 1)).toBe(price);
  });

  it('describes the discount as the coupon box shows it', () => {
    expect(discountText({ percentOff: 100, amountOffFils: null, duration: 'forever', durationInMonths: null })).toBe('100% off');
    expect(discountText({ percentOff: 20, amountOffFils: null, duration: 'repeating', durationInMonths: 3 })).toBe('20% off for 3 months');
    expect(discountText({ percentOff: 50, amountOffFils: null, duration: 'repeating', durationInMonths: 1 })).toBe('50% off for 1 month');
    expect(discountText({ percentOff: null, amountOffFils: 1000, duration: 'once', durationInMonths: null })).toBe('AED 10.00 off the first month');
  });
});

describe('what the Professional Plan covers', () => {
  const now = at('2026-11-20T10:00:00Z');
  const sub = (end: number, cancelAtPeriodEnd = false, status = 'active') => ({ status, currentPeriodEnd: end, cancelAtPeriodEnd });
  it('covers an active subscription in its period, and a renewing one for a grace day after it', () => {
    expect(subscriptionCovers(sub(now + 60), now)).toBe(true);
    expect(subscriptionCovers(sub(now - 60), now)).toBe(true);
    expect(subscriptionCovers(sub(now - RENEWAL_GRACE_SECONDS), now)).toBe(false);
  });

  it('ends a cancelled subscription exactly at its period end, and covers nothing past due or over', () => {
    expect(subscriptionCovers(sub(now + 1, true), now)).toBe(true);
    expect(subscriptionCovers(sub(now, true), now)).toBe(false);
    expect(subscriptionCovers(sub(now + 3600, false, 'past_due'), now)).toBe(false);
    expect(subscriptionCovers(sub(now + 3600, false, 'canceled'), now)).toBe(false);
    expect(subscriptionCovers(null, now)).toBe(false);
  });
});
