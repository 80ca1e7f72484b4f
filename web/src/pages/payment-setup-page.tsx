/**
 * /payment-setup (spec §2 "Payment setup"): title 'Add Payment Method', the payment form, a
 * pricing box, a progress bar fixed at 83%, an error alert area; a login-required card without a user.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS, WELCOME_CREDITS, WELCOME_GIFT_VALUE_FILS } from '../../../schema/pricing.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.tsx';
import { ErrorAlert } from '../components/ui/controls.tsx';
import { PaymentForm } from '../features/billing/components/payment-form.tsx';
import { isTestMode, TestModeNotice } from '../features/billing/components/test-mode-notice.tsx';
import { BILLING_TEXT as T } from '../features/billing/messages.ts';
import { useSetupIntent } from '../features/billing/use-payment-setup.ts';
import { formatFils, countOf } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Spec §9: the payment set-up progress bar is fixed at 83%. */
export const PAYMENT_SETUP_PROGRESS = 83;

function LoginRequired() {
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{T.loginRequiredTitle}</h1>
        <p className="mt-2 text-slate-600">{T.loginRequired}</p>
        <Link to="/login" className="mt-6 inline-flex items-center justify-center rounded-md bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800">
          {T.goToLogin}
        </Link>
      </div>
    </div>
  );
}

function ProgressBar() {
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={T.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={PAYMENT_SETUP_PROGRESS}
        aria-valuetext={`${PAYMENT_SETUP_PROGRESS}% complete`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-800" style={{ width: `${PAYMENT_SETUP_PROGRESS}%` }} />
      </div>
      <p className="flex justify-between text-xs text-slate-600">
        <span>{T.progressText}</span>
        <span aria-hidden="true" className="font-semibold tabular-nums">
          {PAYMENT_SETUP_PROGRESS}%
        </span>
      </p>
    </div>
  );
}

function PricingBox() {
  const rows: Array<[string, string]> = [
    ['Chat (single document)', formatFils(PRICE_FILS.chat)],
    ['Multi-document search', formatFils(PRICE_FILS.search)],
    ['Follow-up question', formatFils(PRICE_FILS.followup)],
  ];
  return (
    <aside aria-labelledby="pricing-box-heading" className="rounded-xl border border-blue-100 bg-blue-50 p-5 text-sm text-blue-950">
      <h2 id="pricing-box-heading" className="text-base font-bold">
        Simple per-chat billing
      </h2>
      <dl className="mt-3 divide-y divide-blue-100">
        {rows.map(([label, price]) => (
          <div key={label} className="flex justify-between gap-3 py-2">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums">{price}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-blue-900">
        <li>
          Welcome gift first: {countOf(WELCOME_CREDITS.chats, 'free chat', 'free chats')} and {countOf(WELCOME_CREDITS.followups, 'free follow-up', 'free follow-ups')} (worth{' '}
          {formatFils(WELCOME_GIFT_VALUE_FILS)}).
        </li>
        <li>Billed monthly, or earlier when pending charges reach {formatFils(BILLING_THRESHOLD_FILS)}.</li>
        <li>No subscription, no monthly fee. Keyword search is always free.</li>
      </ul>
    </aside>
  );
}

function PaymentSetup() {
  const { intent, error: intentError, loading } = useSetupIntent(true);
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();
  const error = formError ?? intentError;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-4">
        <h1 className="text-2xl font-bold text-blue-950 sm:text-3xl">{T.pageTitle}</h1>
        <ProgressBar />
      </header>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label="Payment method" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <p className="text-sm text-slate-600">{T.notChargedNow}</p>
          {intent && isTestMode(intent) && <TestModeNotice />}
          <ErrorAlert id={errorId} message={error} />
          {loading && <Spinner label={T.preparingForm} />}
          {intent && <PaymentForm intent={intent} onError={setFormError} errorId={errorId} />}
        </section>
        <PricingBox />
      </div>
    </div>
  );
}

export function PaymentSetupPage() {
  useDocumentTitle(T.pageTitle);
  const { user, loading } = useSession();
  if (loading) return <Spinner label="Checking your session…" />;
  if (!user) return <LoginRequired />;
  return <PaymentSetup />;
}
