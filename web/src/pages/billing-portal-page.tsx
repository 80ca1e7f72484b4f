/**
 * /billing/portal: the local test provider's stand-in for Stripe's customer portal, where
 * 'Manage Billing' leads when no Stripe key is configured. A Professional subscriber sees the
 * plan, its status and next billing date, replaces the card (the payment set-up dialog) and can
 * cancel (the same confirmation as the account page).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { SubscriptionStatus } from '../../../schema/api/account.ts';
import type { PaymentMethodSummary } from '../../../schema/api/billing.ts';
import { PROFESSIONAL_PLAN } from '../../../schema/pricing.ts';
import { StateCard } from '../components/ui/state-card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBillingCurrent, useSubscriptionStatus } from '../features/billing/api.ts';

import { PaymentSetupDialog } from '../features/billing/components/payment-setup-dialog.tsx';
import { BILLING_TEXTS } from '../features/billing/messages.ts';
import { CancelSubscriptionButton } from '../features/billing/subscription/components/cancel-subscription-button.tsx';
import { PlanStatusBadge } from '../features/billing/subscription/components/plan-status-badge.tsx';
import { ResumeSubscriptionButton } from '../features/billing/subscription/components/resume-subscription-button.tsx';
import { SignedInOnly } from '../features/billing/subscription/components/signed-in-only.tsx';
import { SUBSCRIPTION_TEXTS } from '../features/billing/subscription/messages.ts';
import { periodEndDate } from '../features/billing/subscription/plan-status.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { PlanChargeList } from '../features/billing/components/invoice-list.tsx';

const ACCOUNT_PATH = '/account?tab=subscription';

function TestPortalNotice() {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const BILLING_TEXT = useTexts(BILLING_TEXTS);
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950">
      <span className="me-2 rounded bg-amber-400 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-blue-950">{BILLING_TEXT.testModeTitle}</span>
      {T.portalNotice}
    </p>
  );
}

function PlanSummary({ status }: { status: SubscriptionStatus }) {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const { format } = useLocale();
  const date = periodEndDate(status, format);
  return (
    <section aria-labelledby="portal-plan-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="portal-plan-heading" className="text-lg font-bold text-slate-900">
        {T.planLabel}
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{T.planLabel}</dt>
          <dd className="mt-1 text-slate-900">
            {T.planName} · {T.planPrice(format.filsShort(PROFESSIONAL_PLAN.priceFils))}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{T.statusLabel}</dt>
          <dd className="mt-1">
            <PlanStatusBadge status={status.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{status.cancel_at_period_end ? T.endsLabel : T.nextBillingLabel}</dt>
          <dd className="mt-1 text-slate-900">{date ?? T.notAvailable}</dd>
        </div>
      </dl>
      {status.cancel_at_period_end ? (
        <div className="space-y-3">
          <p className="text-sm font-medium text-amber-800">{date ? T.endsOn(date) : T.endsAtPeriodEnd}</p>
          <ResumeSubscriptionButton />
        </div>
      ) : (
        <CancelSubscriptionButton endsOn={date} />
      )}
    </section>
  );
}

type CardSummary = Pick<PaymentMethodSummary, 'label'> & Partial<Pick<PaymentMethodSummary, 'expMonth' | 'expYear'>>;

function CardOnFile({ paymentMethod }: { paymentMethod: CardSummary | null | undefined }) {
  const [replacing, setReplacing] = useState(false);
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const BILLING_TEXT = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  return (
    <section aria-labelledby="portal-card-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="portal-card-heading" className="text-lg font-bold text-slate-900">
        {BILLING_TEXT.cardOnFile}
      </h2>
      {paymentMethod === undefined ? (
        <Spinner label={T.loadingCard} />
      ) : paymentMethod ? (
        <div className="text-sm">
          <p className="font-semibold text-slate-900">
            <bdi>{paymentMethod.label}</bdi>
          </p>
          {typeof paymentMethod.expMonth === 'number' && typeof paymentMethod.expYear === 'number' && (
            <p className="text-xs text-slate-600">{format.digits(BILLING_TEXT.expires(paymentMethod.expMonth, paymentMethod.expYear))}</p>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{T.noCard}</p>
      )}
      <Button aria-haspopup="dialog" onClick={() => setReplacing(true)} variant="secondary">
        {paymentMethod ? T.replaceCard : T.addCard}
      </Button>
      <PaymentSetupDialog open={replacing} onClose={() => setReplacing(false)} />
    </section>
  );
}

/** The card paying the subscription; else the card on file (with its expiry), which a new card replaces for both. */
function cardOf(status: SubscriptionStatus, onFile: PaymentMethodSummary | null | undefined): CardSummary | null | undefined {
  if (onFile && (!status.payment_method || status.payment_method.label === onFile.label)) return onFile;
  return status.payment_method ?? onFile;
}

function Portal({ userId }: { userId: number }) {
  const status = useSubscriptionStatus(userId);
  const billing = useBillingCurrent(userId);
  const T = useTexts(SUBSCRIPTION_TEXTS);
  if (status.error && !status.data) {
    return (
      <StateCard
        title={T.portalTitle}
        tone="error"
        actions={
          <Link to={ACCOUNT_PATH} className={buttonClass({ variant: 'secondary' })}>
            {T.backToAccount}
          </Link>
        }
      >
        <p role="alert">{T.statusError}</p>
      </StateCard>
    );
  }
  if (!status.data) return <Spinner label={T.loadingStatus} />;
  if (status.data.plan !== 'professional') {
    return (
      <StateCard
        title={T.portalNoPlanTitle}
        actions={
          <>
            <Link to={ACCOUNT_PATH} className={buttonClass()}>
              {T.backToAccount}
            </Link>
            <Link to="/subscribe" className={buttonClass({ variant: 'secondary' })}>
              {T.viewPlan}
            </Link>
          </>
        }
      >
        <p>{T.portalNoPlan}</p>
      </StateCard>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={ACCOUNT_PATH} className="text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950">
        {T.backArrow} {T.backToAccount}
      </Link>
      <h1 className="text-2xl font-bold text-blue-950 sm:text-3xl">{T.portalTitle}</h1>
      <TestPortalNotice />
      <PlanSummary status={status.data} />
      <PlanChargeList userId={userId} />
      <CardOnFile paymentMethod={cardOf(status.data, billing.error ? null : billing.data?.paymentMethod)} />
    </div>
  );
}

export function BillingPortalPage() {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  useDocumentTitle(T.portalTitle);
  return <SignedInOnly message={T.loginRequired}>{(userId) => <Portal userId={userId} />}</SignedInOnly>;
}
