/**
 * Coupons of the local test card provider and their redemptions. As at Stripe, a redemption counts
 * when the subscription's first invoice is paid: written in the batch that creates a subscription
 * with nothing due (test-subscription-repository.ts), or just before the first invoice is charged
 * (redeemForPayment, given back if the charge fails), under a condition that counts it exactly once
 * however many requests race for the last one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  return firstOrNull(db.select().from(coupons).where(eq(coupons.code, code)).limit(1));
}

export async function hasRedeemed(db: Db, code: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.customerId, customerId)))
    .limit(1);
  return !!row;
}

/**
 * The statements that redeem `code` for subscription `subscriptionId`, to run in one batch before
 * the subscription's own insert (which must test `redeemedFor`): the redemption row is inserted only
 * while the coupon is active, unexpired and under its limit, and the count is then taken from the
 * rows. Both run inside one transaction, so they happen together or not at all.
 */
export function redeemStatements(db: Db, code: string, customerId: string, subscriptionId: string, nowSeconds: number) {
  const insert = db
    .insert(couponRedemptions)
    .select(
      sql`SELECT NULL, ${coupons.code}, ${customerId}, ${subscriptionId}, (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
          FROM ${coupons}
          WHERE ${coupons.code} = ${code} AND ${coupons.active} = 1
            AND (${coupons.expiresAt} IS NULL OR ${coupons.expiresAt} > ${nowSeconds})
            AND (${coupons.maxRedemptions} IS NULL OR ${coupons.timesRedeemed} < ${coupons.maxRedemptions})`,
    )
    // The same customer redeeming the code again (coupon_redemptions_customer_idx): no row.
    .onConflictDoNothing();
  return [insert, recount(db, code)] as const;
}

/** times_redeemed from the coupon's redemption rows: exact however often it runs (a retried payment counts once). */
function recount(db: Db, code: string) {
  return db
    .update(coupons)
    .set({ timesRedeemed: sql`(SELECT count(*) FROM ${couponRedemptions} WHERE ${couponRedemptions.couponCode} = ${code})` })
    .where(eq(coupons.code, code));
}

/** True inside the batch once the redemption for this subscription has been written. */
export function redeemedFor(subscriptionId: string) {
  return sql`EXISTS (SELECT 1 FROM ${couponRedemptions} WHERE ${couponRedemptions.subscriptionId} = ${subscriptionId})`;
}

/**
 * Redeems `code` for the subscription about to pay its first invoice: true when it was redeemed now
 * or already had been (a retried payment), false when the code was used up, expired or switched off
 * meanwhile, or this customer has redeemed it before.
 */
export async function redeemForPayment(db: Db, code: string, customerId: string, subscriptionId: string, nowSeconds: number): Promise<boolean> {
  const [insert, count] = redeemStatements(db, code, customerId, subscriptionId, nowSeconds);
  const [, , [mine]] = await db.batch([
    insert,
    count,
    db.select({ id: couponRedemptions.id }).from(couponRedemptions).where(eq(couponRedemptions.subscriptionId, subscriptionId)).limit(1),
  ]);
  return !!mine;
}

/** Gives the redemption of a subscription back (its first payment failed); a second release finds none. */
export async function releaseRedemption(db: Db, code: string, subscriptionId: string): Promise<void> {
  await db.batch([db.delete(couponRedemptions).where(eq(couponRedemptions.subscriptionId, subscriptionId)), recount(db, code)]);
}
