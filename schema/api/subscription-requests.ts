/** Request validators of the Professional Plan endpoints under /api/stripe/ (spec §5 coupon rules, §7). */
import { z } from 'zod';
import { TestConfirmSetupRequest } from './billing-requests.ts';
import { SUBSCRIPTION_MESSAGES as M } from './subscriptions.ts';

/** Spec §5: trimmed and upper-cased. Letters, digits, '-' and '_' as Stripe's promotion codes allow. */
const couponCode = z
  .string({ error: 'couponCode must be text' })
  .trim()
  .toUpperCase()
  .min(1, { error: M.couponRequired, abort: true })
  .max(64, M.couponFormat)
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, M.couponFormat);

export const ValidateCouponRequest = z.object({ couponCode });
export type ValidateCouponRequest = z.input<typeof ValidateCouponRequest>;

/** No code, null or an empty box all mean "no coupon". */
export const CreateSubscriptionRequest = z.object({
  couponCode: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), couponCode.optional()),
});
export type CreateSubscriptionRequest = z.input<typeof CreateSubscriptionRequest>;

/**
 * The local test provider's card form for a subscription (POST /api/stripe/test-provider/confirm-subscription):
 * the card fields of the card set-up form, with the subscription's secret.
 */
export const TestConfirmSubscriptionRequest = TestConfirmSetupRequest.extend({
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .regex(/^(pi|seti)_test_[A-Za-z0-9]{8,64}_secret_[A-Za-z0-9]{8,64}$/, 'clientSecret is not a test subscription secret'),
});
export type TestConfirmSubscriptionRequest = z.input<typeof TestConfirmSubscriptionRequest>;
