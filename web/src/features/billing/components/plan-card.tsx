/**
 * Spec §2 Account page, tab 4, and §4 "Subscription plans": free (a prompt to set up a payment
 * method, which enables usage-based billing), usage_based (active, no commitment, the card on
 * file with Replace and Remove), legacy professional (./subscription), which the other
 * two are offered with a link to /subscribe.
 */
import { Link } from 'react-router';
import type { SubscriptionStatus } from '../../../../../schema/api/account.ts';
import type { BillingCurrent } from '../../../../../schema/api/billing.ts';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../../schema/pricing.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { ProfessionalPlanDetails } from '../subscription/components/professional-plan-details.tsx';
import { SUBSCRIPTION_TEXTS } from '../subscription/messages.ts';
import { useBillingCurrent, useSubscriptionStatus } from '../api.ts';
import { BILLING_TEXTS } from '../messages.ts';

import { useWelcomeGift } from '../../../shared/welcome-gift.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PaymentMethodCard } from './payment-method-card.tsx';

function Badge({ children, tone }: { children: string; tone: 'green' | 'slate' }) {
  const colours = tone === 'green' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700';
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}

function SetUpLink({ children }: { children: string }) {
  return (
    <Link to="/payment-setup" className={buttonClass({ className: 'mt-2' })}>
      {children}
    </Link>
  );
}

function PlanDetails({ status, billing }: { status: SubscriptionStatus; billing: BillingCurrent | undefined }) {
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  const welcomeGift = useWelcomeGift();
  const payAsYouGo = T.payAsYouGo(format.filsShort(PRICE_FILS.chat), format.filsShort(PRICE_FILS.followup), format.filsShort(BILLING_THRESHOLD_FILS));
  if (status.plan === 'usage_based') {
    return (
      <>
        <div className="flex items-center gap-2">
          <h3 className="font-semibold text-slate-900">{T.usageBasedTitle}</h3>
          <Badge tone="green">{T.active}</Badge>
        </div>
        <p>{T.usageBasedText(payAsYouGo)}</p>
        {billing?.paymentMethod ? (
          <PaymentMethodCard paymentMethod={billing.paymentMethod} />
        ) : billing ? (
          <>
            <p>{T.noCardOnFile}</p>
            <SetUpLink>{T.submit}</SetUpLink>
          </>
        ) : null}
      </>
    );
  }
  if (status.plan === 'professional') return <ProfessionalPlanDetails status={status} />;
  const gift = welcomeGift.worth;
  return (
    <>
      <div className="flex items-center gap-2">
        <h3 className="font-semibold text-slate-900">{T.payAsYouGoTitle}</h3>
        <Badge tone="slate">{T.freePlan}</Badge>
      </div>
      <p>{T.freePlanText(payAsYouGo)}</p>
      <p>{T.welcomeGift(gift)}</p>
      {billing?.paymentMethod ? (
        <PaymentMethodCard paymentMethod={billing.paymentMethod} />
      ) : (
        <>
          <p>{T.noCardYet}</p>
          <p>{T.setUpToEnable}</p>
          <SetUpLink>{T.enableUsageBilling}</SetUpLink>
        </>
      )}
    </>
  );
}

/** The legacy plan stays on offer (spec route table: /subscribe) for those who prefer a flat fee. */
function LegacyPlanOffer() {
  const S = useTexts(SUBSCRIPTION_TEXTS);
  return (
    <p className="border-t border-slate-200 pt-3 text-slate-600">
      {S.legacyOffer}{' '}
      <Link to="/subscribe" className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950">
        {S.viewPlan}
      </Link>
    </p>
  );
}

export function PlanCard({ userId }: { userId: number }) {
  const { data, error } = useSubscriptionStatus(userId);
  const billing = useBillingCurrent(userId);
  const T = useTexts(BILLING_TEXTS);
  return (
    <section aria-labelledby="plan-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="plan-heading" className="text-lg font-bold text-slate-900">
        {T.yourPlan}
      </h2>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {T.planLoadError}
        </p>
      ) : !data ? (
        <Spinner label={T.loadingPlan} />
      ) : (
        <div className="mt-3 space-y-2 text-sm text-slate-700">
          <PlanDetails status={data} billing={billing.data} />
          {data.plan !== 'professional' && <LegacyPlanOffer />}
        </div>
      )}
    </section>
  );
}
