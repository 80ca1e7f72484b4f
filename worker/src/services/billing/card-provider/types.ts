/**
 * The card payment provider behind one interface (DESIGN §6): Stripe in production, the local
 * test provider when no Stripe key is configured. Services speak only this interface; nothing
 * outside card-provider/ imports the Stripe SDK.
 */
import { BILLING_MESSAGES, type CardProviderKind } from '../../../../../schema/api/billing.ts';
import { SUBSCRIPTION_MESSAGES } from '../../../../../schema/api/subscriptions.ts';
import { DomainError } from '../../../errors.ts';

export interface CardDetails {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

export interface SetupIntentCreated {
  setupIntentId: string;
  clientSecret: string;
}

/** The outcome of one charge attempt. */
export type ChargeOutcome =
  | { status: 'succeeded'; paymentId: string }
  /** The customer must authenticate on-session (3-D Secure): confirm with `clientSecret` in the browser. */
  | { status: 'requires_action'; paymentId: string; clientSecret: string; code: string; message: string }
  | { status: 'failed'; paymentId: string | null; code: string; message: string };

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  amountFils: number;
  /** Sent as the provider's idempotency key: a retried request replays the first outcome instead of charging again. */
  idempotencyKey: string;
  invoiceId: number;
  userId: number;
  description: string;
  /** True when the customer is present (a retry from the account page), false for the automatic charges. */
  onSession: boolean;
}

/** The metadata `purpose` of the card set-ups that put a card on file for pay-as-you-go (not a subscription's). */
export const CARD_ON_FILE_PURPOSE = 'card_on_file';

/** A provider event that billing reacts to, already verified. */
export type ProviderEvent =
  | { id: string; type: 'payment.succeeded'; paymentId: string; invoiceId: number | null }
  | { id: string; type: 'payment.failed'; paymentId: string; invoiceId: number | null; code: string; message: string }
  /** `purpose` 'card_on_file' marks our own card set-ups; others (a subscription's) never become the card on file. */
  | { id: string; type: 'setup.succeeded'; setupIntentId: string; customerId: string | null; purpose: string | null }
  /** Something about a subscription changed (created, renewed, paid, failed, cancelled, deleted): read it again. */
  | { id: string; type: 'subscription.changed'; subscriptionId: string }
  | { id: string; type: 'ignored'; providerType: string };

export type ProviderSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'unpaid' | 'paused' | 'canceled';

/** A provider's subscription as it stands now (times in epoch seconds). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  /** The card that pays it, when the provider has one. */
  card: CardDetails | null;
  /** The app's subscription id the provider carries for us (Stripe metadata), to find a record still pending. */
  appSubscriptionId: number | null;
}

/** A coupon's discount, whichever provider holds it. */
export interface CouponTerms {
  /** The customer-facing code, upper case. */
  code: string;
  /** The provider's handle to apply it: Stripe's promotion code id; the code itself for the test provider. */
  providerRef: string;
  percentOff: number | null;
  amountOffFils: number | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
  /**
   * Paid redemptions the code has left (the provider counts one when a subscription's first invoice
   * is paid); null when unlimited. Checkouts in progress hold them through coupon reservations.
   */
  remainingRedemptions: number | null;
}

export type CouponLookup = { status: 'valid'; coupon: CouponTerms } | { status: 'unknown' | 'expired' | 'used_up' | 'inactive' };

/** What the browser needs to pay for (or, when nothing is due, put a card on) a new subscription. */
export interface SubscriptionCheckout {
  subscription: ProviderSubscription;
  clientSecret: string;
  intent: 'payment' | 'setup';
  amountDueFils: number;
  /** The plan's price on the first invoice before any coupon; null when the provider does not say. */
  priceFils: number | null;
}

/**
 * An invoice of a Professional Plan subscription that was charged: paid, or a renewal whose payment
 * failed. Unpaid first invoices of checkouts, drafts and voided invoices are not listed.
 */
export interface PlanInvoice {
  id: string;
  subscriptionId: string;
  /** Epoch seconds. */
  created: number;
  periodStart: number | null;
  /** The subscription's first invoice (paid when subscribing). */
  first: boolean;
  /** Before the coupon. */
  subtotalFils: number;
  discountFils: number;
  /** What is charged: subtotal − discount. */
  totalFils: number;
  status: 'paid' | 'failed';
  paidAt: number | null;
}

export interface CreateSubscriptionRequest {
  customerId: string;
  userId: number;
  /** The app's subscription record (pending) this creates the provider's subscription for. */
  appSubscriptionId: number;
  coupon: CouponTerms | null;
  /** One subscription per app record, however often the request is retried. */
  idempotencyKey: string;
}

/** 'held': every use left is reserved by checkouts in progress (issue 26): it may come free again soon. */
export type CouponRefusal = Exclude<CouponLookup['status'], 'valid'> | 'already_used' | 'held';

/** The words for a code that cannot be used: the spec's text, or a more precise one. */
export function couponRefusalMessage(reason: CouponRefusal): string {
  switch (reason) {
    case 'expired':
      return SUBSCRIPTION_MESSAGES.couponExpired;
    case 'used_up':
      return SUBSCRIPTION_MESSAGES.couponUsedUp;
    case 'already_used':
      return SUBSCRIPTION_MESSAGES.couponAlreadyUsed;
    case 'held':
      return SUBSCRIPTION_MESSAGES.couponHeld;
    case 'unknown':
    case 'inactive':
      return SUBSCRIPTION_MESSAGES.invalidCoupon;
  }
}

/** The provider refused the coupon when the subscription was created (used up or expired meanwhile): 400. */
export class CouponRefusedError extends DomainError {
  constructor(readonly reason: CouponRefusal) {
    super(couponRefusalMessage(reason), 400, 'COUPON_INVALID', { reason });
  }
}

/** The provider has no such subscription (an event about an object deleted since, or another account's). */
export class SubscriptionNotFoundError extends Error {
  constructor(readonly subscriptionId: string) {
    super(`The card provider has no subscription ${subscriptionId}`);
    this.name = 'SubscriptionNotFoundError';
  }
}

/** The provider has no Professional Plan to sell (Stripe without STRIPE_PROFESSIONAL_PRICE_ID). */
export class PlanNotConfiguredError extends DomainError {
  constructor(message: string) {
    super(message, 503, 'PLAN_NOT_CONFIGURED');
  }
}

/** The legacy Professional Plan's operations (docs/decisions/013-professional-plan.md). */
export interface SubscriptionProvider {
  /** A customer-facing code (trimmed, upper case): its discount, or why it cannot be used. */
  findCoupon(code: string): Promise<CouponLookup>;
  /** A new subscription to the Professional Plan, incomplete until its first invoice is paid (active at once when nothing is due). */
  createSubscription(request: CreateSubscriptionRequest): Promise<SubscriptionCheckout>;
  /** The checkout of an existing subscription: the same client secret again. */
  subscriptionCheckout(subscriptionId: string): Promise<SubscriptionCheckout>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Cancels at the end of the paid period (true), or takes that back (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends a subscription now: only for one that was never paid (replaced by a new one, or its coupon reservation ended). */
  cancelSubscriptionNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** Pays the subscription's future invoices with this card, and a past-due invoice at once. */
  setSubscriptionPaymentMethod(subscriptionId: string, paymentMethodId: string): Promise<ProviderSubscription>;
  /** The charged invoices of these subscriptions of the customer (any order). */
  listPlanInvoices(customerId: string, subscriptionIds: readonly string[]): Promise<PlanInvoice[]>;
  /** Where the customer manages the subscription: Stripe's customer portal, or the app's local portal page. */
  createPortalSession(customerId: string, urls: { appUrl: string; returnUrl: string }): Promise<string>;
}

export interface CardProvider extends SubscriptionProvider {
  readonly kind: CardProviderKind;
  /** Stripe's publishable key for the browser; absent for the test provider. */
  readonly publishableKey?: string;
  /** The provider's customer for a user (created once; the id is stored in billing_accounts). */
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>;
  /** A set-up of a card for later off-session charges, confirmed in the browser with the client secret. */
  createSetupIntent(customerId: string): Promise<SetupIntentCreated>;
  /**
   * The card a succeeded set-up saved, or null when the set-up is not the customer's or has not
   * succeeded (a forged or unfinished id never stores a card).
   */
  completedSetup(customerId: string, setupIntentId: string): Promise<CardDetails | null>;
  /** Makes the card the customer's default for off-session charges, where the provider has one. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The current state of an earlier payment (after the customer authenticated it in the browser). */
  paymentStatus(paymentId: string): Promise<ChargeOutcome>;
}

/**
 * Thrown when the provider cannot be reached or answers with a server error: nothing is known to
 * have happened. A request that meets it answers 503 with a text the user can act on.
 */
export class CardProviderUnavailableError extends DomainError {
  constructor(
    readonly detail: string,
    readonly providerError?: unknown,
  ) {
    super(BILLING_MESSAGES.providerUnavailable, 503, 'CARD_PROVIDER_UNAVAILABLE');
  }
}

/** 'Visa •••• 4242' */
export function cardLabel(brand: string, last4: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
  };
  const name = names[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
  return `${name} •••• ${last4}`;
}
