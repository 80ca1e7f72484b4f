/**
 * The card form with Stripe (provider 'stripe'): Stripe's own Payment Element, confirmed with
 * `stripe.confirmSetup` without leaving the page unless the card's bank requires it (spec §4
 * "Payment setup"; the return address is /account, spec §7). Loaded only by the payment
 * screens: the default export is imported dynamically.
 */
import { SetupError } from '../api.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../messages.ts';
import { asSent, billingText } from '../localize.ts';
import { useCompleteSetup } from '../use-payment-setup.ts';
import type { CardFormProps } from './test-card-form.tsx';
import { PaymentElementForm, StripeElementsProvider } from './stripe-payment-element-form.tsx';

export default function StripeCardForm({
  clientSecret,
  publishableKey,
  setupIntentId,
  onError,
  errorId,
}: CardFormProps & { publishableKey: string; setupIntentId: string }) {
  const complete = useCompleteSetup();
  const T = useTexts(BILLING_TEXTS);
  return (
    <StripeElementsProvider clientSecret={clientSecret} publishableKey={publishableKey}>
      <PaymentElementForm
        confirm={async (stripe, elements) => {
          onError(null);
          const { error, setupIntent } = await stripe.confirmSetup({
            elements,
            redirect: 'if_required',
            confirmParams: { return_url: `${window.location.origin}/account` },
          });
          if (error) throw new SetupError(error.message ? asSent(error.message) : billingText('setupFailed'));
          await complete(setupIntent?.id ?? setupIntentId);
        }}
        onFailure={(err) => onError(err instanceof SetupError ? err.said : billingText('setupFailed'))}
        label={T.cardDetails}
        submitLabel={T.submit}
        busyLabel={T.submitting}
        errorId={errorId}
      />
    </StripeElementsProvider>
  );
}
