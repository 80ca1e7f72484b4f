/**
 * What a coupon takes off the Professional Plan's invoices, and how that reads ('20% off for 3
 * months'). Stripe computes its own invoices; the local test provider uses these, and both
 * providers' coupons are described with the same words.
 */
import { formatFils } from '../../../../../schema/pricing.ts';
import type { CouponTerms } from '../card-provider/types.ts';

export type Discount = Pick<CouponTerms, 'percentOff' | 'amountOffFils' | 'duration' | 'durationInMonths'>;

/** Whether the coupon still applies to period n (1 = the first invoice). */
export function discountApplies(discount: Discount, period: number): boolean {
  switch (discount.duration) {
    case 'once':
      return period === 1;
    case 'repeating':
      return period <= (discount.durationInMonths ?? 0);
    case 'forever':
      return true;
  }
}

/** The invoice of period n after the coupon, in fils (percentages rounded to the fils, as Stripe does). */
export function discountedFils(priceFils: number, discount: Discount | null, period: number): number {
  if (!discount || !discountApplies(discount, period)) return priceFils;
  const off = discount.percentOff !== null ? Math.round((priceFils * discount.percentOff) / 100) : (discount.amountOffFils ?? 0);
  return Math.max(0, priceFils - off);
}

/** '100% off', '20% off for 3 months', 'AED 10.00 off the first month'. */
export function discountText(discount: Discount): string {
  const off = discount.percentOff !== null ? `${discount.percentOff}% off` : `${formatFils(discount.amountOffFils ?? 0)} off`;
  switch (discount.duration) {
    case 'once':
      return `${off} the first month`;
    case 'repeating': {
      const months = discount.durationInMonths ?? 0;
      return `${off} for ${months} ${months === 1 ? 'month' : 'months'}`;
    }
    case 'forever':
      return off;
  }
}
