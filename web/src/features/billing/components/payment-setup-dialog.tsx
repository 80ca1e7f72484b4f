/**
 * Spec §2 "Payment setup (also a dialog in chat)": fetches a set-up intent when opened, shows
 * the payment form, and offers 'Continue Later' (closes) and 'Full Setup Page' (/payment-setup).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PRICE_FILS } from '../../../../../schema/pricing.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { useBillingText, type BillingSaid } from '../localize.ts';
import { BILLING_TEXTS } from '../messages.ts';
import { useSetupIntent } from '../use-payment-setup.ts';
import { ErrorAlert } from '../../../components/ui/controls.tsx';
import { PaymentForm } from './payment-form.tsx';
import { isTestMode, TestModeNotice } from './test-mode-notice.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';

export function PaymentSetupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.pageTitle}
      description={`${T.dialogPricing(format.fils(PRICE_FILS.chat), format.fils(PRICE_FILS.followup))} ${T.notChargedNow}`}
    >
      {/* Mounted only while open: every opening starts a fresh set-up. */}
      {open && <DialogBody onClose={onClose} />}
    </Dialog>
  );
}

function DialogBody({ onClose }: { onClose: () => void }) {
  const T = useTexts(BILLING_TEXTS);
  const localized = useBillingText();
  const { intent, error: intentError, loading } = useSetupIntent(true);
  const [formError, setFormError] = useState<BillingSaid | null>(null);
  const errorId = useId();
  const error = formError ?? intentError;
  return (
    <div className="space-y-4">
      {intent && isTestMode(intent) && <TestModeNotice />}
      <ErrorAlert id={errorId} message={error ? localized(error) : null} />
      {loading && <Spinner label={T.preparingForm} />}
      {intent && <PaymentForm intent={intent} onError={setFormError} errorId={errorId} />}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button onClick={onClose} variant="secondary">
          {T.continueLater}
        </Button>
        <Link to="/payment-setup" onClick={onClose} className={buttonClass({ variant: 'secondary' })}>
          {T.fullSetupPage}
        </Link>
      </div>
    </div>
  );
}
