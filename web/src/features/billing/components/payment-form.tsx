/**
 * The payment form of the payment screens (the /payment-setup page and the set-up dialog):
 * our test card form with the local test provider, Stripe's Payment Element with Stripe.
 * Stripe's code is fetched only here, when a Stripe form is shown.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { SetupIntentResponse } from '../../../../../schema/api/billing.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { billingText, useBillingText, type BillingSaid } from '../localize.ts';
import { BILLING_TEXTS } from '../messages.ts';
import { ErrorAlert } from '../../../components/ui/controls.tsx';
import { TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/** Stripe's code failed to download (offline, blocked): say so instead of breaking the page. */
class LoadFailure extends Component<{ children: ReactNode; message: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorAlert message={this.props.message} /> : this.props.children;
  }
}

export interface PaymentFormProps {
  intent: SetupIntentResponse;
  onError: (message: BillingSaid | null) => void;
  /** The id of the screen's error area. */
  errorId?: string;
}

export function PaymentForm({ intent, onError, errorId }: PaymentFormProps) {
  const T = useTexts(BILLING_TEXTS);
  const localized = useBillingText();
  if (intent.provider === 'test') return <TestCardForm key={intent.clientSecret} clientSecret={intent.clientSecret} onError={onError} errorId={errorId} />;
  if (!intent.publishableKey) return <ErrorAlert message={localized(billingText('setupFailed'))} />;
  return (
    <LoadFailure message={localized(billingText('setupFailed'))}>
      <Suspense fallback={<Spinner label={T.loadingStripe} />}>
        <StripeCardForm
          key={intent.clientSecret}
          clientSecret={intent.clientSecret}
          publishableKey={intent.publishableKey}
          setupIntentId={intent.setupIntentId}
          onError={onError}
          errorId={errorId}
        />
      </Suspense>
    </LoadFailure>
  );
}
