/**
 * POST /api/stripe/validate-coupon (spec §3 "Coupon validation result", §5): whether a code can be
 * used now, and its discount in words. Nothing is redeemed or reserved here: a limited code is held
 * by the subscription created with it (coupon-reservations.ts) and redeemed when that is paid.
 */
import { SUBSCRIPTION_MESSAGES as M, type CouponValidation } from '../../../../../schema/api/subscriptions.ts';
import { couponRefusalMessage, type CouponLookup, type CouponRefusal } from '../card-provider/types.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { couponLeftFor } from './coupon-reservations.ts';
import { discountText } from './discounts.ts';

export function couponValidation(lookup: CouponLookup): CouponValidation {
  if (lookup.status !== 'valid') return refused(lookup.status);
  const { percentOff, amountOffFils, duration, durationInMonths } = lookup.coupon;
  const discount = discountText(lookup.coupon);
  return { valid: true, discount, message: M.couponValid(discount), code: 'COUPON_VALID', terms: { percentOff, amountOffFils, duration, durationInMonths } };
}

function refused(reason: CouponRefusal): CouponValidation {
  return { valid: false, discount: '', message: couponRefusalMessage(reason), code: 'COUPON_INVALID', reason };
}

/**
 * `code` is already trimmed and upper-cased by the request's validator. A limited code whose uses
 * left are all held by other customers' checkouts in progress is refused as 'held' (issue 26).
 */
export async function validateCoupon(deps: BillingDeps, userId: number, code: string): Promise<CouponValidation> {
  const lookup = await deps.provider.findCoupon(code);
  if (lookup.status === 'valid' && !(await couponLeftFor(deps, lookup.coupon, userId))) {
    return refused('held');
  }
  return couponValidation(lookup);
}
