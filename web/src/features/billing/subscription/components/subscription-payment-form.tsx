/**
 * The plan's payment form: the test card form with the local test provider, Stripe's Payment
 * Element with Stripe. Each client secret gets a fresh form (a coupon brings a new one).
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { ErrorAlert } from '../../../../components/ui/controls.tsx';
import { useTexts } from '../../../../i18n/locale.tsx';
import { planText, useBillingText } from '../../localize.ts';
import { BILLING_TEXTS } from '../../messages.ts';
import type { SubscriptionIntent } from '../api.ts';
import type { ConfirmHandlers } from './confirm-handlers.ts';
import { TestSubscriptionForm } from './test-subscription-form.tsx';

const StripeSubscriptionForm = lazy(() => import('./stripe-subscription-form.tsx'));

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

export function SubscriptionPaymentForm({ intent, ...handlers }: ConfirmHandlers & { intent: SubscriptionIntent }) {
  const loadingStripe = useTexts(BILLING_TEXTS).loadingStripe;
  const localized = useBillingText();
  if (intent.provider === 'test') return <TestSubscriptionForm key={intent.clientSecret} clientSecret={intent.clientSecret} {...handlers} />;
  if (!intent.publishableKey) return <ErrorAlert message={localized(planText('initFailed'))} />;
  return (
    <LoadFailure message={localized(planText('initFailed'))}>
      <Suspense fallback={<Spinner label={loadingStripe} />}>
        <StripeSubscriptionForm key={intent.clientSecret} clientSecret={intent.clientSecret} mode={intent.mode} publishableKey={intent.publishableKey} {...handlers} />
      </Suspense>
    </LoadFailure>
  );
}
