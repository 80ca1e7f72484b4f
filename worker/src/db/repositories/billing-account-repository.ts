/**
 * Billing accounts and the card on file: one row a user, created at sign-up. A card is put on file, replaced or taken
 * off by one conditional statement, so a concurrent replacement wins cleanly (docs/decisions/009-billing-ledger.md).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CardProviderKind } from '../../../../schema/api/billing.ts';
import { billingAccounts } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { sqlNow as now } from '../sql-now.ts';
export type BillingAccountRow = typeof billingAccounts.$inferSelect;

export async function findBillingAccount(db: Db, userId: number): Promise<BillingAccountRow | null> {
  return firstOrNull(db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).limit(1));
}

/** Accounts are created at sign-up; this covers users from before billing and is a no-op otherwise. */
export function ensureAccount(db: Db, userId: number) {
  return db.insert(billingAccounts).values({ userId }).onConflictDoNothing({ target: billingAccounts.userId });
}

/** Stores the provider's customer unless one of the same provider is stored already; returns the one that counts. */
export async function saveCustomerId(db: Db, userId: number, provider: CardProviderKind, customerId: string): Promise<string> {
  const [, row] = await db.batch([
    db
      .update(billingAccounts)
      .set({
        provider,
        providerCustomerId: customerId,
        paymentMethodId: null,
        paymentMethodBrand: null,
        paymentMethodLast4: null,
        paymentMethodExpMonth: null,
        paymentMethodExpYear: null,
        updatedAt: now,
      })
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
  return firstOrNull(
    db
      .update(billingAccounts)
      .set({
        ...cardColumns(card),
        plan: sql`CASE WHEN ${billingAccounts.plan} = 'free' THEN 'usage_based' ELSE ${billingAccounts.plan} END`,
        updatedAt: now,
      })
      .where(eq(billingAccounts.userId, userId))
      .returning(),
  );
}

/**
 * Puts the card paying a Professional subscription on file, as the account's one card, without
 * enabling pay-as-you-go (the plan is left as it is). Returns the card it replaced, if any.
 */
export async function putSubscriptionCardOnFile(db: Db, userId: number, card: SavedCard): Promise<{ replaced: string | null } | null> {
  const [before, after] = await db.batch([
    db
      .select({ provider: billingAccounts.provider, paymentMethodId: billingAccounts.paymentMethodId })
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, userId)),
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
        and(
          eq(billingAccounts.userId, userId),
          eq(billingAccounts.plan, 'free'),
          eq(billingAccounts.provider, provider),
          sql`${billingAccounts.paymentMethodId} IS NOT NULL`,
        ),
      ),
    db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)),
  ]);
  return row[0] ?? null;
}

export async function findAccountByCustomer(db: Db, provider: CardProviderKind, customerId: string): Promise<BillingAccountRow | null> {
  return firstOrNull(
    db
      .select()
      .from(billingAccounts)
      .where(and(eq(billingAccounts.provider, provider), eq(billingAccounts.providerCustomerId, customerId)))
      .limit(1),
  );
}

/** Creates a missing account (users from before billing) and returns it. */
export async function ensureBillingAccount(db: Db, userId: number): Promise<BillingAccountRow> {
  const [, row] = await db.batch([ensureAccount(db, userId), db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId))]);
  if (!row[0]) throw new Error(`billing account of user ${userId} missing after upsert`);
  return row[0];
}
