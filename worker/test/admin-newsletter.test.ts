/**
 * The newsletter integration (spec §2 "Admin newsletter integration", §3, §7 "Admin"): the Beehiiv
 * adapter against the fake Beehiiv (outbound fetch to its address is handed to the fake in this
 * isolate), the admin endpoints with and without configuration, and sign-ups joining the newsletter
 * in the background without ever failing or waiting for it.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../schema/api/admin-newsletter.ts';
import { AUTH_MESSAGES } from '../../schema/api/auth-messages.ts';
import { createApp } from '../src/app.ts';
import type { Bindings } from '../src/env.ts';
import { BeehiivNewsletter, type BeehiivOptions } from '../src/services/newsletter/beehiiv-newsletter.ts';
import { NewsletterError } from '../src/services/newsletter/newsletter.ts';
import { createFakeBeehiiv, type FakeBeehiiv, INVALID_EMAIL_DOMAIN, routeFetchToFake } from './fakes/fake-beehiiv.ts';
import { call, latestMail, newClient, sessionCookie, signedInUser, uniqueEmail } from './helpers.ts';

const FAKE_URL = 'http://beehiiv.fake:4010';
const API_KEY = 'bh_test_key_0123456789';
const PUBLICATION_ID = 'pub_00000000-0000-4000-8000-000000000001';
const APP_URL = 'http://localhost:8787';
const baseEnv = env as unknown as Bindings;
const beehiivEnv: Bindings = {
  ...baseEnv,
  BEEHIIV_API_KEY: API_KEY,
  BEEHIIV_PUBLICATION_ID: PUBLICATION_ID,
  BEEHIIV_AUTOMATION_IDS: 'aut_welcome, aut_onboarding',
  BEEHIIV_API_URL: FAKE_URL,
};
const app = createApp();
let fake: FakeBeehiiv;
let fetchSpy: ReturnType<typeof routeFetchToFake>;

beforeEach(() => {
  fake = createFakeBeehiiv({ apiKey: API_KEY, publicationId: PUBLICATION_ID, publicationName: 'UAE CT Briefing' });
  fetchSpy = routeFetchToFake(FAKE_URL, fake);
});
afterEach(() => vi.restoreAllMocks());

/** One request to the app with the given configuration; the response is read before background work (the newsletter) is awaited. */
async function request(path: string, options: { env?: Bindings; cookie?: string; body?: unknown; client?: string; beforeBackground?: () => void } = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { origin: 'http://localhost', 'cf-connecting-ip': options.client ?? newClient() };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(
    path,
    { method: options.body === undefined ? 'GET' : 'POST', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
    options.env ?? beehiivEnv,
    ctx,
  );
  const text = await res.text();
  options.beforeBackground?.();
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const ADMIN_EMAIL = 'admin@test.example'; // in ADMIN_EMAILS (vitest.config.ts)
let adminSession: Promise<string> | null = null;
/** The administrator's session cookie; the account may already exist when test files share the database. */
function adminCookie(): Promise<string> {
  adminSession ??= signedInUser({ email: ADMIN_EMAIL }).then(
    (u) => u.cookie,
    async () => sessionCookie((await call('/api/auth/login', { body: { email: ADMIN_EMAIL, password: 'correct horse 1' }, client: newClient() })).headers)!,
  );
  return adminSession;
}

function adapter(overrides: Partial<BeehiivOptions> = {}) {
  return new BeehiivNewsletter({
    apiKey: API_KEY,
    publicationId: PUBLICATION_ID,
    automationIds: ['aut_welcome'],
    apiUrl: FAKE_URL,
    referringSite: APP_URL,
    ...overrides,
  });
}

const signupBody = (email: string, signupSource?: string) => ({ email, password: 'secret1', name: 'Layla Haddad', ...(signupSource ? { signupSource } : {}) });

describe('Beehiiv adapter', () => {
  it('creates a subscription with the Bearer key, the source as utm_medium, the name and the automations', async () => {
    const created = await adapter({ automationIds: ['aut_welcome', 'aut_onboarding'] }).subscribe({
      email: 'layla@test.example',
      name: 'Layla Haddad',
      source: 'about',
    });

    expect(created).toMatchObject({ id: expect.stringMatching(/^sub_/), status: 'active' });
    expect(fake.requests()).toEqual([
      {
        method: 'POST',
        path: `/v2/publications/${PUBLICATION_ID}/subscriptions`,
        authorization: `Bearer ${API_KEY}`,
        contentType: 'application/json',
        body: {
          email: 'layla@test.example',
          reactivate_existing: false,
          send_welcome_email: true,
          utm_source: 'uaecorporatetax.ai',
          utm_medium: 'about',
          referring_site: APP_URL,
          custom_fields: [{ name: 'Name', value: 'Layla Haddad' }],
          automation_ids: ['aut_welcome', 'aut_onboarding'],
        },
      },
    ]);
  });

  it('sends no custom fields without a name and no automation ids when none are configured', async () => {
    await adapter({ automationIds: [] }).subscribe({ email: 'plain@test.example', source: 'direct' });
    const body = fake.requests()[0]!.body!;
    expect(body).not.toHaveProperty('custom_fields');
    expect(body).not.toHaveProperty('automation_ids');
    expect(body.utm_medium).toBe('direct');
  });

  it('tests the connection with an authenticated read of the publication', async () => {
    expect(await adapter().checkConnection()).toEqual({ connected: true, publicationName: 'UAE CT Briefing' });
    expect(fake.requests()).toEqual([
      { method: 'GET', path: `/v2/publications/${PUBLICATION_ID}`, authorization: `Bearer ${API_KEY}`, contentType: null, body: null },
    ]);
  });

  it('reports a refused key or an unknown publication as not connected, naming the setting to check', async () => {
    expect(await adapter({ apiKey: 'wrong-key' }).checkConnection()).toEqual({
      connected: false,
      error: 'Beehiiv answered 401: Invalid API key (check BEEHIIV_API_KEY)',
    });
    expect(await adapter({ publicationId: 'pub_unknown' }).checkConnection()).toEqual({
      connected: false,
      error: 'Beehiiv answered 404: Publication not found (check BEEHIIV_PUBLICATION_ID)',
    });
  });

  it.each([
    [400, 'Email is invalid'],
    [429, 'Too many requests'],
    [500, 'Something broke'],
    [503, 'Down for maintenance'],
  ])('turns a %i into a NewsletterError with Beehiiv’s message', async (status, message) => {
    fake.failWith(status, message);
    const attempt = adapter().subscribe({ email: 'x@test.example', source: 'direct' });
    await expect(attempt).rejects.toThrow(NewsletterError);
    await expect(attempt).rejects.toThrow(`Beehiiv answered ${status}: ${message}`);
  });

  it('gives up after its timeout, and says so', async () => {
    const held = fake.hold();
    const started = Date.now();
    await expect(adapter({ timeoutMs: 50 }).subscribe({ email: 'slow@test.example', source: 'direct' })).rejects.toThrow(
      'Beehiiv did not answer within 0.05 s',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    held.release();
  });

  it('says when Beehiiv cannot be reached', async () => {
    fake.unreachable(true);
    await expect(adapter().subscribe({ email: 'x@test.example', source: 'direct' })).rejects.toThrow('Beehiiv could not be reached: Network connection lost.');
    expect(await adapter().checkConnection()).toEqual({ connected: false, error: 'Beehiiv could not be reached: Network connection lost.' });
  });

  it('refuses an address Beehiiv marks invalid', async () => {
    await expect(adapter().subscribe({ email: `someone${INVALID_EMAIL_DOMAIN}`, source: 'direct' })).rejects.toThrow(
      `Beehiiv rejected someone${INVALID_EMAIL_DOMAIN} as an invalid address`,
    );
  });
});

describe('GET /api/admin/beehiiv/test', () => {
  it('answers 401 to anonymous callers and 403 to users', async () => {
    expect((await request('/api/admin/beehiiv/test')).status).toBe(401);
    const user = await signedInUser();
    const refused = await request('/api/admin/beehiiv/test', { cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(AUTH_MESSAGES.adminRequired);
    expect(fake.requests()).toEqual([]);
  });

  it('reports the connection and which settings are present', async () => {
    const res = await request('/api/admin/beehiiv/test', { cookie: await adminCookie() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      connected: true,
      config: { apiKeySet: true, publicationIdSet: true, automationIdsSet: true },
      publicationName: 'UAE CT Briefing',
    });
  });

  it('reports not connected, with the reason, when Beehiiv fails', async () => {
    fake.failWith(500, 'Something broke');
    const res = await request('/api/admin/beehiiv/test', { cookie: await adminCookie(), env: { ...beehiivEnv, BEEHIIV_AUTOMATION_IDS: '' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      connected: false,
      config: { apiKeySet: true, publicationIdSet: true, automationIdsSet: false },
      error: 'Beehiiv answered 500: Something broke',
    });
  });
});

describe('POST /api/admin/beehiiv/add-subscriber', () => {
  const body = { email: 'Test.Subscriber@Test.example', source: 'chat', name: 'Test Subscriber' };

  it('answers 401 to anonymous callers and 403 to users, and sends nothing', async () => {
    expect((await request('/api/admin/beehiiv/add-subscriber', { body })).status).toBe(401);
    const user = await signedInUser();
    expect((await request('/api/admin/beehiiv/add-subscriber', { body, cookie: user.cookie })).status).toBe(403);
    expect(fake.requests()).toEqual([]);
  });

  it('adds the subscriber with the chosen source', async () => {
    const res = await request('/api/admin/beehiiv/add-subscriber', { body, cookie: await adminCookie() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: NEWSLETTER_MESSAGES.added('test.subscriber@test.example', 'active') });
    expect(fake.subscriptions()).toEqual([
      expect.objectContaining({
        email: 'test.subscriber@test.example',
        utm_medium: 'chat',
        custom_fields: [{ name: 'Name', value: 'Test Subscriber' }],
        automation_ids: ['aut_welcome', 'aut_onboarding'],
      }),
    ]);
  });

  it('takes the name as optional and the source as direct by default', async () => {
    const res = await request('/api/admin/beehiiv/add-subscriber', { body: { email: 'bare@test.example', name: '  ' }, cookie: await adminCookie() });
    expect(res.json.success).toBe(true);
    expect(fake.requests()[0]!.body).toMatchObject({ utm_medium: 'direct' });
    expect(fake.requests()[0]!.body).not.toHaveProperty('custom_fields');
  });

  it.each([
    [{ source: 'chat' }, 'Please enter an email address'],
    [{ email: 'not-an-address', source: 'chat' }, 'Please enter a valid email address'],
    [{ email: 'a@test.example', source: 'newsletter' }, 'source must be one of pricing, about, chat, direct'],
  ])('refuses %j with 400', async (bad, message) => {
    const res = await request('/api/admin/beehiiv/add-subscriber', { body: bad, cookie: await adminCookie() });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
    expect(fake.requests()).toEqual([]);
  });

  it.each([
    [400, 'Email is invalid'],
    [500, 'Something broke'],
  ])('answers a Beehiiv %i as success false with its message, never a server error', async (status, message) => {
    fake.failWith(status, message);
    const res = await request('/api/admin/beehiiv/add-subscriber', { body, cookie: await adminCookie() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: false, error: `Beehiiv answered ${status}: ${message}` });
  });

  it('answers an unreachable Beehiiv as success false', async () => {
    fake.unreachable(true);
    const res = await request('/api/admin/beehiiv/add-subscriber', { body, cookie: await adminCookie() });
    expect(res.json).toEqual({ success: false, error: 'Beehiiv could not be reached: Network connection lost.' });
  });
});

describe('without Beehiiv configured (the local default)', () => {
  const notConfigured = NEWSLETTER_MESSAGES.missingSettings(['BEEHIIV_API_KEY', 'BEEHIIV_PUBLICATION_ID']);

  it('says so on the test endpoint, and which settings are missing', async () => {
    const cookie = await adminCookie();
    const res = await request('/api/admin/beehiiv/test', { cookie, env: baseEnv });
    expect(res.json).toEqual({ connected: false, config: { apiKeySet: false, publicationIdSet: false, automationIdsSet: false }, error: notConfigured });
    expect(notConfigured).toBe('Beehiiv is not configured. Set BEEHIIV_API_KEY and BEEHIIV_PUBLICATION_ID.');
    const keyOnly = await request('/api/admin/beehiiv/test', { cookie, env: { ...baseEnv, BEEHIIV_API_KEY: API_KEY } });
    expect(keyOnly.json).toEqual({
      connected: false,
      config: { apiKeySet: true, publicationIdSet: false, automationIdsSet: false },
      error: 'Beehiiv is not configured. Set BEEHIIV_PUBLICATION_ID.',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('never pretends a test add worked', async () => {
    const res = await request('/api/admin/beehiiv/add-subscriber', {
      body: { email: 'x@test.example', source: 'direct' },
      cookie: await adminCookie(),
      env: baseEnv,
    });
    expect(res.json).toEqual({ success: false, error: notConfigured });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing on sign-up', async () => {
    const email = uniqueEmail('quiet');
    expect((await request('/api/auth/signup', { body: signupBody(email, 'pricing_page'), env: baseEnv })).status).toBe(201);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await latestMail(email, 'verify')).not.toBeNull();
  });
});

describe('sign-ups join the newsletter', () => {
  it('tags a sign-up from the pricing page with utm_medium pricing', async () => {
    const email = uniqueEmail('pricing');
    const res = await request('/api/auth/signup', { body: signupBody(email, 'pricing_page') });
    expect(res.status).toBe(201);
    expect(fake.subscriptions()).toEqual([
      expect.objectContaining({
        email,
        utm_source: 'uaecorporatetax.ai',
        utm_medium: 'pricing',
        referring_site: APP_URL,
        custom_fields: [{ name: 'Name', value: 'Layla Haddad' }],
        automation_ids: ['aut_welcome', 'aut_onboarding'],
      }),
    ]);
  });

  it.each([
    ['about_page', 'about'],
    ['chat_interface', 'chat'],
    [undefined, 'direct'],
  ])('tags signupSource %s as %s', async (signupSource, medium) => {
    const email = uniqueEmail('source');
    expect((await request('/api/auth/signup', { body: signupBody(email, signupSource) })).status).toBe(201);
    expect(fake.subscriptions().map((s) => s.utm_medium)).toEqual([medium]);
  });

  it('answers the sign-up before Beehiiv has answered', async () => {
    const held = fake.hold();
    const email = uniqueEmail('early');
    let answeredWhileBeehiivPending = false;
    const res = await request('/api/auth/signup', {
      body: signupBody(email, 'about_page'),
      beforeBackground: () => {
        answeredWhileBeehiivPending = fake.requests().length <= 1 && fake.subscriptions().length === 0;
        held.release();
      },
    });
    expect(res.status).toBe(201);
    expect(answeredWhileBeehiivPending).toBe(true);
    expect(fake.subscriptions().map((s) => s.email)).toEqual([email]);
  });

  it.each([
    ['answers 500', (f: FakeBeehiiv) => f.failWith(500, 'Something broke')],
    ['answers 401', (f: FakeBeehiiv) => f.failWith(401, 'Invalid API key')],
    ['cannot be reached', (f: FakeBeehiiv) => f.unreachable(true)],
  ])('creates the account and mails the verification link when Beehiiv %s, and logs the failure', async (_, outage) => {
    outage(fake);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const email = uniqueEmail('outage');
    const res = await request('/api/auth/signup', { body: signupBody(email, 'pricing_page') });

    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, message: AUTH_MESSAGES.signupSuccess });
    expect(await env.DB.prepare('SELECT signup_source FROM users WHERE email = ?').bind(email).first('signup_source')).toBe('pricing_page');
    expect(await latestMail(email, 'verify')).not.toBeNull();
    expect(fake.requests()).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('newsletter sign-up failed', expect.any(NewsletterError));
  });

  it('leaves a refused sign-up (rate limit, bad input) unsent', async () => {
    const res = await request('/api/auth/signup', { body: { email: 'x@test.example', password: '1', name: 'X' } });
    expect(res.status).toBe(400);
    expect(fake.requests()).toEqual([]);
  });
});
