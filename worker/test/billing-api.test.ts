/**
 * The billing endpoints' contracts and refusals: who may call what, validation, and that a user's
 * billing is theirs alone.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, signedInUser } from './helpers.ts';
import { addTestCard, eventsOf, insertCharges, search } from './support/billing.ts';

describe('billing routes refuse anonymous callers', () => {
  it.each([
    ['GET', '/api/billing/current'],
    ['GET', '/api/billing/events'],
    ['GET', '/api/billing/invoices'],
    ['GET', '/api/billing/invoices/1'],
    ['POST', '/api/billing/invoices/1/pay'],
    ['POST', '/api/billing/estimate'],
    ['POST', '/api/billing/track'],
    ['POST', '/api/billing/enable'],
    ['POST', '/api/billing/create-setup-intent'],
    ['POST', '/api/billing/setup-complete'],
    ['DELETE', '/api/billing/payment-method'],
    ['POST', '/api/billing/test-provider/confirm-setup'],
  ])('%s %s → 401', async (method, path) => {
    const res = await call(path, { method, ...(method === 'POST' ? { body: {} } : {}) });
    expect(res.status).toBe(401);
    expect(res.json.error).toBeTruthy();
  });
});

describe('GET /api/billing/pricing', () => {
  it('is public and gives the prices of schema/pricing.ts in fils', async () => {
    const res = await call('/api/billing/pricing');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      currency: 'AED',
      chatFils: 500,
      searchFils: 500,
      followupFils: 200,
      chatPrice: 5,
      searchPrice: 5,
      followupPrice: 2,
      welcomeCredits: { chats: 1, followups: 2, valueFils: 900 },
      thresholdFils: 2500,
      billingCycle: 'monthly',
      professionalPlan: { priceFils: 4900, wordLimit: 25000 },
    });
  });
});

describe('POST /api/billing/estimate and /track', () => {
  it('estimates the list price of a month’s use', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/billing/estimate', { cookie, body: { chatsUsed: 10, followupsUsed: 5 } });
    expect(res.json).toEqual({
      success: true,
      data: { chatsUsed: 10, followupsUsed: 5, totalCost: 60, totalCostFils: 6000, chatCostFils: 5000, followupCostFils: 1000 },
    });
  });

  it.each([
    [{ chatsUsed: -1, followupsUsed: 0 }, 'chatsUsed must be 0 or more'],
    [{ chatsUsed: 1.5, followupsUsed: 0 }, 'chatsUsed must be a whole number'],
    [{ chatsUsed: 'x', followupsUsed: 0 }, 'chatsUsed must be a number'],
    [{ chatsUsed: 1 }, 'followupsUsed must be a number'],
  ])('refuses %j with 400', async (body, error) => {
    const { cookie } = await signedInUser();
    const res = await call('/api/billing/estimate', { cookie, body });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(error);
  });

  it('projects the month without recording anything: no client can add or remove a charge', async () => {
    const { cookie, user } = await signedInUser();
    const res = await call('/api/billing/track', { cookie, body: { additionalChats: 3, additionalFollowups: 4 } });
    expect(res.status).toBe(200);
    // Welcome credits first: 2 paid chats and 2 paid follow-ups.
    expect(res.json.data).toEqual({
      recorded: false,
      chatsUsed: 3,
      followupsUsed: 4,
      additionalChats: 3,
      additionalFollowups: 4,
      currentCostFils: 0,
      additionalCostFils: 1400,
      totalCostFils: 1400,
      totalCost: 14,
    });
    expect(await eventsOf(user.id)).toEqual([]);
    expect(
      await env.DB.prepare('SELECT welcome_chats_left AS c, welcome_followups_left AS f FROM billing_accounts WHERE user_id = ?').bind(user.id).first(),
    ).toEqual({ c: 1, f: 2 });
    expect((await call('/api/billing/track', { cookie, body: { additionalChats: -5 } })).status).toBe(400);
  });
});

describe('payment methods', () => {
  it('enables usage-based billing only with a card on file, and shows the card', async () => {
    const { cookie } = await signedInUser();
    const refused = await call('/api/billing/enable', { cookie, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: 'Add a payment method before enabling usage-based billing.', code: 'PAYMENT_METHOD_REQUIRED' });

    const intent = await call('/api/billing/create-setup-intent', { cookie, body: {} });
    expect(intent.json).toMatchObject({ success: true, provider: 'test', clientSecret: expect.stringMatching(/^seti_test_\w+_secret_\w+$/) });
    expect(intent.json.publishableKey).toBeUndefined();

    const added = await addTestCard(cookie, '5555 5555 5555 4444');
    expect(added.json).toMatchObject({
      success: true,
      plan: 'usage_based',
      paymentMethod: { brand: 'mastercard', last4: '4444', label: 'Mastercard •••• 4444' },
    });
    expect((await call('/api/billing/enable', { cookie, body: {} })).json).toEqual({ success: true, plan: 'usage_based' });
    expect((await call('/api/billing/current', { cookie })).json.data).toMatchObject({
      plan: 'usage_based',
      canChargeCard: true,
      paymentMethod: { label: 'Mastercard •••• 4444' },
    });
    expect((await call('/api/stripe/subscription-status', { cookie })).json).toMatchObject({ plan: 'usage_based', status: 'active' });
  });

  it('removes the card when nothing is owed, which ends pay-as-you-go', async () => {
    const { cookie, user } = await signedInUser();
    await addTestCard(cookie);
    const res = await call('/api/billing/payment-method', { cookie, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare('SELECT plan, payment_method_id FROM billing_accounts WHERE user_id = ?').bind(user.id).first()).toEqual({
      plan: 'free',
      payment_method_id: null,
    });
    expect((await call('/api/billing/payment-method', { cookie, method: 'DELETE' })).status).toBe(400);
  });

  it('never stores a card from another user’s set-up, an unconfirmed set-up or a made-up id', async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const intent = await call('/api/billing/create-setup-intent', { cookie: owner.cookie, body: {} });
    const secret = intent.json.clientSecret as string;
    const expYear = new Date().getUTCFullYear() + 1;

    // Not confirmed yet.
    expect((await call('/api/billing/setup-complete', { cookie: owner.cookie, body: { setupIntentId: intent.json.setupIntentId } })).status).toBe(400);
    // Another user cannot confirm it with the secret, nor complete it.
    const stolen = await call('/api/billing/test-provider/confirm-setup', {
      cookie: intruder.cookie,
      body: { clientSecret: secret, cardNumber: '4242424242424242', expMonth: 1, expYear, cvc: '123' },
    });
    expect(stolen.status).toBe(402);
    await call('/api/billing/create-setup-intent', { cookie: intruder.cookie, body: {} });
    await call('/api/billing/test-provider/confirm-setup', {
      cookie: owner.cookie,
      body: { clientSecret: secret, cardNumber: '4242424242424242', expMonth: 1, expYear, cvc: '123' },
    });
    const hijack = await call('/api/billing/setup-complete', { cookie: intruder.cookie, body: { setupIntentId: intent.json.setupIntentId } });
    expect(hijack.status).toBe(400);
    expect(hijack.json.code).toBe('SETUP_NOT_SUCCEEDED');
    expect((await call('/api/billing/setup-complete', { cookie: owner.cookie, body: { setupIntentId: 'seti_test_doesnotexist' } })).status).toBe(400);
    expect((await call('/api/billing/setup-complete', { cookie: owner.cookie, body: { setupIntentId: 'pm_123' } })).json.error).toBe(
      'setupIntentId must be a seti_… id',
    );
    expect(
      await env.DB.prepare('SELECT payment_method_id FROM billing_accounts WHERE user_id = ?').bind(intruder.user.id).first('payment_method_id'),
    ).toBeNull();
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [
      { cardNumber: '4111 1111 1111 1111' },
      'Your card was declined. This server uses the test card provider, which accepts only test cards such as 4242 4242 4242 4242.',
    ],
    [{ expYear: 2020 }, "Your card's expiration year is in the past."],
  ])('test card form %j → the provider’s message', async (over, message) => {
    const { cookie } = await signedInUser();
    const intent = await call('/api/billing/create-setup-intent', { cookie, body: {} });
    const res = await call('/api/billing/test-provider/confirm-setup', {
      cookie,
      body: { clientSecret: intent.json.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', ...over },
    });
    expect(res.status).toBe(402);
    expect((res.json.error as { message: string }).message).toBe(message);
  });

  it('refuses malformed card details with 400', async () => {
    const { cookie } = await signedInUser();
    const intent = await call('/api/billing/create-setup-intent', { cookie, body: {} });
    const res = await call('/api/billing/test-provider/confirm-setup', {
      cookie,
      body: { clientSecret: intent.json.clientSecret, cardNumber: '42', expMonth: 13, expYear: 2030, cvc: '1' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('Your card number is incomplete.');
  });
});

describe('a user’s billing is theirs alone', () => {
  it('lists only the caller’s events and invoices, and answers 404 for another user’s invoice', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    await addTestCard(a.cookie);
    expect((await search(a.cookie)).status).toBe(200);
    await insertCharges(a.user.id, 13, 200, new Date().toISOString());
    await env.DB.prepare(
      "INSERT INTO invoices (user_id, period, total_fils, status, reason, claim_token) VALUES (?, '2026-01', 2600, 'failed', 'threshold', ?)",
    )
      .bind(a.user.id, `t-${a.user.id}`)
      .run();
    const invoiceId = (await env.DB.prepare('SELECT id FROM invoices WHERE user_id = ?').bind(a.user.id).first('id')) as number;

    expect((await call('/api/billing/events', { cookie: a.cookie })).json.data).toMatchObject({
      events: expect.arrayContaining([expect.objectContaining({ kind: 'search', credit: 'welcome_chat' })]),
    });
    expect(((await call('/api/billing/events', { cookie: b.cookie })).json.data as { events: unknown[] }).events).toEqual([]);
    expect((await call('/api/billing/invoices', { cookie: b.cookie })).json.data).toEqual([]);
    expect((await call('/api/billing/invoices', { cookie: a.cookie })).json.data).toEqual([
      expect.objectContaining({ id: invoiceId, status: 'failed', totalFils: 2600 }),
    ]);
    expect((await call(`/api/billing/invoices/${invoiceId}`, { cookie: b.cookie })).status).toBe(404);
    expect((await call(`/api/billing/invoices/${invoiceId}/pay`, { cookie: b.cookie, body: {} })).status).toBe(404);
    expect((await call('/api/billing/current', { cookie: b.cookie })).json.data).toMatchObject({
      pendingFils: 0,
      unpaidFils: 0,
      failedInvoice: null,
      chatsUsed: 0,
    });
    expect((await call('/api/billing/invoices/abc', { cookie: a.cookie })).status).toBe(400);
    expect((await call('/api/billing/events?month=2026-13', { cookie: a.cookie })).status).toBe(400);
  });

  it('lists a given month’s events', async () => {
    const { cookie, user } = await signedInUser();
    await insertCharges(user.id, 2, 500, '2026-02-10T10:00:00.000Z', 'chat');
    const res = await call('/api/billing/events?month=2026-02', { cookie });
    expect(res.json.data).toMatchObject({
      month: '2026-02',
      events: [expect.objectContaining({ priceFils: 500 }), expect.objectContaining({ priceFils: 500 })],
    });
    expect(((await call('/api/billing/events?month=2026-03', { cookie })).json.data as { events: unknown[] }).events).toEqual([]);
  });
});
