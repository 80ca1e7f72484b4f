/**
 * The payment form of the payment screens (the /payment-setup page and the set-up dialog):
 * our test card form with the local test provider, Stripe's Payment Element with Stripe.
 * Stripe's code is fetched only here, when a Stripe form is shown.
 */
import { lazy } from 'react';
import { ProviderFormBoundary } from './provider-form-boundary.tsx';
import type { SetupIntentResponse } from '../../../../../schema/api/billing.ts';
import { billingText, useBillingText, type BillingSaid } from '../localize.ts';
import { ErrorAlert } from '../../../components/ui/controls.tsx';
import { TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

export interface PaymentFormProps {
  intent: SetupIntentResponse;
  onError: (message: BillingSaid | null) => void;
  /** The id of the screen's error area. */
  errorId?: string;
}

export function PaymentForm({ intent, onError, errorId }: PaymentFormProps) {
  const localized = useBillingText();
  if (intent.provider === 'test') return <TestCardForm key={intent.clientSecret} clientSecret={intent.clientSecret} onError={onError} errorId={errorId} />;
  if (!intent.publishableKey) return <ErrorAlert message={localized(billingText('setupFailed'))} />;
  return (
    <ProviderFormBoundary failure={localized(billingText('setupFailed'))}>
      <StripeCardForm
        key={intent.clientSecret}
        clientSecret={intent.clientSecret}
        publishableKey={intent.publishableKey}
        setupIntentId={intent.setupIntentId}
        onError={onError}
        errorId={errorId}
      />
    </ProviderFormBoundary>
  );
}
