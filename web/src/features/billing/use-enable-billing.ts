/**
 * The pricing page's 'Enable Now' (spec §4 "Subscription plans", §8 "Billing and payments"):
 * POST /api/billing/enable moves free → usage_based and goes to /account with the toast
 * 'Usage-Based Billing Enabled!'; without a card on file (409 PAYMENT_METHOD_REQUIRED) the user
 * goes to /payment-setup to add one; any other failure is the spec's error toast.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { billingText, useBillingText } from './localize.ts';
import { BILLING_TEXTS } from './messages.ts';
import { enableBilling, useRevalidateBilling } from './api.ts';

export function useEnableBilling() {
  const toast = useToast();
  const T = useTexts(BILLING_TEXTS);
  const localized = useBillingText();
  const navigate = useNavigate();
  const revalidate = useRevalidateBilling();
  const [enabling, setEnabling] = useState(false);

  const enable = useCallback(async () => {
    setEnabling(true);
    try {
      const outcome = await enableBilling();
      if (outcome === 'enabled') {
        toast({ title: localized(billingText('enabled')), description: T.enabledText });
        void revalidate();
        navigate('/account');
      } else if (outcome === 'payment-method-required') {
        navigate('/payment-setup');
      } else {
        toast({ title: localized(billingText('enableError')), variant: 'destructive' });
      }
    } finally {
      setEnabling(false);
    }
  }, [toast, navigate, revalidate, T, localized]);

  return { enable, enabling };
}
