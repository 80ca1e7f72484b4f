/**
 * Demo coupon codes of the local test card provider, for local development only (the CLI never
 * writes them with --remote: production coupons are Stripe promotion codes, made in Stripe). Each
 * is created once; a later seed leaves it (and its redemptions) alone. Listed in the README.
 */
export interface DemoCoupon {
  code: string;
  percentOff?: number;
  amountOffFils?: number;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths?: number;
  maxRedemptions?: number;
  /** Epoch seconds. */
  expiresAt?: number;
  /** What the code is for, as the README says it. */
  note: string;
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { code: 'PRO100', percentOff: 100, duration: 'forever', note: '100% off for as long as the subscription runs (the card is still asked for)' },
  { code: 'PRO20', percentOff: 20, duration: 'repeating', durationInMonths: 3, note: '20% off for 3 months (AED 39.20, then AED 49)' },
  { code: 'TENOFF', amountOffFils: 1000, duration: 'once', maxRedemptions: 100, note: 'AED 10.00 off the first month, 100 redemptions' },
  { code: 'ONCE50', percentOff: 50, duration: 'once', maxRedemptions: 1, note: '50% off the first month, a single redemption (then: used up)' },
  { code: 'EXPIRED10', percentOff: 10, duration: 'forever', expiresAt: Date.UTC(2025, 0, 1) / 1000, note: 'expired on 1 January 2025 (refused)' },
];

const value = (v: string | number | undefined) => (v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

export function buildDemoCouponStatements(coupons: readonly DemoCoupon[] = DEMO_COUPONS): string[] {
  return coupons.map(
    (c) =>
      'INSERT INTO coupons (code, percent_off, amount_off_fils, duration, duration_in_months, expires_at, max_redemptions) VALUES ' +
      `(${[c.code, c.percentOff, c.amountOffFils, c.duration, c.durationInMonths, c.expiresAt, c.maxRedemptions].map(value).join(', ')}) ON CONFLICT(code) DO NOTHING;`,
  );
}
