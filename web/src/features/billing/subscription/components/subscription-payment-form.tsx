/**
 * The plan's payment form: the test card form with the local test provider, Stripe's Payment
 * Element with Stripe. Each client secret gets a fresh form (a coupon brings a new one).
 */
import { lazy } from 'react';
import { ProviderFormBoundary } from '../../components/provider-form-boundary.tsx';
import { ErrorAlert } from '../../../../components/ui/controls.tsx';
import { planText, useBillingText } from '../../localize.ts';
import type { SubscriptionIntent } from '../api.ts';
import type { ConfirmHandlers } from './confirm-handlers.ts';
import { TestSubscriptionForm } from './test-subscription-form.tsx';

const StripeSubscriptionForm = lazy(() => import('./stripe-subscription-form.tsx'));

export function SubscriptionPaymentForm({ intent, ...handlers }: ConfirmHandlers & { intent: SubscriptionIntent }) {
  const localized = useBillingText();
  if (intent.provider === 'test') return <TestSubscriptionForm key={intent.clientSecret} clientSecret={intent.clientSecret} {...handlers} />;
  if (!intent.publishableKey) return <ErrorAlert message={localized(planText('initFailed'))} />;
  return (
    <ProviderFormBoundary failure={localized(planText('initFailed'))}>
      <StripeSubscriptionForm
        key={intent.clientSecret}
        clientSecret={intent.clientSecret}
        mode={intent.mode}
        publishableKey={intent.publishableKey}
        {...handlers}
      />
    </ProviderFormBoundary>
  );
}
