/** Subscriptions of the local test card provider (its stand-in for Stripe's), kept in D1. */
import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { testSubscriptions } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { redeemedFor, redeemStatements } from './coupon-repository.ts';

export type TestSubscriptionRow = typeof testSubscriptions.$inferSelect;
export type NewTestSubscription = typeof testSubscriptions.$inferInsert;

export async function findTestSubscription(db: Db, id: string): Promise<TestSubscriptionRow | null> {
  return firstOrNull(db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id)).limit(1));
}

export async function findTestSubscriptionBySecret(db: Db, clientSecret: string): Promise<TestSubscriptionRow | null> {
  return firstOrNull(db.select().from(testSubscriptions).where(eq(testSubscriptions.clientSecret, clientSecret)).limit(1));
}

/**
 * Inserts a subscription. With `redeemNow` (its first invoice is paid at once: nothing is due) its
 * coupon is redeemed in the same batch and the subscription inserted only if the redemption was
 * (see coupon-repository.ts#redeemStatements); otherwise the coupon is redeemed when the first
 * invoice is paid (redeemForPayment). Returns the row, or null when the coupon could not be redeemed.
 */
export async function insertTestSubscription(db: Db, values: NewTestSubscription, nowSeconds: number, redeemNow: boolean): Promise<TestSubscriptionRow | null> {
  if (!values.couponCode || !redeemNow) {
    return firstOrNull(db.insert(testSubscriptions).values(values).returning());
  }
  const statements: BatchItem<'sqlite'>[] = [...redeemStatements(db, values.couponCode, values.customerId, values.id, nowSeconds)];
  const [first, ...rest] = [...statements, insertIfRedeemed(db, values)];
  const results = await db.batch([first!, ...rest]);
  const inserted = results.at(-1) as TestSubscriptionRow[];
  return inserted[0] ?? null;
}

/** insert … select of the row's values, guarded by its redemption; columns in table order. */
function insertIfRedeemed(db: Db, v: NewTestSubscription) {
  return db
    .insert(testSubscriptions)
    .select(
      sql`SELECT ${v.id}, ${v.customerId}, ${v.status}, ${v.priceFils}, ${v.couponCode ?? null}, ${v.percentOff ?? null}, ${v.amountOffFils ?? null},
                 ${v.duration ?? null}, ${v.durationInMonths ?? null}, ${v.anchor}, ${v.period ?? 1}, ${v.unpaidPeriod ?? null},
                 ${v.currentPeriodStart}, ${v.currentPeriodEnd}, ${v.cancelAtPeriodEnd ? 1 : 0}, ${v.canceledAt ?? null}, ${v.endedAt ?? null},
                 ${v.paymentMethodId ?? null}, ${v.clientSecret}, ${v.firstInvoiceFils}, ${v.appRef ?? null}, ${v.createdAt}
          WHERE ${redeemedFor(v.id)}`,
    )
    .returning();
}

/**
 * Moves a subscription on from the state it was read in (same status and period): a concurrent
 * move made first wins and this one writes nothing (null).
 */
export async function updateTestSubscription(
  db: Db,
  from: Pick<TestSubscriptionRow, 'id' | 'status' | 'period'>,
  values: Partial<Omit<NewTestSubscription, 'id'>>,
): Promise<TestSubscriptionRow | null> {
  return firstOrNull(
    db
      .update(testSubscriptions)
      .set(values)
      .where(and(eq(testSubscriptions.id, from.id), eq(testSubscriptions.status, from.status), eq(testSubscriptions.period, from.period)))
      .returning(),
  );
}
