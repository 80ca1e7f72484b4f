/**
 * Spec §8 "Chat" and §4 "Chat": the billing prompt of an AI request refused with 403
 * WORD_LIMIT_EXCEEDED. Without a card (or past the Professional Plan's monthly words) it opens the payment set-up dialog; when the last
 * invoice could not be paid it sends the user to the Monthly Usage tab to pay it instead.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaymentRequiredDetails } from '../../../../../schema/api/billing.ts';
import { paymentRequiredKey } from '../../../shared/payment-required.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { billingText, useBillingText } from '../localize.ts';
import { BILLING_TEXTS } from '../messages.ts';

import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { PaymentSetupDialog } from './payment-setup-dialog.tsx';

/** The account page's Monthly Usage tab. */
export const MONTHLY_USAGE_PATH = '/account?tab=usage';

export function BillingPrompt({ details }: { details: PaymentRequiredDetails }) {
  const [open, setOpen] = useState(false);
  const T = useTexts(BILLING_TEXTS);
  const localized = useBillingText();
  if (details.reason === 'invoice_failed') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">{localized(billingText('invoiceUnpaid'))}</p>
        <Link to={MONTHLY_USAGE_PATH} className={buttonClass({ className: 'mt-3' })}>
          {T.invoiceUnpaidLink}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      {/* No card, or the Professional Plan's monthly words used up with no card to go on at pay-per-use prices. */}
      <p className="font-semibold">{localized(billingText(paymentRequiredKey(details)))}</p>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)} variant="primary" className="mt-3">
        {T.setUpPayment}
      </Button>
      <PaymentSetupDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
