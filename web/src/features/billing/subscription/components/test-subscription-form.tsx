/**
 * The local test provider's card form for the plan: the same labelled card inputs as the
 * payment-setup form, confirming the subscription's client secret instead of a set-up intent.
 */
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../../components/ui/form-fields.tsx';
import { TestCardFields, useTestCard } from '../../components/test-card-fields.tsx';
import { useTexts } from '../../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../../messages.ts';
import { confirmTestSubscription, PaymentFailure } from '../api.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { asSent } from '../../localize.ts';
import type { ConfirmHandlers } from './confirm-handlers.ts';

export function TestSubscriptionForm({ clientSecret, onPaid, onFailed, onUnexpected, errorId }: ConfirmHandlers & { clientSecret: string }) {
  const card = useTestCard();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const B = useTexts(BILLING_TEXTS);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const entered = card.entered();
    if (!entered) {
      onFailed(asSent(B.expiryIncomplete));
      return;
    }
    setBusy(true);
    try {
      await confirmTestSubscription(clientSecret, entered);
    } catch (err) {
      setBusy(false);
      if (err instanceof PaymentFailure) onFailed(err.said);
      else onUnexpected();
      return;
    }
    // Stays busy: the page moves on to the thank-you page.
    onPaid();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={B.cardDetails} aria-describedby={errorId} className="space-y-4">
      <TestCardFields values={card.values} onChange={card.onChange} />
      <SubmitButton busy={busy} busyLabel={T.processing}>
        {T.subscribe}
      </SubmitButton>
    </form>
  );
}
