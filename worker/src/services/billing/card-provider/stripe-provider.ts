/**
 * The Stripe card provider: customers, SetupIntents for saving a card, and PaymentIntents for
 * charging it (off-session for the automatic charges, on-session for a retry from the account
 * page). Only this module and stripe-webhook.ts import the Stripe SDK.
 */
import Stripe from 'stripe';
import { call, idOf, isMissing, isNotAttached } from './stripe-calls.ts';
import { stripeSubscriptionOps } from './stripe-subscriptions.ts';
import {
  CARD_ON_FILE_PURPOSE,
  type CardDetails,
  type CardProvider,
  CardProviderUnavailableError,
  type ChargeOutcome,
  type ChargeRequest,
  type SetupIntentCreated,
} from './types.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** https://api.stripe.com in production; tests point it at the fake (http://host:port). */
  apiUrl: string;
  /** The Price of the Professional Plan (STRIPE_PROFESSIONAL_PRICE_ID); without it the plan cannot be sold. */
  professionalPriceId?: string;
}

/** Stripe's wording for a payment that waits for 3-D Secure, used when Stripe gives no error message. */
const AUTHENTICATION_MESSAGE = 'This transaction requires authentication.';

export function createStripeClient(options: { secretKey: string; apiUrl: string }): Stripe {
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    // Looks the global fetch up on every call rather than once here, so a fetch replaced later
    // (the tests' interception) is the one used.
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // One retry covers a dropped connection; every POST that moves money carries our own
    // idempotency key, so the retry can never charge twice.
    maxNetworkRetries: 1,
    // A request is made while a user waits (or inside a cron run): fail fast and let the caller
    // retry later with the same idempotency key instead of hanging for Stripe's 80 s default.
    timeout: 20_000,
  });
}

export function createStripeProvider(options: StripeProviderOptions): CardProvider {
  const stripe = createStripeClient(options);

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    ...stripeSubscriptionOps(stripe, options.professionalPriceId),

    async createCustomer(user) {
      const customer = await call(() =>
        stripe.customers.create(
          { email: user.email, name: user.name, metadata: { user_id: String(user.id) } },
          // A retry after a lost response finds the customer the first attempt created.
          { idempotencyKey: `customer-user-${user.id}` },
        ),
      );
      return customer.id;
    },

    async createSetupIntent(customerId): Promise<SetupIntentCreated> {
      const intent = await call(() =>
        // allowed_payment_method_types: the SDK's API version (2026-10-28) renamed payment_method_types.
        stripe.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          // Tells this card set-up from a subscription's when its webhook arrives (provider-events.ts).
          metadata: { purpose: CARD_ON_FILE_PURPOSE },
        }),
      );
      if (!intent.client_secret) throw new Error(`Stripe returned SetupIntent ${intent.id} without a client secret`);
      return { setupIntentId: intent.id, clientSecret: intent.client_secret };
    },

    async completedSetup(customerId, setupIntentId): Promise<CardDetails | null> {
      // The id comes from the browser: anything that is not a SetupIntent id is not worth a request.
      if (!/^seti_\w+$/.test(setupIntentId)) return null;
      let intent: Stripe.SetupIntent;
      try {
        intent = await call(() => stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      if (intent.status !== 'succeeded' || idOf(intent.customer) !== customerId) return null;
      const method = intent.payment_method;
      if (!method || typeof method === 'string' || !method.card) return null;
      return {
        paymentMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month ?? null,
        expYear: method.card.exp_year ?? null,
      };
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await call(() => stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }));
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await call(() => stripe.paymentMethods.detach(paymentMethodId));
      } catch (err) {
        // Already detached or gone: the card is off the customer either way, which is what was asked.
        if (isMissing(err) || isNotAttached(err)) return;
        throw err;
      }
    },

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: request.amountFils,
        currency: 'aed',
        customer: request.customerId,
        payment_method: request.paymentMethodId,
        confirm: true,
        description: request.description,
        metadata: { invoice_id: String(request.invoiceId), user_id: String(request.userId) },
        // Without it, Stripe enables every method of the Dashboard, and confirming one that may
        // redirect needs a return_url; a saved card never redirects. (payment_method_types before
        // API version 2026-10-28.)
        allowed_payment_method_types: ['card'],
      };
      if (!request.onSession) params.off_session = true;
      try {
        const intent = await call(() => stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey }));
        return outcomeOf(intent);
      } catch (err) {
        const declined = declineOutcome(err);
        if (declined) return declined;
        throw err;
      }
    },

    async paymentStatus(paymentId): Promise<ChargeOutcome> {
      return outcomeOf(await call(() => stripe.paymentIntents.retrieve(paymentId)));
    },
  };
}

/** A card error (HTTP 402) of a charge: declined, or waiting for the customer to authenticate. */
/** The customer must confirm the payment in the browser (3-D Secure) with its client secret. */
function authenticationNeeded(paymentId: string, clientSecret: string, message: string | undefined): ChargeOutcome {
  return { status: 'requires_action', paymentId, clientSecret, code: 'authentication_required', message: message || AUTHENTICATION_MESSAGE };
}

function declineOutcome(err: unknown): ChargeOutcome | null {
  if (!(err instanceof Stripe.errors.StripeCardError)) return null;
  const intent = err.payment_intent;
  if (err.code === 'authentication_required' && intent?.client_secret) return authenticationNeeded(intent.id, intent.client_secret, err.message);
  return {
    status: 'failed',
    paymentId: intent?.id ?? null,
    code: err.decline_code || err.code || 'card_declined',
    message: err.message,
  };
}

function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  const error = intent.last_payment_error;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentId: intent.id };
    case 'requires_action':
      if (intent.client_secret) return authenticationNeeded(intent.id, intent.client_secret, error?.message);
      break;
    case 'requires_payment_method':
      // Stripe leaves an off-session charge that needs 3-D Secure in this state; the customer
      // can still authenticate it with the client secret.
      if (error?.code === 'authentication_required' && intent.client_secret) return authenticationNeeded(intent.id, intent.client_secret, error.message);
      if (error) {
        return {
          status: 'failed',
          paymentId: intent.id,
          code: error.decline_code || error.code || 'card_declined',
          message: error.message || 'The payment failed.',
        };
      }
      break;
    case 'processing':
      // Not settled either way yet: nothing to record; Stripe's webhook (or a later look) tells.
      throw new CardProviderUnavailableError(`Stripe is still processing payment ${intent.id}`);
    default:
      break;
  }
  return {
    status: 'failed',
    paymentId: intent.id,
    code: intent.status,
    message: error?.message || `The payment was not completed (Stripe status ${intent.status}).`,
  };
}
