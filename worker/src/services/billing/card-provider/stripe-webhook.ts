/**
 * Verification of Stripe's webhook deliveries (the Stripe-Signature header over the raw body) and
 * their translation into the few provider events billing reacts to.
 */
import Stripe from 'stripe';
import { createStripeClient } from './stripe-provider.ts';
import type { ProviderEvent } from './types.ts';

export interface StripeWebhookOptions {
  secretKey: string;
  /** The endpoint's signing secret, whsec_…. */
  webhookSecret: string;
  apiUrl: string;
}

/** The delivery is not provably from Stripe (no, a wrong or a stale signature): answer 400. */
export class WebhookSignatureError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * Verifies a delivery and maps it. `rawBody` must be the body exactly as received: the signature
 * covers its bytes, so a re-serialised JSON never verifies.
 */
export async function verifyStripeWebhook(options: StripeWebhookOptions, rawBody: string, signature: string | null): Promise<ProviderEvent> {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  const stripe = createStripeClient(options);
  let event: Stripe.Event;
  try {
    // The async variant: under SubtleCrypto (workerd) the synchronous constructEvent throws.
    // The default tolerance (300 s) refuses a replay of an old delivery.
    event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(err.message, err);
    }
    throw err;
  }
  return providerEvent(event);
}

export function providerEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { id: event.id, type: 'payment.succeeded', paymentId: intent.id, invoiceId: invoiceIdOf(intent.metadata) };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        id: event.id,
        type: 'payment.failed',
        paymentId: intent.id,
        invoiceId: invoiceIdOf(intent.metadata),
        code: error?.decline_code || error?.code || 'payment_failed',
        message: error?.message || 'The payment failed.',
      };
    }
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      const customer = intent.customer;
      return {
        id: event.id,
        type: 'setup.succeeded',
        setupIntentId: intent.id,
        customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
        purpose: intent.metadata?.purpose ?? null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { id: event.id, type: 'subscription.changed', subscriptionId: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      // Only a subscription's invoices concern the plan (ours, of usage, are PaymentIntents without an Invoice).
      const subscription = event.data.object.parent?.subscription_details?.subscription;
      const subscriptionId = typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
      if (!subscriptionId) return { id: event.id, type: 'ignored', providerType: event.type };
      return { id: event.id, type: 'subscription.changed', subscriptionId };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}

/** The invoice a PaymentIntent pays, from the metadata charge() wrote; null for payments made elsewhere. */
function invoiceIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const raw = metadata?.invoice_id;
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
