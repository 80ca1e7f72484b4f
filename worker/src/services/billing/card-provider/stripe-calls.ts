/** How the Stripe adapter runs a request and reads Stripe's errors (shared by its modules). */
import Stripe from 'stripe';
import { CardProviderUnavailableError } from './types.ts';

/**
 * Runs one Stripe request, turning the failures after which nothing is known to have happened
 * (no answer, a server error, throttling, a key Stripe refuses) into CardProviderUnavailableError.
 */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    if (isUnavailable(err)) {
      const message = err instanceof Error ? err.message : String(err);
      throw new CardProviderUnavailableError(`Stripe is unavailable: ${message}`, err);
    }
    throw err;
  }
}

export function isUnavailable(err: unknown): boolean {
  const errors = Stripe.errors;
  if (
    err instanceof errors.StripeConnectionError ||
    err instanceof errors.StripeAPIError ||
    err instanceof errors.StripeRateLimitError ||
    err instanceof errors.StripeAuthenticationError ||
    err instanceof errors.StripePermissionError
  ) {
    return true;
  }
  // 409: another request with the same idempotency key is still running; try again later.
  return err instanceof errors.StripeError && (err.statusCode === 409 || (err.statusCode ?? 0) >= 500);
}

export function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';
}

export function isNotAttached(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && /not attached/i.test(err.message);
}

export function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}
