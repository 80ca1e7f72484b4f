/**
 * Spec §4 "Billing banner": welcome credits active (remaining free chats and follow-ups, then
 * the paid rates), paid usage (over the free limit or a cost above 0), or ready to use; and,
 * before all of them, an invoice whose payment failed (paid answers are paused until it is paid).
 */
import { Link } from 'react-router';
import type { BillingCurrent } from '../../../../../schema/api/billing.ts';
import { PRICE_FILS } from '../../../../../schema/pricing.ts';
import { formatFils, countOf, formatFilsShort } from '../../../lib/format.ts';
import { BILLING_TEXT as T } from '../messages.ts';

export type BillingBannerState = 'failed' | 'welcome' | 'paid' | 'ready';

/** A failed invoice stops paid answers, so it comes first; then remaining credits (the next use may be free). */
export function billingBannerState(b: BillingCurrent): BillingBannerState {
  if (b.failedInvoice) return 'failed';
  if (b.hasWelcomeCredits) return 'welcome';
  if (b.isOverFreeLimit || b.totalCostFils > 0) return 'paid';
  return 'ready';
}

const rates = `${formatFilsShort(PRICE_FILS.chat)} per chat or multi-document search, ${formatFilsShort(PRICE_FILS.followup)} per follow-up question`;

/** Without a card (and no plan that pays), answers beyond the credits cannot be charged. */
function CardHint({ billing }: { billing: BillingCurrent }) {
  if (billing.paymentMethod || billing.plan === 'professional') return null;
  return (
    <p className="mt-2 text-sm">
      <Link to="/payment-setup" className="font-semibold underline">
        {T.setUpCard}
      </Link>{' '}
      to keep using AI answers after your welcome credits.
    </p>
  );
}

export function BillingBanner({ billing }: { billing: BillingCurrent }) {
  const state = billingBannerState(billing);
  if (state === 'failed' && billing.failedInvoice) {
    const invoice = billing.failedInvoice;
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">Payment failed</p>
        <p className="mt-1 text-sm">
          Your invoice of {formatFils(invoice.totalFils)} could not be paid.{invoice.failureMessage && ` The card payment provider said: “${invoice.failureMessage}”`} Paid AI answers
          are paused until it is paid: retry the payment below, or replace your card on the Subscription tab.
        </p>
      </div>
    );
  }
  if (state === 'welcome') {
    const chats = countOf(billing.welcomeChatCredits, 'free chat', 'free chats');
    const followups = countOf(billing.welcomeFollowupCredits, 'free follow-up', 'free follow-ups');
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <p className="font-semibold">Welcome credits active</p>
        <p className="mt-1 text-sm">
          You have {chats} and {followups} left. After that: {rates}.
        </p>
        <CardHint billing={billing} />
      </div>
    );
  }
  if (state === 'paid') {
    return (
      <div role="status" className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
        <p className="font-semibold">Pay-as-you-go usage</p>
        <p className="mt-1 text-sm">
          {formatFils(billing.totalCostFils)} so far this month. Charges are billed monthly, or earlier when pending charges reach{' '}
          {formatFilsShort(billing.thresholdFils)}.
          {billing.pendingFils > 0 && ` Not yet invoiced: ${formatFils(billing.pendingFils)}.`}
          {billing.unpaidFils > 0 && ` Invoiced, awaiting payment: ${formatFils(billing.unpaidFils)}.`}
        </p>
        <CardHint billing={billing} />
      </div>
    );
  }
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <p className="font-semibold">Ready to use</p>
      <p className="mt-1 text-sm">You pay only for what you use: {rates}. Keyword search is always free.</p>
      <CardHint billing={billing} />
    </div>
  );
}
