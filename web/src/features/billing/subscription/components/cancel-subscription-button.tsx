/**
 * 'Cancel Subscription' after a confirmation (spec §5): the plan ends at the period's end. Then
 * the toast 'Subscription Canceled' with the server's message and the status read again; or
 * 'Cancellation Failed' with the server's error.
 */
import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { useRevalidateBilling } from '../../api.ts';

import { useTexts } from '../../../../i18n/locale.tsx';
import { planText, useBillingText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { cancelSubscription, SubscriptionError } from '../api.ts';

export function CancelSubscriptionButton({ endsOn }: { endsOn: string | null }) {
  const toast = useToast();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const localized = useBillingText();
  const revalidate = useRevalidateBilling();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(cancelSubscription, {
    onSuccess: async (message) => {
      setConfirming(false);
      toast({ title: localized(planText('canceledTitle')), description: localized(message) });
      // The re-read status hides this button (the plan already ends): close the dialog first.
      await revalidate();
    },
    errorOf: (e) => {
      setConfirming(false);
      toast({
        title: localized(planText('cancellationFailedTitle')),
        description: localized(e instanceof SubscriptionError ? e.said : planText('cancellationFailed')),
        variant: 'destructive',
      });
      return null;
    },
  });
  const canceling = cancel.busy;

  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setConfirming(true)} variant="danger">
        {T.cancelSubscription}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !canceling && setConfirming(false)}
        title={T.cancelSubscription}
        description={T.cancelConfirm(endsOn)}
        width="max-w-md"
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button data-autofocus onClick={() => setConfirming(false)} disabled={canceling} variant="secondary">
            {T.keepPlan}
          </Button>
          <Button onClick={() => void cancel.run()} disabled={canceling} variant="destructive">
            {canceling ? T.canceling : T.cancelSubscription}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
