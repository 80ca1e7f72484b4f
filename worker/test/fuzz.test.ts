/**
 * Issue 15 item 3: malformed input never breaks the Worker. For every route of the app (from its own
 * route list: a new route without an entry here fails the first test), fast-check generates bodies,
 * query strings and path parameters that are wrong in every way a client can be wrong (wrong types,
 * missing and extra fields, huge strings, unicode and control characters including NUL, negative,
 * non-finite and huge numbers, arrays for objects, text that is not JSON, the wrong content type,
 * repeated, empty and very long query parameters) and sends each as the caller the route is for.
 *
 * Every answer must be below 500; every 4xx of the API a JSON body with a string `error`; and a
 * refused request writes nothing (the row counts of the tables a request can write are unchanged).
 */
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { actor, call, freshEmail, uniqueClient, type Actor } from './support/actors.ts';

type Caller = 'anonymous' | 'user' | 'admin';

interface Input {
  caller: Caller;
  path: string;
  contentType: string | null;
  body: string | null;
}

interface Target {
  /** `METHOD /path` exactly as the app registers it. */
  route: string;
  /** Who the route is for; guarded routes are also sent anonymously now and then (always 401). */
  caller: Caller;
  /** A valid body (JSON routes), made fresh for each input (e-mails are unique). */
  valid?: () => Record<string, unknown>;
  /** The query keys the route reads (query routes). */
  query?: readonly string[];
  /** Valid bodies must not be sent (they would publish a record, etc.): the generated body always breaks one field. */
  neverValid?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Path parameters that must never name a real row (destructive routes). */
  invalidParamsOnly?: boolean;
  /** How many inputs. */
  runs: number;
  /** 402 bodies of the local card provider carry Stripe's error object `{code, message}`, not a string. */
  stripeShapedErrors?: boolean;
  /** Headers every input carries (the MCP transport refuses a request that does not accept its responses). */
  headers?: Record<string, string>;
  /** A JSON-RPC endpoint: besides never a 5xx, never a JSON-RPC internal error (-32603) in a 200 either. */
  jsonRpc?: boolean;
}

/** The routes not fuzzed, each with its reason. */
const EXCLUDED: Record<string, string> = {};

// ── Generators ────────────────────────────────────────────────────────────────

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\t\r\n\u000b\u000c',
  '\u202e\u202d',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  '💥'.repeat(500),
  'é'.repeat(5000),
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%00',
  '%',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  'chat-0',
  'chat-1e5',
  'chat--1',
  'seti_',
  '2026-13',
  'مرحبا',
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 300_000 }).map((n) => 'a'.repeat(n)) },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, -1e-300, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays or objects of some depth. */
const deep = fc.integer({ min: 1, max: 3000 }).chain((n) => fc.constantFrom(`${'['.repeat(n)}${']'.repeat(n)}`, `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`));

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 5000 }).map((n) => Array.from({ length: n }, () => ({ role: 'user', content: 'x' }))) },
);

const DROP = Symbol('drop');

/** A valid body with some fields dropped or replaced, and some extra fields. */
function mutatedBody(keys: readonly string[]) {
  const changes = fc.array(
    fc.tuple(fc.constantFrom(...keys), fc.oneof({ weight: 1, arbitrary: fc.constant<typeof DROP>(DROP) }, { weight: 4, arbitrary: nastyValue })),
    {
      minLength: 1,
      maxLength: 3,
    },
  );
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'isAdmin', 'is_admin')),
    nastyValue,
    { maxKeys: 3 },
  );
  return fc.tuple(changes, extra, fc.constantFrom('object', 'object', 'object', 'array')).map(([edits, more, wrap]) => (valid: Record<string, unknown>) => {
    const body: Record<string, unknown> = { ...valid };
    for (const [key, value] of edits) {
      if (value === DROP) delete body[key];
      else body[key] = value;
    }
    for (const [k, v] of Object.entries(more)) Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
    return wrap === 'array' ? [body] : body;
  });
}

/** Text that is not JSON, or JSON of the wrong shape at the top. */
const rawText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":1,}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '[',
    'null',
    'true',
    '1',
    '"x"',
    '\u0000',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"isAdmin":true}}',
    'a=1&b=2',
    '--x\r\n\r\n',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  deep,
  fc.integer({ min: 1, max: 40 }).map((n) => JSON.stringify({ query: 'x'.repeat(n) }).slice(0, n)),
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string | null>(
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/json, text/plain',
      'application/xml',
    ),
  },
);

type BodyPlan = { kind: 'mutated'; edit: (valid: Record<string, unknown>) => unknown } | { kind: 'raw'; text: string };

function bodyPlan(keys: readonly string[]): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    { weight: 6, arbitrary: mutatedBody(keys).map((edit): BodyPlan => ({ kind: 'mutated', edit })) },
    { weight: 3, arbitrary: rawText.map((text): BodyPlan => ({ kind: 'raw', text })) },
  );
}

/** Query strings: known and unknown keys, repeated, empty, very long, badly percent-encoded. */
function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(keys.length ? keys : ['q'])) },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('', '%', '[]', 'a[b]', '__proto__') },
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))) },
    { weight: 1, arbitrary: nastyNumber.map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('', '%', '%zz', '%E0%A4%A', '%00', '%C0%AF', '+', '%2B', '=', '==', '%ED%A0%80', 'a&', '1,2,,3', ',', '1,'.repeat(500)),
    },
  );
  const pair = fc.oneof({ weight: 5, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`) }, { weight: 1, arbitrary: key });
  return fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'));
}

/** Path parameters: not ids, too long, negative, encoded nonsense. */
function paramValue(invalidOnly: boolean): fc.Arbitrary<string> {
  const any = fc.oneof(
    { weight: 3, arbitrary: nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 20_000) || '%20') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1e3',
        '1.0',
        '%201',
        '9'.repeat(16),
        '9'.repeat(400),
        '0x1',
        '%',
        '%zz',
        '%00',
        '%2e%2e',
        '..',
        '.',
        '%C0%AF',
        'chat-1',
        '%E2%80%AE',
      ),
    },
    { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 15n, max: 10n ** 40n }).map(String) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000_000_000 }).map(String) },
  );
  return invalidOnly ? any.filter((p) => !/^\d{1,15}$/.test(safeDecode(p))) : any;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// ── The routes ────────────────────────────────────────────────────────────────

const CLIENT_SECRET = 'seti_test_abcdefgh1234_secret_abcdefgh1234';
const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };
let legislationTarget = 0;

/** A valid call of each MCP tool, in turn. */
const MCP_CALLS: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ['find_provisions', { question: 'Small Business Relief threshold', limit: 3 }],
  ['validate_citation', { citation: 'Article 21 of Federal Decree-Law No. 47 of 2022' }],
  ['get_article', { document: 'fdl-47-2022', article: '21', language: 'en' }],
  ['check_status', { target: 'MD 125/2023' }],
  ['search_legislation', { query: 'relief', status: 'active', limit: 3 }],
  ['get_document', { document: 'md-73-2023' }],
];
let mcpCalls = 0;

const TARGETS: Target[] = [
  // Sign-in (public): valid bodies go through too, from a new client address each time.
  { route: 'POST /api/auth/login', caller: 'anonymous', runs: 40, valid: () => ({ email: freshEmail('fuzz-login'), password: 'correct horse 1' }) },
  {
    route: 'POST /api/auth/signup',
    caller: 'anonymous',
    runs: 40,
    valid: () => ({ email: freshEmail('fuzz-signup'), password: 'correct horse 1', name: 'Fuzz', signupSource: 'direct_signup' }),
  },
  { route: 'POST /api/auth/verify-email', caller: 'anonymous', runs: 40, valid: () => ({ token: 'not-a-real-token' }) },
  { route: 'POST /api/auth/resend-verification', caller: 'anonymous', runs: 40, valid: () => ({ email: freshEmail('fuzz-resend') }) },
  { route: 'POST /api/auth/forgot-password', caller: 'anonymous', runs: 40, valid: () => ({ email: freshEmail('fuzz-forgot') }) },
  { route: 'POST /api/auth/reset-password', caller: 'anonymous', runs: 40, valid: () => ({ token: 'not-a-real-token', newPassword: 'another horse 2' }) },
  { route: 'GET /api/auth/me', caller: 'user', runs: 5 },
  // Anonymous: the fuzzing user's own session must live on.
  { route: 'POST /api/auth/logout', caller: 'anonymous', runs: 5 },

  { route: 'GET /api/account/chat-history', caller: 'user', runs: 5 },
  { route: 'DELETE /api/account/chat-history', caller: 'user', runs: 5 },
  { route: 'GET /api/account/chat/:id', caller: 'user', runs: 20 },
  { route: 'DELETE /api/account/chat/:id', caller: 'user', runs: 20, invalidParamsOnly: true },
  { route: 'DELETE /api/account/chat/:id/share', caller: 'user', runs: 20, invalidParamsOnly: true },
  { route: 'GET /api/account/summary', caller: 'user', runs: 5 },

  { route: 'GET /api/billing/pricing', caller: 'anonymous', runs: 5 },
  { route: 'GET /api/billing/current', caller: 'user', runs: 5 },
  { route: 'GET /api/billing/events', caller: 'user', runs: 40, query: ['month'] },
  { route: 'GET /api/billing/invoices', caller: 'user', runs: 5 },
  { route: 'GET /api/billing/invoices/:id', caller: 'user', runs: 20 },
  { route: 'POST /api/billing/invoices/:id/pay', caller: 'user', runs: 20, invalidParamsOnly: true },
  { route: 'POST /api/billing/estimate', caller: 'user', runs: 40, valid: () => ({ chatsUsed: 3, followupsUsed: 4 }) },
  { route: 'POST /api/billing/track', caller: 'user', runs: 40, valid: () => ({ additionalChats: 1, additionalFollowups: 2 }) },
  { route: 'POST /api/billing/enable', caller: 'user', runs: 5 },
  { route: 'POST /api/billing/create-setup-intent', caller: 'user', runs: 5 },
  { route: 'POST /api/billing/setup-complete', caller: 'user', runs: 40, valid: () => ({ setupIntentId: 'seti_test_abcdefgh1234' }) },
  { route: 'DELETE /api/billing/payment-method', caller: 'user', runs: 5 },
  {
    route: 'POST /api/billing/test-provider/confirm-setup',
    caller: 'user',
    runs: 40,
    stripeShapedErrors: true,
    valid: () => ({ ...CARD, clientSecret: CLIENT_SECRET }),
  },

  // Without Stripe keys the webhook is 404 before it reads anything; with them, the signature check refuses (matrix test).
  { route: 'POST /api/stripe/webhook', caller: 'anonymous', runs: 10, valid: () => ({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } }) },
  { route: 'GET /api/stripe/subscription-status', caller: 'user', runs: 5 },
  { route: 'GET /api/stripe/plan-charges', caller: 'user', runs: 5 },
  { route: 'POST /api/stripe/validate-coupon', caller: 'user', runs: 40, valid: () => ({ couponCode: 'NOSUCHCODE' }) },
  { route: 'POST /api/stripe/create-subscription', caller: 'user', runs: 40, valid: () => ({ couponCode: 'NOSUCHCODE' }) },
  { route: 'POST /api/stripe/cancel-subscription', caller: 'user', runs: 5 },
  { route: 'POST /api/stripe/resume-subscription', caller: 'user', runs: 5 },
  { route: 'POST /api/stripe/create-portal-session', caller: 'user', runs: 5 },
  {
    route: 'POST /api/stripe/test-provider/confirm-subscription',
    caller: 'user',
    runs: 40,
    stripeShapedErrors: true,
    valid: () => ({ ...CARD, clientSecret: 'pi_test_abcdefgh1234_secret_abcdefgh1234' }),
  },

  { route: 'GET /api/admin/legislation', caller: 'admin', runs: 40, query: ['search'] },
  { route: 'GET /api/admin/legislation/:id', caller: 'admin', runs: 20 },
  { route: 'GET /api/admin/users', caller: 'admin', runs: 3 },
  // Only ids no row can have: a fuzzed id must never delete a real account.
  { route: 'DELETE /api/admin/users/:id', caller: 'admin', runs: 20, invalidParamsOnly: true },
  { route: 'GET /api/admin/monitoring', caller: 'admin', runs: 3 },
  { route: 'GET /api/admin/system-stats', caller: 'admin', runs: 3 },
  { route: 'GET /api/admin/api-costs', caller: 'admin', runs: 3 },
  { route: 'GET /api/admin/beehiiv/test', caller: 'admin', runs: 3 },
  {
    route: 'POST /api/admin/beehiiv/add-subscriber',
    caller: 'admin',
    runs: 40,
    valid: () => ({ email: freshEmail('fuzz-news'), source: 'direct', name: 'Fuzz' }),
  },
  { route: 'GET /api/usage/chat-history', caller: 'admin', runs: 3 },
  {
    route: 'POST /api/legislation',
    caller: 'admin',
    runs: 40,
    valid: () => ({ title: 'Fuzz record', legislation: 'Ministerial Decision', chapter: '_none', status: 'Active', tax_category: 'Fuzz (not public)' }),
    // A valid body would add a public record to the shared collection: the title is always broken.
    neverValid: (body) => (typeof body.title === 'string' && body.title.trim().length > 0 && body.title.length <= 1000 ? { ...body, title: 12345 } : body),
  },
  // Aimed at a record this file creates (valid edits change only it).
  { route: 'PATCH /api/legislation/:id', caller: 'admin', runs: 40, valid: () => ({ status: 'Repealed' }) },

  { route: 'GET /api/legislation', caller: 'anonymous', runs: 40, query: ['chapter', 'status', 'legislation', 'title', 'search', 'sort', 'limit', 'offset'] },
  { route: 'GET /api/legislation/matches', caller: 'anonymous', runs: 40, query: ['search', 'ids'] },
  { route: 'GET /api/legislation/:id/overview', caller: 'anonymous', runs: 20 },
  { route: 'GET /api/legislation/:id', caller: 'anonymous', runs: 20 },
  { route: 'GET /api/field-choices', caller: 'anonymous', runs: 3 },
  { route: 'GET /api/passages', caller: 'anonymous', runs: 40, query: ['q', 'k'] },

  // Valid questions are answered (a few, until the welcome credits and the hourly limit refuse).
  {
    route: 'POST /api/multi-document-search',
    caller: 'user',
    runs: 40,
    valid: () => ({ query: 'Small Business Relief threshold', conversationHistory: [], sessionId: null }),
  },
  {
    route: 'POST /api/multi-document-search/stream',
    caller: 'user',
    runs: 30,
    valid: () => ({ query: 'Small Business Relief threshold', conversationHistory: [] }),
  },
  {
    route: 'POST /api/chat',
    caller: 'user',
    runs: 40,
    valid: () => ({ message: 'Small Business Relief threshold', legislationId: 2, sessionId: null, conversationHistory: [] }),
  },
  {
    route: 'POST /api/chat/stream',
    caller: 'user',
    runs: 30,
    valid: () => ({ message: 'Small Business Relief threshold', legislationId: 2, conversationHistory: [] }),
  },

  {
    route: 'POST /api/create-share-link',
    caller: 'user',
    runs: 40,
    valid: () => ({ title: 'UAE Tax Analysis', messages: [], userInfo: { timestamp: new Date().toISOString() }, sessionId: 'chat-1' }),
  },
  { route: 'GET /api/shared/:shareId', caller: 'anonymous', runs: 20 },
  { route: 'GET /dev/outbox', caller: 'anonymous', runs: 3 },
  { route: 'GET /shared/:shareId', caller: 'anonymous', runs: 20 },
  { route: 'GET /api/openapi.json', caller: 'anonymous', runs: 3 },

  // The MCP server: each input a call of the next tool, its arguments broken by the generators.
  {
    route: 'POST /mcp',
    caller: 'anonymous',
    runs: 120,
    headers: { accept: 'application/json, text/event-stream' },
    jsonRpc: true,
    valid: () => {
      const [name, args] = MCP_CALLS[mcpCalls++ % MCP_CALLS.length]!;
      return { jsonrpc: '2.0', id: mcpCalls, method: 'tools/call', params: { name, arguments: args } };
    },
  },
  { route: 'GET /mcp', caller: 'anonymous', runs: 3 },
  { route: 'DELETE /mcp', caller: 'anonymous', runs: 3 },
];

// ── Running one input ─────────────────────────────────────────────────────────

/** The tables a request can write: a refused request must leave every count as it was. */
const WRITTEN_TABLES = [
  'users',
  'chats',
  'messages',
  'usage_events',
  'credit_holds',
  'invoices',
  'billing_accounts',
  'subscriptions',
  'coupon_redemptions',
  'shares',
  'error_log',
  'legislation',
  'legislation_audit',
  'outbox',
  'email_tokens',
  'revoked_sessions',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const sql = `SELECT ${WRITTEN_TABLES.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`;
  return (await env.DB.prepare(sql).first<Record<string, number>>())!;
}

const app = createApp();
let user: Actor;
let admin: Actor;
let before: Record<string, number>;
const tally = new Map<string, { inputs: number; statuses: Map<number, number> }>();

function concretePath(pattern: string, params: string[], query: string): string {
  let i = 0;
  // No generated parameter: the file's own legislation record (PATCH /api/legislation/:id).
  const path = pattern.replace(/:\w+/g, () => params[i++] ?? String(legislationTarget));
  return query ? `${path}?${query}` : path;
}

async function send(target: Target, input: Input) {
  const [method] = target.route.split(' ') as [string];
  const headers: Record<string, string> = { 'cf-connecting-ip': uniqueClient(), ...target.headers };
  if (input.contentType) headers['content-type'] = input.contentType;
  if (method !== 'GET') headers.origin = 'http://localhost';
  if (input.caller !== 'anonymous') headers.cookie = (input.caller === 'admin' ? admin : user).cookie;
  // app.request, not SELF.fetch: with no execution context the background work is awaited (the row counts
  // after the answer are final), and SELF.fetch slows down with every request it has made (~6 ms to ~50 ms
  // per call over a few hundred calls in @cloudflare/vitest-pool-workers 0.15), which a thousand inputs cannot afford.
  const res = await app.request(
    `http://localhost${input.path}`,
    { method, headers, body: method === 'GET' || input.body === null ? undefined : input.body },
    env,
  );
  const text = await res.text();
  return { status: res.status, text, contentType: res.headers.get('content-type') ?? '' };
}

function inputs(target: Target): fc.Arbitrary<Input> {
  const [method, pattern] = target.route.split(' ') as [string, string];
  const paramCount = (pattern.match(/:\w+/g) ?? []).length;
  // PATCH /api/legislation/:id fuzzes the body of the file's own record, not the id.
  const params =
    pattern === '/api/legislation/:id' && method === 'PATCH'
      ? fc.constant([] as string[])
      : fc.array(paramValue(!!target.invalidParamsOnly), { minLength: paramCount, maxLength: paramCount });
  const query = target.query ? queryString(target.query) : fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryString([]) });
  const keys = target.valid ? Object.keys(target.valid()) : ['x'];
  const plan = method === 'GET' ? fc.constant(null) : fc.option(bodyPlan(keys), { freq: 6 });
  const caller =
    target.caller === 'anonymous' ? fc.constant<Caller>('anonymous') : fc.constantFrom<Caller>(target.caller, target.caller, target.caller, 'anonymous');
  return fc.record({ caller, params, query, plan, contentType }).map(({ caller, params, query, plan, contentType }): Input => {
    let body: string | null = null;
    if (plan?.kind === 'raw') body = plan.text;
    else if (plan?.kind === 'mutated') {
      let edited = plan.edit(target.valid ? target.valid() : {});
      if (target.neverValid && edited && typeof edited === 'object' && !Array.isArray(edited)) edited = target.neverValid(edited as Record<string, unknown>);
      body = JSON.stringify(edited) ?? 'null';
    }
    return { caller, path: concretePath(pattern, params, query), contentType: method === 'GET' ? null : contentType, body };
  });
}

beforeAll(async () => {
  [user, admin] = await Promise.all([actor('fuzz-user'), actor('fuzz-admin', { admin: true })]);
  // The user's billing account exists before the fuzzing (it is made on first need, even by a refused card step).
  expect((await call('/api/billing/create-setup-intent', { cookie: user.cookie, body: {}, client: uniqueClient() })).status).toBe(200);
  const created = await call('/api/legislation', {
    cookie: admin.cookie,
    body: { title: 'Fuzz patch target', tax_category: 'Fuzz (not public)' },
    client: uniqueClient(),
  });
  expect(created.status).toBe(201);
  legislationTarget = (created.json.record as { id: number }).id;
  before = await rowCounts();
}, 60_000);

afterAll(() => {
  const total = [...tally.values()].reduce((n, t) => n + t.inputs, 0);
  const statuses = new Map<number, number>();
  for (const t of tally.values()) for (const [s, n] of t.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
  const byStatus = [...statuses.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(`fuzz: ${total} inputs over ${tally.size} routes (${byStatus})`);
});

describe('fuzzing every route with malformed input', () => {
  it('covers every route of the app (a new route needs an entry or an exclusion with its reason)', () => {
    const routes = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();
    const covered = [...TARGETS.map((t) => t.route), ...Object.keys(EXCLUDED)];
    expect(new Set(covered).size).toBe(covered.length);
    expect(covered.sort()).toEqual(routes);
    expect(TARGETS.reduce((n, t) => n + t.runs, 0)).toBeGreaterThanOrEqual(1000);
  });

  // Found by this suite: D1 refuses LIKE patterns over 50 bytes, and the admin search used LIKE (500 for 49+ characters).
  it('GET /api/admin/legislation answers a long or odd search (regression: LIKE pattern too complex → 500)', async () => {
    for (const search of ['x'.repeat(200), `\u0000${'\ufffd'.repeat(16)}`, 'corporate tax '.repeat(14), '%_\\'.repeat(50), 'ضريبة الشركات '.repeat(14)]) {
      const res = await app.request(`/api/admin/legislation?search=${encodeURIComponent(search.slice(0, 200))}`, { headers: { cookie: admin.cookie } }, env);
      expect(res.status, search).toBe(200);
    }
    const res = await app.request(
      `/api/admin/legislation?search=${encodeURIComponent('TAXATION OF CORPORATIONS AND BUSINESSES AND OTHER MATTERS')}`,
      { headers: { cookie: admin.cookie } },
      env,
    );
    expect(((await res.json()) as { records: unknown[] }).records).toEqual([]);
    const found = await app.request(
      `/api/admin/legislation?search=${encodeURIComponent('TAXATION OF CORPORATIONS AND BUSINESSES')}`,
      { headers: { cookie: admin.cookie } },
      env,
    );
    expect(((await found.json()) as { records: unknown[] }).records.length).toBeGreaterThan(0);
  });

  for (const target of TARGETS) {
    it(`${target.route}: ${target.runs} inputs, never a 5xx, a JSON {error} for every 4xx, nothing written when refused`, { timeout: 60_000 }, async () => {
      before = await rowCounts();
      const stats = { inputs: 0, statuses: new Map<number, number>() };
      tally.set(target.route, stats);
      await fc.assert(
        fc.asyncProperty(inputs(target), async (input) => {
          const res = await send(target, input);
          stats.inputs += 1;
          stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
          const shown = `${input.caller} ${input.path.slice(0, 200)} [${input.contentType}] ${String(input.body).slice(0, 200)} → ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, shown).toBeLessThan(500);
          if (target.jsonRpc) expect(res.text, shown).not.toContain('"code":-32603');
          if (res.status >= 400 && input.path.startsWith('/api/')) {
            expect(res.contentType, shown).toContain('application/json');
            const error = (JSON.parse(res.text) as { error?: unknown }).error;
            if (target.stripeShapedErrors && res.status === 402) expect(error, shown).toMatchObject({ code: expect.any(String), message: expect.any(String) });
            else expect(typeof error, shown).toBe('string');
          }
          // GET routes write no rows (a share's view count is an update): the counts are read after the others.
          if (!target.route.startsWith('GET ')) {
            const after = await rowCounts();
            if (res.status >= 400) expect(after, `a refused request wrote: ${shown}`).toEqual(before);
            before = after;
          }
        }),
        { numRuns: target.runs },
      );
    });
  }
});
