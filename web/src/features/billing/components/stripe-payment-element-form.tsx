/**
 * Stripe's Payment Element in our own form, for the card set-up and the plan's payment alike: the Elements
 * provider on the intent's client secret (Stripe's labels in the interface language), one confirmation at a time
 * (`useCardConfirmation`) and the submit button. Only the dynamically imported Stripe forms import this module, so
 * Stripe's code loads with them alone.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/form-fields.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useCardConfirmation, type CardConfirmationProps } from './use-card-confirmation.ts';
import { stripeFor } from '../stripe-client.ts';

export function StripeElementsProvider({ clientSecret, publishableKey, children }: { clientSecret: string; publishableKey: string; children: ReactNode }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const { language } = useLocale();
  return (
    <Elements
      stripe={stripe}
      // Stripe's own labels and messages in the interface language.
      options={{ clientSecret, locale: language, appearance: { theme: 'stripe', variables: { colorPrimary: '#1e3a8a', borderRadius: '6px' } } }}
    >
      {children}
    </Elements>
  );
}

/** Inside `StripeElementsProvider`. `confirm` throws to fail; the button waits for Stripe.js before it can submit. */
export function PaymentElementForm({ label, ...props }: CardConfirmationProps<[Stripe, StripeElements]> & { label: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const { run, busy } = useCardConfirmation(props);
  const { submitLabel, busyLabel, errorId } = props;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    void run(stripe, elements);
  };
  return (
    <form onSubmit={submit} aria-label={label} aria-describedby={errorId} className="space-y-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <SubmitButton busy={busy} busyLabel={busyLabel} disabled={!stripe || !elements}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
