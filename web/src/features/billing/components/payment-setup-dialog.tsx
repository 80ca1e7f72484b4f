/**
 * Spec §2 "Payment setup (also a dialog in chat)": fetches a set-up intent when opened, shows
 * the payment form, and offers 'Continue Later' (closes) and 'Full Setup Page' (/payment-setup).
 */
import { Link } from 'react-router';
import { PRICE_FILS } from '../../../../../schema/pricing.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../messages.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CardSetupForm } from './card-setup-form.tsx';

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
  return (
    <div className="space-y-4">
      <CardSetupForm />
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
