/**
 * The local test provider's card form (provider 'test'): our own labelled inputs standing in
 * for the card provider's form. The provider checks the card and answers as Stripe's test mode
 * would, e.g. 'Your card was declined.' for 4000 0000 0000 0002.
 */
import { useState, type FormEvent } from 'react';
import { BILLING_MESSAGES } from '../../../../../schema/api/billing.ts';
import { confirmTestSetup, SetupError } from '../api.ts';
import { BILLING_TEXT as T } from '../messages.ts';
import { useCompleteSetup } from '../use-payment-setup.ts';
import { SubmitButton } from '../../../components/ui/form-fields.tsx';
import { TestCardFields } from './test-card-fields.tsx';

/** 'MM/YY' or 'MM/YYYY' (spaces allowed around the slash). */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  return { expMonth: Number(m[1]), expYear: Number(m[2]) };
}

export interface CardFormProps {
  clientSecret: string;
  /** Shows a message in the screen's error area; null clears it. */
  onError: (message: string | null) => void;
  /** Described by the screen's error area, so a failure is read with the form. */
  errorId?: string;
}

export function TestCardForm({ clientSecret, onError, errorId }: CardFormProps) {
  const complete = useCompleteSetup();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const exp = parseExpiry(expiry);
    if (!exp) {
      onError(T.expiryIncomplete);
      return;
    }
    onError(null);
    setBusy(true);
    try {
      const setupIntentId = await confirmTestSetup({ clientSecret, cardNumber, cvc: cvc.trim(), ...exp });
      await complete(setupIntentId);
    } catch (err) {
      onError(err instanceof SetupError ? err.message : BILLING_MESSAGES.setupFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Card details" aria-describedby={errorId} className="space-y-4">
      <TestCardFields values={{ cardNumber, expiry, cvc }} onChange={(field, value) => ({ cardNumber: setCardNumber, expiry: setExpiry, cvc: setCvc })[field](value)} />
      <SubmitButton busy={busy} busyLabel={T.submitting}>
        {T.submit}
      </SubmitButton>
    </form>
  );
}
