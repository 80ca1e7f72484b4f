/**
 * Coupons of the local test card provider and their redemptions. A redemption is written only in
 * the batch that creates the subscription it pays for (test-subscription-repository.ts), under a
 * condition that counts it exactly once however many requests race for the last one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
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
 * while the coupon is active, unexpired and under its limit, and the count rises only if that row
 * exists. Both test state inside one transaction, so they happen together or not at all.
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
  const count = db
    .update(coupons)
    .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
    .where(and(eq(coupons.code, code), redeemedFor(subscriptionId)));
  return [insert, count] as const;
}

/** True inside the batch once the redemption for this subscription has been written. */
export function redeemedFor(subscriptionId: string) {
  return sql`EXISTS (SELECT 1 FROM ${couponRedemptions} WHERE ${couponRedemptions.subscriptionId} = ${subscriptionId})`;
}

/** Gives the redemption of a subscription back (it was never paid); a second release finds none. */
export async function releaseRedemption(db: Db, subscriptionId: string): Promise<void> {
  const code = sql`(SELECT ${couponRedemptions.couponCode} FROM ${couponRedemptions} WHERE ${couponRedemptions.subscriptionId} = ${subscriptionId})`;
  await db.batch([
    db
      .update(coupons)
      .set({ timesRedeemed: sql`${coupons.timesRedeemed} - 1` })
      .where(sql`${coupons.code} = ${code}`),
    db.delete(couponRedemptions).where(eq(couponRedemptions.subscriptionId, subscriptionId)),
  ]);
}
