/**
 * Retries of D1 calls that failed with a transient error (issue 26 item 8; docs/decisions/024). Only for operations
 * that may run twice with the same outcome (reads, deletes, conditional or absolute updates, insert-or-ignore):
 * a counter increment or a plain insert is never wrapped, since the first try may have been applied before the
 * error reached us.
 *
 * Transient means one of the errors Cloudflare's "Retry queries" guide lists as retryable
 * (developers.cloudflare.com/d1/best-practices/retry-queries): the connection to the database was lost, or its
 * storage object was reset (by an internal error, or because its code was updated). Anything else is thrown at once.
 */

/** The messages of D1's documented retryable errors. */
export const D1_RETRYABLE_MESSAGES = ['Network connection lost', 'storage caused object to be reset', 'reset because its code was updated'] as const;

export function isTransientD1Error(err: unknown): boolean {
  // drizzle wraps the driver's error ("Failed query: …", with the D1 error as its cause): look along the chain.
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const message = e instanceof Error ? e.message : String(e);
    if (D1_RETRYABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the n-th retry is random in [0, min(maxDelayMs, baseDelayMs × 2^(n−1))] ("full jitter"). */
  baseDelayMs: number;
  maxDelayMs: number;
  sleep: (ms: number) => Promise<unknown>;
  random: () => number;
}

/** 3 tries within about a third of a second at worst: a request waits little, a blip is ridden out. */
export const D1_RETRY: RetryOptions = {
  attempts: 3,
  baseDelayMs: 50,
  maxDelayMs: 400,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** Runs `operation` (which must be idempotent), again after a short random back-off while it fails transiently. */
export async function withD1Retry<T>(operation: () => Promise<T>, options: RetryOptions = D1_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (err) {
      if (attempt >= options.attempts || !isTransientD1Error(err)) throw err;
      await options.sleep(Math.floor(options.random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1))));
    }
  }
}
