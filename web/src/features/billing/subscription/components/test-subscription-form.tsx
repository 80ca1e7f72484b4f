/**
 * The local test provider's card form for the plan: the same card form as the payment set-up,
 * confirming the subscription's client secret instead of a set-up intent.
 */
import { TestCardPaymentForm } from '../../components/test-card-fields.tsx';
import { useTexts } from '../../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../../messages.ts';
import { confirmTestSubscription, PaymentFailure } from '../api.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { asSent } from '../../localize.ts';
import type { ConfirmHandlers } from './confirm-handlers.ts';

export function TestSubscriptionForm({ clientSecret, onPaid, onFailed, onUnexpected, errorId }: ConfirmHandlers & { clientSecret: string }) {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const B = useTexts(BILLING_TEXTS);
  return (
    <TestCardPaymentForm
      confirm={(card) => confirmTestSubscription(clientSecret, card).then(() => undefined)}
      // Stays busy: the page moves on to the thank-you page.
      holdOnSuccess
      onConfirmed={onPaid}
      onIncomplete={() => onFailed(asSent(B.expiryIncomplete))}
      onFailure={(err) => (err instanceof PaymentFailure ? onFailed(err.said) : onUnexpected())}
      submitLabel={T.subscribe}
      busyLabel={T.processing}
      errorId={errorId}
    />
  );
}
