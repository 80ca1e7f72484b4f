/**
 * The plan's payment form with Stripe: Stripe's Payment Element on the subscription's client
 * secret. A payment intent's secret is confirmed with confirmPayment; when a coupon takes the
 * whole price Stripe gives a set-up intent's secret instead (mode 'setup'), confirmed with
 * confirmSetup, so the card is still collected. Imported dynamically: Stripe's code loads only with this form.
 */
import { PaymentElementForm, StripeElementsProvider } from '../../components/stripe-payment-element-form.tsx';
import { PaymentFailure, type SubscriptionIntent } from '../api.ts';
import { useTexts } from '../../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../../messages.ts';
import { asSent, planText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import type { ConfirmHandlers } from './confirm-handlers.ts';

export default function StripeSubscriptionForm({
  clientSecret,
  publishableKey,
  mode,
  returnPath,
  onPaid,
  onFailed,
  onUnexpected,
  errorId,
}: ConfirmHandlers & { clientSecret: string; publishableKey: string; mode: SubscriptionIntent['mode'] }) {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const cardDetails = useTexts(BILLING_TEXTS).cardDetails;
  return (
    <StripeElementsProvider clientSecret={clientSecret} publishableKey={publishableKey}>
      <PaymentElementForm
        confirm={async (stripe, elements) => {
          const options = { elements, redirect: 'if_required' as const, confirmParams: { return_url: `${window.location.origin}${returnPath}` } };
          const { error } = mode === 'setup' ? await stripe.confirmSetup(options) : await stripe.confirmPayment(options);
          if (error) throw new PaymentFailure(error.message ? asSent(error.message) : planText('unexpected'));
        }}
        // Stays busy: the page moves on to the thank-you page.
        holdOnSuccess
        onConfirmed={onPaid}
        onFailure={(err) => (err instanceof PaymentFailure ? onFailed(err.said) : onUnexpected())}
        label={cardDetails}
        submitLabel={T.subscribe}
        busyLabel={T.processing}
        errorId={errorId}
      />
    </StripeElementsProvider>
  );
}
