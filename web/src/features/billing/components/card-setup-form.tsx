/**
 * The one card set-up form (spec §2 "Payment setup"), shown by the /payment-setup page and the set-up
 * dialog (the chat's, the account's, the billing portal's): a fresh set-up intent, the test-mode notice,
 * the error alert area, and the provider's card form.
 */
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/controls.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { useBillingText, type BillingSaid } from '../localize.ts';
import { BILLING_TEXTS } from '../messages.ts';
import { useSetupIntent } from '../use-payment-setup.ts';
import { PaymentForm } from './payment-form.tsx';
import { isTestMode, TestModeNotice } from './test-mode-notice.tsx';

export function CardSetupForm() {
  const T = useTexts(BILLING_TEXTS);
  const localized = useBillingText();
  const { intent, error: intentError, loading } = useSetupIntent(true);
  const [formError, setFormError] = useState<BillingSaid | null>(null);
  const errorId = useId();
  const error = formError ?? intentError;
  return (
    <>
      {intent && isTestMode(intent) && <TestModeNotice />}
      <ErrorAlert id={errorId} message={error ? localized(error) : null} />
      {loading && <Spinner label={T.preparingForm} />}
      {intent && <PaymentForm intent={intent} onError={setFormError} errorId={errorId} />}
    </>
  );
}
