/**
 * Invoices (spec §1: "billed monthly, or earlier when pending charges reach AED 25") and their
 * payment off-session with the card on file. Creating an invoice claims its events in the same
 * transaction (invoice-repository.ts); charging one holds a lease on it and sends the provider an
 * idempotency key per attempt, so an invoice is charged at most once per attempt however many
 * runners, retries and webhooks meet. See docs/decisions/009-billing-ledger.md.
 */
import { BILLING_THRESHOLD_FILS } from '../../../../schema/pricing.ts';
import { findBillingAccount } from '../../db/repositories/billing-account-repository.ts';
import {
  createInvoiceOfPending,
  dropChargeLease,
  failedInvoicesOfUser,
  findInvoice,
  invoicesAwaitingCharge,
  markAttemptFailed,
  markInvoicePaid,
  takeChargeLease,
  usersWithPendingBefore,
  type InvoiceRow,
} from '../../db/repositories/invoice-repository.ts';
import { calendarMonthUtc } from '../../lib/calendar-month.ts';
import { randomToken } from '../security/random-token.ts';
import { CardProviderUnavailableError } from './card-provider/types.ts';
import type { BillingDeps } from './billing-deps.ts';
import { syncDueSubscriptions } from './subscriptions/sync-subscription.ts';

/** How long one charge attempt may hold an invoice before another runner may retry it (with the same key). */
export const CHARGE_LEASE_MS = 5 * 60 * 1000;
/** Invoices charged per round of the scheduled run, and users invoiced per page. */
const PAGE = 100;

/** 'YYYY-MM' of an instant (UTC). */
export function periodOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export type ChargeResult =
  | { outcome: 'paid' | 'failed'; invoice: InvoiceRow }
  | { outcome: 'requires_action'; invoice: InvoiceRow; clientSecret: string; paymentMethodId: string | null }
  /** Another runner is charging it, or it is paid or void already: nothing was done. */
  | { outcome: 'busy' | 'settled'; invoice: InvoiceRow | null }
  /** The provider could not be reached: nothing happened; the sweep or the user tries again. */
  | { outcome: 'unavailable'; invoice: InvoiceRow };

/**
 * One charge attempt of an open or failed invoice with the card on file. `onSession` is true when
 * the customer is present (a retry from the account page), false for automatic charges.
 */
export async function chargeInvoice(deps: BillingDeps, invoiceId: number, options: { onSession: boolean }): Promise<ChargeResult> {
  const { db } = deps;
  const lease = deps.now().getTime();
  const invoice = await takeChargeLease(db, invoiceId, lease, lease - CHARGE_LEASE_MS);
  if (!invoice) {
    const current = await findInvoice(db, invoiceId);
    return { outcome: current && (current.status === 'open' || current.status === 'failed') ? 'busy' : 'settled', invoice: current };
  }
  try {
    return await attemptCharge(deps, invoice, lease, options.onSession);
  } catch (err) {
    // Nothing is known to have happened: the next attempt reuses this attempt's idempotency key.
    await dropChargeLease(db, invoice.id, lease);
    if (err instanceof CardProviderUnavailableError) {
      console.warn(`invoice ${invoice.id}: card provider unavailable`, err.detail);
      return { outcome: 'unavailable', invoice };
    }
    throw err;
  }
}

async function attemptCharge(deps: BillingDeps, invoice: InvoiceRow, lease: number, onSession: boolean): Promise<ChargeResult> {
  const { db, provider } = deps;
  const fail = async (failure: { paymentId: string | null; code: string; message: string }) =>
    (await markAttemptFailed(db, invoice.id, lease, failure)) ?? (await findInvoice(db, invoice.id)) ?? invoice;

  // The customer may have confirmed the last attempt in the browser since (3-D Secure): then it is paid.
  if (invoice.failureCode === 'authentication_required' && invoice.providerPaymentId && invoice.provider === provider.kind) {
    const earlier = await provider.paymentStatus(invoice.providerPaymentId);
    if (earlier.status === 'succeeded') {
      const paid = await markInvoicePaid(db, invoice.id, earlier.paymentId, false);
      return { outcome: 'paid', invoice: paid ?? invoice };
    }
  }

  // A deleted user's invoice is kept without its user (and without a card on file).
  const userId = invoice.userId;
  const account = userId === null ? null : await findBillingAccount(db, userId);
  if (userId === null || !account?.paymentMethodId || !account.providerCustomerId || account.provider !== provider.kind) {
    return {
      outcome: 'failed',
      invoice: await fail({ paymentId: null, code: 'no_payment_method', message: 'No card is on file. Please add a card to pay this invoice.' }),
    };
  }

  const attempt = invoice.attempts + 1;
  const outcome = await provider.charge({
    customerId: account.providerCustomerId,
    paymentMethodId: account.paymentMethodId,
    amountFils: invoice.totalFils,
    // Per invoice, attempt and card: a retried request (after a crash or time-out) replays its first outcome.
    idempotencyKey: `invoice-${invoice.id}-attempt-${attempt}-${account.paymentMethodId}`,
    invoiceId: invoice.id,
    userId,
    description: `UAE Corporate Tax Research, invoice ${invoice.id} (${invoice.period})`,
    onSession,
  });
  if (outcome.status === 'succeeded') {
    const paid = await markInvoicePaid(db, invoice.id, outcome.paymentId, true);
    return { outcome: 'paid', invoice: paid ?? (await findInvoice(db, invoice.id)) ?? invoice };
  }
  const failed = await fail({ paymentId: outcome.paymentId, code: outcome.code, message: outcome.message });
  if (outcome.status === 'requires_action') {
    return { outcome: 'requires_action', invoice: failed, clientSecret: outcome.clientSecret, paymentMethodId: account.paymentMethodId };
  }
  return { outcome: 'failed', invoice: failed };
}

/** Invoices the user's pending charges at once when they reach the threshold (AED 25); null when not due. */
export async function invoiceIfThresholdReached(deps: BillingDeps, userId: number): Promise<InvoiceRow | null> {
  const created = await createInvoiceOfPending(deps.db, {
    userId,
    period: periodOf(deps.now()),
    reason: 'threshold',
    provider: deps.provider.kind,
    claimToken: randomToken(18),
    minimumFils: BILLING_THRESHOLD_FILS,
  });
  return created?.invoice ?? null;
}

/** After a charged answer was saved: invoice and charge when the threshold is reached (run in the background). */
export async function afterAnswerCharged(deps: BillingDeps, userId: number, event: { priceFils: number }): Promise<void> {
  if (event.priceFils <= 0) return;
  const invoice = await invoiceIfThresholdReached(deps, userId);
  if (invoice) await chargeInvoice(deps, invoice.id, { onSession: false });
}

export interface BillingRunReport {
  period: string;
  invoicesCreated: number;
  invoicedFils: number;
  charged: Record<ChargeResult['outcome'], number>;
  /** Professional subscriptions read again from the provider (period over, or first payment never came). */
  subscriptions: { synced: number; failed: number };
}

/**
 * The scheduled billing run: invoices every user's charges from before this month (period: last
 * month), then charges every open invoice that no request finished charging. Safe to run any
 * number of times: a second run finds nothing left to invoice, and the unique index on
 * (user, period) of monthly invoices stands behind that.
 */
export async function runBillingCycle(deps: BillingDeps): Promise<BillingRunReport> {
  const now = deps.now();
  const monthStart = calendarMonthUtc(now).start;
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const report: BillingRunReport = {
    period: periodOf(previous),
    invoicesCreated: 0,
    invoicedFils: 0,
    charged: { paid: 0, failed: 0, requires_action: 0, busy: 0, settled: 0, unavailable: 0 },
    subscriptions: { synced: 0, failed: 0 },
  };
  // First, so that a subscription that ended or lapsed has its plan fall back before anything else reads it.
  report.subscriptions = await syncDueSubscriptions(deps);

  let afterUserId = 0;
  for (;;) {
    const userIds = await usersWithPendingBefore(deps.db, monthStart, afterUserId, PAGE);
    for (const userId of userIds) {
      const created = await createInvoiceOfPending(deps.db, {
        userId,
        period: report.period,
        reason: 'monthly',
        provider: deps.provider.kind,
        claimToken: randomToken(18),
        minimumFils: 1,
        createdBefore: monthStart,
      });
      if (created) {
        report.invoicesCreated += 1;
        report.invoicedFils += created.invoice.totalFils;
      }
    }
    if (userIds.length < PAGE) break;
    afterUserId = userIds.at(-1)!;
  }

  // Charges the new monthly invoices and any older open one whose charge never completed. An
  // invoice a request is charging right now holds a live lease and is left alone.
  const seen = new Set<number>();
  for (;;) {
    const due = (await invoicesAwaitingCharge(deps.db, now.getTime() - CHARGE_LEASE_MS, PAGE)).filter((i) => !seen.has(i.id));
    if (due.length === 0) break;
    for (const invoice of due) {
      seen.add(invoice.id);
      const result = await chargeInvoice(deps, invoice.id, { onSession: false });
      report.charged[result.outcome] += 1;
    }
  }
  return report;
}

/** A new card is on file: failed invoices are charged again with it (the customer is present). */
export async function retryFailedInvoices(deps: BillingDeps, userId: number): Promise<ChargeResult[]> {
  const results: ChargeResult[] = [];
  for (const invoice of await failedInvoicesOfUser(deps.db, userId)) results.push(await chargeInvoice(deps, invoice.id, { onSession: true }));
  return results;
}
