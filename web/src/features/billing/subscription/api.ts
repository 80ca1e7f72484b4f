/**
 * The Professional Plan's writes (spec §7 "Billing and card provider", under /api/stripe/), each
 * failing with the spec §8 text to show. The status read is useSubscriptionStatus of
 * features/billing/api.ts (one hook per endpoint). Contracts: schema/api/subscriptions.ts.
 */
import type { CardProviderKind } from '../../../../../schema/api/billing.ts';
import {
  SUBSCRIPTION_MESSAGES as M,
  type CancelSubscriptionResponse,
  type CouponValidation,
  type CreateSubscriptionResponse,
  type PortalSessionResponse,
  type ResumeSubscriptionResponse,
  type TestConfirmSubscriptionResponse,
} from '../../../../../schema/api/subscriptions.ts';
import { apiSend, ApiError, serverMessage } from '../../../lib/api-client.ts';

export const CREATE_SUBSCRIPTION_URL = '/api/stripe/create-subscription';
export const VALIDATE_COUPON_URL = '/api/stripe/validate-coupon';
export const CANCEL_SUBSCRIPTION_URL = '/api/stripe/cancel-subscription';
export const PORTAL_SESSION_URL = '/api/stripe/create-portal-session';
export const RESUME_SUBSCRIPTION_URL = '/api/stripe/resume-subscription';

/** A failure already worded for the person at the keyboard; `reason`: the server's own words, if it gave any. */
export class SubscriptionError extends Error {
  override name = 'SubscriptionError';
  constructor(
    message: string,
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

/** What the payment form needs to confirm the plan's first payment (or, at 100% off, its card). */
export interface SubscriptionIntent {
  clientSecret: string;
  status: string;
  /** 'payment': confirm the first invoice's payment; 'setup': nothing is due now, confirm the card. */
  mode: 'payment' | 'setup';
  provider: CardProviderKind;
  publishableKey?: string;
  /** What the first invoice asks, in fils (0 when a coupon takes the whole price), if the server says. */
  amountDueFils?: number;
  /** The plan's price on that invoice before the coupon, and what the coupon takes off (fils), if the server says. */
  priceFils?: number;
  discountFils?: number;
}

/**
 * The optional fields fall back on the secret itself: a set-up's secret starts with seti_, and
 * the test provider's ids carry a `_test_` marker (pi_test_…, seti_test_…) that Stripe's never do.
 */
function toIntent(res: CreateSubscriptionResponse): SubscriptionIntent {
  return {
    clientSecret: res.clientSecret,
    status: res.status,
    mode: res.intent ?? (res.clientSecret.startsWith('seti_') ? 'setup' : 'payment'),
    provider: res.provider ?? (/^[a-z]+_test_/.test(res.clientSecret) ? 'test' : 'stripe'),
    ...(res.publishableKey ? { publishableKey: res.publishableKey } : {}),
    ...(typeof res.amountDueFils === 'number' ? { amountDueFils: res.amountDueFils } : {}),
    ...(typeof res.priceFils === 'number' ? { priceFils: res.priceFils } : {}),
    ...(typeof res.discountFils === 'number' ? { discountFils: res.discountFils } : {}),
  };
}

/** POST create-subscription {couponCode?}: rejects with `fallback` when no client secret comes back. */
export async function createSubscription(couponCode: string | undefined, fallback: string): Promise<SubscriptionIntent> {
  let res: CreateSubscriptionResponse | null;
  try {
    res = await apiSend<CreateSubscriptionResponse>('POST', CREATE_SUBSCRIPTION_URL, couponCode ? { couponCode } : {});
  } catch (e) {
    // A refusal says why (already subscribed, a payment past due, a used coupon): worth showing.
    throw new SubscriptionError(fallback, serverMessage(e, '') || null);
  }
  if (!res || typeof res.clientSecret !== 'string' || !res.clientSecret) throw new SubscriptionError(fallback);
  return toIntent(res);
}

/** Spec §5: a coupon is sent trimmed and upper-cased. */
export function normaliseCoupon(text: string): string {
  return text.trim().toUpperCase();
}

function isValidation(body: unknown): body is CouponValidation {
  return !!body && typeof body === 'object' && 'valid' in body && typeof (body as { valid: unknown }).valid === 'boolean';
}

/**
 * POST validate-coupon. A refusal of the code (an answer with valid false, or a 4xx naming the
 * problem) resolves as invalid with the server's words; only an unreachable or failing server
 * rejects, with 'Failed to validate coupon. Please try again.'
 */
export async function validateCoupon(couponCode: string): Promise<CouponValidation> {
  try {
    const res = await apiSend<CouponValidation>('POST', VALIDATE_COUPON_URL, { couponCode });
    if (isValidation(res)) return res;
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) {
      if (isValidation(e.body)) return e.body;
      return { valid: false, discount: '', message: serverMessage(e, M.invalidCoupon) };
    }
  }
  throw new SubscriptionError(M.couponValidateFailed);
}

/** Whether a coupon's discount text takes the whole price, e.g. '100% off'. */
export function isFullDiscount(discount: string): boolean {
  return /^\s*100\s*%/.test(discount);
}

/** POST cancel-subscription → the server's message; rejects with its error or 'Failed to cancel subscription'. */
export async function cancelSubscription(): Promise<string> {
  try {
    const res = await apiSend<CancelSubscriptionResponse>('POST', CANCEL_SUBSCRIPTION_URL);
    if (res && typeof res.message === 'string') return res.message;
  } catch (e) {
    throw new SubscriptionError(serverMessage(e, M.cancellationFailed));
  }
  throw new SubscriptionError(M.cancellationFailed);
}

/** POST resume-subscription → the server's message; rejects with its error or `fallback`. */
export async function resumeSubscription(fallback: string): Promise<string> {
  try {
    const res = await apiSend<ResumeSubscriptionResponse>('POST', RESUME_SUBSCRIPTION_URL);
    if (res && typeof res.message === 'string') return res.message;
  } catch (e) {
    throw new SubscriptionError(serverMessage(e, fallback));
  }
  throw new SubscriptionError(fallback);
}

/** POST create-portal-session → the portal's address; rejects with its error or 'Failed to open billing portal'. */
export async function createPortalSession(): Promise<string> {
  try {
    const res = await apiSend<PortalSessionResponse>('POST', PORTAL_SESSION_URL);
    if (res && typeof res.url === 'string' && res.url) return res.url;
  } catch (e) {
    throw new SubscriptionError(serverMessage(e, M.portalFailed));
  }
  throw new SubscriptionError(M.portalFailed);
}

// ---------------------------------------------------------------------------------------------
// The local test provider's confirm step

/** A payment the provider refused, with its message ('Your card was declined.'): 'Payment Failed'. */
export class PaymentFailure extends Error {
  override name = 'PaymentFailure';
}

export interface TestCardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const TEST_CONFIRM_SUBSCRIPTION_URL = '/api/stripe/test-provider/confirm-subscription';

function providerMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const { error } = body as { error: unknown };
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return null;
}

/**
 * The test provider's stand-in for Stripe's confirm step in the browser, for the subscription's
 * client secret. A refused card (4xx) rejects with a PaymentFailure carrying the provider's
 * message; anything else rejects with a plain error ('Payment Error').
 */
export async function confirmTestSubscription(clientSecret: string, card: TestCardDetails): Promise<void> {
  let res: TestConfirmSubscriptionResponse | null;
  try {
    res = await apiSend<TestConfirmSubscriptionResponse>('POST', TEST_CONFIRM_SUBSCRIPTION_URL, { clientSecret, ...card });
  } catch (e) {
    const message = e instanceof ApiError && e.status < 500 ? providerMessage(e.body) : null;
    if (message) throw new PaymentFailure(message);
    throw e;
  }
  if (!res?.success) {
    const message = providerMessage(res);
    if (message) throw new PaymentFailure(message);
    throw new Error('The test provider did not confirm the subscription');
  }
}
