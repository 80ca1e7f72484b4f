/**
 * The app's records of Professional Plan subscriptions and the billing account's plan that follows
 * them. Every write of a record's state goes in one batch with `recomputePlanStatement`, so the
 * plan can never disagree with the subscriptions (docs/decisions/013-professional-plan.md).
 */
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { CardProviderKind } from '../../../../schema/api/billing.ts';
import { billingAccounts, LIVE_SUBSCRIPTION_STATUSES, subscriptions } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { sqlNow as now } from '../sql-now.ts';
import { settleReservationStatement } from './coupon-reservation-repository.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The statuses in which the plan is the Professional Plan (past_due and the rest fall back at once). */
export const ENTITLED_STATUSES = ['active', 'trialing'] as const;
/** A subscription that runs (bills periods): it can be cancelled, change card, and shows its period. */
export const RUNNING_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'paused'] as const;

export function isRunning(status: string): boolean {
  return (RUNNING_STATUSES as readonly string[]).includes(status);
}

/**
 * billing_accounts.plan from the user's subscriptions: 'professional' while one is active (also
 * when cancelled at the period's end, until the provider ends it); otherwise a professional plan
 * falls back to pay-as-you-go when the user had enabled it (the newest subscription's
 * fallback_plan) and a card of the provider is on file, else to free. Other plans are left alone.
 */
export function recomputePlanStatement(db: Db, userId: number, provider: CardProviderKind) {
  const entitled = sql`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.userId} = ${userId} AND ${inArray(subscriptions.status, [...ENTITLED_STATUSES])})`;
  const consented = sql`(SELECT ${subscriptions.fallbackPlan} FROM ${subscriptions} WHERE ${subscriptions.userId} = ${userId} ORDER BY ${subscriptions.id} DESC LIMIT 1) = 'usage_based'`;
  return db
    .update(billingAccounts)
    .set({
      plan: sql`CASE
        WHEN ${entitled} THEN 'professional'
        WHEN ${billingAccounts.plan} = 'professional' THEN
          CASE WHEN ${consented} AND ${billingAccounts.paymentMethodId} IS NOT NULL AND ${billingAccounts.provider} = ${provider} THEN 'usage_based' ELSE 'free' END
        ELSE ${billingAccounts.plan} END`,
      updatedAt: now,
    })
    .where(eq(billingAccounts.userId, userId));
}

/** The user enabled pay-as-you-go while on the plan: it is what the plan falls back to, and pays past the allowance. */
export async function enablePayAsYouGoWithPlan(db: Db, userId: number): Promise<void> {
  const newest = db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.id)).limit(1);
  await db
    .update(subscriptions)
    .set({ fallbackPlan: 'usage_based', updatedAt: now })
    .where(eq(subscriptions.id, sql`(${newest})`));
}

/** The user's subscription that is not over (at most one: subscriptions_one_live_idx). */
export async function findLiveSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  return firstOrNull(
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])))
      .limit(1),
  );
}

/** The user's newest subscription that reached the provider (any status). */
export async function findLatestSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  return firstOrNull(
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.status} <> 'pending'`))
      .orderBy(desc(subscriptions.id))
      .limit(1),
  );
}

/** The user's subscriptions of a provider that reached it (any status), newest first. */
export async function findProviderSubscriptionsOfUser(db: Db, userId: number, provider: CardProviderKind): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider), sql`${subscriptions.providerSubscriptionId} IS NOT NULL`))
    .orderBy(desc(subscriptions.id));
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow | null> {
  return firstOrNull(db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1));
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | null> {
  return firstOrNull(db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1));
}

/**
 * Claims the user's one live subscription as 'pending' before the provider is asked. Null when the
 * user already has a live one (a concurrent request claimed it first): the unique partial index
 * decides, so two requests can never both create a subscription at the provider.
 */
export async function claimSubscription(
  db: Db,
  values: { userId: number; provider: CardProviderKind; customerId: string; couponCode: string | null; fallbackPlan: 'free' | 'usage_based' },
): Promise<SubscriptionRow | null> {
  const rows = await db
    .insert(subscriptions)
    .values({
      userId: values.userId,
      provider: values.provider,
      providerCustomerId: values.customerId,
      status: 'pending',
      couponCode: values.couponCode,
      fallbackPlan: values.fallbackPlan,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Gives a claim up (the provider refused or could not be reached): only while it is still pending. */
export async function dropPendingClaim(db: Db, id: number): Promise<void> {
  await db.delete(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending'), isNull(subscriptions.providerSubscriptionId)));
}

/** Claims whose request died before the provider answered (older than `createdBefore`, ISO) are given up. */
export async function dropStaleClaims(db: Db, userId: number, createdBefore: string): Promise<void> {
  await db
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'pending'),
        isNull(subscriptions.providerSubscriptionId),
        lt(subscriptions.createdAt, createdBefore),
      ),
    );
}

/** What a record keeps of a provider's subscription as it stands now (the card provider's ProviderSubscription fits it). */
export interface SubscriptionSnapshot {
  id: string;
  status: Exclude<SubscriptionRow['status'], 'pending'>;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  card: { brand: string; last4: string } | null;
}

function snapshotValues(snapshot: SubscriptionSnapshot) {
  return {
    providerSubscriptionId: snapshot.id,
    status: snapshot.status,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    canceledAt: snapshot.canceledAt,
    endedAt: snapshot.endedAt,
    // A provider that names no card keeps the one last known.
    ...(snapshot.card ? { cardBrand: snapshot.card.brand, cardLast4: snapshot.card.last4 } : {}),
    updatedAt: now,
  };
}

/**
 * Writes the provider's state of a subscription onto its record and the plan that follows, in one
 * batch. `onlyPending` writes only onto a claim still waiting for the provider's first answer, so
 * a create request finishing after a webhook never sets an older state over a newer one.
 */
export async function writeSnapshot(
  db: Db,
  record: Pick<SubscriptionRow, 'id' | 'userId'>,
  snapshot: SubscriptionSnapshot,
  provider: CardProviderKind,
  options: { onlyPending?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const where = options.onlyPending
    ? and(eq(subscriptions.id, record.id), eq(subscriptions.status, 'pending'), isNull(subscriptions.providerSubscriptionId))
    : eq(subscriptions.id, record.id);
  const [updated] = await db.batch([
    db.update(subscriptions).set(snapshotValues(snapshot)).where(where).returning(),
    recomputePlanStatement(db, record.userId, provider),
    // Paid (the provider counts the coupon's use now) or over: a coupon it held is free again.
    settleReservationStatement(db, record.id),
  ]);
  return updated[0] ?? null;
}

/**
 * Subscriptions whose stored state may be out of date: a running one whose period has ended (renewed
 * or ended at the provider), or an incomplete one older than `incompleteBefore` (expired at the
 * provider). Paged by id.
 */
export function subscriptionsDueForSync(db: Db, provider: CardProviderKind, nowSeconds: number, incompleteBefore: string, afterId: number, limit: number) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        gt(subscriptions.id, afterId),
        sql`${subscriptions.providerSubscriptionId} IS NOT NULL`,
        or(
          and(inArray(subscriptions.status, [...RUNNING_STATUSES]), lte(subscriptions.currentPeriodEnd, nowSeconds)),
          and(eq(subscriptions.status, 'incomplete'), lt(subscriptions.createdAt, incompleteBefore)),
        ),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
}
