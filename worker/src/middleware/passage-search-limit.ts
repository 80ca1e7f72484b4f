/**
 * Each passage search runs the whole retrieval pipeline (with embeddings configured, a paid call), so it is
 * limited: per client address for anonymous callers, per account for signed-in users. A person reading
 * results never meets either figure. Loopback callers outside production are not counted: `npm run eval`
 * and the benchmarks send hundreds of searches from 127.0.0.1 (in production Cloudflare sets
 * cf-connecting-ip to the caller's public address).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientId } from '../lib/client-id.ts';
import type { Limit } from '../services/security/rate-limits.ts';
import { rateLimit } from './rate-limit.ts';

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

const counted = (c: Context<AppEnv>) => countsTowardLimits(c.get('config').ENVIRONMENT, clientId(c));
const perAccount = rateLimit(PASSAGE_LIMITS.userPerAccount, { subject: (c) => (counted(c) ? String(c.get('user')!.id) : null) });
const perClient = rateLimit(PASSAGE_LIMITS.anonymousPerClient, { subject: (c) => (counted(c) ? clientId(c) : null) });

/** Counts the search before any retrieval work: per account when signed in, else per client; over the limit, 429. */
export const passageSearchLimit: MiddlewareHandler<AppEnv> = (c, next) => (c.get('user') ? perAccount : perClient)(c, next);
