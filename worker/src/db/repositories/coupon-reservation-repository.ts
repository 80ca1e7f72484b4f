/**
 * Reservations of limited coupon codes by subscriptions in the making, with either card provider
 * (docs/decisions/022-limited-coupons-reserved-until-paid.md). The provider counts a redemption
 * when a first invoice is paid; a reservation keeps the uses left from being promised to more
 * checkouts than there are, until it is paid, ends or expires.
 */
import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { CardProviderKind } from '../../../../schema/api/billing.ts';
import { couponReservations, subscriptions } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { isConstraintFailure } from '../constraint-failure.ts';

/** Reservations of `code` that count at `nowSeconds`, other than the one of `exceptSubscriptionId`. */
function heldCount(provider: CardProviderKind, code: string, nowSeconds: number, exceptSubscriptionId: number) {
  return sql<number>`(SELECT count(*) FROM ${couponReservations}
    WHERE ${couponReservations.provider} = ${provider} AND ${couponReservations.couponCode} = ${code}
      AND ${couponReservations.reservedUntil} > ${nowSeconds} AND ${couponReservations.subscriptionId} <> ${exceptSubscriptionId})`;
}

export interface ReservationRequest {
  provider: CardProviderKind;
  code: string;
  userId: number;
  subscriptionId: number;
  remaining: number;
  nowSeconds: number;
  untilSeconds: number;
}

/**
 * Reserves `code` for a new subscription record until `untilSeconds` when fewer than `remaining`
 * other reservations count now: one conditional statement, so however many requests race for the
 * last use, D1 lets exactly as many through as there are uses. True when held.
 */
export async function reserveCoupon(db: Db, r: ReservationRequest): Promise<boolean> {
  const rows = await db
    .insert(couponReservations)
    .select(
      sql`SELECT NULL, ${r.provider}, ${r.code}, ${r.userId}, ${r.subscriptionId}, ${r.untilSeconds}, (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
          WHERE ${heldCount(r.provider, r.code, r.nowSeconds, r.subscriptionId)} < ${r.remaining}`,
    )
    .onConflictDoNothing()
    .returning({ id: couponReservations.id });
  return rows.length === 1;
}

/**
 * Extends the reservation of a checkout that asks again, under the same condition; false when it no
 * longer has one (ended as abandoned meanwhile) or others now hold every use left.
 */
export async function extendReservation(db: Db, r: ReservationRequest): Promise<boolean> {
  const rows = await db
    .update(couponReservations)
    .set({ reservedUntil: r.untilSeconds })
    .where(and(eq(couponReservations.subscriptionId, r.subscriptionId), sql`${heldCount(r.provider, r.code, r.nowSeconds, r.subscriptionId)} < ${r.remaining}`))
    .returning({ id: couponReservations.id });
  return rows.length === 1;
}

/** How many uses of `code` other users' checkouts hold now (validate-coupon: is one left for this user?). */
export async function heldByOthers(db: Db, provider: CardProviderKind, code: string, userId: number, nowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(couponReservations)
    .where(
      and(
        eq(couponReservations.provider, provider),
        eq(couponReservations.couponCode, code),
        gt(couponReservations.reservedUntil, nowSeconds),
        ne(couponReservations.userId, userId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Reservations of `code` that ran out, with the provider's subscription each was held for (to end it unpaid). */
export function expiredReservations(db: Db, provider: CardProviderKind, code: string, nowSeconds: number) {
  return db
    .select({ reservation: couponReservations, providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(couponReservations)
    .innerJoin(subscriptions, eq(subscriptions.id, couponReservations.subscriptionId))
    .where(and(eq(couponReservations.provider, provider), eq(couponReservations.couponCode, code), lte(couponReservations.reservedUntil, nowSeconds)));
}

/** Puts back a reservation taken to end its checkout when ending it failed (the provider was unreachable): a later request tries again. */
export async function restoreReservation(db: Db, row: typeof couponReservations.$inferSelect): Promise<void> {
  try {
    await db.insert(couponReservations).values(row).onConflictDoNothing();
  } catch (err) {
    // Its subscription record (or user) is gone meanwhile: nothing to hold any more.
    if (!isConstraintFailure(err)) throw err;
  }
}

/**
 * Takes an expired reservation away from its checkout: true only for the one request that deleted
 * it while it was still expired (not extended meanwhile), which then ends that checkout.
 */
export async function takeExpiredReservation(db: Db, subscriptionId: number, nowSeconds: number): Promise<boolean> {
  const rows = await db
    .delete(couponReservations)
    .where(and(eq(couponReservations.subscriptionId, subscriptionId), lte(couponReservations.reservedUntil, nowSeconds)))
    .returning({ id: couponReservations.id });
  return rows.length === 1;
}

/**
 * For the batch that writes a subscription record's state: its reservation ends once the record is
 * no longer waiting for its first payment (paid: the provider's count holds the use now; or ended).
 */
export function settleReservationStatement(db: Db, subscriptionId: number) {
  return db
    .delete(couponReservations)
    .where(
      and(
        eq(couponReservations.subscriptionId, subscriptionId),
        sql`NOT EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.id} = ${subscriptionId} AND ${inArray(subscriptions.status, ['pending', 'incomplete'])})`,
      ),
    );
}
