/**
 * The legacy Professional Plan on the account page (spec §4 "Subscription plans"): the next
 * billing date (or, once cancelled, the date it ends), the monthly allowance, 'Manage Billing'
 * and 'Cancel Subscription'.
 */
import type { SubscriptionStatus } from '../../../../../../schema/api/account.ts';
import { PROFESSIONAL_PLAN } from '../../../../../../schema/pricing.ts';
import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { periodEndDate } from '../plan-status.ts';
import { CancelSubscriptionButton } from './cancel-subscription-button.tsx';
import { ManageBillingButton } from './manage-billing-button.tsx';
import { PlanStatusBadge } from './plan-status-badge.tsx';
import { WordAllowanceBar } from './word-allowance-bar.tsx';

/** The billing-period line: when the next charge is, or when a cancelled plan stops. */
export function PeriodLine({ status }: { status: SubscriptionStatus }) {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const date = periodEndDate(status, useLocale().format);
  if (status.cancel_at_period_end) return <p className="font-medium text-amber-800">{date ? T.endsOn(date) : T.endsAtPeriodEnd}</p>;
  return <p>{date ? T.nextBilling(date) : T.noNextBilling}</p>;
}

export function ProfessionalPlanDetails({ status }: { status: SubscriptionStatus }) {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const { format } = useLocale();
  return (
    <>
      <div className="flex items-center gap-2">
        <h3 className="font-semibold text-slate-900">{T.planNameLegacy(T.planName)}</h3>
        <PlanStatusBadge status={status.status} />
      </div>
      <p>{T.planPrice(format.filsShort(PROFESSIONAL_PLAN.priceFils))}.</p>
      <PeriodLine status={status} />
      <WordAllowanceBar chatsThisMonth={status.chats_this_month ?? 0} wordsUsed={status.words_used ?? 0} wordLimit={status.word_limit} />
      <div className="flex flex-wrap gap-2 pt-2">
        <ManageBillingButton />
        {!status.cancel_at_period_end && <CancelSubscriptionButton endsOn={periodEndDate(status, format)} />}
      </div>
    </>
  );
}
