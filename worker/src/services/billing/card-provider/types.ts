/**
 * The card payment provider behind one interface (DESIGN §6): Stripe in production, the local
 * test provider when no Stripe key is configured. Services speak only this interface; nothing
 * outside card-provider/ imports the Stripe SDK.
 */
import { BILLING_MESSAGES, type CardProviderKind } from '../../../../../schema/api/billing.ts';
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

/** A provider event that billing reacts to, already verified. */
export type ProviderEvent =
  | { id: string; type: 'payment.succeeded'; paymentId: string; invoiceId: number | null }
  | { id: string; type: 'payment.failed'; paymentId: string; invoiceId: number | null; code: string; message: string }
  | { id: string; type: 'setup.succeeded'; setupIntentId: string; customerId: string | null }
  | { id: string; type: 'ignored'; providerType: string };

export interface CardProvider {
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
