/**
 * Spec §4 "Billing banner": welcome credits active (remaining free chats and follow-ups, then
 * the paid rates), paid usage (over the free limit or a cost above 0), or ready to use; and,
 * before all of them, an invoice whose payment failed (paid answers are paused until it is paid).
 */
import { Link } from 'react-router';
import type { BillingCurrent } from '../../../../../schema/api/billing.ts';
import { PRICE_FILS } from '../../../../../schema/pricing.ts';
import type { Translation } from '../../../i18n/bilingual.ts';
import type { Formatters } from '../../../i18n/format.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { countText } from '../localize.ts';
import { BILLING_TEXTS, type BILLING_TEXT } from '../messages.ts';

export type BillingBannerState = 'failed' | 'welcome' | 'paid' | 'ready';

/** A failed invoice stops paid answers, so it comes first; then remaining credits (the next use may be free). */
export function billingBannerState(b: BillingCurrent): BillingBannerState {
  if (b.failedInvoice) return 'failed';
  if (b.hasWelcomeCredits) return 'welcome';
  if (b.isOverFreeLimit || b.totalCostFils > 0) return 'paid';
  return 'ready';
}

const ratesOf = (t: Translation<typeof BILLING_TEXT>, format: Formatters) => t.rates(format.filsShort(PRICE_FILS.chat), format.filsShort(PRICE_FILS.followup));

/** Without a card (and no plan that pays), answers beyond the credits cannot be charged. */
function CardHint({ billing }: { billing: BillingCurrent }) {
  const t = useTexts(BILLING_TEXTS);
  if (billing.paymentMethod || billing.plan === 'professional') return null;
  return (
    <p className="mt-2 text-sm">
      <Link to="/payment-setup" className="font-semibold underline">
        {t.setUpCard}
      </Link>{' '}
      {t.cardHint}
    </p>
  );
}

export function BillingBanner({ billing }: { billing: BillingCurrent }) {
  const t = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  const state = billingBannerState(billing);
  if (state === 'failed' && billing.failedInvoice) {
    const invoice = billing.failedInvoice;
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t.bannerFailedTitle}</p>
        <p className="mt-1 text-sm">{t.bannerFailedText(format.fils(invoice.totalFils), invoice.failureMessage)}</p>
      </div>
    );
  }
  if (state === 'welcome') {
    const chats = countText(format, billing.welcomeChatCredits, t.freeChats);
    const followups = countText(format, billing.welcomeFollowupCredits, t.freeFollowups);
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <p className="font-semibold">{t.bannerWelcomeTitle}</p>
        <p className="mt-1 text-sm">{t.bannerWelcomeText(chats, followups, ratesOf(t, format))}</p>
        <CardHint billing={billing} />
      </div>
    );
  }
  if (state === 'paid') {
    return (
      <div role="status" className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
        <p className="font-semibold">{t.bannerPaidTitle}</p>
        <p className="mt-1 text-sm">
          {t.bannerPaidText(format.fils(billing.totalCostFils), format.filsShort(billing.thresholdFils))}
          {billing.pendingFils > 0 && t.bannerPending(format.fils(billing.pendingFils))}
          {billing.unpaidFils > 0 && t.bannerUnpaid(format.fils(billing.unpaidFils))}
        </p>
        <CardHint billing={billing} />
      </div>
    );
  }
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <p className="font-semibold">{t.bannerReadyTitle}</p>
      <p className="mt-1 text-sm">{t.bannerReadyText(ratesOf(t, format))}</p>
      <CardHint billing={billing} />
    </div>
  );
}
