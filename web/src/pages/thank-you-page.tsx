/**
 * /thank-you?subscription=success[&discount=true] (spec §2 "Thank-you"): loads the subscription
 * status; the Professional Plan gets its welcome, anything else is still being processed (the
 * provider confirms the payment a moment later, so the status is asked again a few times).
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StateCard } from '../components/ui/state-card.tsx';
import { Alert } from '../components/ui/form-fields.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { usePlanCharges, useSubscriptionStatus } from '../features/billing/api.ts';
import { SignedInOnly } from '../features/billing/subscription/components/signed-in-only.tsx';
import { SUBSCRIPTION_TEXTS } from '../features/billing/subscription/messages.ts';
import { PROFESSIONAL_PLAN } from '../../../schema/pricing.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { buttonClass } from '../components/ui/button.tsx';

/** How often, and how many times, a status that is not yet the plan is asked again. */
export const STATUS_RECHECK_MS = 2000;
export const STATUS_RECHECKS = 5;

function Actions() {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  return (
    <>
      <Link to="/account" className={buttonClass()}>
        {T.viewAccount}
      </Link>
      <Link to="/" className={buttonClass({ variant: 'secondary' })}>
        {T.startResearch}
      </Link>
    </>
  );
}

function DiscountBanner() {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const { format } = useLocale();
  return (
    <div className="mb-4 text-start">
      <Alert kind="success" title={format.digits(T.discountBannerTitle)}>
        {T.discountBanner}
      </Alert>
    </div>
  );
}

/** What the subscription's first invoice charged, as the provider billed it (never taken from the address). */
function AmountPaid({ userId }: { userId: number }) {
  const { data } = usePlanCharges(userId);
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const { format } = useLocale();
  const first = data?.find((charge) => charge.first && charge.status === 'paid');
  if (!first) return null;
  return <p className="mt-2 font-semibold text-slate-900">{T.amountPaid(format.fils(first.amountFils))}</p>;
}

function ThankYou({ userId, discount }: { userId: number; discount: boolean }) {
  const { data, isLoading, mutate } = useSubscriptionStatus(userId);
  const [rechecks, setRechecks] = useState(0);
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const { format } = useLocale();
  const welcomed = data?.plan === 'professional';

  useEffect(() => {
    if (welcomed || isLoading || rechecks >= STATUS_RECHECKS) return;
    const timer = setTimeout(() => {
      setRechecks((n) => n + 1);
      void mutate();
    }, STATUS_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [welcomed, isLoading, rechecks, mutate]);

  if (isLoading && !data) return <Spinner label={T.loadingStatus} />;
  return (
    <StateCard title={welcomed ? T.welcomeTitle : T.processingTitle} actions={<Actions />}>
      {discount && <DiscountBanner />}
      {welcomed ? (
        <>
          <p>{T.welcomeText(format.number(PROFESSIONAL_PLAN.wordLimit))}</p>
          <AmountPaid userId={userId} />
        </>
      ) : (
        <div role="status" className="space-y-2">
          <p>{T.processingText}</p>
          {rechecks >= STATUS_RECHECKS && <p>{T.processingSlow}</p>}
        </div>
      )}
    </StateCard>
  );
}

export function ThankYouPage() {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  useDocumentTitle(T.thankYouTitle);
  const [params] = useSearchParams();
  return <SignedInOnly message={T.thankYouLogin}>{(userId) => <ThankYou userId={userId} discount={params.get('discount') === 'true'} />}</SignedInOnly>;
}
