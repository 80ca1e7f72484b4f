/**
 * POST /api/stripe/validate-coupon (spec §3 "Coupon validation result", §5): whether a code can be
 * used now, and its discount in words. Nothing is redeemed here: a code is redeemed only by the
 * subscription created with it (create-subscription.ts).
 */
import { SUBSCRIPTION_MESSAGES as M, type CouponValidation } from '../../../../../schema/api/subscriptions.ts';
import { couponRefusalMessage, type CouponLookup } from '../card-provider/types.ts';
import type { BillingDeps } from '../invoicing.ts';
import { discountText } from './discounts.ts';

export function couponValidation(lookup: CouponLookup): CouponValidation {
  if (lookup.status !== 'valid') return { valid: false, discount: '', message: couponRefusalMessage(lookup.status) };
  const discount = discountText(lookup.coupon);
  return { valid: true, discount, message: M.couponValid(discount) };
}

/** `code` is already trimmed and upper-cased by the request's validator. */
export async function validateCoupon(deps: BillingDeps, code: string): Promise<CouponValidation> {
  return couponValidation(await deps.provider.findCoupon(code));
}
