/**
 * Billing accounts, welcome-credit holds and the usage ledger. Every write that moves a credit or
 * a charge is one conditional statement or one D1 batch (a transaction): see
 * docs/decisions/009-billing-ledger.md for why each is exactly-once.
 */
import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { CardProviderKind } from '../../../../schema/api/billing.ts';
import type { UsageKind, WelcomeCredit } from '../../../../schema/pricing.ts';
import { apiCalls, billingAccounts, chats, creditHolds, invoices, messages, subscriptions, usageEvents } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type UsageEventRow = typeof usageEvents.$inferSelect;
export type UsageCredit = NonNullable<UsageEventRow['credit']>;

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

function creditColumn(credit: WelcomeCredit) {
  return credit === 'welcome_chat' ? billingAccounts.welcomeChatsLeft : billingAccounts.welcomeFollowupsLeft;
}

export async function findBillingAccount(db: Db, userId: number): Promise<BillingAccountRow | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** Accounts are created at sign-up; this covers users from before billing and is a no-op otherwise. */
function ensureAccount(db: Db, userId: number) {
  return db.insert(billingAccounts).values({ userId }).onConflictDoNothing({ target: billingAccounts.userId });
}

/** Gives back the credits of holds older than `expiredBefore` (their request died) and drops those holds. */
function releaseExpiredStatements(db: Db, userId: number, expiredBefore: number): [BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  const expired = (credit: WelcomeCredit) =>
    sql`(SELECT count(*) FROM ${creditHolds} WHERE ${creditHolds.userId} = ${userId} AND ${creditHolds.credit} = ${credit} AND ${creditHolds.createdAt} < ${expiredBefore})`;
  return [
    db
      .update(billingAccounts)
      .set({
        welcomeChatsLeft: sql`${billingAccounts.welcomeChatsLeft} + ${expired('welcome_chat')}`,
        welcomeFollowupsLeft: sql`${billingAccounts.welcomeFollowupsLeft} + ${expired('welcome_followup')}`,
      })
      .where(eq(billingAccounts.userId, userId)),
    db.delete(creditHolds).where(and(eq(creditHolds.userId, userId), lt(creditHolds.createdAt, expiredBefore))),
  ];
}

function expiredHoldsQuery(db: Db, userId: number, expiredBefore: number) {
  return db
    .select({ credit: creditHolds.credit, n: count() })
    .from(creditHolds)
    .where(and(eq(creditHolds.userId, userId), lt(creditHolds.createdAt, expiredBefore)))
    .groupBy(creditHolds.credit);
}

function toCreditCounts(rows: Array<{ credit: WelcomeCredit; n: number }>): Record<WelcomeCredit, number> {
  const out: Record<WelcomeCredit, number> = { welcome_chat: 0, welcome_followup: 0 };
  for (const r of rows) out[r.credit] = r.n;
  return out;
}

export interface HoldAttempt {
  /** The hold taken, or null when no credit of that kind is left. */
  holdId: number | null;
  account: BillingAccountRow;
  failedInvoices: number;
}

/**
 * The gate's one round trip: makes sure the account exists, gives back expired holds, holds one
 * welcome credit of the kind if any is left, and reads the account with its failed invoices.
 * The hold and the decrement test the same condition on the same state inside one transaction,
 * so they happen together or not at all, and two requests can never hold the same credit.
 */
export async function holdWelcomeCredit(db: Db, userId: number, credit: WelcomeCredit, nowSeconds: number, expiredBefore: number): Promise<HoldAttempt> {
  const left = creditColumn(credit);
  const [, , , held, , account, failed] = await db.batch([
    ensureAccount(db, userId),
    ...releaseExpiredStatements(db, userId, expiredBefore),
    // insert … select with raw SQL lists every column of the table in order (id first: NULL assigns one).
    db
      .insert(creditHolds)
      .select(sql`SELECT NULL, ${userId}, ${credit}, ${nowSeconds} FROM ${billingAccounts} WHERE ${billingAccounts.userId} = ${userId} AND ${left} > 0`)
      .returning({ id: creditHolds.id }),
    db
      .update(billingAccounts)
      .set(credit === 'welcome_chat' ? { welcomeChatsLeft: sql`${left} - 1` } : { welcomeFollowupsLeft: sql`${left} - 1` })
      .where(and(eq(billingAccounts.userId, userId), sql`${left} > 0`)),
    db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)),
    db.select({ n: count() }).from(invoices).where(and(eq(invoices.userId, userId), eq(invoices.status, 'failed'))),
  ] as const);
  const row = account[0];
  if (!row) throw new Error(`billing account of user ${userId} missing after upsert`);
  return { holdId: held[0]?.id ?? null, account: row, failedInvoices: failed[0]?.n ?? 0 };
}

/** Gives a held credit back (the answer failed or found nothing). A second release finds no hold and does nothing. */
export async function releaseHold(db: Db, userId: number, holdId: number): Promise<void> {
  const hold = sql`(SELECT ${creditHolds.credit} FROM ${creditHolds} WHERE ${creditHolds.id} = ${holdId} AND ${creditHolds.userId} = ${userId})`;
  await db.batch([
    db
      .update(billingAccounts)
      .set({
        welcomeChatsLeft: sql`${billingAccounts.welcomeChatsLeft} + (${hold} IS 'welcome_chat')`,
        welcomeFollowupsLeft: sql`${billingAccounts.welcomeFollowupsLeft} + (${hold} IS 'welcome_followup')`,
      })
      .where(eq(billingAccounts.userId, userId)),
    db.delete(creditHolds).where(and(eq(creditHolds.id, holdId), eq(creditHolds.userId, userId))),
  ]);
}

export interface AnswerCharge {
  userId: number;
  kind: UsageKind;
  /** The list price, charged unless the hold below still exists. */
  priceFils: number;
  /** The welcome credit held by the gate, if any: it pays (price 0) when it is still held at save time. */
  holdId: number | null;
  /** What pays when no hold does: 'professional_plan' (price 0) or null (charged at priceFils). */
  otherwiseCredit: 'professional_plan' | null;
}

/**
 * The usage event of an answer, written in the batch that saves the answer, right after its
 * assistant message (found as the conversation's newest assistant message, which inside the
 * batch's transaction is the one just inserted). The key is derived from that message, so however
 * often this statement runs for one answer there is one event. Returns the event as written.
 */
export function usageEventStatements(db: Db, charge: AnswerCharge, chatIdExpr: number | ReturnType<typeof sql<number>>) {
  const hold = charge.holdId ?? 0;
  const held = sql`EXISTS (SELECT 1 FROM ${creditHolds} WHERE ${creditHolds.id} = ${hold} AND ${creditHolds.userId} = ${charge.userId})`;
  const heldCredit = sql`(SELECT ${creditHolds.credit} FROM ${creditHolds} WHERE ${creditHolds.id} = ${hold})`;
  const fallbackPrice = charge.otherwiseCredit ? 0 : charge.priceFils;
  // Columns in table order: id, user_id, kind, price_fils, credit, idempotency_key, chat_id, message_id, invoice_id, created_at.
  const insert = db
    .insert(usageEvents)
    .select(
      sql`SELECT NULL, ${charge.userId}, ${charge.kind},
                 CASE WHEN ${held} THEN 0 ELSE ${fallbackPrice} END,
                 CASE WHEN ${held} THEN ${heldCredit} ELSE ${charge.otherwiseCredit} END,
                 'answer-' || m.id, m.chat_id, m.id, NULL, ${now}
          FROM ${messages} m
          WHERE m.id = (SELECT max(id) FROM ${messages} WHERE chat_id = ${chatIdExpr} AND role = 'assistant')`,
    )
    .onConflictDoNothing({ target: usageEvents.idempotencyKey })
    .returning({ id: usageEvents.id, priceFils: usageEvents.priceFils, credit: usageEvents.credit });
  // The credit is now spent: its hold goes in the same transaction.
  const consume = db.delete(creditHolds).where(and(eq(creditHolds.id, hold), eq(creditHolds.userId, charge.userId)));
  return [insert, consume] as const;
}

function usageByKindQuery(db: Db, userId: number, from: string, to: string) {
  return db
    .select({ kind: usageEvents.kind, uses: count(), fils: sql<number>`coalesce(sum(${usageEvents.priceFils}), 0)` })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, from), lt(usageEvents.createdAt, to)))
    .groupBy(usageEvents.kind);
}

export interface KindUsage {
  kind: UsageKind;
  uses: number;
  fils: number;
}

const toKindUsage = (rows: Array<{ kind: UsageKind; uses: number; fils: number }>): KindUsage[] => rows.map((r) => ({ kind: r.kind, uses: r.uses, fils: Number(r.fils) }));

/** Uses and fils per kind of the user's usage events created within [from, to). */
export async function usageByKind(db: Db, userId: number, from: string, to: string): Promise<KindUsage[]> {
  return toKindUsage(await usageByKindQuery(db, userId, from, to));
}

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

export interface UsageEventListRow extends UsageEventRow {
  chatTitle: string | null;
}

const eventColumns = {
  id: usageEvents.id,
  userId: usageEvents.userId,
  kind: usageEvents.kind,
  priceFils: usageEvents.priceFils,
  credit: usageEvents.credit,
  idempotencyKey: usageEvents.idempotencyKey,
  chatId: usageEvents.chatId,
  messageId: usageEvents.messageId,
  invoiceId: usageEvents.invoiceId,
  createdAt: usageEvents.createdAt,
  chatTitle: chats.title,
};

/** The user's events created within [from, to), newest first, with their conversation's title. */
export function listUsageEvents(db: Db, userId: number, from: string, to: string, limit: number): Promise<UsageEventListRow[]> {
  return db
    .select(eventColumns)
    .from(usageEvents)
    .leftJoin(chats, eq(chats.id, usageEvents.chatId))
    .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, from), lt(usageEvents.createdAt, to)))
    .orderBy(desc(usageEvents.id))
    .limit(limit);
}

/** The events an invoice covers (its lines), oldest first. */
export function listInvoiceLines(db: Db, invoiceId: number): Promise<UsageEventListRow[]> {
  return db.select(eventColumns).from(usageEvents).leftJoin(chats, eq(chats.id, usageEvents.chatId)).where(eq(usageEvents.invoiceId, invoiceId)).orderBy(usageEvents.id);
}

/** Stores the provider's customer unless one of the same provider is stored already; returns the one that counts. */
export async function saveCustomerId(db: Db, userId: number, provider: CardProviderKind, customerId: string): Promise<string> {
  const [, row] = await db.batch([
    db
      .update(billingAccounts)
      .set({ provider, providerCustomerId: customerId, paymentMethodId: null, paymentMethodBrand: null, paymentMethodLast4: null, paymentMethodExpMonth: null, paymentMethodExpYear: null, updatedAt: now })
      .where(and(eq(billingAccounts.userId, userId), sql`(${billingAccounts.providerCustomerId} IS NULL OR ${billingAccounts.provider} IS NOT ${provider})`)),
    db.select({ customerId: billingAccounts.providerCustomerId }).from(billingAccounts).where(eq(billingAccounts.userId, userId)),
  ]);
  return row[0]?.customerId ?? customerId;
}

export interface SavedCard {
  provider: CardProviderKind;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/** The billing account's columns that hold the card on file. */
function cardColumns(card: SavedCard) {
  return {
    provider: card.provider,
    paymentMethodId: card.paymentMethodId,
    paymentMethodBrand: card.brand,
    paymentMethodLast4: card.last4,
    paymentMethodExpMonth: card.expMonth,
    paymentMethodExpYear: card.expYear,
  };
}

/** Puts the card on file and turns a free plan into pay-as-you-go (adding a card is how it is enabled). */
export async function saveCard(db: Db, userId: number, card: SavedCard): Promise<BillingAccountRow | null> {
  const [row] = await db
    .update(billingAccounts)
    .set({
      ...cardColumns(card),
      plan: sql`CASE WHEN ${billingAccounts.plan} = 'free' THEN 'usage_based' ELSE ${billingAccounts.plan} END`,
      updatedAt: now,
    })
    .where(eq(billingAccounts.userId, userId))
    .returning();
  return row ?? null;
}

/**
 * Puts the card paying a Professional subscription on file, as the account's one card, without
 * enabling pay-as-you-go (the plan is left as it is). Returns the card it replaced, if any.
 */
export async function putSubscriptionCardOnFile(db: Db, userId: number, card: SavedCard): Promise<{ replaced: string | null } | null> {
  const [before, after] = await db.batch([
    db.select({ provider: billingAccounts.provider, paymentMethodId: billingAccounts.paymentMethodId }).from(billingAccounts).where(eq(billingAccounts.userId, userId)),
    db
      .update(billingAccounts)
      .set({
        ...cardColumns(card),
        updatedAt: now,
      })
      .where(and(eq(billingAccounts.userId, userId), sql`${billingAccounts.paymentMethodId} IS NOT ${card.paymentMethodId}`))
      .returning({ userId: billingAccounts.userId }),
  ]);
  if (after.length === 0) return null;
  const previous = before[0];
  return { replaced: previous?.provider === card.provider ? (previous.paymentMethodId ?? null) : null };
}

/** Takes the card off file (only the one given: a concurrent replacement wins) and ends pay-as-you-go. */
export async function clearCard(db: Db, userId: number, paymentMethodId: string): Promise<boolean> {
  const rows = await db
    .update(billingAccounts)
    .set({
      paymentMethodId: null,
      paymentMethodBrand: null,
      paymentMethodLast4: null,
      paymentMethodExpMonth: null,
      paymentMethodExpYear: null,
      plan: sql`CASE WHEN ${billingAccounts.plan} = 'usage_based' THEN 'free' ELSE ${billingAccounts.plan} END`,
      updatedAt: now,
    })
    .where(and(eq(billingAccounts.userId, userId), eq(billingAccounts.paymentMethodId, paymentMethodId)))
    .returning({ userId: billingAccounts.userId });
  return rows.length > 0;
}

/** free → usage_based when a card of the current provider is on file; returns the plan after. */
export async function enableUsageBased(db: Db, userId: number, provider: CardProviderKind): Promise<BillingAccountRow | null> {
  const [, row] = await db.batch([
    db
      .update(billingAccounts)
      .set({ plan: 'usage_based', updatedAt: now })
      .where(
        and(eq(billingAccounts.userId, userId), eq(billingAccounts.plan, 'free'), eq(billingAccounts.provider, provider), sql`${billingAccounts.paymentMethodId} IS NOT NULL`),
      ),
    db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)),
  ]);
  return row[0] ?? null;
}

export async function findAccountByCustomer(db: Db, provider: CardProviderKind, customerId: string): Promise<BillingAccountRow | null> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(and(eq(billingAccounts.provider, provider), eq(billingAccounts.providerCustomerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** Creates a missing account (users from before billing) and returns it. */
export async function ensureBillingAccount(db: Db, userId: number): Promise<BillingAccountRow> {
  const [, row] = await db.batch([ensureAccount(db, userId), db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId))]);
  if (!row[0]) throw new Error(`billing account of user ${userId} missing after upsert`);
  return row[0];
}
