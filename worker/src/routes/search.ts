import { Hono } from 'hono';
import { PassageQuery } from '../../../schema/api/legislation.ts';
import { createDb } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { clientId } from '../lib/client-id.ts';
import { validate } from '../middleware/validate.ts';
import { consume, type Limit } from '../services/auth/rate-limits.ts';
import { createRetriever } from '../services/retrieval/index.ts';
import { searchArticles } from '../services/search/passage-search.ts';

const TOO_MANY_SEARCHES = 'Too many searches. Please wait a minute and try again.';

/**
 * Each passage search runs the whole retrieval pipeline (with embeddings configured, a paid call), so it is
 * limited: per client address for anonymous callers, per account for signed-in users. A person reading
 * results never meets either figure. Loopback callers outside production are not counted: `npm run eval`
 * and the benchmarks send hundreds of searches from 127.0.0.1 (in production Cloudflare sets
 * cf-connecting-ip to the caller's public address).
 */
export const PASSAGE_LIMITS = {
  anonymousPerClient: { name: 'passages-client', max: 60, windowSeconds: 60, message: TOO_MANY_SEARCHES },
  userPerAccount: { name: 'passages-user', max: 300, windowSeconds: 60, message: TOO_MANY_SEARCHES },
} as const satisfies Record<string, Limit>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const searchRoutes = new Hono<AppEnv>().get('/passages', validate('query', PassageQuery), async (c) => {
  const { q, k } = c.req.valid('query');
  const db = createDb(c.env.DB);
  const user = c.get('user');
  const client = clientId(c);
  const now = Math.floor(Date.now() / 1000);
  if (c.get('config').ENVIRONMENT === 'production' || !LOOPBACK.has(client)) {
    if (user) await consume(db, PASSAGE_LIMITS.userPerAccount, String(user.id), now);
    else await consume(db, PASSAGE_LIMITS.anonymousPerClient, client, now);
  }
  const retriever = createRetriever({ db, env: c.env, config: c.get('config') });
  const started = performance.now();
  const body = await searchArticles(retriever, q, k);
  // Server time of the search (retrieval + snippets), for benchmarks and the browser's network panel.
  c.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
  return c.json(body);
});
