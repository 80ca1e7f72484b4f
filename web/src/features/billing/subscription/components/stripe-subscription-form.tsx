/**
 * The plan's payment form with Stripe: Stripe's Payment Element on the subscription's client
 * secret. A payment intent's secret is confirmed with confirmPayment; when a coupon takes the
 * whole price Stripe gives a set-up intent's secret instead (mode 'setup'), confirmed with
 * confirmSetup, so the card is still collected. Imported dynamically: Stripe's code loads only with this form.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../../components/ui/form-fields.tsx';
import { stripeFor } from '../../stripe-client.ts';
import type { SubscriptionIntent } from '../api.ts';
import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../../messages.ts';
import { asSent, planText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import type { ConfirmHandlers } from './confirm-handlers.ts';

function ConfirmForm({ mode, returnPath, onPaid, onFailed, onUnexpected, errorId }: ConfirmHandlers & { mode: SubscriptionIntent['mode'] }) {
  const stripe = useStripe();
  const elements = useElements();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const cardDetails = useTexts(BILLING_TEXTS).cardDetails;
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      const options = { elements, redirect: 'if_required' as const, confirmParams: { return_url: `${window.location.origin}${returnPath}` } };
      const { error } = mode === 'setup' ? await stripe.confirmSetup(options) : await stripe.confirmPayment(options);
      if (error) {
        setBusy(false);
        onFailed(error.message ? asSent(error.message) : planText('unexpected'));
        return;
      }
    } catch {
      setBusy(false);
      onUnexpected();
      return;
    }
    onPaid();
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={cardDetails} aria-describedby={errorId} className="space-y-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <SubmitButton busy={busy} busyLabel={T.processing} disabled={!stripe || !elements}>
        {T.subscribe}
      </SubmitButton>
    </form>
  );
}

export default function StripeSubscriptionForm({
  clientSecret,
  publishableKey,
  ...props
}: ConfirmHandlers & { clientSecret: string; publishableKey: string; mode: SubscriptionIntent['mode'] }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const { language } = useLocale();
  return (
    <Elements
      stripe={stripe}
      // Stripe's own labels and messages in the interface language.
      options={{ clientSecret, locale: language, appearance: { theme: 'stripe', variables: { colorPrimary: '#1e3a8a', borderRadius: '6px' } } }}
    >
      <ConfirmForm {...props} />
    </Elements>
  );
}
