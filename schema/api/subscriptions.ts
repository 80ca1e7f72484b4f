/**
 * Contracts of the legacy Professional Plan (spec §1, §3 "Subscription status" / "Coupon
 * validation result", §4 "Subscription plans", §5 coupon rules, §7 "Billing and card provider",
 * §8 coupon, subscription, portal and cancellation messages), shared by worker and web. Plain
 * types and constants only (the SPA ships no zod); request validators live in
 * ./subscription-requests.ts. The status response is `SubscriptionStatus` of ./account.ts.
 * Decisions: docs/decisions/013-professional-plan.md.
 */
import type { CardProviderKind } from './billing.ts';
import type { CouponRefusal } from './error-codes.ts';

/** Texts of spec §8 for the plan, verbatim where the spec gives them. */
export const SUBSCRIPTION_MESSAGES = {
  couponRequiredTitle: 'Coupon Required',
  couponRequired: 'Please enter a coupon code to validate.',
  invalidCouponTitle: 'Invalid Coupon',
  /** The fallback text of an invalid coupon when the server gives none. */
  invalidCoupon: 'This coupon code is not valid or has expired.',
  couponValidateFailed: 'Failed to validate coupon. Please try again.',
  couponApplyFailed: 'Failed to apply coupon to subscription. Please try again.',
  couponAppliedTitle: 'Coupon Applied!',
  initFailed: 'Failed to initialize subscription. Please try again.',
  paymentFailedTitle: 'Payment Failed',
  paymentErrorTitle: 'Payment Error',
  unexpected: 'An unexpected error occurred. Please try again.',
  canceledTitle: 'Subscription Canceled',
  cancellationFailedTitle: 'Cancellation Failed',
  cancellationFailed: 'Failed to cancel subscription',
  portalErrorTitle: 'Portal Error',
  portalFailed: 'Failed to open billing portal',

  // The server's own texts (refusals and confirmations of the endpoints under /api/stripe/).
  couponExpired: 'This coupon code has expired.',
  couponUsedUp: 'This coupon code has reached its redemption limit.',
  couponAlreadyUsed: 'You have already used this coupon code.',
  /** Every use left of a limited code is held by checkouts in progress; a held use is released within 30 minutes if unpaid. */
  couponHeld: 'This coupon code is held by a checkout in progress. Please try again later.',
  couponFormat: "A coupon code has only letters, digits, '-' and '_' (at most 64).",
  /** validate-coupon's message for a valid code, e.g. 'Coupon applied: 20% off for 3 months.' */
  couponValid: (discount: string) => `Coupon applied: ${discount}.`,
  alreadySubscribed: 'You already have an active Professional Plan.',
  pastDue: 'The last payment of your Professional Plan failed. Update your card in Manage Billing instead of subscribing again.',
  subscriptionBusy: 'Your subscription is still being set up. Please wait a moment and try again.',
  noSubscription: 'You have no active Professional Plan subscription.',
  notResumable: 'Only a cancelled plan that has not ended yet can be resumed.',
  noBillingAccount: 'There is no subscription to manage yet. Subscribe to the Professional Plan first.',
  planNotConfigured: 'The Professional Plan is not available on this server.',
  /** cancel-subscription's message: the plan runs to the end of the period it is paid for. */
  canceled: (endsOn: string) => `Your Professional Plan is cancelled: you keep it until ${endsOn}, and it will not renew.`,
  canceledNoDate: 'Your Professional Plan is cancelled: you keep it until the end of the current billing period, and it will not renew.',
  resumed: (renewsOn: string) => `Your Professional Plan will renew on ${renewsOn}.`,
  testSubscriptionNotFound: 'This subscription payment was not found. Please start again from the subscribe page.',
  /** 429 RATE_LIMITED of the plan's writes (details.limit coupon_checks, subscription_attempts). */
  tooManyCouponChecks: 'Too many coupon codes tried in the last hour. Please wait and try again.',
  tooManySubscriptionAttempts: 'Too many subscription attempts in the last hour. Please wait and try again.',
} as const;

/** POST /api/stripe/validate-coupon {couponCode} → (spec §3 "Coupon validation result"). */
export interface CouponValidation {
  valid: boolean;
  /** The discount as text, e.g. '100% off', '20% off for 3 months', 'AED 10.00 off'; '' when invalid. */
  discount: string;
  message: string;
  /** What `message` says, as a code (decision 032): the SPA words it from this, `terms` and `reason`. */
  code: 'COUPON_VALID' | 'COUPON_INVALID';
  /** A valid code's discount, as `discount` words it. */
  terms?: DiscountTerms;
  /** Why an invalid code cannot be used. */
  reason?: CouponRefusal;
}

/** What a coupon takes off: a percentage or an amount, on the first month, for some months, or for as long as the plan runs. */
export interface DiscountTerms {
  percentOff: number | null;
  amountOffFils: number | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
}

/**
 * POST /api/stripe/create-subscription {couponCode?} → the secret the payment form confirms.
 * Asking again returns the same incomplete subscription's secret (with a different coupon, a new
 * subscription replaces it); an active one is refused with 409.
 */
export interface CreateSubscriptionResponse {
  /** Confirmed in the browser (card details are collected even when a coupon takes 100% off). */
  clientSecret: string;
  /** The provider's subscription status, e.g. 'incomplete' until the first payment is confirmed. */
  status: string;
  /**
   * 'payment': the first invoice is due, confirm a payment (pi_…_secret_…); 'setup': nothing is due
   * now (a 100% coupon), confirm a card set-up (seti_…_secret_…). The secret's prefix says the same.
   */
  intent?: 'payment' | 'setup';
  provider?: CardProviderKind;
  /** Stripe's publishable key for the card form (Stripe only). */
  publishableKey?: string;
  /** What the first invoice asks, in fils (0 with a 100% coupon). */
  amountDueFils?: number;
  /** The plan's price on that invoice before the coupon, in fils (4900), when the provider says. */
  priceFils?: number;
  /** What the coupon takes off the first invoice, in fils: priceFils − amountDueFils (a percentage rounded to the fils, as Stripe does). */
  discountFils?: number;
  /** The coupon applied, upper case; null without one. */
  couponCode?: string | null;
}

/**
 * POST /api/stripe/test-provider/confirm-subscription (local test provider only): the stand-in for
 * Stripe's confirmPayment / confirmSetup. 402 with `error` when the card is refused.
 */
export interface TestConfirmSubscriptionResponse {
  success: boolean;
  subscription?: { id: string; status: string };
  /** A refusal: the provider's code and message (Stripe's shape), and what it means here (./error-codes.ts). */
  error?: { code: string; message: string };
  code?: 'SUBSCRIPTION_PAYMENT_NOT_FOUND' | 'COUPON_INVALID' | 'CARD_REFUSED';
  details?: { reason: CouponRefusal } | { provider_code: string };
}

/**
 * One charge of the Professional Plan: an invoice of the provider (a Stripe invoice, or a period of
 * a local test subscription), paid or whose payment failed. Checkouts never paid are not charges.
 */
export interface PlanChargeDto {
  /** The provider's invoice id (in_…), or the test subscription's period (sub_test_…-period-1). */
  id: string;
  /** When the provider billed it (ISO-8601). */
  createdAt: string;
  /** Start of the month it pays for (ISO-8601), when known. */
  periodStart: string | null;
  /** The subscription's first invoice: what was paid when subscribing (the thank-you page shows it). */
  first: boolean;
  /** The plan's price before the coupon, in fils. */
  priceFils: number;
  /** What the coupon took off, in fils (0 without one). */
  discountFils: number;
  /** What was charged: priceFils − discountFils. */
  amountFils: number;
  /** The code the subscription was created with, upper case; null without one. */
  couponCode: string | null;
  status: 'paid' | 'failed';
  paidAt: string | null;
}

/** GET /api/stripe/plan-charges: the signed-in user's Professional Plan charges, newest first. */
export interface PlanChargesResponse {
  success: true;
  data: PlanChargeDto[];
}

/**
 * What a change of the plan says, as a code (decision 032): the SPA words `message` from it and the day the
 * paid period ends (`periodEnd`, 'YYYY-MM-DD', UTC; null when the provider did not say).
 */
export interface SubscriptionChange {
  message: string;
  code: 'PLAN_CANCELED' | 'PLAN_RESUMED';
  details: { periodEnd: string | null };
}

/** POST /api/stripe/resume-subscription → message (the plan renews again), or {error}. */
export type ResumeSubscriptionResponse = SubscriptionChange;

/** POST /api/stripe/cancel-subscription → message (cancelled at the period's end), or {error}. */
export type CancelSubscriptionResponse = SubscriptionChange;

/** POST /api/stripe/create-portal-session → a URL the SPA opens in a new tab, or {error}. */
export interface PortalSessionResponse {
  url: string;
}

/** Return URLs of the confirm-payment step (spec §7). */
export const SUBSCRIPTION_RETURN_PATHS = {
  success: '/thank-you?subscription=success',
  successWithDiscount: '/thank-you?subscription=success&discount=true',
} as const;
