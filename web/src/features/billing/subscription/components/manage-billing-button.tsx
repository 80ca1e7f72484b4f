/** 'Manage Billing': asks for a portal session and opens it in a new tab (Stripe's portal, or the local test portal). */
import { useState } from 'react';
import { useToast } from '../../../../components/ui/toast.tsx';

import { useTexts } from '../../../../i18n/locale.tsx';
import { planText, useBillingText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { createPortalSession, SubscriptionError } from '../api.ts';

export function ManageBillingButton() {
  const toast = useToast();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const localized = useBillingText();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    setOpening(true);
    try {
      const url = await createPortalSession();
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (e) {
      toast({
        title: localized(planText('portalErrorTitle')),
        description: localized(e instanceof SubscriptionError ? e.said : planText('portalFailed')),
        variant: 'destructive',
      });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button onClick={() => void open()} disabled={opening} variant="secondary">
      {opening ? T.openingPortal : T.manageBilling}
    </Button>
  );
}
