/**
 * Issue 26 item 8: bounded growth and transient faults. The daily Cron Trigger deletes rows past their retention
 * (docs/decisions/024) and keeps the rest; /dev/outbox cannot be reached wherever real e-mail is configured.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import worker from '../src/index.ts';
import { RETENTION, RETENTION_CRON } from '../src/services/maintenance/retention.ts';
import { call, newClient, uniqueEmail } from './helpers.ts';

const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY * 1000).toISOString();

async function runScheduled(cron: string) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ cron, scheduledTime: Date.now() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const tag = () => `retention-${Math.random().toString(36).slice(2, 10)}`;

/** One old and one recent row of every pruned table, told apart by a tag; returns how to count what is left. */
async function seedRows() {
  const t = tag();
  const email = uniqueEmail('retention');
  expect((await call('/api/auth/signup', { body: { email, password: 'secret-123', name: 'Retention' }, client: newClient() })).status).toBe(201);
  const userId = Number(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first('id'));
  const old = {
    errorLog: isoDaysAgo(RETENTION.errorLogDays + 1),
    apiCall: isoDaysAgo(RETENTION.apiCallContextDays + 1),
    outbox: isoDaysAgo(RETENTION.outboxDays + 1),
  };
  const recent = isoDaysAgo(RETENTION.outboxDays - 1);
  const errorLog = "INSERT INTO error_log (method, url, status_code, error_name, message, created_at) VALUES ('GET', ?, 500, 'Error', 'x', ?)";
  const apiCall = 'INSERT INTO api_calls (model, context, created_at) VALUES (?, \'{"question":"q"}\', ?)';
  const rateLimit = 'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)';
  const emailToken = "INSERT INTO email_tokens (user_id, kind, token_hash, expires_at) VALUES (?, 'reset', ?, ?)";
  const revoked = 'INSERT INTO revoked_sessions (jti, expires_at) VALUES (?, ?)';
  const outbox = "INSERT INTO outbox (to_email, subject, text_body, created_at) VALUES (?, 'x', 'x', ?)";
  await env.DB.batch([
    env.DB.prepare(errorLog).bind(`/old/${t}`, old.errorLog),
    env.DB.prepare(errorLog).bind(`/new/${t}`, recent),
    env.DB.prepare(apiCall).bind(`old-${t}`, old.apiCall),
    env.DB.prepare(apiCall).bind(`new-${t}`, recent),
    env.DB.prepare(rateLimit).bind(`old:${t}`, now() - RETENTION.rateLimitSeconds - 3600),
    env.DB.prepare(rateLimit).bind(`new:${t}`, now() - 3600),
    env.DB.prepare(emailToken).bind(userId, `old-${t}`, now() - (RETENTION.emailTokenDaysAfterExpiry + 1) * DAY),
    env.DB.prepare(emailToken).bind(userId, `new-${t}`, now() - DAY),
    env.DB.prepare(revoked).bind(`old-${t}`, now() - 60),
    env.DB.prepare(revoked).bind(`new-${t}`, now() + DAY),
    env.DB.prepare(outbox).bind(`old-${t}@test.example`, old.outbox),
    env.DB.prepare(outbox).bind(`new-${t}@test.example`, recent),
  ]);
  const one = async (sql: string, ...args: unknown[]) =>
    Number(
      await env.DB.prepare(sql)
        .bind(...args)
        .first('n'),
    );
  return async (age: 'old' | 'new') => ({
    errorLog: await one('SELECT count(*) AS n FROM error_log WHERE url = ?', `/${age}/${t}`),
    apiCallRows: await one('SELECT count(*) AS n FROM api_calls WHERE model = ?', `${age}-${t}`),
    apiCallContexts: await one('SELECT count(*) AS n FROM api_calls WHERE model = ? AND context IS NOT NULL', `${age}-${t}`),
    rateLimits: await one('SELECT count(*) AS n FROM rate_limits WHERE key = ?', `${age}:${t}`),
    emailTokens: await one('SELECT count(*) AS n FROM email_tokens WHERE token_hash = ?', `${age}-${t}`),
    revokedSessions: await one('SELECT count(*) AS n FROM revoked_sessions WHERE jti = ?', `${age}-${t}`),
    outbox: await one('SELECT count(*) AS n FROM outbox WHERE to_email = ?', `${age}-${t}@test.example`),
  });
}

const ALL_ONE = { errorLog: 1, apiCallRows: 1, apiCallContexts: 1, rateLimits: 1, emailTokens: 1, revokedSessions: 1, outbox: 1 };

describe('the daily retention run (Cron Trigger)', () => {
  it('is one of the Cron Triggers, locally and in production', async () => {
    const { default: toml } = await import('../../wrangler.toml?raw');
    const crons = [...toml.matchAll(/^crons = (\[.*\])$/gm)].map((m) => JSON.parse(m[1]!) as string[]);
    expect(crons.length).toBe(2);
    for (const list of crons) expect(list).toContain(RETENTION_CRON);
  });

  it('deletes rows past their retention, empties old model-call contexts and keeps everything recent; the billing crons do not', async () => {
    const left = await seedRows();
    expect(await left('old')).toEqual(ALL_ONE);
    await runScheduled('35 * * * *');
    expect(await left('old')).toEqual(ALL_ONE);
    await runScheduled(RETENTION_CRON);
    // The old model call keeps its row (the cost history) without its context.
    expect(await left('old')).toEqual({ errorLog: 0, apiCallRows: 1, apiCallContexts: 0, rateLimits: 0, emailTokens: 0, revokedSessions: 0, outbox: 0 });
    expect(await left('new')).toEqual(ALL_ONE);
    // Run again: nothing more goes (idempotent).
    await runScheduled(RETENTION_CRON);
    expect(await left('new')).toEqual(ALL_ONE);
  });
});

describe('/dev/outbox', () => {
  const app = createApp();
  const outboxPage = (bindings: Record<string, string | undefined>) => app.request('/dev/outbox', {}, { ...env, ...bindings });

  it.each([
    ['development with a real e-mail API', { ENVIRONMENT: 'development', EMAIL_API_KEY: 're_live_key' }],
    ['production with a real e-mail API', { ENVIRONMENT: 'production', EMAIL_API_KEY: 're_live_key' }],
    ['production without one (misconfigured)', { ENVIRONMENT: 'production', EMAIL_API_KEY: undefined }],
    ['the test environment', { ENVIRONMENT: 'test', EMAIL_API_KEY: undefined }],
  ])('answers 404 and shows no mail in %s (and is the outbox in development with no e-mail API)', async (_name, bindings) => {
    const local = await outboxPage({ ENVIRONMENT: 'development', EMAIL_API_KEY: undefined });
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('<h1>Outbox</h1>');
    for (const path of ['/dev/outbox', '/dev/outbox?x=1', '/dev/anything']) {
      const res = await app.request(path, {}, { ...env, ...bindings });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<h1>Outbox</h1>');
    }
  });
});
