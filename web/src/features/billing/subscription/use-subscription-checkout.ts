/**
 * Spec §4 "/subscribe states": a subscription is created when the page opens (its client secret
 * shows the payment form); a valid coupon creates it again with the coupon, then locks the box.
 * Failures are the toasts of spec §8.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { DiscountTerms } from '../../../../../schema/api/subscriptions.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { planText, useBillingText, type BillingSaid } from '../localize.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { createSubscription, isFullDiscount, normaliseCoupon, SubscriptionError, validateCoupon, type SubscriptionIntent } from './api.ts';

export interface AppliedCoupon {
  code: string;
  /** Its discount ('20% off for 3 months'), worded when shown. */
  discount: BillingSaid;
  terms: DiscountTerms | null;
}

export interface Checkout {
  intent: SubscriptionIntent | null;
  /** Creating the first subscription; false once it answered either way. */
  initialising: boolean;
  coupon: AppliedCoupon | null;
  applying: boolean;
  /** A coupon took the whole price: the thank-you page says so. */
  fullDiscount: boolean;
  applyCoupon: (text: string) => Promise<void>;
}

const reasonOf = (e: unknown) => (e instanceof SubscriptionError ? e.reason : null);
const describe = (localized: (said: BillingSaid) => string, said: BillingSaid | null) => (said ? localized(said) : undefined);

/** Mount only once the user is known not to be subscribed: mounting creates a subscription. */
export function useSubscriptionCheckout(): Checkout {
  const toast = useToast();
  const localized = useBillingText();
  const [intent, setIntent] = useState<SubscriptionIntent | null>(null);
  const [initialising, setInitialising] = useState(true);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // In the language of the moment it fails, without creating the subscription again on a switch.
  const initFailed = useEffectEvent((e: unknown) =>
    toast({ title: localized(planText('initFailed')), description: describe(localized, reasonOf(e)), variant: 'destructive' }),
  );

  useEffect(() => {
    let cancelled = false;
    createSubscription(undefined, planText('initFailed')).then(
      (created) => {
        if (cancelled) return;
        setIntent(created);
        setInitialising(false);
      },
      (e: unknown) => {
        if (cancelled) return;
        setInitialising(false);
        initFailed(e);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const { run: apply, busy: applying } = useMutation(
    async (code: string) => {
      const result = await validateCoupon(code);
      if (!result.valid) {
        toast({ title: localized(planText('invalidCouponTitle')), description: localized(result.said), variant: 'destructive' });
        return;
      }
      let withCoupon: SubscriptionIntent;
      try {
        withCoupon = await createSubscription(code, planText('couponApplyFailed'));
      } catch (e) {
        toast({ title: localized(planText('couponApplyFailed')), description: describe(localized, reasonOf(e)), variant: 'destructive' });
        return;
      }
      setIntent(withCoupon);
      setCoupon({ code, discount: result.discount, terms: result.terms });
      toast({ title: localized(planText('couponAppliedTitle')), description: localized(result.said) });
    },
    {
      errorOf: (e) => {
        toast({ title: localized(e instanceof SubscriptionError ? e.said : planText('couponValidateFailed')), variant: 'destructive' });
        return null;
      },
    },
  );

  const applyCoupon = useCallback(
    async (text: string) => {
      const code = normaliseCoupon(text);
      if (!code) {
        toast({ title: localized(planText('couponRequiredTitle')), description: localized(planText('couponRequired')), variant: 'destructive' });
        return;
      }
      await apply(code);
    },
    [toast, localized, apply],
  );

  // Nothing due now, or the discount's terms, say the coupon took the whole price.
  const fullDiscount = !!coupon && (intent?.amountDueFils === 0 || isFullDiscount(coupon.terms));
  return { intent, initialising, coupon, applying, fullDiscount, applyCoupon };
}
