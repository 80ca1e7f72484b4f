/**
 * /payment-setup (spec §2 "Payment setup"): title 'Add Payment Method', the payment form, a
 * pricing box, a progress bar fixed at 83%, an error alert area; a login-required card without a user.
 */
import { BILLING_THRESHOLD_FILS, PRICE_FILS, WELCOME_CREDITS, WELCOME_GIFT_VALUE_FILS } from '../../../schema/pricing.ts';
import { LoginRequiredCard } from '../components/ui/state-card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../shared/session.tsx';
import { CardSetupForm } from '../features/billing/components/card-setup-form.tsx';
import { countText } from '../features/billing/localize.ts';
import { BILLING_TEXTS } from '../features/billing/messages.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

/** Spec §9: the payment set-up progress bar is fixed at 83%. */
export const PAYMENT_SETUP_PROGRESS = 83;

function LoginRequired() {
  const T = useTexts(BILLING_TEXTS);
  return <LoginRequiredCard title={T.loginRequiredTitle} message={T.loginRequired} goToLogin={T.goToLogin} />;
}

function ProgressBar() {
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  const percent = format.number(PAYMENT_SETUP_PROGRESS);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={T.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={PAYMENT_SETUP_PROGRESS}
        aria-valuetext={T.progressValueText(percent)}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-800" style={{ width: `${PAYMENT_SETUP_PROGRESS}%` }} />
      </div>
      <p className="flex justify-between text-xs text-slate-600">
        <span>{T.progressText}</span>
        <span aria-hidden="true" className="font-semibold tabular-nums">
          {T.percent(percent)}
        </span>
      </p>
    </div>
  );
}

function PricingBox() {
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  const rows: Array<[string, string]> = [
    [T.priceChat, format.fils(PRICE_FILS.chat)],
    [T.priceSearch, format.fils(PRICE_FILS.search)],
    [T.priceFollowup, format.fils(PRICE_FILS.followup)],
  ];
  return (
    <aside aria-labelledby="pricing-box-heading" className="rounded-xl border border-blue-100 bg-blue-50 p-5 text-sm text-blue-950">
      <h2 id="pricing-box-heading" className="text-base font-bold">
        {T.pricingTitle}
      </h2>
      <dl className="mt-3 divide-y divide-blue-100">
        {rows.map(([label, price]) => (
          <div key={label} className="flex justify-between gap-3 py-2">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums">{price}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-blue-900">
        <li>
          {T.pricingGift(
            countText(format, WELCOME_CREDITS.chats, T.freeChats),
            countText(format, WELCOME_CREDITS.followups, T.freeFollowups),
            format.fils(WELCOME_GIFT_VALUE_FILS),
          )}
        </li>
        <li>{T.pricingBilled(format.fils(BILLING_THRESHOLD_FILS))}</li>
        <li>{T.pricingNoSubscription}</li>
      </ul>
    </aside>
  );
}

function PaymentSetup() {
  const T = useTexts(BILLING_TEXTS);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-4">
        <h1 className="text-2xl font-bold text-blue-950 sm:text-3xl">{T.pageTitle}</h1>
        <ProgressBar />
      </header>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label={T.paymentMethodSection} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <p className="text-sm text-slate-600">{T.notChargedNow}</p>
          <CardSetupForm />
        </section>
        <PricingBox />
      </div>
    </div>
  );
}

export function PaymentSetupPage() {
  const T = useTexts(BILLING_TEXTS);
  useDocumentTitle(T.pageTitle);
  const { user, loading } = useSession();
  if (loading) return <Spinner label={T.checkingSession} />;
  if (!user) return <LoginRequired />;
  return <PaymentSetup />;
}
