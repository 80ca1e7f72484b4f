/**
 * The card form with Stripe (provider 'stripe'): Stripe's own Payment Element, confirmed with
 * `stripe.confirmSetup` without leaving the page unless the card's bank requires it (spec §4
 * "Payment setup"; the return address is /account, spec §7). Loaded only by the payment
 * screens: the default export is imported dynamically.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { SetupError } from '../api.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../messages.ts';
import { asSent, billingText } from '../localize.ts';
import { stripeFor } from '../stripe-client.ts';
import { useCompleteSetup } from '../use-payment-setup.ts';
import type { CardFormProps } from './test-card-form.tsx';
import { SubmitButton } from '../../../components/ui/form-fields.tsx';

function ConfirmForm({ setupIntentId, onError, errorId }: Omit<CardFormProps, 'clientSecret'> & { setupIntentId: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const complete = useCompleteSetup();
  const T = useTexts(BILLING_TEXTS);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    onError(null);
    setBusy(true);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/account` },
      });
      if (error) {
        onError(error.message ? asSent(error.message) : billingText('setupFailed'));
        return;
      }
      await complete(setupIntent?.id ?? setupIntentId);
    } catch (err) {
      onError(err instanceof SetupError ? err.said : billingText('setupFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={T.cardDetails} aria-describedby={errorId} className="space-y-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <SubmitButton busy={busy} busyLabel={T.submitting} disabled={!stripe || !elements}>
        {T.submit}
      </SubmitButton>
    </form>
  );
}

export default function StripeCardForm({
  clientSecret,
  publishableKey,
  setupIntentId,
  onError,
  errorId,
}: CardFormProps & { publishableKey: string; setupIntentId: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const { language } = useLocale();
  return (
    <Elements
      stripe={stripe}
      // Stripe's own labels and messages in the interface language.
      options={{ clientSecret, locale: language, appearance: { theme: 'stripe', variables: { colorPrimary: '#1e3a8a', borderRadius: '6px' } } }}
    >
      <ConfirmForm setupIntentId={setupIntentId} onError={onError} errorId={errorId} />
    </Elements>
  );
}
