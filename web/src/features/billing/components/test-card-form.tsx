/**
 * The local test provider's card form (provider 'test'): our own labelled inputs standing in
 * for the card provider's form. The provider checks the card and answers as Stripe's test mode
 * would, e.g. 'Your card was declined.' for 4000 0000 0000 0002.
 */
import { confirmTestSetup, SetupError } from '../api.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { asSent, billingText, type BillingSaid } from '../localize.ts';
import { BILLING_TEXTS } from '../messages.ts';
import { useCompleteSetup } from '../use-payment-setup.ts';
import { TestCardPaymentForm } from './test-card-fields.tsx';

export interface CardFormProps {
  clientSecret: string;
  /** Shows a message in the screen's error area; null clears it. */
  onError: (message: BillingSaid | null) => void;
  /** Described by the screen's error area, so a failure is read with the form. */
  errorId?: string;
}

export function TestCardForm({ clientSecret, onError, errorId }: CardFormProps) {
  const complete = useCompleteSetup();
  const T = useTexts(BILLING_TEXTS);
  return (
    <TestCardPaymentForm
      confirm={async (card) => {
        onError(null);
        await complete(await confirmTestSetup({ clientSecret, ...card }));
      }}
      onIncomplete={() => onError(asSent(T.expiryIncomplete))}
      onFailure={(err) => onError(err instanceof SetupError ? err.said : billingText('setupFailed'))}
      submitLabel={T.submit}
      busyLabel={T.submitting}
      errorId={errorId}
    />
  );
}
