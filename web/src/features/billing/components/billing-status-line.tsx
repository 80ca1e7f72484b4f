/**
 * Spec §2 "Chat page": the billing status line, refreshed every 30 s and after every answer:
 * what the NEXT question costs (welcome credits first, spec §1) and what is left or spent.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { BillingCurrent } from '../../../../../schema/api/billing.ts';
import { priceOfNext, type UsageKind } from '../../../../../schema/pricing.ts';
import { formatFils } from '../../../lib/format.ts';
import { useBillingCurrent } from '../api.ts';
import { MONTHLY_USAGE_PATH } from './billing-prompt.tsx';
import { BILLING_TEXT as BT } from '../messages.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '1 free chat and 2 free follow-ups left', without the kinds that are used up; null when none is left. */
export function creditsLeft(b: Pick<BillingCurrent, 'welcomeChatCredits' | 'welcomeFollowupCredits'>): string | null {
  const parts = [
    b.welcomeChatCredits > 0 ? plural(b.welcomeChatCredits, 'free chat', 'free chats') : null,
    b.welcomeFollowupCredits > 0 ? plural(b.welcomeFollowupCredits, 'free follow-up', 'free follow-ups') : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? `${parts.join(' and ')} left` : null;
}

/**
 * 'Next question: free (welcome follow-up credit) · 2 free follow-ups left', or
 * 'Next question: AED 2.00 · AED 7.00 this month'.
 */
export function nextQuestionLine(b: BillingCurrent, kind: UsageKind): string {
  if (b.plan === 'professional') return 'Next question: included in your Professional Plan';
  const next = priceOfNext(kind, b);
  const price = next.credit ? `free (welcome ${next.credit === 'welcome_followup' ? 'follow-up' : 'chat'} credit)` : formatFils(next.fils);
  const parts = [`Next question: ${price}`];
  const credits = creditsLeft(b);
  if (credits) parts.push(credits);
  if (!credits || b.totalCostFils > 0) parts.push(`${formatFils(b.totalCostFils)} this month`);
  return parts.join(' · ');
}

export function BillingStatusLine({ userId, kind, revision }: { userId: number; kind: UsageKind; revision: number }) {
  const { data, mutate } = useBillingCurrent(userId);

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
        {nextQuestionLine(data, kind)}
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
          {BT.paused(formatFils(data.failedInvoice.totalFils))}{' '}
          <Link to={MONTHLY_USAGE_PATH} className="font-semibold text-red-800 underline">
            {BT.payFromAccount}
          </Link>
        </p>
      )}
    </div>
  );
}
