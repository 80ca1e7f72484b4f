/**
 * Billing with Stripe configured, end to end through the app: card set-up, charged answers, the
 * threshold invoice paid by an off-session PaymentIntent, declines, authentication, and the
 * webhook (signed, forged, replayed), with the official SDK talking to the repository's fake
 * Stripe (outbound fetch to its address is handed to the fake inside this isolate).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Bindings } from '../src/env.ts';
import { createFakeStripe, signedWebhook, stripeEvent, type FakeStripe, type TestPaymentMethod } from './fakes/fake-stripe.ts';
import { call, signedInUser } from './helpers.ts';
import { eventsOf, FOLLOW_UP, insertCharges, invoicesOf, QUESTION } from './support/billing.ts';

const FAKE_URL = 'http://stripe.fake:12111';
const SECRET_KEY = 'sk_test_billing0123456789';
const WEBHOOK_SECRET = 'whsec_test_billing_secret';
const stripeEnv = {
  ...(env as unknown as Bindings),
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_billing0123456789',
  STRIPE_API_URL: FAKE_URL,
};
const app = createApp();
let fake: FakeStripe;

beforeEach(() => {
  fake = createFakeStripe({ secretKey: SECRET_KEY });
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(FAKE_URL) ? fake.handle(request) : original(input, init);
  });
});
afterEach(() => vi.restoreAllMocks());

/** One request to the app with Stripe configured; background work (invoicing) is awaited. */
async function request(path: string, options: { cookie?: string; method?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { origin: 'http://localhost', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(
    path,
    {
      method: options.method ?? (options.body !== undefined || options.rawBody !== undefined ? 'POST' : 'GET'),
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    },
    stripeEnv,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

async function userWithStripeCard(card: TestPaymentMethod = 'pm_card_visa') {
  const u = await signedInUser();
  const intent = await request('/api/billing/create-setup-intent', { cookie: u.cookie, body: {} });
  expect(intent.json).toMatchObject({ success: true, provider: 'stripe', publishableKey: 'pk_test_billing0123456789' });
  // What Stripe's Payment Element does in the browser.
  fake.confirmSetupIntent(intent.json.setupIntentId as string, card);
  const done = await request('/api/billing/setup-complete', { cookie: u.cookie, body: { setupIntentId: intent.json.setupIntentId } });
  expect(done.status).toBe(200);
  return { ...u, card: done.json.paymentMethod as { label: string } };
}

async function webhook(event: object, secret = WEBHOOK_SECRET) {
  const { body, signature } = await signedWebhook(secret, event);
  return request('/api/stripe/webhook', { rawBody: body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } });
}

/** Pending charges of AED 26 invoiced and charged off-session by the answer that crosses AED 25. */
async function crossThreshold(u: { cookie: string; user: { id: number } }) {
  await env.DB.prepare('UPDATE billing_accounts SET welcome_chats_left = 0 WHERE user_id = ?').bind(u.user.id).run();
  await insertCharges(u.user.id, 10, 200, new Date().toISOString());
  const res = await request('/api/multi-document-search', { cookie: u.cookie, body: { query: QUESTION } });
  expect(res.status).toBe(200);
  const [invoice] = await invoicesOf(u.user.id);
  expect(invoice?.total_fils).toBe(2500);
  return invoice!;
}

describe('card set-up with Stripe', () => {
  it('stores the card Stripe confirms and enables pay-as-you-go', async () => {
    const u = await userWithStripeCard();
    expect(u.card.label).toBe('Visa •••• 4242');
    const billing = await request('/api/billing/current', { cookie: u.cookie });
    expect(billing.json.data).toMatchObject({ plan: 'usage_based', canChargeCard: true, cardProvider: 'stripe' });
    // The customer was created once, with the user's e-mail, and the card is its default.
    expect(fake.customers().filter((c) => c.email === u.email)).toHaveLength(1);
  });

  it('refuses a set-up Stripe has not confirmed', async () => {
    const u = await signedInUser();
    const intent = await request('/api/billing/create-setup-intent', { cookie: u.cookie, body: {} });
    const done = await request('/api/billing/setup-complete', { cookie: u.cookie, body: { setupIntentId: intent.json.setupIntentId } });
    expect(done.status).toBe(400);
    expect(done.json.code).toBe('SETUP_NOT_SUCCEEDED');
  });

  it('answers 503 with a clear text when Stripe cannot be reached, and stores nothing', async () => {
    const u = await signedInUser();
    fake.failNextRequestsWith(503, 4);
    const res = await request('/api/billing/create-setup-intent', { cookie: u.cookie, body: {} });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: 'The card payment provider could not be reached. Please try again in a moment.', code: 'CARD_PROVIDER_UNAVAILABLE' });
  });
});

describe('invoices paid by off-session PaymentIntents', () => {
  it('charges the threshold invoice once, in AED, with an idempotency key per invoice', async () => {
    const u = await userWithStripeCard();
    const invoice = await crossThreshold(u);
    const [paid] = await invoicesOf(u.user.id);
    expect(paid).toMatchObject({ status: 'paid', attempts: 1, provider_payment_id: expect.stringMatching(/^pi_/) });
    const intents = fake.paymentIntents().filter((pi) => pi.metadata.invoice_id === String(invoice.id));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ amount: 2500, currency: 'aed', status: 'succeeded', id: paid!.provider_payment_id });
    const sent = fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(sent.at(-1)?.idempotencyKey).toMatch(new RegExp(`^invoice-${invoice.id}-attempt-1-pm_`));
  });

  it('records a declined card’s failure and Stripe’s message, and pauses paid answers', async () => {
    const u = await userWithStripeCard('pm_card_chargeCustomerFail');
    await crossThreshold(u);
    const [failed] = await invoicesOf(u.user.id);
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'generic_decline', failure_message: 'Your card was declined.' });
    const next = await request('/api/multi-document-search', { cookie: u.cookie, body: { query: FOLLOW_UP } });
    expect(next.status).toBe(403);
    expect(next.json).toMatchObject({ code: 'WORD_LIMIT_EXCEEDED', details: { reason: 'invoice_failed' } });
  });

  it('asks the customer to authenticate, then finds the payment succeeded', async () => {
    const u = await userWithStripeCard('pm_card_authenticationRequired');
    const invoice = await crossThreshold(u);
    expect((await invoicesOf(u.user.id))[0]).toMatchObject({ status: 'failed', failure_code: 'authentication_required' });

    const pay = await request(`/api/billing/invoices/${invoice.id}/pay`, { cookie: u.cookie, body: {} });
    expect(pay.status).toBe(200);
    const action = pay.json.requiresAction as { clientSecret: string; paymentMethodId: string };
    expect(action.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    // The browser confirms with stripe.confirmCardPayment (3-D Secure), then asks again.
    const intentId = action.clientSecret.split('_secret_')[0]!;
    fake.authenticatePaymentIntent(intentId, 'succeed');
    const again = await request(`/api/billing/invoices/${invoice.id}/pay`, { cookie: u.cookie, body: {} });
    expect(again.json).toMatchObject({ success: true, data: { status: 'paid' } });
    expect(fake.paymentIntents().filter((pi) => pi.metadata.invoice_id === String(invoice.id) && pi.status === 'succeeded')).toHaveLength(1);
  });
});

describe('POST /api/stripe/webhook', () => {
  async function openInvoice() {
    const u = await userWithStripeCard();
    await insertCharges(u.user.id, 13, 200, new Date().toISOString());
    // An invoice whose request died before charging it: only the webhook will tell.
    const claim = `claim-${u.user.id}`;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO invoices (user_id, period, total_fils, status, reason, claim_token, provider) VALUES (?, '2026-11', 2600, 'open', 'threshold', ?, 'stripe')",
      ).bind(u.user.id, claim),
      env.DB.prepare('UPDATE usage_events SET invoice_id = (SELECT id FROM invoices WHERE claim_token = ?) WHERE user_id = ?').bind(claim, u.user.id),
    ]);
    return { u, invoiceId: (await invoicesOf(u.user.id))[0]!.id };
  }

  const intent = (invoiceId: number, extra: object = {}) => ({
    id: `pi_webhook_${invoiceId}`,
    object: 'payment_intent',
    status: 'succeeded',
    metadata: { invoice_id: String(invoiceId) },
    ...extra,
  });

  it('marks an invoice paid on a signed payment_intent.succeeded, and a replay changes nothing', async () => {
    const { u, invoiceId } = await openInvoice();
    const event = stripeEvent('payment_intent.succeeded', intent(invoiceId));
    expect((await webhook(event)).json).toEqual({ received: true, result: 'applied' });
    const paid = (await invoicesOf(u.user.id))[0]!;
    expect(paid.status).toBe('paid');
    const replay = await webhook(event);
    expect(replay.json).toEqual({ received: true, result: 'replay' });
    expect((await invoicesOf(u.user.id))[0]).toEqual(paid);
    // A late failure report of the same invoice cannot undo the payment.
    const late = stripeEvent(
      'payment_intent.payment_failed',
      intent(invoiceId, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } }),
    );
    expect((await webhook(late)).json).toEqual({ received: true, result: 'unchanged' });
    expect((await invoicesOf(u.user.id))[0]!.status).toBe('paid');
  });

  it('records a failure reported by payment_intent.payment_failed once', async () => {
    const { u, invoiceId } = await openInvoice();
    const failed = intent(invoiceId, {
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect((await webhook(stripeEvent('payment_intent.payment_failed', failed))).json.result).toBe('applied');
    expect((await webhook(stripeEvent('payment_intent.payment_failed', failed))).json.result).toBe('unchanged');
    expect((await invoicesOf(u.user.id))[0]).toMatchObject({ status: 'failed', attempts: 1, failure_message: 'Your card has insufficient funds.' });
  });

  it.each([
    ['a forged signature', async (body: string) => ({ 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, body })],
    [
      'a signature with another secret',
      async () =>
        signedWebhook('whsec_someone_else', stripeEvent('payment_intent.succeeded', intent(1))).then((s) => ({
          'stripe-signature': s.signature,
          body: s.body,
        })),
    ],
    ['no signature', async (body: string) => ({ body })],
  ])('refuses %s with 400 and changes nothing', async (_name, make) => {
    const { u, invoiceId } = await openInvoice();
    const event = stripeEvent('payment_intent.succeeded', intent(invoiceId));
    const made = await make(JSON.stringify(event));
    const { body, ...headers } = made as { body: string; 'stripe-signature'?: string };
    const res = await request('/api/stripe/webhook', { rawBody: body, headers: { 'content-type': 'application/json', ...headers } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Invalid webhook signature', code: 'WEBHOOK_SIGNATURE' });
    expect((await invoicesOf(u.user.id))[0]!.status).toBe('open');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM webhook_events WHERE id = ?').bind(event.id).first('n')).toBe(0);
  });

  it('stores the card of a set-up the browser never reported', async () => {
    const u = await signedInUser();
    const setup = await request('/api/billing/create-setup-intent', { cookie: u.cookie, body: {} });
    const confirmed = fake.confirmSetupIntent(setup.json.setupIntentId as string, 'pm_card_mastercard');
    expect((await webhook(stripeEvent('setup_intent.succeeded', confirmed))).json.result).toBe('applied');
    const billing = await request('/api/billing/current', { cookie: u.cookie });
    expect(billing.json.data).toMatchObject({ plan: 'usage_based', paymentMethod: { label: 'Mastercard •••• 4444' } });
    expect(await eventsOf(u.user.id)).toEqual([]);
  });

  it('answers 404 where Stripe is not configured (the local test provider has no webhook)', async () => {
    const res = await call('/api/stripe/webhook', { body: '{}', origin: null });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('Stripe is not configured on this server');
  });
});
