/** The card on file, e.g. "Visa •••• 4242", with Replace (the set-up dialog) and Remove (after a confirmation). */
import { useState } from 'react';
import type { PaymentMethodSummary } from '../../../../../schema/api/billing.ts';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { BillingError, removePaymentMethod, useRevalidateBilling } from '../api.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { asSent, useBillingText, type BillingSaid } from '../localize.ts';
import { BILLING_TEXTS } from '../messages.ts';
import { ErrorAlert } from '../../../components/ui/controls.tsx';
import { PaymentSetupDialog } from './payment-setup-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMutation } from '../../../lib/use-mutation.ts';

export function PaymentMethodCard({ paymentMethod }: { paymentMethod: PaymentMethodSummary }) {
  const toast = useToast();
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  const localized = useBillingText();
  const revalidate = useRevalidateBilling();
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(removePaymentMethod, {
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: T.removed, description: T.removedText(paymentMethod.label) });
      await revalidate();
    },
    errorOf: (e): BillingSaid => {
      setConfirming(false);
      return e instanceof BillingError ? e.said : asSent(e instanceof Error ? e.message : String(e));
    },
  });
  const { error } = remove;

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{T.cardOnFile}</p>
          <p className="mt-0.5 font-semibold text-slate-900">
            <bdi>{paymentMethod.label}</bdi>
          </p>
          {paymentMethod.expMonth !== null && paymentMethod.expYear !== null && (
            <p className="text-xs text-slate-600">{format.digits(T.expires(paymentMethod.expMonth, paymentMethod.expYear))}</p>
          )}
        </div>
        <div className="flex gap-2">
          <Button aria-haspopup="dialog" onClick={() => setReplacing(true)} variant="secondary">
            {T.replace}
          </Button>
          <Button aria-haspopup="dialog" onClick={() => setConfirming(true)} variant="danger">
            {T.remove}
          </Button>
        </div>
      </div>
      <ErrorAlert message={error ? localized(error) : null} />
      <PaymentSetupDialog open={replacing} onClose={() => setReplacing(false)} />
      <ConfirmDialog
        open={confirming}
        title={T.removeTitle}
        message={T.removeConfirm(paymentMethod.label)}
        confirmLabel={T.remove}
        danger
        busy={remove.busy}
        onConfirm={() => void remove.run()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
