/**
 * 'Cancel Subscription' after a confirmation (spec §5): the plan ends at the period's end. Then
 * the toast 'Subscription Canceled' with the server's message and the status read again; or
 * 'Cancellation Failed' with the server's error.
 */
import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { useRevalidateBilling } from '../../api.ts';
import { dangerButton, secondaryButton } from '../../../../components/ui/controls.tsx';
import { cancelSubscription, SubscriptionError } from '../api.ts';
import { useTexts } from '../../../../i18n/locale.tsx';
import { planText, useBillingText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';

export function CancelSubscriptionButton({ endsOn }: { endsOn: string | null }) {
  const toast = useToast();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const localized = useBillingText();
  const revalidate = useRevalidateBilling();
  const [confirming, setConfirming] = useState(false);
  const [canceling, setCanceling] = useState(false);

  const cancel = async () => {
    setCanceling(true);
    try {
      const message = await cancelSubscription();
      setConfirming(false);
      toast({ title: localized(planText('canceledTitle')), description: localized(message) });
      // The re-read status hides this button (the plan already ends): close the dialog first.
      await revalidate();
    } catch (e) {
      setConfirming(false);
      toast({ title: localized(planText('cancellationFailedTitle')), description: localized(e instanceof SubscriptionError ? e.said : planText('cancellationFailed')), variant: 'destructive' });
    } finally {
      setCanceling(false);
    }
  };

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setConfirming(true)} className={dangerButton}>
        {T.cancelSubscription}
      </button>
      <Dialog open={confirming} onClose={() => !canceling && setConfirming(false)} title={T.cancelSubscription} description={T.cancelConfirm(endsOn)} width="max-w-md">
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" data-autofocus onClick={() => setConfirming(false)} disabled={canceling} className={secondaryButton}>
            {T.keepPlan}
          </button>
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={canceling}
            className="inline-flex items-center justify-center rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {canceling ? T.canceling : T.cancelSubscription}
          </button>
        </div>
      </Dialog>
    </>
  );
}
