/** 'Manage Billing': asks for a portal session and opens it in a new tab (Stripe's portal, or the local test portal). */
import { useState } from 'react';
import { useToast } from '../../../../components/ui/toast.tsx';
import { secondaryButton } from '../../../../components/ui/controls.tsx';
import { createPortalSession, SubscriptionError } from '../api.ts';
import { useTexts } from '../../../../i18n/locale.tsx';
import { planText, useBillingText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';

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
      toast({ title: localized(planText('portalErrorTitle')), description: localized(e instanceof SubscriptionError ? e.said : planText('portalFailed')), variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  };

  return (
    <button type="button" onClick={() => void open()} disabled={opening} className={secondaryButton}>
      {opening ? T.openingPortal : T.manageBilling}
    </button>
  );
}
