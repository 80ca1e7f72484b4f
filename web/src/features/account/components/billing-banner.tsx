/** Spec §4 "Billing banner": welcome credits active, paid usage, or ready to use. */
import type { BillingCurrent } from '../../../../../schema/api/account.ts';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../../schema/pricing.ts';
import { formatAed } from '../../../lib/format.ts';
import { countOf, formatFilsShort } from '../../pricing/money.ts';

export type BillingBannerState = 'welcome' | 'paid' | 'ready';

/** Remaining credits come first: while any is left the next use may be free, whatever was paid already. */
export function billingBannerState(b: BillingCurrent): BillingBannerState {
  if (b.hasWelcomeCredits) return 'welcome';
  if (b.isOverFreeLimit || b.totalCostFils > 0) return 'paid';
  return 'ready';
}

const rates = `${formatFilsShort(PRICE_FILS.chat)} per chat or multi-document search, ${formatFilsShort(PRICE_FILS.followup)} per follow-up question`;

export function BillingBanner({ billing }: { billing: BillingCurrent }) {
  const state = billingBannerState(billing);
  if (state === 'welcome') {
    const chats = countOf(billing.welcomeChatCredits, 'free chat', 'free chats');
    const followups = countOf(billing.welcomeFollowupCredits, 'free follow-up', 'free follow-ups');
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <p className="font-semibold">Welcome credits active</p>
        <p className="mt-1 text-sm">
          You have {chats} and {followups} left. After that: {rates}.
        </p>
      </div>
    );
  }
  if (state === 'paid') {
    return (
      <div role="status" className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
        <p className="font-semibold">Pay-as-you-go usage</p>
        <p className="mt-1 text-sm">
          {formatAed(billing.totalCost)} so far this month. Charges are billed monthly, or earlier when pending charges reach{' '}
          {formatFilsShort(BILLING_THRESHOLD_FILS)}.
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <p className="font-semibold">Ready to use</p>
      <p className="mt-1 text-sm">You pay only for what you use: {rates}. Keyword search is always free.</p>
    </div>
  );
}
