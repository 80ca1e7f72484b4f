/** 'Resume Subscription' on the test portal: a cancelled plan that has not ended renews again, as in Stripe's portal. */
import { useState } from 'react';
import { useToast } from '../../../../components/ui/toast.tsx';
import { useRevalidateBilling } from '../../api.ts';

import { useTexts } from '../../../../i18n/locale.tsx';
import { asSent, useBillingText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { resumeSubscription, SubscriptionError } from '../api.ts';

export function ResumeSubscriptionButton() {
  const toast = useToast();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const localized = useBillingText();
  const revalidate = useRevalidateBilling();
  const [resuming, setResuming] = useState(false);

  const resume = async () => {
    setResuming(true);
    try {
      const message = await resumeSubscription(asSent(T.resumeFailed));
      toast({ title: T.resumedTitle, description: localized(message) });
      await revalidate();
    } catch (e) {
      toast({ title: T.resumeFailedTitle, description: e instanceof SubscriptionError ? localized(e.said) : T.resumeFailed, variant: 'destructive' });
    } finally {
      setResuming(false);
    }
  };

  return (
    <Button onClick={() => void resume()} disabled={resuming} variant="secondary">
      {resuming ? T.resuming : T.resumeSubscription}
    </Button>
  );
}
