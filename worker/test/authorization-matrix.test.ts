/**
 * Issue 15 item 2: who may call what. One table lists every route of the Worker (taken from the
 * app's own route list, so a new route without a row fails the first test) against four callers:
 *
 * - anonymous: no session cookie;
 * - user: a signed-in, verified account that owns the resources the row's :params name (a chat, a
 *   share, an invoice, a card set-up, a subscription);
 * - other: another signed-in, verified account, sent at the user's resources;
 * - admin: an administrator (users.is_admin), also sent at the user's resources.
 *
 * Expected statuses are the designed ones: 401 to anonymous callers of account routes, 403 to
 * non-admins of admin routes, 404 to anyone but the owner of a chat, invoice or share (ownership is
 * never revealed), public routes 200. Rows run in table order (account state carries over, e.g.
 * the user's card is removed before the subscription rows), and every cell creates the resource it
 * targets, so deleting one cell's resource never changes another's. A response to anyone but the
 * owner must never carry the owner's conversations or e-mail address, except where a row says the
 * caller may see them (the public share, the admin usage pages).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { actor, bareUser, call, count, freshEmail, openInvoice, savedChat, signIn, uniqueClient, type Actor } from './support/actors.ts';
import { CARD } from './support/subscriptions.ts';

const app = createApp();

type Role = 'anonymous' | 'user' | 'other' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'user', 'other', 'admin'];

/** The user's secret: written into each of their conversations, never in a response to anyone else. */
const MARKER = `zqmarker${Math.random().toString(36).slice(2, 10)}`;
/** In the titles of the legislation records this file creates (not the user's). */
const RECORD_TAG = `matrix${Math.random().toString(36).slice(2, 10)}`;

interface Fixtures {
  user: Actor;
  other: Actor;
  admin: Actor;
  /** The client secret of the user's incomplete Professional Plan subscription. */
  subscriptionSecret: string;
}

interface Request {
  path: string;
  body?: unknown;
  cookie?: string | null;
  /** Sent as the raw request body (not JSON-encoded). */
  raw?: string;
  headers?: Record<string, string>;
}

type Response = Awaited<ReturnType<typeof call>>;

interface Row {
  /** `METHOD /path` exactly as the app registers it. */
  route: string;
  expect: Record<Role, number>;
  /** Why these statuses. */
  why: string;
  /** The concrete request of one cell (default: the route's path, no body, the role's cookie). */
  request?: (role: Role, fx: Fixtures) => Promise<Partial<Request>> | Partial<Request>;
  /** Checks after the cell: nothing of the user's was changed by someone else, and so on. */
  after?: (role: Role, res: Response, fx: Fixtures, req: Request) => Promise<void>;
  /** Callers who may see the user's conversations (MARKER) and e-mail address. */
  sees?: readonly Role[];
}

const e = (anonymous: number, user: number, other: number, admin: number): Record<Role, number> => ({ anonymous, user, other, admin });

const cookieOf = (role: Role, fx: Fixtures) => (role === 'anonymous' ? null : fx[role].cookie);
const accountOf = (role: Role, fx: Fixtures): Actor => (role === 'anonymous' ? fx.user : fx[role]);

const chatExists = async (id: number) => (await count('SELECT count(*) AS n FROM chats WHERE id = ?', id)) === 1;
const messagesOf = (chatId: number) => count('SELECT count(*) AS n FROM messages WHERE chat_id = ?', chatId);
const chatIdOf = (req: Request) => Number(/\/chat\/(\d+)/.exec(req.path)?.[1] ?? (req.body as { sessionId?: string })?.sessionId?.slice(5));

async function shareToken(fx: Fixtures): Promise<string> {
  const chatId = await savedChat(fx.user.id, MARKER);
  const res = await call('/api/create-share-link', { cookie: fx.user.cookie, body: { sessionId: `chat-${chatId}` } });
  if (res.status !== 200) throw new Error(`share: ${res.status} ${res.text}`);
  return /\/shared\/([A-Za-z0-9_-]+)$/.exec(res.json.shareUrl as string)![1]!;
}

async function setupIntentOf(cookie: string): Promise<{ clientSecret: string; setupIntentId: string }> {
  const res = await call('/api/billing/create-setup-intent', { cookie, body: {} });
  if (res.status !== 200) throw new Error(`create-setup-intent: ${res.status} ${res.text}`);
  return res.json as { clientSecret: string; setupIntentId: string };
}

/** A call with Stripe configured (test keys; nothing reaches Stripe before the check under test). */
async function withStripe(req: Request, method: string, headers: Record<string, string> = {}) {
  const h: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': uniqueClient(), ...headers };
  if (req.cookie) h.cookie = req.cookie;
  const res = await app.request(
    req.path,
    { method, headers: h, body: req.raw ?? (req.body === undefined ? undefined : JSON.stringify(req.body)) },
    { ...env, STRIPE_SECRET_KEY: 'sk_test_matrix', STRIPE_WEBHOOK_SECRET: 'whsec_matrix', STRIPE_PUBLISHABLE_KEY: 'pk_test_matrix' },
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const memo = <T>(make: (fx: Fixtures) => Promise<T>) => {
  let value: Promise<T> | null = null;
  return (fx: Fixtures) => (value ??= make(fx));
};

const QUESTION = 'What revenue threshold applies to Small Business Relief?';
const researchRow = (route: string, field: 'query' | 'message'): Row => ({
  route,
  expect: e(401, 200, 404, 404),
  why: 'AI answers need a verified account; a sessionId continues only the caller’s own conversation (the admin is no exception)',
  request: async (_role, fx) => ({ body: { [field]: QUESTION, sessionId: `chat-${await savedChat(fx.user.id, MARKER)}` } }),
  after: async (role, res, _fx, req) => {
    expect(await messagesOf(chatIdOf(req))).toBe(role === 'user' ? 4 : 2);
    if (role === 'user' && route.endsWith('/stream')) expect(res.text).toContain('event: done');
  },
});

const adminRow = (route: string, extra: Partial<Row> = {}): Row => ({
  route,
  expect: e(401, 403, 403, 200),
  why: 'administrators only: 401 signed out, 403 for a signed-in non-admin',
  ...extra,
});

const ROWS: Row[] = [
  // ── Sign-in and account life cycle: public, the session only decides /me and what logout revokes.
  {
    route: 'GET /api/auth/me',
    expect: e(200, 200, 200, 200),
    why: 'the caller’s own account; a visitor is told nobody is signed in (user null)',
    after: async (role, res, fx) => {
      if (role !== 'anonymous') expect((res.json.user as { email: string }).email).toBe(fx[role].email);
      else expect(res.json.user).toBeNull();
    },
  },
  {
    route: 'POST /api/auth/login',
    expect: e(200, 200, 200, 200),
    why: 'public; each caller signs in with an account’s own password (anonymous: the user’s)',
    request: (role, fx) => ({ body: { email: accountOf(role, fx).email, password: accountOf(role, fx).password } }),
    sees: ROLES,
  },
  {
    route: 'POST /api/auth/logout',
    expect: e(200, 200, 200, 200),
    why: 'public; revokes the session it is sent with (a separate session here, so the role keeps its own)',
    request: async (role, fx) => ({ cookie: role === 'anonymous' ? null : await signIn(fx[role].email, fx[role].password), body: {} }),
    after: async (role, _res, _fx, req) => {
      if (req.cookie) expect((await call('/api/auth/me', { cookie: req.cookie })).status).toBe(401);
    },
  },
  {
    route: 'POST /api/auth/signup',
    expect: e(201, 201, 201, 201),
    why: 'public',
    request: () => ({ body: { email: freshEmail('signup'), password: 'correct horse 1', name: 'New Person' } }),
  },
  {
    route: 'POST /api/auth/verify-email',
    expect: e(200, 200, 200, 200),
    why: 'public: the mailed token is the credential',
    request: async () => {
      const email = freshEmail('verify');
      await call('/api/auth/signup', { body: { email, password: 'correct horse 1', name: 'To Verify' }, client: uniqueClient() });
      const mail = await env.DB.prepare("SELECT link FROM outbox WHERE to_email = ? AND kind = 'verify' ORDER BY id DESC")
        .bind(email)
        .first<{ link: string }>();
      return { body: { token: new URL(mail!.link).searchParams.get('token') } };
    },
  },
  {
    route: 'POST /api/auth/resend-verification',
    expect: e(200, 200, 200, 200),
    why: 'public; the same answer whether or not the address has an account',
    request: () => ({ body: { email: freshEmail('resend') } }),
  },
  {
    route: 'POST /api/auth/forgot-password',
    expect: e(200, 200, 200, 200),
    why: 'public; the same answer whether or not the address has an account',
    request: () => ({ body: { email: freshEmail('forgot') } }),
  },
  {
    route: 'POST /api/auth/reset-password',
    expect: e(200, 200, 200, 200),
    why: 'public: the mailed token is the credential',
    request: async () => {
      const email = freshEmail('reset');
      await call('/api/auth/signup', { body: { email, password: 'correct horse 1', name: 'To Reset' }, client: uniqueClient() });
      await call('/api/auth/forgot-password', { body: { email }, client: uniqueClient() });
      const mail = await env.DB.prepare("SELECT link FROM outbox WHERE to_email = ? AND kind = 'reset' ORDER BY id DESC").bind(email).first<{ link: string }>();
      return { body: { token: new URL(mail!.link).searchParams.get('token'), newPassword: 'another horse 2' } };
    },
  },

  // ── The account page: the caller's own conversations; another account's chat id is 404.
  {
    route: 'GET /api/account/chat-history',
    expect: e(401, 200, 200, 200),
    why: 'the caller’s own history',
    request: async (_role, fx) => (await savedChat(fx.user.id, MARKER), {}),
    after: async (role, res) => {
      if (role === 'user') expect(res.text).toContain(MARKER);
    },
  },
  {
    route: 'DELETE /api/account/chat-history',
    expect: e(401, 200, 200, 200),
    why: 'deletes the caller’s own history only',
    request: async (_role, fx) => ({ path: `/api/account/chat-history?target=${await savedChat(fx.user.id, MARKER)}` }),
    after: async (role, _res, _fx, req) => {
      expect(await chatExists(Number(new URL(req.path, 'http://x').searchParams.get('target')))).toBe(role !== 'user');
    },
  },
  {
    route: 'GET /api/account/chat/:id',
    expect: e(401, 200, 404, 404),
    why: 'owner only; anyone else’s id is not found',
    request: async (_role, fx) => ({ path: `/api/account/chat/${await savedChat(fx.user.id, MARKER)}` }),
    after: async (role, res) => {
      if (role === 'user') expect(res.text).toContain(MARKER);
    },
  },
  {
    route: 'DELETE /api/account/chat/:id',
    expect: e(401, 200, 404, 404),
    why: 'owner only',
    request: async (_role, fx) => ({ path: `/api/account/chat/${await savedChat(fx.user.id, MARKER)}` }),
    after: async (role, _res, _fx, req) => expect(await chatExists(chatIdOf(req))).toBe(role !== 'user'),
  },
  {
    route: 'DELETE /api/account/chat/:id/share',
    expect: e(401, 200, 404, 404),
    why: 'owner only',
    request: async (_role, fx) => {
      const chatId = await savedChat(fx.user.id, MARKER);
      await env.DB.prepare('INSERT INTO shares (token, chat_id, user_id) VALUES (?, ?, ?)')
        .bind(`matrix${chatId}${MARKER}`.slice(0, 24), chatId, fx.user.id)
        .run();
      return { path: `/api/account/chat/${chatId}/share` };
    },
    after: async (role, _res, _fx, req) => {
      const revoked = await count('SELECT count(*) AS n FROM shares WHERE chat_id = ? AND revoked = 1', chatIdOf(req));
      expect(revoked).toBe(role === 'user' ? 1 : 0);
    },
  },
  { route: 'GET /api/account/summary', expect: e(401, 200, 200, 200), why: 'the caller’s own usage' },

  // ── Billing: prices are public; the rest is the caller's own (invoice ids of others are 404).
  { route: 'GET /api/billing/pricing', expect: e(200, 200, 200, 200), why: 'public prices' },
  { route: 'GET /api/billing/current', expect: e(401, 200, 200, 200), why: 'the caller’s own billing' },
  { route: 'GET /api/billing/events', expect: e(401, 200, 200, 200), why: 'the caller’s own usage events' },
  {
    route: 'GET /api/billing/invoices',
    expect: e(401, 200, 200, 200),
    why: 'the caller’s own invoices',
    request: async (_role, fx) => ({ path: `/api/billing/invoices?target=${await openInvoice(fx.user.id)}` }),
    after: async (role, res, _fx, req) => {
      if (role === 'anonymous') return;
      const target = Number(new URL(req.path, 'http://x').searchParams.get('target'));
      const ids = (res.json.data as Array<{ id: number }>).map((i) => i.id);
      expect(ids.includes(target)).toBe(role === 'user');
    },
  },
  {
    route: 'GET /api/billing/invoices/:id',
    expect: e(401, 200, 404, 404),
    why: 'owner only',
    request: async (_role, fx) => ({ path: `/api/billing/invoices/${await openInvoice(fx.user.id)}` }),
  },
  {
    route: 'POST /api/billing/invoices/:id/pay',
    expect: e(401, 200, 404, 404),
    why: 'owner only; the user’s card pays their open invoice',
    request: async (_role, fx) => ({ path: `/api/billing/invoices/${await openInvoice(fx.user.id)}/pay`, body: {} }),
    after: async (role, _res, _fx, req) => {
      const id = Number(/invoices\/(\d+)/.exec(req.path)![1]);
      expect(await env.DB.prepare('SELECT status FROM invoices WHERE id = ?').bind(id).first('status')).toBe(role === 'user' ? 'paid' : 'open');
    },
  },
  {
    route: 'POST /api/billing/estimate',
    expect: e(401, 200, 200, 200),
    why: 'signed-in calculator',
    request: () => ({ body: { chatsUsed: 3, followupsUsed: 4 } }),
  },
  { route: 'POST /api/billing/track', expect: e(401, 200, 200, 200), why: 'the caller’s own projection', request: () => ({ body: { additionalChats: 1 } }) },
  {
    route: 'POST /api/billing/enable',
    expect: e(401, 200, 409, 409),
    why: 'the caller’s own account; pay-as-you-go needs a card on file (only the user has one: 409 for the others)',
    request: () => ({ body: {} }),
  },
  { route: 'POST /api/billing/create-setup-intent', expect: e(401, 200, 200, 200), why: 'for the caller’s own customer', request: () => ({ body: {} }) },
  {
    route: 'POST /api/billing/setup-complete',
    expect: e(401, 200, 400, 400),
    why: 'a set-up intent of another customer is not found (400 SETUP_NOT_FOUND / NOT_SUCCEEDED); the card never moves',
    request: async (_role, fx) => {
      const intent = await setupIntentOf(fx.user.cookie);
      const confirmed = await call('/api/billing/test-provider/confirm-setup', {
        cookie: fx.user.cookie,
        body: { ...CARD, clientSecret: intent.clientSecret },
      });
      if (confirmed.status !== 200) throw new Error(`confirm-setup: ${confirmed.status} ${confirmed.text}`);
      return { body: { setupIntentId: intent.setupIntentId } };
    },
    after: async (role, _res, fx) => {
      if (role === 'other' || role === 'admin') {
        expect(await count('SELECT count(*) AS n FROM billing_accounts WHERE user_id = ? AND payment_method_id IS NOT NULL', fx[role].id)).toBe(0);
      }
    },
  },
  {
    route: 'POST /api/billing/test-provider/confirm-setup',
    expect: e(401, 200, 402, 402),
    why: 'local/test card provider only (404 with Stripe configured); another customer’s set-up secret is refused (402 resource_missing)',
    request: async (_role, fx) => ({ body: { ...CARD, clientSecret: (await setupIntentOf(fx.user.cookie)).clientSecret } }),
    after: async (role, _res, fx, req) => {
      const secret = (req.body as { clientSecret: string }).clientSecret;
      const status = await env.DB.prepare('SELECT status FROM test_card_objects WHERE client_secret = ?').bind(secret).first('status');
      expect(status).toBe(role === 'user' ? 'succeeded' : 'requires_payment_method');
      if (role === 'user') expect((await withStripe({ ...req, cookie: fx.user.cookie }, 'POST')).status).toBe(404);
    },
  },
  {
    route: 'DELETE /api/billing/payment-method',
    expect: e(401, 200, 400, 400),
    why: 'the caller’s own card (there is no card id to aim at another’s); the others have none: 400 NO_PAYMENT_METHOD',
    // The open invoices the rows above left would block the removal (409 CHARGES_PENDING): they go first.
    request: async (role, fx) => (
      role === 'user' && (await env.DB.prepare("DELETE FROM invoices WHERE user_id = ? AND status = 'open'").bind(fx.user.id).run()),
      {}
    ),
  },

  // ── The card provider's endpoints (/api/stripe): the webhook is signature-gated, the rest is the caller's own plan.
  {
    route: 'POST /api/stripe/webhook',
    expect: e(404, 404, 404, 404),
    why: 'no session counts: without Stripe keys it is 404; with them an unsigned event is 400 whoever sends it',
    request: () => ({ raw: JSON.stringify({ id: 'evt_matrix', type: 'invoice.paid', data: { object: {} } }), cookie: undefined }),
    after: async (role, res, fx, req) => {
      expect(res.json.error).toEqual(expect.any(String));
      const signed = await withStripe({ ...req, cookie: cookieOf(role, fx) }, 'POST', { 'stripe-signature': 't=1,v1=deadbeef' });
      expect(signed.status).toBe(400);
      expect(signed.json.error).toEqual(expect.any(String));
    },
  },
  { route: 'GET /api/stripe/subscription-status', expect: e(401, 200, 200, 200), why: 'the caller’s own plan' },
  { route: 'GET /api/stripe/plan-charges', expect: e(401, 200, 200, 200), why: 'the caller’s own plan charges (none for one who never subscribed)' },
  {
    route: 'POST /api/stripe/validate-coupon',
    expect: e(401, 200, 200, 200),
    why: 'signed-in; an unknown code is {valid:false}',
    request: () => ({ body: { couponCode: 'NOSUCHMATRIX' } }),
  },
  {
    route: 'POST /api/stripe/create-portal-session',
    expect: e(401, 200, 404, 404),
    why: 'the caller’s own subscription; the others never had one',
    request: () => ({ body: {} }),
  },
  {
    route: 'POST /api/stripe/test-provider/confirm-subscription',
    expect: e(401, 200, 402, 402),
    why: 'local/test card provider only (404 with Stripe configured); another customer’s subscription secret is refused',
    request: (_role, fx) => ({ body: { ...CARD, clientSecret: fx.subscriptionSecret } }),
    after: async (role, _res, fx, req) => {
      if (role === 'other' || role === 'admin') expect(await count('SELECT count(*) AS n FROM subscriptions WHERE user_id = ?', fx[role].id)).toBe(0);
      if (role === 'user') expect((await withStripe({ ...req, cookie: fx.user.cookie }, 'POST')).status).toBe(404);
    },
  },
  { route: 'POST /api/stripe/cancel-subscription', expect: e(401, 200, 404, 404), why: 'the caller’s own running plan', request: () => ({ body: {} }) },
  { route: 'POST /api/stripe/resume-subscription', expect: e(401, 200, 404, 404), why: 'the caller’s own cancelled plan', request: () => ({ body: {} }) },
  {
    route: 'POST /api/stripe/create-subscription',
    expect: e(401, 409, 200, 200),
    why: 'for the caller; the user already has a running plan (409)',
    request: () => ({ body: {} }),
  },

  // ── Administration.
  adminRow('GET /api/admin/legislation'),
  adminRow('GET /api/admin/legislation/:id', { request: () => ({ path: '/api/admin/legislation/1' }) }),
  adminRow('GET /api/admin/users', { sees: ['admin'] }),
  adminRow('DELETE /api/admin/users/:id', {
    request: async (role, fx) => ({ path: `/api/admin/users/${await victim(fx)}` }),
    after: async (role, _res, fx) => expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', await victim(fx))).toBe(role === 'admin' ? 0 : 1),
  }),
  adminRow('GET /api/admin/monitoring'),
  adminRow('GET /api/admin/system-stats'),
  adminRow('GET /api/admin/api-costs'),
  adminRow('GET /api/admin/beehiiv/test'),
  adminRow('POST /api/admin/beehiiv/add-subscriber', { request: () => ({ body: { email: freshEmail('newsletter') } }) }),
  adminRow('GET /api/usage/chat-history', { sees: ['admin'], request: async (_role, fx) => (await savedChat(fx.user.id, MARKER), {}) }),
  adminRow('POST /api/legislation', {
    expect: e(401, 403, 403, 201),
    request: () => ({ body: { title: `Matrix record ${RECORD_TAG}`, tax_category: 'Matrix (not public)' } }),
    after: async (role) =>
      expect(await count('SELECT count(*) AS n FROM legislation WHERE title = ?', `Matrix record ${RECORD_TAG}`)).toBe(role === 'admin' ? 1 : 0),
  }),
  adminRow('PATCH /api/legislation/:id', {
    request: async (_role, fx) => ({ path: `/api/legislation/${await record(fx)}`, body: { status: 'Repealed' } }),
    after: async (role, _res, fx) =>
      expect(
        await env.DB.prepare('SELECT status FROM legislation WHERE id = ?')
          .bind(await record(fx))
          .first('status'),
      ).toBe(role === 'admin' ? 'Repealed' : null),
  }),

  // ── The public collection.
  { route: 'GET /api/legislation', expect: e(200, 200, 200, 200), why: 'public' },
  {
    route: 'GET /api/legislation/matches',
    expect: e(200, 200, 200, 200),
    why: 'public',
    request: () => ({ path: '/api/legislation/matches?search=tax&ids=1,2' }),
  },
  { route: 'GET /api/legislation/:id/overview', expect: e(200, 200, 200, 200), why: 'public', request: () => ({ path: '/api/legislation/1/overview' }) },
  { route: 'GET /api/legislation/:id', expect: e(200, 200, 200, 200), why: 'public', request: () => ({ path: '/api/legislation/fdl-47-2022' }) },
  { route: 'GET /api/field-choices', expect: e(200, 200, 200, 200), why: 'public' },
  {
    route: 'GET /api/passages',
    expect: e(200, 200, 200, 200),
    why: 'public (rate-limited per client / account)',
    request: () => ({ path: '/api/passages?q=small%20business%20relief&k=2' }),
  },
  { route: 'GET /api/openapi.json', expect: e(200, 200, 200, 200), why: 'public: the description of the public reads' },

  // ── The MCP server: public, read-only, and blind to sessions (a signed-in caller gets exactly what anyone gets).
  {
    route: 'POST /mcp',
    expect: e(200, 200, 200, 200),
    why: 'public: the free reads for AI assistants; no cookie is read',
    request: () => ({
      path: '/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'check_status', arguments: { target: 'fdl-47-2022' } } },
    }),
    after: async (_role, res) => {
      expect(res.json.result).toBeDefined();
      expect(res.headers.get('set-cookie')).toBeNull();
    },
  },
  { route: 'GET /mcp', expect: e(302, 302, 302, 302), why: 'a person opening the address is sent to the developers page' },
  { route: 'DELETE /mcp', expect: e(405, 405, 405, 405), why: 'stateless: no session to end' },

  // ── AI research: verified accounts; a sessionId is the caller's own conversation or 404.
  researchRow('POST /api/multi-document-search', 'query'),
  researchRow('POST /api/multi-document-search/stream', 'query'),
  researchRow('POST /api/chat', 'message'),
  researchRow('POST /api/chat/stream', 'message'),

  // ── Share links: the owner publishes; the link itself is public and names no one.
  {
    route: 'POST /api/create-share-link',
    expect: e(401, 200, 404, 404),
    why: 'owner only',
    request: async (_role, fx) => ({ body: { sessionId: `chat-${await savedChat(fx.user.id, MARKER)}` } }),
    after: async (role, _res, _fx, req) =>
      expect(await count('SELECT count(*) AS n FROM shares WHERE chat_id = ?', chatIdOf(req))).toBe(role === 'user' ? 1 : 0),
  },
  {
    route: 'GET /api/shared/:shareId',
    expect: e(200, 200, 200, 200),
    why: 'public: the link is the credential; the snapshot names no owner',
    request: async (_role, fx) => ({ path: `/api/shared/${await share(fx)}` }),
    sees: ROLES,
    after: async (_role, res, fx) => {
      expect(res.text).toContain(MARKER);
      expect(res.text).not.toContain(fx.user.email);
    },
  },
  {
    route: 'GET /dev/outbox',
    expect: e(404, 404, 404, 404),
    why: 'development only, without a real e-mail API (where anyone local may read it); elsewhere a 404 (the SPA’s not-found page) for everyone, no mail',
    after: async (role, res, fx) => {
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).not.toContain('<h1>Outbox</h1>');
      const dev = await app.request(
        '/dev/outbox',
        { headers: cookieOf(role, fx) ? { cookie: cookieOf(role, fx)! } : {} },
        { ...env, ENVIRONMENT: 'development' },
      );
      expect(dev.status).toBe(200);
      expect(await dev.text()).toContain('<h1>Outbox</h1>');
    },
  },
  {
    route: 'GET /shared/:shareId',
    expect: e(200, 200, 200, 200),
    why: 'public page of a share link',
    request: async (_role, fx) => ({ path: `/shared/${await share(fx)}` }),
    sees: ROLES,
    after: async (_role, res, fx) => expect(res.text).not.toContain(fx.user.email),
  },
];

const victim = memo((_fx: Fixtures) => bareUser('victim'));
const share = memo((fx: Fixtures) => shareToken(fx));
const record = memo(async (fx: Fixtures) => {
  const res = await call('/api/legislation', {
    cookie: fx.admin.cookie,
    body: { title: `Matrix patch target ${RECORD_TAG}`, tax_category: 'Matrix (not public)' },
  });
  if (res.status !== 201) throw new Error(`create record: ${res.status} ${res.text}`);
  return (res.json.record as { id: number }).id;
});

const appRoutes = () => [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();

let fx: Fixtures;

/** A card on file, as the payment screens set one up with the local test provider. */
async function addTestCard(cookie: string) {
  const intent = await setupIntentOf(cookie);
  const confirm = await call('/api/billing/test-provider/confirm-setup', { cookie, body: { ...CARD, clientSecret: intent.clientSecret } });
  if (confirm.status !== 200) return confirm;
  return call('/api/billing/setup-complete', { cookie, body: { setupIntentId: intent.setupIntentId } });
}

beforeAll(async () => {
  const [user, other, admin] = await Promise.all([actor('owner'), actor('other'), actor('admin', { admin: true })]);
  // The user's state: a card on file, an incomplete Professional Plan subscription, and welcome
  // follow-ups enough for the research rows (their answers charge nothing).
  const card = await addTestCard(user.cookie);
  if (card.status !== 200) throw new Error(`add card: ${card.status} ${card.text}`);
  await env.DB.prepare('UPDATE billing_accounts SET welcome_followups_left = 50 WHERE user_id = ?').bind(user.id).run();
  const created = await call('/api/stripe/create-subscription', { cookie: user.cookie, body: {} });
  if (created.status !== 200) throw new Error(`create-subscription: ${created.status} ${created.text}`);
  fx = { user, other, admin, subscriptionSecret: created.json.clientSecret as string };
}, 60_000);

describe('the authorization matrix', () => {
  it('has exactly one row for every route of the app (a new route needs a row)', () => {
    const rows = ROWS.map((r) => r.route);
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect([...rows].sort()).toEqual(appRoutes());
    console.log(`authorization matrix: ${ROWS.length} routes × ${ROLES.length} roles = ${ROWS.length * ROLES.length} cells`);
  });

  for (const row of ROWS) {
    const [method, pattern] = row.route.split(' ') as [string, string];
    for (const role of ROLES) {
      it(`${row.route} as ${role} → ${row.expect[role]} (${row.why})`, async () => {
        const built = (await row.request?.(role, fx)) ?? {};
        const req: Request = { path: pattern, cookie: cookieOf(role, fx), ...built };
        if (built.cookie === undefined) req.cookie = cookieOf(role, fx);
        const res = await call(req.path, {
          method,
          cookie: req.cookie,
          client: uniqueClient(),
          headers: req.headers,
          ...(req.raw !== undefined ? { body: req.raw } : req.body !== undefined ? { body: req.body } : {}),
        });
        expect(res.status, `${method} ${req.path} as ${role}: ${res.text.slice(0, 300)}`).toBe(row.expect[role]);
        if (res.status >= 400 && req.path.startsWith('/api/')) expect(res.json.error, res.text.slice(0, 300)).toBeDefined();
        if (role !== 'user' && !(row.sees ?? []).includes(role)) {
          expect(res.text, 'the user’s conversations leaked').not.toContain(MARKER);
          expect(res.text, 'the user’s e-mail leaked').not.toContain(fx.user.email);
        }
        await row.after?.(role, res, fx, req);
      }, 30_000);
    }
  }
});

describe('authorization is checked before the input', () => {
  /** A path with every :param replaced by nonsense, and a body that is not JSON. */
  const garbage = (pattern: string) => pattern.replace(/:\w+/g, 'not%20an%20id');
  const guarded = ROWS.filter((r) => r.expect.anonymous === 401);
  const adminOnly = ROWS.filter((r) => r.expect.user === 403);

  it('answers 401 to anonymous callers of every guarded route, whatever the input', { timeout: 60_000 }, async () => {
    expect(guarded.length).toBeGreaterThan(30);
    for (const row of guarded) {
      const [method, pattern] = row.route.split(' ') as [string, string];
      for (const body of method === 'GET' ? [undefined] : ['{"not json', '[1,2]', JSON.stringify({ id: -1, sessionId: 'chat-0', email: 5 })]) {
        const res = await call(`${garbage(pattern)}${method === 'GET' ? '?month=x&limit=-1&q=' : ''}`, { method, body, client: uniqueClient() });
        expect(res.status, `${row.route} ${body}`).toBe(401);
        expect(res.json.error).toEqual(expect.any(String));
      }
    }
  });

  it('answers 403 to signed-in non-admins of every admin route, whatever the input', { timeout: 60_000 }, async () => {
    expect(adminOnly.length).toBe(12);
    for (const row of adminOnly) {
      const [method, pattern] = row.route.split(' ') as [string, string];
      for (const body of method === 'GET' ? [undefined] : ['{"not json', JSON.stringify({ title: 5 })]) {
        const res = await call(garbage(pattern), { method, body, cookie: fx.other.cookie, client: uniqueClient() });
        expect(res.status, `${row.route} ${body}`).toBe(403);
        expect(res.json.error).toEqual(expect.any(String));
      }
    }
  });

  it('answers 403 to a signed-in account whose e-mail is not verified on the AI routes', async () => {
    // Sign-in needs a verified address: the account loses it after signing in (the session reads the row on each request).
    const { id, cookie } = await actor('unverified');
    await env.DB.prepare('UPDATE users SET email_verified = 0 WHERE id = ?').bind(id).run();
    for (const path of ['/api/multi-document-search', '/api/multi-document-search/stream', '/api/chat', '/api/chat/stream']) {
      const res = await call(path, { cookie, body: '{"not json', client: uniqueClient() });
      expect(res.status, path).toBe(403);
      expect(res.json.code).toBe('EMAIL_NOT_VERIFIED');
    }
  });
});
