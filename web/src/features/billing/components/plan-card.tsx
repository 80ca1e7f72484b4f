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
import { formatFilsShort } from '../../../lib/format.ts';
import { welcomeGiftWorth } from '../../../lib/welcome-gift.ts';
import { ProfessionalPlanDetails } from '../subscription/components/professional-plan-details.tsx';
import { SUBSCRIPTION_TEXT } from '../subscription/messages.ts';
import { useBillingCurrent, useSubscriptionStatus } from '../api.ts';
import { BILLING_TEXT as T } from '../messages.ts';
import { primaryButton } from '../../../components/ui/controls.tsx';
import { PaymentMethodCard } from './payment-method-card.tsx';

function Badge({ children, tone }: { children: string; tone: 'green' | 'slate' }) {
  const colours = tone === 'green' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700';
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}

const payAsYouGo = `${formatFilsShort(PRICE_FILS.chat)} per chat or multi-document search and ${formatFilsShort(PRICE_FILS.followup)} per follow-up question, billed monthly or earlier when pending charges reach ${formatFilsShort(BILLING_THRESHOLD_FILS)}.`;

function SetUpLink({ children }: { children: string }) {
  return (
    <Link to="/payment-setup" className={`${primaryButton} mt-2`}>
      {children}
    </Link>
  );
}

function PlanDetails({ status, billing }: { status: SubscriptionStatus; billing: BillingCurrent | undefined }) {
  if (status.plan === 'usage_based') {
    return (
      <>
        <div className="flex items-center gap-2">
          <h3 className="font-semibold text-slate-900">Usage-Based Billing</h3>
          <Badge tone="green">Active</Badge>
        </div>
        <p>No commitment and no monthly fee: you pay only for what you use, {payAsYouGo}</p>
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
  const gift = welcomeGiftWorth();
  return (
    <>
      <div className="flex items-center gap-2">
        <h3 className="font-semibold text-slate-900">Pay-as-you-go</h3>
        <Badge tone="slate">Free plan</Badge>
      </div>
      <p>No subscription and no monthly fee: {payAsYouGo}</p>
      <p>Every new account starts with a welcome gift of {gift}.</p>
      {billing?.paymentMethod ? (
        <PaymentMethodCard paymentMethod={billing.paymentMethod} />
      ) : (
        <>
          <p>No card is set up for this account yet.</p>
          <p>Set up a payment method to enable usage-based billing: AI answers then continue after your welcome credits, charged as you use them.</p>
          <SetUpLink>{T.enableUsageBilling}</SetUpLink>
        </>
      )}
    </>
  );
}

/** The legacy plan stays on offer (spec route table: /subscribe) for those who prefer a flat fee. */
function LegacyPlanOffer() {
  return (
    <p className="border-t border-slate-200 pt-3 text-slate-600">
      {SUBSCRIPTION_TEXT.legacyOffer}{' '}
      <Link to="/subscribe" className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950">
        {SUBSCRIPTION_TEXT.viewPlan}
      </Link>
    </p>
  );
}

export function PlanCard({ userId }: { userId: number }) {
  const { data, error } = useSubscriptionStatus(userId);
  const billing = useBillingCurrent(userId);
  return (
    <section aria-labelledby="plan-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="plan-heading" className="text-lg font-bold text-slate-900">
        Your Plan
      </h2>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Unable to load your subscription status.
        </p>
      ) : !data ? (
        <Spinner label="Loading your plan…" />
      ) : (
        <div className="mt-3 space-y-2 text-sm text-slate-700">
          <PlanDetails status={data} billing={billing.data} />
          {data.plan !== 'professional' && <LegacyPlanOffer />}
        </div>
      )}
    </section>
  );
}
