/**
 * Welcome-credit holds: the gate holds a credit before an answer is computed, the answer's save batch spends it, a
 * failure gives it back; a hold whose request died is given back by the next gate. Each move is one D1 batch, so a
 * credit is held, spent or given back exactly once (docs/decisions/009-billing-ledger.md).
 */
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { WelcomeCredit } from '../../../../schema/pricing.ts';
import { billingAccounts, creditHolds, invoices } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { ensureAccount, type BillingAccountRow } from './billing-account-repository.ts';

function creditColumn(credit: WelcomeCredit) {
  return credit === 'welcome_chat' ? billingAccounts.welcomeChatsLeft : billingAccounts.welcomeFollowupsLeft;
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

export function expiredHoldsQuery(db: Db, userId: number, expiredBefore: number) {
  return db
    .select({ credit: creditHolds.credit, n: count() })
    .from(creditHolds)
    .where(and(eq(creditHolds.userId, userId), lt(creditHolds.createdAt, expiredBefore)))
    .groupBy(creditHolds.credit);
}

export function toCreditCounts(rows: Array<{ credit: WelcomeCredit; n: number }>): Record<WelcomeCredit, number> {
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
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.status, 'failed'))),
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
