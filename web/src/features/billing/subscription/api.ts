/**
 * The Professional Plan's writes (spec §7 "Billing and card provider", under /api/stripe/), each
 * failing with the spec §8 text to show. The status read is useSubscriptionStatus of
 * features/billing/api.ts (one hook per endpoint). Contracts: schema/api/subscriptions.ts.
 */
import type { CardProviderKind } from '../../../../../schema/api/billing.ts';
import type { CouponRefusal } from '../../../../../schema/api/error-codes.ts';
import type {
  CancelSubscriptionResponse,
  CouponValidation,
  CreateSubscriptionResponse,
  DiscountTerms,
  PortalSessionResponse,
  ResumeSubscriptionResponse,
  TestConfirmSubscriptionResponse,
} from '../../../../../schema/api/subscriptions.ts';
import { apiSend, ApiError, problemOf, problemOfBody, serverMessage } from '../../../lib/api-client.ts';
import { BillingError } from '../api.ts';
import {
  asSent,
  billingSaidOf,
  billingSaidOfProblem,
  couponRefusalText,
  discountText,
  planText,
  saying,
  subscriptionChangeText,
  type BillingSaid,
} from '../localize.ts';

export const CREATE_SUBSCRIPTION_URL = '/api/stripe/create-subscription';
export const VALIDATE_COUPON_URL = '/api/stripe/validate-coupon';
export const CANCEL_SUBSCRIPTION_URL = '/api/stripe/cancel-subscription';
export const PORTAL_SESSION_URL = '/api/stripe/create-portal-session';
export const RESUME_SUBSCRIPTION_URL = '/api/stripe/resume-subscription';

/** A failure of the plan's writes; `reason`: what the server said, if it said anything (worded from its code). */
export class SubscriptionError extends BillingError {
  override name = 'SubscriptionError';
  constructor(
    said: BillingSaid,
    readonly reason: BillingSaid | null = null,
  ) {
    super(said);
  }
}

/** What a refused call said, when it said anything: its code, or its text without one. */
function reasonOf(e: unknown, fallback: BillingSaid): BillingSaid | null {
  return problemOf(e) || serverMessage(e, '') ? billingSaidOf(e, fallback) : null;
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
export async function createSubscription(couponCode: string | undefined, fallback: BillingSaid): Promise<SubscriptionIntent> {
  let res: CreateSubscriptionResponse | null;
  try {
    res = await apiSend<CreateSubscriptionResponse>('POST', CREATE_SUBSCRIPTION_URL, couponCode ? { couponCode } : {});
  } catch (e) {
    // A refusal says why (already subscribed, a payment past due, a used coupon): worth showing.
    throw new SubscriptionError(fallback, reasonOf(e, fallback));
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

/** A coupon code checked: whether it can be used, its discount's terms, and what to say (worded when shown). */
export interface CouponCheck {
  valid: boolean;
  terms: DiscountTerms | null;
  /** A valid code's discount ('20% off for 3 months'). */
  discount: BillingSaid;
  said: BillingSaid;
}

/** What validate-coupon's answer says, from its code, terms and reason (decision 032). */
function couponCheckOf(res: CouponValidation): CouponCheck {
  if (res.valid) {
    const terms = res.terms ?? null;
    const discount = terms ? discountText(terms) : asSent(res.discount);
    return { valid: true, terms, discount, said: res.code ? saying((w) => w.plan.couponValid(discount.say(w))) : asSent(res.message || res.discount) };
  }
  const said =
    res.code === 'COUPON_INVALID' ? couponRefusalText(res.reason as CouponRefusal | undefined) : res.message ? asSent(res.message) : planText('invalidCoupon');
  return { valid: false, terms: null, discount: asSent(''), said };
}

/**
 * POST validate-coupon. A refusal of the code (an answer with valid false, or a 4xx naming the
 * problem) resolves as invalid with the server's reason; only an unreachable or failing server
 * rejects, with 'Failed to validate coupon. Please try again.'
 */
export async function validateCoupon(couponCode: string): Promise<CouponCheck> {
  try {
    const res = await apiSend<CouponValidation>('POST', VALIDATE_COUPON_URL, { couponCode });
    if (isValidation(res)) return couponCheckOf(res);
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) {
      if (isValidation(e.body)) return couponCheckOf(e.body);
      return { valid: false, terms: null, discount: asSent(''), said: billingSaidOf(e, planText('invalidCoupon')) };
    }
  }
  throw new SubscriptionError(planText('couponValidateFailed'));
}

/** Whether a coupon's discount takes the whole price ('100% off'). */
export function isFullDiscount(terms: DiscountTerms | null): boolean {
  return terms?.percentOff === 100;
}

/** POST cancel-subscription → what it says (the plan's end); rejects with its error or 'Failed to cancel subscription'. */
export async function cancelSubscription(): Promise<BillingSaid> {
  try {
    const res = await apiSend<CancelSubscriptionResponse>('POST', CANCEL_SUBSCRIPTION_URL);
    if (res && typeof res.message === 'string') return res.code ? subscriptionChangeText(res) : asSent(res.message);
  } catch (e) {
    throw new SubscriptionError(billingSaidOf(e, planText('cancellationFailed')));
  }
  throw new SubscriptionError(planText('cancellationFailed'));
}

/** POST resume-subscription → what it says (the renewal day); rejects with its error or `fallback`. */
export async function resumeSubscription(fallback: BillingSaid): Promise<BillingSaid> {
  try {
    const res = await apiSend<ResumeSubscriptionResponse>('POST', RESUME_SUBSCRIPTION_URL);
    if (res && typeof res.message === 'string') return res.code ? subscriptionChangeText(res) : asSent(res.message);
  } catch (e) {
    throw new SubscriptionError(billingSaidOf(e, fallback));
  }
  throw new SubscriptionError(fallback);
}

/** POST create-portal-session → the portal's address; rejects with its error or 'Failed to open billing portal'. */
export async function createPortalSession(): Promise<string> {
  try {
    const res = await apiSend<PortalSessionResponse>('POST', PORTAL_SESSION_URL);
    if (res && typeof res.url === 'string' && res.url) return res.url;
  } catch (e) {
    throw new SubscriptionError(billingSaidOf(e, planText('portalFailed')));
  }
  throw new SubscriptionError(planText('portalFailed'));
}

// ---------------------------------------------------------------------------------------------
// The local test provider's confirm step

/** A payment the provider refused, with its message ('Your card was declined.') or the server's reason: 'Payment Failed'. */
export class PaymentFailure extends BillingError {
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
 * What a refused confirmation says: by its code (a coupon gone meanwhile, a payment not found), else the card
 * provider's own words as they came.
 */
function refusalOf(status: number, body: unknown): BillingSaid | null {
  const message = providerMessage(body);
  const problem = problemOfBody(status, body);
  if (problem && problem.code !== 'CARD_REFUSED') return billingSaidOfProblem({ ...problem, error: problem.error || message || '' }, planText('unexpected'));
  return message ? asSent(message) : null;
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
    const refusal = e instanceof ApiError && e.status < 500 ? refusalOf(e.status, e.body) : null;
    if (refusal) throw new PaymentFailure(refusal);
    throw e;
  }
  if (!res?.success) {
    const refusal = refusalOf(402, res);
    if (refusal) throw new PaymentFailure(refusal);
    throw new Error('The test provider did not confirm the subscription');
  }
}
