/**
 * The pricing page's 'Enable Now' (spec §4 "Subscription plans", §8 "Billing and payments"):
 * POST /api/billing/enable moves free → usage_based and goes to /account with the toast
 * 'Usage-Based Billing Enabled!'; without a card on file (409 PAYMENT_METHOD_REQUIRED) the user
 * goes to /payment-setup to add one; any other failure is the spec's error toast.
 */
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { billingText, useBillingText } from './localize.ts';
import { BILLING_TEXTS } from './messages.ts';
import { enableBilling, useRevalidateBilling } from './api.ts';
import { useMutation } from '../../lib/use-mutation.ts';

export function useEnableBilling() {
  const toast = useToast();
  const T = useTexts(BILLING_TEXTS);
  const localized = useBillingText();
  const navigate = useNavigate();
  const revalidate = useRevalidateBilling();
  // enableBilling never rejects: every outcome is one of its answers.
  const { run, busy } = useMutation(enableBilling, {
    onSuccess: (outcome) => {
      if (outcome === 'enabled') {
        toast({ title: localized(billingText('enabled')), description: T.enabledText });
        void revalidate();
        navigate('/account');
      } else if (outcome === 'payment-method-required') {
        navigate('/payment-setup');
      } else {
        toast({ title: localized(billingText('enableError')), variant: 'destructive' });
      }
    },
  });

  return { enable: run, enabling: busy };
}
