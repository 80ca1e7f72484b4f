/**
 * Spec §4 "Payment setup": the set-up intent fetched when a payment screen opens, and what
 * follows a confirmed card: setup-complete, the toast 'Payment Method Added', then /.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SetupIntentResponse } from '../../../../schema/api/billing.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { billingText, useBillingText, type BillingSaid } from './localize.ts';
import { BILLING_TEXTS } from './messages.ts';
import { BillingError, completeSetup, createSetupIntent, useRevalidateBilling } from './api.ts';

export interface SetupIntentState {
  intent: SetupIntentResponse | null;
  error: BillingSaid | null;
  loading: boolean;
}

/** A fresh set-up intent each time `active` turns true (the page opens, the dialog opens). */
export function useSetupIntent(active: boolean): SetupIntentState {
  const [state, setState] = useState<SetupIntentState>({ intent: null, error: null, loading: active });
  // Each change of `active` starts over: loading when it turns on, empty when it turns off
  // (adjusted while rendering, so no render shows the previous intent).
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setState({ intent: null, error: null, loading: active });
  }
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    createSetupIntent().then(
      (intent) => !cancelled && setState({ intent, error: null, loading: false }),
      (e: unknown) => !cancelled && setState({ intent: null, error: e instanceof BillingError ? e.said : billingText('setupFailed'), loading: false }),
    );
    return () => {
      cancelled = true;
    };
  }, [active]);
  return state;
}

/**
 * Call with the id of a confirmed set-up intent. Rejects with a SetupError worded for the
 * error area ('Failed to confirm payment setup' unless the server says why).
 */
export function useCompleteSetup() {
  const toast = useToast();
  const T = useTexts(BILLING_TEXTS);
  const localized = useBillingText();
  const navigate = useNavigate();
  const revalidate = useRevalidateBilling();
  return useCallback(
    async (setupIntentId: string) => {
      const result = await completeSetup(setupIntentId);
      toast({ title: localized(billingText('methodAdded')), description: T.onFile(result.paymentMethod.label) });
      void revalidate();
      navigate('/');
    },
    [toast, navigate, revalidate, T, localized],
  );
}

/**
 * When Stripe had to send the customer to their bank (confirmSetup's redirect), they come back
 * to /account?setup_intent=…&redirect_status=…: finish the set-up there, once, and tidy the address.
 */
export function useSetupRedirectReturn() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const T = useTexts(BILLING_TEXTS);
  const localized = useBillingText();
  const revalidate = useRevalidateBilling();
  const setupIntentId = params.get('setup_intent');
  const status = params.get('redirect_status');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!setupIntentId || handled.current === setupIntentId) return;
    handled.current = setupIntentId;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const k of ['setup_intent', 'setup_intent_client_secret', 'redirect_status']) next.delete(k);
        return next;
      },
      { replace: true },
    );
    if (status !== 'succeeded') {
      toast({ title: localized(billingText('setupFailed')), variant: 'destructive' });
      return;
    }
    completeSetup(setupIntentId).then(
      (result) => {
        toast({ title: localized(billingText('methodAdded')), description: T.onFile(result.paymentMethod.label) });
        void revalidate();
      },
      (e: unknown) => toast({ title: localized(e instanceof BillingError ? e.said : billingText('confirmFailed')), variant: 'destructive' }),
    );
  }, [setupIntentId, status, setParams, toast, revalidate, T, localized]);
}
