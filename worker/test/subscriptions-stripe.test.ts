/**
 * The legacy Professional Plan with Stripe configured, through the app, with the official SDK
 * talking to the repository's fake Stripe: promotion codes, subscriptions created with
 * payment_behavior=default_incomplete, the webhook life cycle (created → paid → renewed → past due
 * → card replaced → cancelled → deleted) with replays, late events and a forged signature, the
 * customer portal, and what the plan pays for.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '../../schema/api/account.ts';
import { AUTH_MESSAGES } from '../../schema/api/auth-messages.ts';
import { SUBSCRIPTION_MESSAGES as M } from '../../schema/api/subscriptions.ts';
import { createApp } from '../src/app.ts';
import type { Bindings } from '../src/env.ts';
import { createStripeClient } from '../src/services/billing/card-provider/stripe-provider.ts';
import { formatPeriodDate } from '../src/services/billing/subscriptions/periods.ts';
import { createFakeStripe, signedWebhook, stripeEvent, type FakeStripe, type FakeStripeEvent, type TestPaymentMethod } from './fakes/fake-stripe.ts';
import { signedInUser } from './helpers.ts';
import { eventsOf, QUESTION } from './support/billing.ts';
import { planOf, subscriptionsOf } from './support/subscriptions.ts';

const FAKE_URL = 'http://stripe.fake:12111';
const SECRET_KEY = 'sk_test_plan0123456789';
const WEBHOOK_SECRET = 'whsec_test_plan_secret';
const PRICE_ID = 'price_professional_aed49';
const stripeEnv = {
  ...(env as unknown as Bindings),
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_plan0123456789',
  STRIPE_API_URL: FAKE_URL,
  STRIPE_PROFESSIONAL_PRICE_ID: PRICE_ID,
};
const app = createApp();
let fake: FakeStripe;

beforeEach(() => {
  fake = createFakeStripe({ secretKey: SECRET_KEY });
  fake.addPrice({ id: PRICE_ID, unitAmount: 4900, currency: 'aed' });
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(FAKE_URL) ? fake.handle(request) : original(input, init);
  });
});
afterEach(() => vi.restoreAllMocks());

async function request(
  path: string,
  options: { cookie?: string; method?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string; bindings?: Partial<Bindings> } = {},
) {
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
    { ...stripeEnv, ...options.bindings },
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const create = (cookie: string, couponCode?: string) => request('/api/stripe/create-subscription', { cookie, body: couponCode ? { couponCode } : {} });
const status = async (cookie: string) => (await request('/api/stripe/subscription-status', { cookie })).json as unknown as SubscriptionStatus;
const answer = (cookie: string) => request('/api/multi-document-search', { cookie, body: { query: QUESTION } });

async function webhook(event: object, secret = WEBHOOK_SECRET) {
  const { body, signature } = await signedWebhook(secret, event);
  return request('/api/stripe/webhook', { rawBody: body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } });
}

/** Delivers the events the fake emitted since `from` (Stripe's deliveries), oldest first; returns them. */
async function deliverSince(from: number): Promise<FakeStripeEvent[]> {
  const events = fake.events().slice(from);
  for (const event of events) expect((await webhook(event)).status).toBe(200);
  return events;
}

/** The Stripe events billing reacts to (the others are answered 'ignored' and never stored). */
const HANDLED_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'setup_intent.succeeded',
]);

async function userWithoutCredits() {
  const u = await signedInUser();
  await env.DB.prepare('UPDATE billing_accounts SET welcome_chats_left = 0, welcome_followups_left = 0 WHERE user_id = ?').bind(u.user.id).run();
  return u;
}

/** A card on file through the payment set-up flow (what the portal's "replace card" and /payment-setup do). */
async function putCardOnFile(cookie: string, card: TestPaymentMethod) {
  const intent = await request('/api/billing/create-setup-intent', { cookie, body: {} });
  fake.confirmSetupIntent(intent.json.setupIntentId as string, card);
  const done = await request('/api/billing/setup-complete', { cookie, body: { setupIntentId: intent.json.setupIntentId } });
  expect(done.status).toBe(200);
}

function promotion(
  code: string,
  coupon: Parameters<FakeStripe['addCoupon']>[0],
  extra: { expiresAt?: number; maxRedemptions?: number; active?: boolean } = {},
) {
  const c = fake.addCoupon(coupon);
  return fake.addPromotionCode({ code, coupon: c.id, ...extra });
}

const subscriptionOfUser = (customerEmail: string) => {
  const customer = fake.customers().find((c) => c.email === customerEmail)!;
  return fake.subscriptions().filter((s) => s.customer === customer.id);
};

describe('coupons as Stripe promotion codes', () => {
  it('validates a code by Stripe’s promotion code look-up, upper-cased, and describes its coupon', async () => {
    const { cookie } = await signedInUser();
    promotion('PRO20', { percentOff: 20, duration: 'repeating', durationInMonths: 3 });
    promotion('TENOFF', { amountOff: 1000, currency: 'aed', duration: 'once' });
    promotion('PRO100', { percentOff: 100, duration: 'forever' });
    const check = async (couponCode: string) => (await request('/api/stripe/validate-coupon', { cookie, body: { couponCode } })).json;
    expect(await check(' pro20 ')).toEqual({
      valid: true,
      discount: '20% off for 3 months',
      message: 'Coupon applied: 20% off for 3 months.',
      code: 'COUPON_VALID',
      terms: { percentOff: 20, amountOffFils: null, duration: 'repeating', durationInMonths: 3 },
    });
    expect(await check('TENOFF')).toMatchObject({ valid: true, discount: 'AED 10.00 off the first month' });
    expect(await check('PRO100')).toMatchObject({ valid: true, discount: '100% off' });
    const lookups = fake.requests().filter((r) => r.path === '/v1/promotion_codes');
    expect(lookups[0]).toMatchObject({ method: 'GET', params: { code: 'PRO20', expand: ['data.promotion.coupon'] } });
    // Validation redeems nothing.
    expect(fake.promotionCodes().every((p) => p.times_redeemed === 0)).toBe(true);
  });

  it('refuses expired, used-up, inactive, foreign-currency and unknown codes', async () => {
    const { cookie } = await signedInUser();
    const now = Math.floor(Date.now() / 1000);
    promotion('OLD', { percentOff: 50, duration: 'once' }, { expiresAt: now - 60 });
    promotion('ONCE', { percentOff: 50, duration: 'once' }, { maxRedemptions: 1 });
    promotion('PAUSED', { percentOff: 50, duration: 'once' }, { active: false });
    promotion('DOLLARS', { amountOff: 500, currency: 'usd', duration: 'once' });
    // Someone else's checkout holds the single use.
    const other = await signedInUser();
    expect((await create(other.cookie, 'ONCE')).status).toBe(200);
    const check = async (couponCode: string) => (await request('/api/stripe/validate-coupon', { cookie, body: { couponCode } })).json;
    expect(await check('OLD')).toEqual({ valid: false, discount: '', message: M.couponExpired, code: 'COUPON_INVALID', reason: 'expired' });
    expect(await check('ONCE')).toEqual({ valid: false, discount: '', message: M.couponHeld, code: 'COUPON_INVALID', reason: 'held' });
    expect(await check('PAUSED')).toMatchObject({ valid: false, discount: '', message: M.invalidCoupon, code: 'COUPON_INVALID' });
    expect(await check('DOLLARS')).toMatchObject({ valid: false, discount: '', message: M.invalidCoupon, code: 'COUPON_INVALID' });
    expect(await check('NOSUCHCODE')).toMatchObject({
      valid: false,
      discount: '',
      message: 'This coupon code is not valid or has expired.',
      code: 'COUPON_INVALID',
    });
    // Creating with it is refused too, and nothing is created.
    const refused = await create(cookie, 'ONCE');
    expect(refused).toMatchObject({ status: 400, json: { error: M.couponHeld, code: 'COUPON_INVALID', details: { reason: 'held' } } });
  });

  it('counts a limited code when the first invoice is paid; an abandoned checkout’s hold ends and the next customer pays with it', async () => {
    promotion('ONCE50', { percentOff: 50, duration: 'once' }, { maxRedemptions: 1 });
    const holder = await signedInUser();
    const next = await signedInUser();
    const held = await create(holder.cookie, 'ONCE50');
    expect(held.json).toMatchObject({ status: 'incomplete', amountDueFils: 2450, couponCode: 'ONCE50' });
    // An incomplete subscription redeems nothing at Stripe; the app holds the one use for the holder.
    expect(fake.promotionCodes().find((p) => p.code === 'ONCE50')!.times_redeemed).toBe(0);
    expect(await create(next.cookie, 'ONCE50')).toMatchObject({
      status: 400,
      json: { error: M.couponHeld, code: 'COUPON_INVALID', details: { reason: 'held' } },
    });

    // The hold ends (COUPON_RESERVATION_SECONDS, here moved into the past): the next customer gets the code, and the
    // abandoned subscription is cancelled at Stripe so it can no longer be paid with it.
    await env.DB.prepare("UPDATE coupon_reservations SET reserved_until = ? WHERE coupon_code = 'ONCE50'")
      .bind(Math.floor(Date.now() / 1000) - 1)
      .run();
    const taken = await create(next.cookie, 'ONCE50');
    expect(taken.json).toMatchObject({ status: 'incomplete', amountDueFils: 2450, couponCode: 'ONCE50' });
    expect(subscriptionOfUser(holder.email).map((s) => s.status)).toEqual(['canceled']);
    expect((await subscriptionsOf(holder.user.id)).map((s) => s.status)).toEqual(['canceled']);

    const from = fake.events().length;
    fake.confirmSubscriptionPayment(subscriptionOfUser(next.email)[0]!.id, 'pm_card_visa');
    await deliverSince(from);
    expect(await planOf(next.user.id)).toBe('professional');
    expect(fake.promotionCodes().find((p) => p.code === 'ONCE50')!.times_redeemed).toBe(1);
    // Paid: the hold is over, and Stripe's count now refuses the code to everyone.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM coupon_reservations WHERE coupon_code = 'ONCE50'").first('n')).toBe(0);
    expect(await create(holder.cookie, 'ONCE50')).toMatchObject({ status: 400, json: { error: M.couponUsedUp, code: 'COUPON_INVALID' } });
  });
});

describe('POST /api/stripe/create-subscription with Stripe', () => {
  it('answers 401 ACCOUNT_DELETED, not a 500, to a user deleted while Stripe creates their customer, and logs no server error', async () => {
    const { cookie, user } = await signedInUser();
    const original = globalThis.fetch;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const req = new Request(input, init);
      if (!req.url.startsWith(FAKE_URL)) return original(input, init);
      // An administrator deletes the account while the request is at Stripe.
      if (req.method === 'POST' && new URL(req.url).pathname === '/v1/customers') await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(user.id).run();
      return fake.handle(req);
    });
    const res = await create(cookie);
    expect(res).toEqual({ status: 401, json: { error: AUTH_MESSAGES.accountDeleted, code: 'ACCOUNT_DELETED' } });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM error_log WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('creates an incomplete subscription to the plan’s price, and returns its first invoice’s payment secret', async () => {
    const { cookie, user, email } = await signedInUser();
    const res = await create(cookie);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      status: 'incomplete',
      intent: 'payment',
      provider: 'stripe',
      publishableKey: 'pk_test_plan0123456789',
      amountDueFils: 4900,
      priceFils: 4900,
      discountFils: 0,
      couponCode: null,
    });
    const [sub] = subscriptionOfUser(email);
    const [record] = await subscriptionsOf(user.id);
    expect(sub).toMatchObject({
      status: 'incomplete',
      items: { data: [{ price: { id: PRICE_ID } }] },
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
      metadata: { user_id: String(user.id), app_subscription_id: String(record!.id) },
    });
    expect(record).toMatchObject({
      provider: 'stripe',
      provider_subscription_id: sub!.id,
      status: 'incomplete',
      current_period_end: sub!.items.data[0]!.current_period_end,
    });
    const posted = fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(posted[0]).toMatchObject({ idempotencyKey: `professional-subscription-${record!.id}`, params: { payment_behavior: 'default_incomplete' } });
  });

  it('creates one subscription however often, and however concurrently, it is asked', async () => {
    const { cookie, user, email } = await signedInUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => create(cookie)));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(results.map((r) => r.json.clientSecret)).size).toBe(1);
    expect((await create(cookie)).json.clientSecret).toBe(results[0]!.json.clientSecret);
    expect(subscriptionOfUser(email)).toHaveLength(1);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('replaces the incomplete subscription with one carrying the coupon', async () => {
    const { cookie, email } = await signedInUser();
    promotion('PRO20', { percentOff: 20, duration: 'repeating', durationInMonths: 3 });
    const plain = await create(cookie);
    const discounted = await create(cookie, 'pro20');
    expect(discounted.json).toMatchObject({ status: 'incomplete', amountDueFils: 3920, couponCode: 'PRO20' });
    expect(discounted.json.clientSecret).not.toBe(plain.json.clientSecret);
    const subs = subscriptionOfUser(email);
    expect(subs.map((s) => [s.status, s.discounts.length])).toEqual([
      ['canceled', 0],
      ['incomplete', 1],
    ]);
    expect(fake.invoices().find((i) => i.id === subs[1]!.latest_invoice)).toMatchObject({ amount_due: 3920, status: 'open' });
  });

  it('starts at once with a 100% promotion code and returns the pending SetupIntent’s secret for the card', async () => {
    const { cookie, user, email } = await signedInUser();
    promotion('PRO100', { percentOff: 100, duration: 'forever' });
    const res = await create(cookie, 'PRO100');
    expect(res.json).toMatchObject({ status: 'active', intent: 'setup', amountDueFils: 0, clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/) });
    expect(await planOf(user.id)).toBe('professional');
    const [sub] = subscriptionOfUser(email);
    const from = fake.events().length;
    fake.confirmSubscriptionSetup(sub!.id, 'pm_card_visa');
    await deliverSince(from);
    expect(await status(cookie)).toMatchObject({ plan: 'professional', status: 'active', payment_method: { label: 'Visa •••• 4242' } });
    // The account's one card is on file, without enabling pay-as-you-go (a set-up of a subscription is not one of ours).
    expect((await request('/api/billing/current', { cookie })).json.data).toMatchObject({
      plan: 'professional',
      paymentMethod: { label: 'Visa •••• 4242' },
      canChargeCard: false,
    });
  });

  it('answers 503 without a price for the plan, and 503 when Stripe cannot be reached, leaving nothing behind', async () => {
    const { cookie, user } = await signedInUser();
    const unpriced = await request('/api/stripe/create-subscription', { cookie, body: {}, bindings: { STRIPE_PROFESSIONAL_PRICE_ID: undefined } });
    expect(unpriced).toMatchObject({ status: 503, json: { error: M.planNotConfigured, code: 'PLAN_NOT_CONFIGURED' } });
    expect(await subscriptionsOf(user.id)).toEqual([]);

    const u = await signedInUser();
    // The customer exists already; then every request to Stripe fails (the SDK retries once).
    await request('/api/billing/create-setup-intent', { cookie: u.cookie, body: {} });
    fake.failNextRequestsWith(503, 2);
    const down = await create(u.cookie);
    expect(down).toMatchObject({ status: 503, json: { code: 'CARD_PROVIDER_UNAVAILABLE' } });
    expect(await subscriptionsOf(u.user.id)).toEqual([]);
    // Nothing stands in the way of the next attempt.
    expect((await create(u.cookie)).status).toBe(200);
  });
});

describe('the plan’s price, discount and charges with Stripe (issue 27)', () => {
  const charges = async (cookie: string) => {
    const res = await request('/api/stripe/plan-charges', { cookie });
    expect(res.status).toBe(200);
    return (res.json as { success: boolean; data: Array<Record<string, unknown>> }).data;
  };

  it('shows AED 49.00 less 50% before paying, lists the AED 24.50 Stripe invoiced, then the full-price renewal', async () => {
    const { cookie, email } = await signedInUser();
    promotion('ONCE50', { percentOff: 50, duration: 'once', maxRedemptions: 1 });
    const created = await create(cookie, 'ONCE50');
    expect(created.json).toMatchObject({ priceFils: 4900, discountFils: 2450, amountDueFils: 2450, couponCode: 'ONCE50' });
    // The open first invoice of a checkout is no charge.
    expect(await charges(cookie)).toEqual([]);

    const [sub] = subscriptionOfUser(email);
    fake.confirmSubscriptionPayment(sub!.id, 'pm_card_visa');
    const [invoice] = fake.invoices().filter((i) => i.parent.subscription_details.subscription === sub!.id);
    expect(await charges(cookie)).toEqual([
      {
        id: invoice!.id,
        createdAt: new Date(invoice!.created * 1000).toISOString(),
        periodStart: new Date(invoice!.period_start * 1000).toISOString(),
        first: true,
        priceFils: 4900,
        discountFils: 2450,
        amountFils: 2450,
        couponCode: 'ONCE50',
        status: 'paid',
        paidAt: expect.any(String),
      },
    ]);

    fake.advanceSubscription(sub!.id);
    expect((await charges(cookie)).map((c) => [c.first, c.priceFils, c.discountFils, c.amountFils, c.couponCode, c.status])).toEqual([
      [false, 4900, 0, 4900, null, 'paid'],
      [true, 4900, 2450, 2450, 'ONCE50', 'paid'],
    ]);
    expect(
      fake
        .requests()
        .filter((r) => r.method === 'GET' && r.path === '/v1/invoices')
        .at(-1),
    ).toMatchObject({ params: { customer: sub!.customer } });
  });

  it('asks Stripe nothing for a user who never subscribed', async () => {
    const { cookie } = await signedInUser();
    const before = fake.requests().length;
    expect(await charges(cookie)).toEqual([]);
    expect(fake.requests().length).toBe(before);
  });
});

describe('the subscription’s life through Stripe’s webhooks', () => {
  it('follows created → paid → renewed → past due → card replaced → cancelled → deleted, and replays change nothing', async () => {
    const { cookie, user, email } = await userWithoutCredits();
    let from = fake.events().length;
    await create(cookie);
    const [sub] = subscriptionOfUser(email);
    // The browser confirms the first payment (Stripe's Payment Element); Stripe tells us by webhook.
    fake.confirmSubscriptionPayment(sub!.id, 'pm_card_visa');
    const paidEvents = await deliverSince(from);
    expect(paidEvents.map((e) => e.type)).toEqual(expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']));
    let record = (await subscriptionsOf(user.id))[0]!;
    const firstEnd = fake.subscriptions().find((s) => s.id === sub!.id)!.items.data[0]!.current_period_end;
    expect(record).toMatchObject({ status: 'active', current_period_end: firstEnd, card_last4: '4242' });
    expect(await planOf(user.id)).toBe('professional');

    // A replay of every delivery: nothing changes.
    const before = record;
    for (const event of paidEvents) {
      // Events billing does not react to (invoice.created, customer.created, …) are never stored: 'ignored' each time.
      const handled = HANDLED_EVENTS.has(event.type);
      expect((await webhook(event)).json).toEqual({ received: true, result: handled ? 'replay' : 'ignored' });
    }
    expect((await subscriptionsOf(user.id))[0]).toEqual(before);

    // Answers are the plan's.
    expect((await answer(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).at(-1)).toMatchObject({ price_fils: 0, credit: 'professional_plan' });

    // Renewal: the period moves on.
    from = fake.events().length;
    fake.advanceSubscription(sub!.id);
    await deliverSince(from);
    record = (await subscriptionsOf(user.id))[0]!;
    expect(record.current_period_start).toBe(firstEnd);
    expect(record.current_period_end).toBeGreaterThan(firstEnd);
    expect(
      fake
        .invoices()
        .filter((i) => i.parent.subscription_details.subscription === sub!.id)
        .map((i) => [i.billing_reason, i.status]),
    ).toEqual([
      ['subscription_create', 'paid'],
      ['subscription_cycle', 'paid'],
    ]);

    // A card on file that declines becomes the subscription's card too; the next renewal fails: past due.
    await putCardOnFile(cookie, 'pm_card_chargeCustomerFail');
    from = fake.events().length;
    fake.advanceSubscription(sub!.id);
    const failedEvents = await deliverSince(from);
    expect(failedEvents.map((e) => e.type)).toContain('invoice.payment_failed');
    expect((await subscriptionsOf(user.id))[0]!.status).toBe('past_due');
    // Falls back at once: pay-as-you-go with the card on file.
    expect(await status(cookie)).toMatchObject({ plan: 'usage_based', status: 'past_due' });
    expect((await answer(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).at(-1)).toMatchObject({ price_fils: 500, credit: null });

    // A new card pays what is owed at once, and the plan is back.
    from = fake.events().length;
    await putCardOnFile(cookie, 'pm_card_visa');
    expect(await status(cookie)).toMatchObject({ plan: 'professional', status: 'active' });
    await deliverSince(from);
    expect((await subscriptionsOf(user.id))[0]!.status).toBe('active');

    // Cancelled at the period's end: still the plan until Stripe deletes it.
    const end = (await subscriptionsOf(user.id))[0]!.current_period_end!;
    from = fake.events().length;
    expect((await request('/api/stripe/cancel-subscription', { cookie, body: {} })).json).toEqual({
      message: M.canceled(formatPeriodDate(end)),
      code: 'PLAN_CANCELED',
      details: { periodEnd: new Date(end * 1000).toISOString().slice(0, 10) },
    });
    expect(fake.subscriptions().find((s) => s.id === sub!.id)!.cancel_at_period_end).toBe(true);
    await deliverSince(from);
    expect(await status(cookie)).toMatchObject({ plan: 'professional', cancel_at_period_end: true, current_period_end: end });

    from = fake.events().length;
    fake.advanceSubscription(sub!.id);
    const deleted = await deliverSince(from);
    expect(deleted.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ status: 'canceled' });
    expect(await planOf(user.id)).toBe('usage_based');
    expect((await answer(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).at(-1)).toMatchObject({ price_fils: 500, credit: null });

    // Late and repeated deliveries: the first event of the life, never delivered under a new id, reads Stripe's current state.
    const late = stripeEvent('customer.subscription.created', paidEvents.find((e) => e.type === 'customer.subscription.created')!.data.object);
    expect((await webhook(late)).json).toEqual({ received: true, result: 'unchanged' });
    expect((await subscriptionsOf(user.id))[0]!.status).toBe('canceled');
    for (const event of deleted) expect((await webhook(event)).json.result).toBe('replay');
  });

  it('shows a payment the browser just confirmed before Stripe’s webhook arrives (the thank-you page)', async () => {
    const { cookie, email } = await signedInUser();
    await create(cookie);
    fake.confirmSubscriptionPayment(subscriptionOfUser(email)[0]!.id, 'pm_card_visa');
    expect(await status(cookie)).toMatchObject({ plan: 'professional', status: 'active', word_limit: 25_000 });
  });

  it('keeps a declined first payment incomplete', async () => {
    const { cookie, user, email } = await signedInUser();
    const from = fake.events().length;
    await create(cookie);
    fake.confirmSubscriptionPayment(subscriptionOfUser(email)[0]!.id, 'pm_card_chargeCustomerFail');
    const events = await deliverSince(from);
    expect(events.map((e) => e.type)).toContain('invoice.payment_failed');
    expect((await subscriptionsOf(user.id))[0]!.status).toBe('incomplete');
    expect(await planOf(user.id)).toBe('free');
  });

  it('refuses a forged or foreign signature on a subscription event and changes nothing', async () => {
    const { cookie, user, email } = await signedInUser();
    await create(cookie);
    const sub = subscriptionOfUser(email)[0]!;
    fake.confirmSubscriptionPayment(sub.id, 'pm_card_visa');
    const event = stripeEvent(
      'customer.subscription.updated',
      fake.subscriptions().find((s) => s.id === sub.id)!,
    );
    const forged = await request('/api/stripe/webhook', {
      rawBody: JSON.stringify(event),
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forged).toEqual({ status: 400, json: { error: 'Invalid webhook signature', code: 'WEBHOOK_SIGNATURE' } });
    expect((await webhook(event, 'whsec_someone_else')).status).toBe(400);
    expect((await subscriptionsOf(user.id))[0]!.status).toBe('incomplete');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM webhook_events WHERE id = ?').bind(event.id).first('n')).toBe(0);
    // The genuine delivery is then applied.
    expect((await webhook(event)).json).toEqual({ received: true, result: 'applied' });
  });

  it('leaves subscriptions the app did not create alone', async () => {
    // One made in Stripe's Dashboard, say: Stripe knows it, the app has no record of it.
    const stripe = createStripeClient({ secretKey: SECRET_KEY, apiUrl: FAKE_URL });
    const customer = await stripe.customers.create({ email: 'dashboard@test.example' });
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE_ID }], payment_behavior: 'default_incomplete' });
    expect((await webhook(stripeEvent('customer.subscription.updated', sub))).json).toEqual({ received: true, result: 'unchanged' });
    // One Stripe no longer has: nothing to follow, and nothing a retried delivery would change.
    const gone = stripeEvent('customer.subscription.deleted', { id: 'sub_gone', object: 'subscription' });
    expect((await webhook(gone)).json).toEqual({ received: true, result: 'unchanged' });
    const invoiceOfNobody = stripeEvent('invoice.paid', { id: 'in_x', object: 'invoice', parent: null });
    expect((await webhook(invoiceOfNobody)).json).toEqual({ received: true, result: 'ignored' });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM subscriptions WHERE provider_subscription_id = ?').bind(sub.id).first('n')).toBe(0);
  });
});

describe('POST /api/stripe/create-portal-session with Stripe', () => {
  it('opens Stripe’s customer portal for the subscriber, returning to the account page', async () => {
    const { cookie, email } = await signedInUser();
    await create(cookie);
    const res = await request('/api/stripe/create-portal-session', { cookie, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    const customer = fake.customers().find((c) => c.email === email)!;
    expect(fake.portalSessions()).toEqual([
      expect.objectContaining({ customer: customer.id, return_url: 'http://localhost:8787/account?tab=subscription', url: res.json.url }),
    ]);
  });
});
