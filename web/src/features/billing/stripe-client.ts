/**
 * Stripe.js, loaded only by the payment screens (this module is imported dynamically, so the
 * main bundle carries none of it): one Stripe instance per publishable key.
 */
import { loadStripe, type Stripe } from '@stripe/stripe-js';

const instances = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey);
    // A failed script load may succeed on the next attempt: do not keep the failure.
    instance.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, instance);
  }
  return instance;
}

/**
 * An invoice payment the bank wants the customer to authenticate (PayInvoiceResponse
 * `requiresAction`): Stripe shows its authentication dialog. Resolves with the provider's
 * message on failure (`texts`, in the interface language, when it gives none), null on success.
 */
export async function confirmInvoicePayment(
  publishableKey: string,
  clientSecret: string,
  paymentMethodId: string | null,
  texts: { stripeNotLoaded: string; paymentNotConfirmed: string },
): Promise<string | null> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return texts.stripeNotLoaded;
  const { error } = await stripe.confirmCardPayment(clientSecret, paymentMethodId ? { payment_method: paymentMethodId } : undefined);
  return error ? error.message || texts.paymentNotConfirmed : null;
}
