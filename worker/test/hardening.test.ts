/**
 * Issue 15, item 1 (part): the production configuration refuses the example session secret,
 * every Worker response carries HSTS, and /api/passages is rate-limited per client.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ConfigError, EXAMPLE_SESSION_SECRET, loadConfig, type Bindings } from '../src/env.ts';
import { PASSAGE_LIMITS } from '../src/middleware/passage-search-limit.ts';
import { call, newClient, signedInUser } from './helpers.ts';
import devVarsExample from '../../.dev.vars.example?raw';

const HSTS = 'max-age=31536000; includeSubDomains';

/** A complete production configuration, apart from what a test changes. */
const production = (overrides: Partial<Bindings>): Bindings =>
  ({
    ...env,
    ENVIRONMENT: 'production',
    APP_URL: 'https://uaecorporatetax.ai',
    SESSION_SECRET: 'a-real-production-secret-of-more-than-32-chars',
    EMAIL_API_KEY: 're_live_key',
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    ...overrides,
  }) as Bindings;

describe('SESSION_SECRET in production', () => {
  it('accepts a long secret of its own', () => {
    expect(loadConfig(production({})).ENVIRONMENT).toBe('production');
  });

  it('refuses the value of .dev.vars.example', () => {
    expect(devVarsExample.match(/^SESSION_SECRET=(.*)$/m)?.[1]?.trim()).toBe(EXAMPLE_SESSION_SECRET);
    expect(() => loadConfig(production({ SESSION_SECRET: EXAMPLE_SESSION_SECRET }))).toThrow(ConfigError);
    expect(() => loadConfig(production({ SESSION_SECRET: EXAMPLE_SESSION_SECRET }))).toThrow(/SESSION_SECRET.*example/);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => loadConfig(production({ SESSION_SECRET: 'x'.repeat(31) }))).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it('still lets local development use the example value', () => {
    expect(loadConfig({ ...env, ENVIRONMENT: 'development', SESSION_SECRET: EXAMPLE_SESSION_SECRET } as Bindings).SESSION_SECRET).toBe(EXAMPLE_SESSION_SECRET);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent with the HTML of /shared/:id (unknown link)', async () => {
    const page = await call('/shared/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is sent with API responses', async () => {
    const res = await call('/api/passages?q=tax&k=1', { client: newClient() });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    const missing = await call('/api/no-such-route');
    expect(missing.headers.get('strict-transport-security')).toBe(HSTS);
  });
});

/** Waits out the end of a minute, so a burst falls in one fixed window. */
async function awayFromWindowEdge(windowSeconds: number) {
  const into = Math.floor(Date.now() / 1000) % windowSeconds;
  if (into > windowSeconds - 5) await new Promise((r) => setTimeout(r, (windowSeconds - into + 1) * 1000));
}

describe('rate limit of /api/passages', { timeout: 30_000 }, () => {
  // A query without words: the limit, not retrieval, is under test.
  const path = '/api/passages?q=%3F%21';

  it('lets exactly the anonymous limit through per client address, then answers 429 with Retry-After', async () => {
    const max = PASSAGE_LIMITS.anonymousPerClient.max;
    expect(max).toBeGreaterThanOrEqual(30);
    await awayFromWindowEdge(PASSAGE_LIMITS.anonymousPerClient.windowSeconds);
    const client = newClient();
    // Each request a question of its own: identical anonymous requests in flight together share one computation
    // (decision 021), and like edge-cache hits (decision 016) the ones that did not run the pipeline are not counted.
    const all = await Promise.all(Array.from({ length: max + 10 }, (_, i) => call(`${path}${'.'.repeat(i)}`, { client })));
    expect(all.filter((r) => r.status === 200)).toHaveLength(max);
    const refused = all.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(typeof refused[0]!.json.error).toBe('string');
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call(path, { client: newClient() })).status).toBe(200);
  });

  it('gives a signed-in user a higher limit of their own', async () => {
    const { cookie } = await signedInUser();
    const max = PASSAGE_LIMITS.userPerAccount.max;
    expect(max).toBeGreaterThan(PASSAGE_LIMITS.anonymousPerClient.max);
    await awayFromWindowEdge(PASSAGE_LIMITS.userPerAccount.windowSeconds);
    const client = newClient();
    const all = await Promise.all(Array.from({ length: max + 5 }, () => call(path, { client, cookie })));
    expect(all.filter((r) => r.status === 200)).toHaveLength(max);
    expect(all.filter((r) => r.status === 429)).toHaveLength(5);
    // The same address is still open to an anonymous caller: the user's searches counted against the account.
    expect((await call(path, { client })).status).toBe(200);
  });

  it('does not count local loopback callers outside production (benchmarks and the eval)', async () => {
    const max = PASSAGE_LIMITS.anonymousPerClient.max;
    const all = await Promise.all(Array.from({ length: max + 5 }, () => call(path, { client: '127.0.0.1' })));
    expect(all.every((r) => r.status === 200)).toBe(true);
  });
});
