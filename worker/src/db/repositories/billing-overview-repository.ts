/**
 * What the billing pages and the gate read in one round trip each: the account with its expired holds, the month's
 * usage, what is not yet collected, failed invoices, the Professional subscription and the month's AI words.
 */
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { WelcomeCredit } from '../../../../schema/pricing.ts';
import { apiCalls, billingAccounts, invoices, subscriptions, usageEvents } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import type { BillingAccountRow } from './billing-account-repository.ts';
import { expiredHoldsQuery, toCreditCounts } from './credit-hold-repository.ts';
import { toKindUsage, usageByKindQuery, type KindUsage } from './usage-event-repository.ts';

/**
 * AI words of [from, to): the output words of every answer saved for the user, from the model-call
 * log, which keeps them when a conversation is deleted (so deleting chats never gives words back).
 */
function wordsUsedQuery(db: Db, userId: number, from: string, to: string) {
  return db
    .select({ words: sql<number>`coalesce(sum(${apiCalls.outputWords}), 0)` })
    .from(apiCalls)
    .where(and(eq(apiCalls.userId, userId), gte(apiCalls.createdAt, from), lt(apiCalls.createdAt, to)));
}

/** The user's newest subscription that reached the provider: the running one if any (one at a time), else the last. */
function latestSubscriptionQuery(db: Db, userId: number) {
  return db
    .select({
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      fallbackPlan: subscriptions.fallbackPlan,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.status} <> 'pending'`))
    .orderBy(desc(subscriptions.id))
    .limit(1);
}

export interface LatestSubscription {
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** What the plan falls back to: 'usage_based' once the user enabled pay-as-you-go. */
  fallbackPlan: 'free' | 'usage_based';
}

export interface PlanAllowance {
  subscription: LatestSubscription | null;
  wordsUsed: number;
}

/** What the gate needs for a Professional account: its subscription and the month's AI words; one round trip. */
export async function planAllowance(db: Db, userId: number, month: { start: string; end: string }): Promise<PlanAllowance> {
  const [sub, words] = await db.batch([latestSubscriptionQuery(db, userId), wordsUsedQuery(db, userId, month.start, month.end)]);
  return { subscription: sub[0] ?? null, wordsUsed: Number(words[0]?.words ?? 0) };
}

export interface Uncollected {
  /** Charges not yet on an invoice. */
  pendingFils: number;
  /** Charges on open or failed invoices. */
  unpaidFils: number;
}

function pendingQuery(db: Db, userId: number) {
  return db
    .select({ fils: sql<number>`coalesce(sum(${usageEvents.priceFils}), 0)` })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), isNull(usageEvents.invoiceId), sql`${usageEvents.priceFils} > 0`));
}

function unpaidQuery(db: Db, userId: number) {
  return db
    .select({ fils: sql<number>`coalesce(sum(${invoices.totalFils}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), inArray(invoices.status, ['open', 'failed'])));
}

const toUncollected = (pending: Array<{ fils: number }>, unpaid: Array<{ fils: number }>): Uncollected => ({
  pendingFils: Number(pending[0]?.fils ?? 0),
  unpaidFils: Number(unpaid[0]?.fils ?? 0),
});

export async function uncollectedOfUser(db: Db, userId: number): Promise<Uncollected> {
  const [pending, unpaid] = await db.batch([pendingQuery(db, userId), unpaidQuery(db, userId)]);
  return toUncollected(pending, unpaid);
}

export interface BillingOverview {
  account: BillingAccountRow | null;
  /** Credits of holds whose request died: still the user's, given back by the next gate. */
  expiredHolds: Record<WelcomeCredit, number>;
  usage: KindUsage[];
  uncollected: Uncollected;
  /** The user's failed invoices, oldest first. */
  failedInvoices: Array<{ id: number; totalFils: number; failureMessage: string | null }>;
  /** The newest Professional subscription and the month's AI words. */
  allowance: PlanAllowance;
}

/** Everything GET /api/billing/current shows, in one round trip (it is polled every 30 s). */
export async function billingOverview(db: Db, userId: number, month: { start: string; end: string }, expiredBefore: number): Promise<BillingOverview> {
  const [account, holds, usage, pending, unpaid, failed, sub, words] = await db.batch([
    db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)),
    expiredHoldsQuery(db, userId, expiredBefore),
    usageByKindQuery(db, userId, month.start, month.end),
    pendingQuery(db, userId),
    unpaidQuery(db, userId),
    db
      .select({ id: invoices.id, totalFils: invoices.totalFils, failureMessage: invoices.failureMessage })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.status, 'failed')))
      .orderBy(invoices.id),
    latestSubscriptionQuery(db, userId),
    wordsUsedQuery(db, userId, month.start, month.end),
  ]);
  return {
    account: account[0] ?? null,
    expiredHolds: toCreditCounts(holds),
    usage: toKindUsage(usage),
    uncollected: toUncollected(pending, unpaid),
    failedInvoices: failed,
    allowance: { subscription: sub[0] ?? null, wordsUsed: Number(words[0]?.words ?? 0) },
  };
}
