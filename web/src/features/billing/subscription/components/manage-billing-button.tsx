/** 'Manage Billing': asks for a portal session and opens it in a new tab (Stripe's portal, or the local test portal). */
import { useToast } from '../../../../components/ui/toast.tsx';

import { useTexts } from '../../../../i18n/locale.tsx';
import { planText, useBillingText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { createPortalSession, SubscriptionError } from '../api.ts';

export function ManageBillingButton() {
  const toast = useToast();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const localized = useBillingText();
  const open = useMutation(createPortalSession, {
    onSuccess: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    errorOf: (e) => {
      toast({
        title: localized(planText('portalErrorTitle')),
        description: localized(e instanceof SubscriptionError ? e.said : planText('portalFailed')),
        variant: 'destructive',
      });
      return null;
    },
  });

  return (
    <Button onClick={() => void open.run()} disabled={open.busy} variant="secondary">
      {open.busy ? T.openingPortal : T.manageBilling}
    </Button>
  );
}
