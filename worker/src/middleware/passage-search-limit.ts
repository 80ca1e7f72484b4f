/**
 * Each passage search runs the whole retrieval pipeline (with embeddings configured, a paid call), so it is
 * limited: per client address for anonymous callers, per account for signed-in users. A person reading
 * results never meets either figure. Loopback callers outside production are not counted: `npm run eval`
 * and the benchmarks send hundreds of searches from 127.0.0.1 (in production Cloudflare sets
 * cf-connecting-ip to the caller's public address).
 */
import type { MiddlewareHandler } from 'hono';
import { createDb } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { clientId } from '../lib/client-id.ts';
import { consume, type Limit } from '../services/security/rate-limits.ts';

const TOO_MANY_SEARCHES = 'Too many searches. Please wait a minute and try again.';

export const PASSAGE_LIMITS = {
  anonymousPerClient: { name: 'passages-client', max: 60, windowSeconds: 60, message: TOO_MANY_SEARCHES, kind: 'searches' },
  userPerAccount: { name: 'passages-user', max: 300, windowSeconds: 60, message: TOO_MANY_SEARCHES, kind: 'searches' },
} as const satisfies Record<string, Limit>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether a call from `client` counts toward the per-client limits: always in production, else unless it is loopback. */
export function countsTowardLimits(environment: string, client: string): boolean {
  return environment === 'production' || !LOOPBACK.has(client);
}

/** Counts the search before any retrieval work; over the limit it answers 429 (consume throws). */
export const passageSearchLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const client = clientId(c);
  if (countsTowardLimits(c.get('config').ENVIRONMENT, client)) {
    const db = createDb(c.env.DB);
    const user = c.get('user');
    const now = Math.floor(Date.now() / 1000);
    if (user) await consume(db, PASSAGE_LIMITS.userPerAccount, String(user.id), now);
    else await consume(db, PASSAGE_LIMITS.anonymousPerClient, client, now);
  }
  await next();
};
