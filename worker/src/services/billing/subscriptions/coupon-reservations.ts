/**
 * Limited coupon codes are spent by payment, not by an attempt (issue 26,
 * docs/decisions/022-limited-coupons-reserved-until-paid.md). The provider (Stripe, or the local
 * test provider behaving like it) counts a redemption when a subscription's first invoice is paid.
 * Until then a checkout holds one of the uses left for COUPON_RESERVATION_SECONDS; a checkout left
 * longer is abandoned: the next customer who asks for the code ends it unpaid (so it can no longer
 * be paid with the code) and takes the use.
 */
import type { CardProviderKind } from '../../../../../schema/api/billing.ts';
import {
  expiredReservations,
  extendReservation,
  heldByOthers,
  reserveCoupon,
  restoreReservation,
  takeExpiredReservation,
} from '../../../db/repositories/coupon-reservation-repository.ts';
import type { SubscriptionRow } from '../../../db/repositories/subscription-repository.ts';
import { CouponRefusedError, type CouponTerms } from '../card-provider/types.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { applySnapshot } from './sync-subscription.ts';

/** How long a checkout holds a limited code before another customer may take it: ample to type a card, short enough not to lock a code out for a day. */
export const COUPON_RESERVATION_SECONDS = 30 * 60;

const seconds = (deps: BillingDeps) => Math.floor(deps.now().getTime() / 1000);

/**
 * Ends the unpaid subscriptions (other than `keepId`, the one asking again) whose hold on `code` ran
 * out. Each is taken by one request only, and only while still expired (not extended meanwhile).
 */
async function endAbandoned(deps: BillingDeps, code: string, keepId: number): Promise<void> {
  for (const { reservation, providerSubscriptionId } of await expiredReservations(deps.db, deps.provider.kind, code, seconds(deps))) {
    if (reservation.subscriptionId === keepId || !(await takeExpiredReservation(deps.db, reservation.subscriptionId, seconds(deps)))) continue;
    if (!providerSubscriptionId) continue;
    try {
      const now = await deps.provider.retrieveSubscription(providerSubscriptionId);
      // Paid meanwhile: the provider counted it, and its record follows.
      const ended = now.status === 'incomplete' ? await deps.provider.cancelSubscriptionNow(providerSubscriptionId) : now;
      await applySnapshot(deps, ended);
    } catch (err) {
      // Not ended (the provider could not be reached): the expired hold goes back, so the next request ends it.
      await restoreReservation(deps.db, reservation);
      throw err;
    }
  }
}

/**
 * Holds a limited code for a subscription record: a new claim (`renew` false), or the checkout in
 * progress asking again, which extends its hold. Refused with 400 COUPON_INVALID 'held' when
 * checkouts of others hold every use left (or, renewing, the hold was ended as abandoned). An
 * unlimited code needs no hold.
 */
export async function holdCoupon(deps: BillingDeps, coupon: CouponTerms, record: Pick<SubscriptionRow, 'id' | 'userId'>, renew = false): Promise<void> {
  if (coupon.remainingRedemptions === null) return;
  await endAbandoned(deps, coupon.code, record.id);
  const now = seconds(deps);
  const request = {
    provider: deps.provider.kind,
    code: coupon.code,
    userId: record.userId,
    subscriptionId: record.id,
    remaining: coupon.remainingRedemptions,
    nowSeconds: now,
    untilSeconds: now + COUPON_RESERVATION_SECONDS,
  };
  const held = renew ? await extendReservation(deps.db, request) : await reserveCoupon(deps.db, request);
  if (!held) throw new CouponRefusedError('held');
}

/** validate-coupon: whether a use of the code is left for this user once others' checkouts are counted. */
export async function couponLeftFor(deps: BillingDeps, coupon: CouponTerms, userId: number): Promise<boolean> {
  if (coupon.remainingRedemptions === null) return true;
  const provider: CardProviderKind = deps.provider.kind;
  return (await heldByOthers(deps.db, provider, coupon.code, userId, seconds(deps))) < coupon.remainingRedemptions;
}
