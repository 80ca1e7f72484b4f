/**
 * /subscribe (spec §2 "Subscribe", §4 "/subscribe states"): the legacy Professional Plan. Loading,
 * a login card without a user, 'Already Subscribed' for a subscriber; otherwise the plan's
 * features, the promo code box and the payment form on the subscription's client secret.
 */
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUBSCRIPTION_RETURN_PATHS } from '../../../schema/api/subscriptions.ts';
import { StateCard } from '../components/ui/state-card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useToast } from '../components/ui/toast.tsx';
import { useRevalidateBilling, useSubscriptionStatus } from '../features/billing/api.ts';
import { ErrorAlert } from '../components/ui/controls.tsx';
import { isTestMode, TestModeNotice } from '../features/billing/components/test-mode-notice.tsx';
import { CouponBox } from '../features/billing/subscription/components/coupon-box.tsx';
import { PlanFeatures } from '../features/billing/subscription/components/plan-features.tsx';
import { PriceSummary } from '../features/billing/subscription/components/price-summary.tsx';
import { SubscriptionPaymentForm } from '../features/billing/subscription/components/subscription-payment-form.tsx';
import { SignedInOnly } from '../features/billing/subscription/components/signed-in-only.tsx';
import { planText, useBillingText, type BillingSaid } from '../features/billing/localize.ts';
import { SUBSCRIPTION_TEXTS } from '../features/billing/subscription/messages.ts';
import { hasActivePlan } from '../features/billing/subscription/plan-status.ts';
import { useSubscriptionCheckout, type Checkout } from '../features/billing/subscription/use-subscription-checkout.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';

function UnableToInitialize() {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  return (
    <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <h3 className="font-semibold">{T.unableTitle}</h3>
      <p>{T.unable}</p>
      <Button onClick={() => window.location.reload()} variant="secondary">
        {T.refreshPage}
      </Button>
    </div>
  );
}

function PaymentPanel({ checkout }: { checkout: Checkout }) {
  const navigate = useNavigate();
  const toast = useToast();
  const revalidate = useRevalidateBilling();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const { format } = useLocale();
  const localized = useBillingText();
  const [error, setError] = useState<BillingSaid | null>(null);
  const errorId = useId();
  const { intent } = checkout;
  const returnPath = checkout.fullDiscount ? SUBSCRIPTION_RETURN_PATHS.successWithDiscount : SUBSCRIPTION_RETURN_PATHS.success;

  return (
    <section aria-labelledby="payment-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="payment-heading" className="text-lg font-bold text-slate-900">
        {T.paymentTitle}
      </h2>
      <CouponBox applied={checkout.coupon} applying={checkout.applying} disabled={!intent} onApply={(text) => void checkout.applyCoupon(text)} />
      {intent && <PriceSummary intent={intent} couponCode={checkout.coupon?.code ?? null} />}
      <p className="text-sm text-slate-600">{format.digits(T.cardStillNeeded)}</p>
      {intent && isTestMode(intent) && <TestModeNotice />}
      <ErrorAlert id={errorId} message={error ? localized(error) : null} />
      {checkout.initialising ? (
        <Spinner label={T.preparingPayment} />
      ) : intent ? (
        <SubscriptionPaymentForm
          intent={intent}
          returnPath={returnPath}
          errorId={errorId}
          onPaid={() => {
            setError(null);
            void revalidate();
            navigate(returnPath);
          }}
          onFailed={(message) => {
            setError(message);
            toast({ title: localized(planText('paymentFailedTitle')), description: localized(message), variant: 'destructive' });
          }}
          onUnexpected={() => {
            setError(planText('unexpected'));
            toast({ title: localized(planText('paymentErrorTitle')), description: localized(planText('unexpected')), variant: 'destructive' });
          }}
        />
      ) : (
        <UnableToInitialize />
      )}
    </section>
  );
}

function Checkout() {
  const checkout = useSubscriptionCheckout();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-blue-950 sm:text-3xl">{T.subscribeTitle}</h1>
      <div className="grid gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
        <PlanFeatures />
        <PaymentPanel checkout={checkout} />
      </div>
    </div>
  );
}

function SubscribeForUser({ userId }: { userId: number }) {
  const status = useSubscriptionStatus(userId);
  const T = useTexts(SUBSCRIPTION_TEXTS);
  if (status.isLoading) return <Spinner label={T.loadingStatus} />;
  if (hasActivePlan(status.data)) {
    return (
      <StateCard
        title={T.alreadySubscribedTitle}
        actions={
          <Link to="/account?tab=subscription" className={buttonClass()}>
            {T.manageSubscription}
          </Link>
        }
      >
        <p>{T.alreadySubscribed}</p>
      </StateCard>
    );
  }
  // Mounted only once the user is known not to be subscribed: no subscription is created otherwise.
  return <Checkout />;
}

export function SubscribePage() {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  useDocumentTitle(T.subscribeTitle);
  return <SignedInOnly message={T.authRequired}>{(userId) => <SubscribeForUser userId={userId} />}</SignedInOnly>;
}
