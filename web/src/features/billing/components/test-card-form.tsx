/**
 * The local test provider's card form (provider 'test'): our own labelled inputs standing in
 * for the card provider's form. The provider checks the card and answers as Stripe's test mode
 * would, e.g. 'Your card was declined.' for 4000 0000 0000 0002.
 */
import { useState, type FormEvent } from 'react';
import { confirmTestSetup, SetupError } from '../api.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { asSent, billingText, type BillingSaid } from '../localize.ts';
import { BILLING_TEXTS } from '../messages.ts';
import { useCompleteSetup } from '../use-payment-setup.ts';
import { SubmitButton } from '../../../components/ui/form-fields.tsx';
import { TestCardFields, useTestCard } from './test-card-fields.tsx';

/** 'MM/YY' or 'MM/YYYY' (spaces allowed around the slash). */
export interface CardFormProps {
  clientSecret: string;
  /** Shows a message in the screen's error area; null clears it. */
  onError: (message: BillingSaid | null) => void;
  /** Described by the screen's error area, so a failure is read with the form. */
  errorId?: string;
}

export function TestCardForm({ clientSecret, onError, errorId }: CardFormProps) {
  const complete = useCompleteSetup();
  const card = useTestCard();
  const T = useTexts(BILLING_TEXTS);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const entered = card.entered();
    if (!entered) {
      onError(asSent(T.expiryIncomplete));
      return;
    }
    onError(null);
    setBusy(true);
    try {
      const setupIntentId = await confirmTestSetup({ clientSecret, ...entered });
      await complete(setupIntentId);
    } catch (err) {
      onError(err instanceof SetupError ? err.said : billingText('setupFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={T.cardDetails} aria-describedby={errorId} className="space-y-4">
      <TestCardFields values={card.values} onChange={card.onChange} />
      <SubmitButton busy={busy} busyLabel={T.submitting}>
        {T.submit}
      </SubmitButton>
    </form>
  );
}
