/** 'Resume Subscription' on the test portal: a cancelled plan that has not ended renews again, as in Stripe's portal. */
import { useToast } from '../../../../components/ui/toast.tsx';
import { useRevalidateBilling } from '../../api.ts';

import { useTexts } from '../../../../i18n/locale.tsx';
import { asSent, useBillingText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { resumeSubscription, SubscriptionError } from '../api.ts';

export function ResumeSubscriptionButton() {
  const toast = useToast();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const localized = useBillingText();
  const revalidate = useRevalidateBilling();
  const resume = useMutation(() => resumeSubscription(asSent(T.resumeFailed)), {
    onSuccess: async (message) => {
      toast({ title: T.resumedTitle, description: localized(message) });
      await revalidate();
    },
    errorOf: (e) => {
      toast({ title: T.resumeFailedTitle, description: e instanceof SubscriptionError ? localized(e.said) : T.resumeFailed, variant: 'destructive' });
      return null;
    },
  });

  return (
    <Button onClick={() => void resume.run()} disabled={resume.busy} variant="secondary">
      {resume.busy ? T.resuming : T.resumeSubscription}
    </Button>
  );
}
