/**
 * Invoices and their charge attempts. An invoice and the claim of its events are one batch, so an
 * invoice's total is always the sum of its lines and no event lands on two invoices. A charge
 * attempt holds a lease on the invoice, so two runners never charge the same invoice at once.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CardProviderKind, InvoiceReason } from '../../../../schema/api/billing.ts';
import { invoices, usageEvents } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { sqlNow as now } from '../sql-now.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface NewInvoice {
  userId: number;
  period: string;
  reason: InvoiceReason;
  provider: CardProviderKind;
  /** Random: ties the claim of events to the invoice row this batch inserts. */
  claimToken: string;
  /** The least total that makes an invoice (1 for the monthly run, the threshold otherwise). */
  minimumFils: number;
  /** Only events created before this instant (the monthly run: before the month began). */
  createdBefore?: string;
}

/**
 * Invoices the user's uninvoiced charges when they total at least `minimumFils`, in one
 * transaction: insert the invoice with the sum, then move exactly the events that were summed onto
 * it. Concurrent calls serialise in D1: the second sees the events already claimed and its total
 * falls short, so it invoices nothing. Returns the invoice, or null when none was due.
 */
export async function createInvoiceOfPending(db: Db, n: NewInvoice): Promise<{ invoice: InvoiceRow; lineCount: number } | null> {
  const before = n.createdBefore ?? '9999';
  const pending = and(eq(usageEvents.userId, n.userId), isNull(usageEvents.invoiceId), sql`${usageEvents.priceFils} > 0`, lt(usageEvents.createdAt, before));
  const claimed = sql`(SELECT ${invoices.id} FROM ${invoices} WHERE ${invoices.claimToken} = ${n.claimToken})`;
  const [, moved, created] = await db.batch([
    // Columns in table order: id, user_id, period, total_fils, status, reason, claim_token, provider,
    // provider_payment_id, attempts, charging_since, failure_code, failure_message, created_at, updated_at, paid_at.
    db
      .insert(invoices)
      .select(
        sql`SELECT NULL, ${n.userId}, ${n.period}, total, 'open', ${n.reason}, ${n.claimToken}, ${n.provider}, NULL, 0, NULL, NULL, NULL, ${now}, ${now}, NULL
            FROM (SELECT coalesce(sum(${usageEvents.priceFils}), 0) AS total FROM ${usageEvents} WHERE ${pending})
            WHERE total >= ${n.minimumFils}`,
      )
      .onConflictDoNothing(),
    db
      .update(usageEvents)
      .set({ invoiceId: claimed })
      .where(and(pending, sql`${claimed} IS NOT NULL`))
      .returning({ id: usageEvents.id }),
    db.select().from(invoices).where(eq(invoices.claimToken, n.claimToken)),
  ]);
  const invoice = created[0];
  return invoice ? { invoice, lineCount: moved.length } : null;
}

/** Users with charges created before `before` that are on no invoice yet, after `afterUserId`, in id order. */
export async function usersWithPendingBefore(db: Db, before: string, afterUserId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: usageEvents.userId })
    .from(usageEvents)
    .where(
      and(isNull(usageEvents.invoiceId), sql`${usageEvents.priceFils} > 0`, lt(usageEvents.createdAt, before), sql`${usageEvents.userId} > ${afterUserId}`),
    )
    .orderBy(asc(usageEvents.userId))
    .limit(limit);
  // user_id is null only on events of a deleted user's invoices, never on pending ones: typing only.
  return rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
}

/** Open invoices whose charge never completed (no attempt yet, or a lease that expired): the scheduled run charges them. */
export async function invoicesAwaitingCharge(db: Db, leaseExpiredBefore: number, limit: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'open'), sql`(${invoices.chargingSince} IS NULL OR ${invoices.chargingSince} < ${leaseExpiredBefore})`))
    .orderBy(asc(invoices.id))
    .limit(limit);
}

/**
 * Takes the charge lease of an open or failed invoice: null when it is paid, void, or another
 * runner holds a live lease. The lease value identifies this attempt when its outcome is written.
 */
export async function takeChargeLease(db: Db, invoiceId: number, lease: number, leaseExpiredBefore: number): Promise<InvoiceRow | null> {
  return firstOrNull(
    db
      .update(invoices)
      .set({ chargingSince: lease, updatedAt: now })
      .where(
        and(
          eq(invoices.id, invoiceId),
          inArray(invoices.status, ['open', 'failed']),
          sql`(${invoices.chargingSince} IS NULL OR ${invoices.chargingSince} < ${leaseExpiredBefore})`,
        ),
      )
      .returning(),
  );
}

/** The provider could not be reached: the attempt is not counted, so the next one reuses its idempotency key. */
export async function dropChargeLease(db: Db, invoiceId: number, lease: number): Promise<void> {
  await db
    .update(invoices)
    .set({ chargingSince: null, updatedAt: now })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.chargingSince, lease)));
}

/** Money arrived: whatever the lease, an invoice that is not paid yet becomes paid (once). */
export async function markInvoicePaid(db: Db, invoiceId: number, paymentId: string, countAttempt: boolean): Promise<InvoiceRow | null> {
  return firstOrNull(
    db
      .update(invoices)
      .set({
        status: 'paid',
        paidAt: now,
        providerPaymentId: paymentId,
        chargingSince: null,
        failureCode: null,
        failureMessage: null,
        attempts: countAttempt ? sql`${invoices.attempts} + 1` : invoices.attempts,
        updatedAt: now,
      })
      .where(and(eq(invoices.id, invoiceId), sql`${invoices.status} NOT IN ('paid', 'void')`))
      .returning(),
  );
}

export interface PaymentFailure {
  paymentId: string | null;
  code: string;
  message: string;
}

/** A failed payment recorded once: the attempt counted, the lease released, never over a payment. */
async function recordFailure(db: Db, invoiceId: number, failure: PaymentFailure, guard: SQL | undefined): Promise<InvoiceRow | null> {
  return firstOrNull(
    db
      .update(invoices)
      .set({
        status: 'failed',
        providerPaymentId: failure.paymentId,
        failureCode: failure.code,
        failureMessage: failure.message,
        attempts: sql`${invoices.attempts} + 1`,
        chargingSince: null,
        updatedAt: now,
      })
      .where(and(eq(invoices.id, invoiceId), sql`${invoices.status} NOT IN ('paid', 'void')`, guard))
      .returning(),
  );
}

/**
 * The attempt holding `lease` failed. Written only while that lease is still the invoice's, so a
 * webhook that already recorded the same failure is not counted twice.
 */
export function markAttemptFailed(db: Db, invoiceId: number, lease: number, failure: PaymentFailure): Promise<InvoiceRow | null> {
  return recordFailure(db, invoiceId, failure, eq(invoices.chargingSince, lease));
}

/**
 * The provider reports a failed payment of an invoice that no attempt has recorded yet (its
 * request died before it could). Applies only while the invoice is open, so a failure the attempt
 * itself recorded is not counted twice, and a late report never undoes a payment.
 */
export function markFailedFromProvider(db: Db, invoiceId: number, failure: PaymentFailure): Promise<InvoiceRow | null> {
  return recordFailure(db, invoiceId, failure, eq(invoices.status, 'open'));
}

export async function findInvoice(db: Db, invoiceId: number): Promise<InvoiceRow | null> {
  return firstOrNull(db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1));
}

export async function findInvoiceOfUser(db: Db, userId: number, invoiceId: number): Promise<InvoiceRow | null> {
  return firstOrNull(
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
      .limit(1),
  );
}

export async function listInvoicesOfUser(db: Db, userId: number, limit: number): Promise<Array<InvoiceRow & { lineCount: number }>> {
  const rows = await db
    // Qualified by hand: in a one-table select drizzle writes columns unqualified, and a bare "id"
    // inside the subquery would mean usage_events.id.
    .select({ invoice: invoices, lineCount: sql<number>`(SELECT count(*) FROM usage_events e WHERE e.invoice_id = invoices.id)` })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.invoice, lineCount: Number(r.lineCount) }));
}

export async function failedInvoicesOfUser(db: Db, userId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'failed')))
    .orderBy(asc(invoices.id));
}

export async function countLines(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usageEvents).where(eq(usageEvents.invoiceId, invoiceId));
  return row?.n ?? 0;
}
