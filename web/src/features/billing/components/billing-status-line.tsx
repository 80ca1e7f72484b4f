/**
 * Spec §2 "Chat page": the billing status line, refreshed every 30 s and after every answer:
 * what the NEXT question costs (welcome credits first, spec §1) and what is left or spent.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { BillingCurrent } from '../../../../../schema/api/billing.ts';
import { priceOfNext, type UsageKind } from '../../../../../schema/pricing.ts';
import type { Translation } from '../../../i18n/bilingual.ts';
import type { Formatters } from '../../../i18n/format.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { useBillingCurrent } from '../api.ts';
import { countText, ENGLISH_FORMAT } from '../localize.ts';
import { MONTHLY_USAGE_PATH } from './billing-prompt.tsx';
import { BILLING_TEXT, BILLING_TEXTS } from '../messages.ts';

type Texts = Translation<typeof BILLING_TEXT>;

/** '1 free chat and 2 free follow-ups left', without the kinds that are used up; null when none is left. */
export function creditsLeft(
  b: Pick<BillingCurrent, 'welcomeChatCredits' | 'welcomeFollowupCredits'>,
  t: Texts = BILLING_TEXT,
  format: Formatters = ENGLISH_FORMAT,
): string | null {
  const parts = [
    b.welcomeChatCredits > 0 ? countText(format, b.welcomeChatCredits, t.freeChats) : null,
    b.welcomeFollowupCredits > 0 ? countText(format, b.welcomeFollowupCredits, t.freeFollowups) : null,
  ].filter((p): p is string => p !== null);
  if (!parts.length) return null;
  return t.creditsLeft(parts.length === 2 ? t.and(parts[0]!, parts[1]!) : parts[0]!);
}

/**
 * 'Next question: free (welcome follow-up credit) · 2 free follow-ups left', or
 * 'Next question: AED 2.00 · AED 7.00 this month' (in the language of `t` and `format`).
 */
export function nextQuestionLine(b: BillingCurrent, kind: UsageKind, t: Texts = BILLING_TEXT, format: Formatters = ENGLISH_FORMAT): string {
  if (b.plan === 'professional') return t.nextIncluded;
  const next = priceOfNext(kind, b);
  const price = next.credit ? (next.credit === 'welcome_followup' ? t.freeFollowupCredit : t.freeChatCredit) : format.fils(next.fils);
  const parts = [t.nextQuestion(price)];
  const credits = creditsLeft(b, t, format);
  if (credits) parts.push(credits);
  if (!credits || b.totalCostFils > 0) parts.push(t.thisMonth(format.fils(b.totalCostFils)));
  return parts.join(' · ');
}

export function BillingStatusLine({ userId, kind, revision }: { userId: number; kind: UsageKind; revision: number }) {
  const { data, mutate } = useBillingCurrent(userId);
  const BT = useTexts(BILLING_TEXTS);
  const { format } = useLocale();

  // Every finished request may have used a credit or added a charge: reload then, not only on the 30 s poll.
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    void mutate();
  }, [revision, mutate]);

  if (!data) return null;
  const paid = data.plan !== 'professional' && priceOfNext(kind, data).fils > 0;
  return (
    <div className="space-y-1 text-xs text-slate-500 print:hidden">
      <p>
        {nextQuestionLine(data, kind, BT, format)}
        {paid && !data.paymentMethod && !data.failedInvoice && (
          <>
            {' · '}
            <Link to="/payment-setup" className="font-semibold text-blue-800 underline">
              {BT.setUpCard}
            </Link>
          </>
        )}
      </p>
      {data.failedInvoice && (
        <p className="font-medium text-red-700">
          {BT.paused(format.fils(data.failedInvoice.totalFils))}{' '}
          <Link to={MONTHLY_USAGE_PATH} className="font-semibold text-red-800 underline">
            {BT.payFromAccount}
          </Link>
        </p>
      )}
    </div>
  );
}
