/**
 * The legacy Professional Plan with the local test card provider, end to end through the Worker:
 * coupons, subscribing (once, also under concurrency), the test provider's confirm step, status,
 * cancellation, the local portal, renewal, and what the plan pays for (answers through
 * POST /api/multi-document-search). Stripe: subscriptions-stripe.test.ts.
 */
import { PLAN_CHARGE_READS } from '../src/routes/payments.ts';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../../schema/api/account.ts';
import { BILLING_MESSAGES } from '../../schema/api/billing.ts';
import { SUBSCRIPTION_MESSAGES as M } from '../../schema/api/subscriptions.ts';
import { buildDemoCouponStatements } from '../../seed/demo-coupons.ts';
import { loadConfig } from '../src/env.ts';
import { createBillingDeps } from '../src/services/billing/billing-deps.ts';
import { runBillingCycle } from '../src/services/billing/invoicing.ts';
import { addCalendarMonths, formatPeriodDate } from '../src/services/billing/subscriptions/periods.ts';
import { call, signedInUser } from './helpers.ts';
import { addTestCard, eventsOf, search } from './support/billing.ts';
import { addCoupon, CARD, endPeriod, planOf, subscribe, subscriptionsOf, uniqueCode } from './support/subscriptions.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Tests that sign up many people (password hashing each time) on a loaded machine. */
const SIGN_UPS_TIMEOUT_MS = 30_000;

async function status(cookie: string): Promise<SubscriptionStatus> {
  const res = await call('/api/stripe/subscription-status', { cookie });
  expect(res.status).toBe(200);
  return res.json as unknown as SubscriptionStatus;
}

/** A signed-in user whose welcome credits are spent, so that every answer is paid by the plan or the card. */
async function userWithoutCredits() {
  const u = await signedInUser();
  await env.DB.prepare('UPDATE billing_accounts SET welcome_chats_left = 0, welcome_followups_left = 0 WHERE user_id = ?').bind(u.user.id).run();
  return u;
}

async function couponRow(code: string) {
  return env.DB.prepare(
    'SELECT times_redeemed AS redeemed, (SELECT count(*) FROM coupon_redemptions WHERE coupon_code = ?) AS rows FROM coupons WHERE code = ?',
  )
    .bind(code, code)
    .first<{ redeemed: number; rows: number }>();
}

async function reservationsOf(code: string) {
  return (await env.DB.prepare('SELECT user_id, subscription_id, reserved_until FROM coupon_reservations WHERE coupon_code = ?').bind(code).all()).results;
}

/** The holds on a code end, as COUPON_RESERVATION_SECONDS after they were taken. */
async function endHold(code: string) {
  await env.DB.prepare('UPDATE coupon_reservations SET reserved_until = ? WHERE coupon_code = ?')
    .bind(nowSeconds() - 1, code)
    .run();
}

async function testSubscriptionCount(userId: number) {
  return env.DB.prepare('SELECT count(*) AS n FROM test_subscriptions WHERE customer_id = ?').bind(`cus_test_u${userId}`).first<number>('n');
}

describe('who may call the plan’s endpoints', () => {
  it.each([
    ['GET', '/api/stripe/subscription-status'],
    ['GET', '/api/stripe/plan-charges'],
    ['POST', '/api/stripe/create-subscription'],
    ['POST', '/api/stripe/validate-coupon'],
    ['POST', '/api/stripe/cancel-subscription'],
    ['POST', '/api/stripe/resume-subscription'],
    ['POST', '/api/stripe/create-portal-session'],
    ['POST', '/api/stripe/test-provider/confirm-subscription'],
  ])('%s %s answers 401 to a visitor', async (method, path) => {
    const res = await call(path, { method, ...(method === 'POST' ? { body: { couponCode: 'PRO20' } } : {}) });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: expect.any(String), code: 'NOT_LOGGED_IN' });
  });
});

describe('bad input is refused with 400 and a readable error, never a 500', () => {
  it.each([
    ['/api/stripe/validate-coupon', {}, 'couponCode must be text'],
    ['/api/stripe/validate-coupon', { couponCode: '   ' }, M.couponRequired],
    ['/api/stripe/validate-coupon', { couponCode: 42 }, 'couponCode must be text'],
    ['/api/stripe/validate-coupon', { couponCode: 'PRO 20!' }, M.couponFormat],
    ['/api/stripe/validate-coupon', { couponCode: 'A'.repeat(65) }, M.couponFormat],
    ['/api/stripe/create-subscription', { couponCode: 'two words' }, M.couponFormat],
    ['/api/stripe/create-subscription', { couponCode: ['PRO20'] }, 'couponCode must be text'],
    ['/api/stripe/test-provider/confirm-subscription', { ...CARD, clientSecret: 'pi_123_secret_456' }, 'clientSecret is not a test subscription secret'],
    [
      '/api/stripe/test-provider/confirm-subscription',
      { ...CARD, cardNumber: '4242', clientSecret: 'pi_test_0123456789_secret_abcdefghij' },
      'Your card number is incomplete.',
    ],
  ])('%s %j', async (path, body, error) => {
    const { cookie } = await signedInUser();
    const res = await call(path, { cookie, body });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(error);
  });

  it('refuses a body that is not JSON', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/stripe/validate-coupon', { cookie, body: '{"couponCode":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual(expect.any(String));
  });
});

describe('POST /api/stripe/validate-coupon with the test provider', () => {
  it('describes a valid code, trimmed and upper-cased, and redeems nothing', async () => {
    const { cookie } = await signedInUser();
    const percent = uniqueCode('PCT');
    const amount = uniqueCode('AMT');
    const full = uniqueCode('FULL');
    await addCoupon({ code: percent, percentOff: 20, duration: 'repeating', durationInMonths: 3 });
    await addCoupon({ code: amount, amountOffFils: 1000, duration: 'once' });
    await addCoupon({ code: full, percentOff: 100, duration: 'forever', maxRedemptions: 5 });

    const check = async (couponCode: string) => (await call('/api/stripe/validate-coupon', { cookie, body: { couponCode } })).json;
    expect(await check(percent)).toEqual({
      valid: true,
      discount: '20% off for 3 months',
      message: 'Coupon applied: 20% off for 3 months.',
      code: 'COUPON_VALID',
      terms: { percentOff: 20, amountOffFils: null, duration: 'repeating', durationInMonths: 3 },
    });
    expect(await check(`  ${percent.toLowerCase()} `)).toMatchObject({ valid: true, discount: '20% off for 3 months' });
    expect(await check(amount)).toMatchObject({ valid: true, discount: 'AED 10.00 off the first month' });
    expect(await check(full)).toMatchObject({ valid: true, discount: '100% off' });
    expect(await couponRow(full)).toEqual({ redeemed: 0, rows: 0 });
  });

  it('refuses expired, used-up, switched-off and unknown codes with the reason', async () => {
    const { cookie } = await signedInUser();
    const expired = uniqueCode('OLD');
    const usedUp = uniqueCode('GONE');
    const off = uniqueCode('OFF');
    await addCoupon({ code: expired, percentOff: 50, expiresAt: nowSeconds() - 60 });
    await addCoupon({ code: usedUp, percentOff: 50, maxRedemptions: 1 });
    await env.DB.prepare('UPDATE coupons SET times_redeemed = 1 WHERE code = ?').bind(usedUp).run();
    await addCoupon({ code: off, percentOff: 50, active: false });

    const check = async (couponCode: string) => (await call('/api/stripe/validate-coupon', { cookie, body: { couponCode } })).json;
    expect(await check(expired)).toEqual({ valid: false, discount: '', message: M.couponExpired, code: 'COUPON_INVALID', reason: 'expired' });
    expect(await check(usedUp)).toEqual({ valid: false, discount: '', message: M.couponUsedUp, code: 'COUPON_INVALID', reason: 'used_up' });
    expect(await check(off)).toMatchObject({ valid: false, discount: '', message: M.invalidCoupon, code: 'COUPON_INVALID' });
    expect(await check('NOSUCHCODE')).toMatchObject({
      valid: false,
      discount: '',
      message: 'This coupon code is not valid or has expired.',
      code: 'COUPON_INVALID',
    });
  });
});

describe('the local seed’s demo coupon codes', () => {
  it('are the README’s codes, and seeding twice changes nothing', async () => {
    const statements = buildDemoCouponStatements();
    for (let i = 0; i < 2; i++) await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
    const { cookie } = await signedInUser();
    const check = async (couponCode: string) => (await call('/api/stripe/validate-coupon', { cookie, body: { couponCode } })).json;
    expect(await check('pro100')).toMatchObject({ valid: true, discount: '100% off' });
    expect(await check('PRO20')).toMatchObject({ valid: true, discount: '20% off for 3 months' });
    expect(await check('TENOFF')).toMatchObject({ valid: true, discount: 'AED 10.00 off the first month' });
    expect(await check('ONCE50')).toMatchObject({ valid: true, discount: '50% off the first month' });
    expect(await check('EXPIRED10')).toEqual({ valid: false, discount: '', message: M.couponExpired, code: 'COUPON_INVALID', reason: 'expired' });
  });
});

describe('POST /api/stripe/create-subscription with the test provider', () => {
  it('creates an incomplete subscription whose first invoice the payment form confirms', async () => {
    const { cookie, user } = await signedInUser();
    const res = await call('/api/stripe/create-subscription', { cookie, body: {} });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_[a-f0-9]+_secret_[a-f0-9]+$/),
      status: 'incomplete',
      intent: 'payment',
      provider: 'test',
      amountDueFils: 4900,
      priceFils: 4900,
      discountFils: 0,
      couponCode: null,
    });
    const [record] = await subscriptionsOf(user.id);
    expect(record).toMatchObject({ provider: 'test', status: 'incomplete', provider_subscription_id: expect.stringMatching(/^sub_test_/) });
    // Not paid yet: no plan.
    expect(await planOf(user.id)).toBe('free');
    expect(await status(cookie)).toMatchObject({ plan: 'free', status: 'inactive', subscription_status: 'incomplete', current_period_end: null });
  });

  it('returns the same subscription when asked twice, also at once, and creates one', async () => {
    const { cookie, user } = await signedInUser();
    const first = await call('/api/stripe/create-subscription', { cookie, body: {} });
    const again = await call('/api/stripe/create-subscription', { cookie, body: { couponCode: '' } });
    expect(again.json.clientSecret).toBe(first.json.clientSecret);

    const other = await signedInUser();
    const together = await Promise.all(Array.from({ length: 6 }, () => call('/api/stripe/create-subscription', { cookie: other.cookie, body: {} })));
    expect(together.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(together.map((r) => r.json.clientSecret)).size).toBe(1);
    for (const u of [user, other.user]) {
      expect(await subscriptionsOf(u.id)).toHaveLength(1);
      expect(await testSubscriptionCount(u.id)).toBe(1);
    }
  });

  it('creates the subscription again with a coupon applied after it, redeeming it only when paid', async () => {
    const { cookie, user } = await signedInUser();
    const code = uniqueCode('TWENTY');
    await addCoupon({ code, percentOff: 20, duration: 'repeating', durationInMonths: 3 });
    const plain = await call('/api/stripe/create-subscription', { cookie, body: {} });
    const withCoupon = await call('/api/stripe/create-subscription', { cookie, body: { couponCode: code.toLowerCase() } });
    expect(withCoupon.status).toBe(200);
    expect(withCoupon.json).toMatchObject({ status: 'incomplete', amountDueFils: 3920, couponCode: code });
    expect(withCoupon.json.clientSecret).not.toBe(plain.json.clientSecret);
    expect((await subscriptionsOf(user.id)).map((s) => [s.status, s.coupon_code])).toEqual([
      ['canceled', null],
      ['incomplete', code],
    ]);
    // Not paid: not redeemed.
    expect(await couponRow(code)).toEqual({ redeemed: 0, rows: 0 });
    // The same coupon again: the same subscription.
    expect((await call('/api/stripe/create-subscription', { cookie, body: { couponCode: code } })).json.clientSecret).toBe(withCoupon.json.clientSecret);
    // Without it again: the couponed one (never paid) is replaced; nothing was ever redeemed.
    await call('/api/stripe/create-subscription', { cookie, body: {} });
    expect(await couponRow(code)).toEqual({ redeemed: 0, rows: 0 });
    // With it once more, paid: one redemption.
    const paidWith = await call('/api/stripe/create-subscription', { cookie, body: { couponCode: code } });
    await call('/api/stripe/test-provider/confirm-subscription', { cookie, body: { ...CARD, clientSecret: paidWith.json.clientSecret } });
    expect(await couponRow(code)).toEqual({ redeemed: 1, rows: 1 });
  });

  it(
    'holds a single-use code for exactly one of 20 people subscribing with it at the same moment, and redeems it when paid',
    async () => {
      const code = uniqueCode('ONCE');
      await addCoupon({ code, percentOff: 50, duration: 'once', maxRedemptions: 1 });
      const users = [];
      for (let i = 0; i < 20; i++) users.push(await signedInUser());
      const results = await Promise.all(users.map((u) => call('/api/stripe/create-subscription', { cookie: u.cookie, body: { couponCode: code } })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 400)).toHaveLength(19);
      for (const refused of results.filter((r) => r.status === 400))
        expect(refused.json).toEqual({ error: M.couponHeld, code: 'COUPON_INVALID', details: { reason: 'held' } });
      expect(await couponRow(code)).toEqual({ redeemed: 0, rows: 0 });
      expect(await reservationsOf(code)).toHaveLength(1);
      // Only the winner has a subscription; the others' claims were given up.
      const records = await Promise.all(users.map((u) => subscriptionsOf(u.user.id)));
      expect(records.filter((r) => r.length > 0)).toHaveLength(1);
      // Paid: redeemed once, and the hold is over.
      const winner = users[results.findIndex((r) => r.status === 200)]!;
      const paid = await call('/api/stripe/test-provider/confirm-subscription', {
        cookie: winner.cookie,
        body: { ...CARD, clientSecret: results.find((r) => r.status === 200)!.json.clientSecret },
      });
      expect(paid.json).toMatchObject({ success: true });
      expect(await couponRow(code)).toEqual({ redeemed: 1, rows: 1 });
      expect(await reservationsOf(code)).toEqual([]);
    },
    SIGN_UPS_TIMEOUT_MS,
  );

  it('gives a single-use code held by an abandoned checkout to the next customer after the hold ends; the abandoned one can no longer pay with it', async () => {
    const code = uniqueCode('ONCE50');
    await addCoupon({ code, percentOff: 50, duration: 'once', maxRedemptions: 1 });
    const holder = await signedInUser();
    const next = await signedInUser();
    const held = await call('/api/stripe/create-subscription', { cookie: holder.cookie, body: { couponCode: code } });
    expect(held.json).toMatchObject({ status: 'incomplete', amountDueFils: 2450, couponCode: code });
    // Held: refused to the next customer, with a reason that says it may come back.
    expect((await call('/api/stripe/validate-coupon', { cookie: next.cookie, body: { couponCode: code } })).json).toEqual({
      valid: false,
      discount: '',
      message: M.couponHeld,
      code: 'COUPON_INVALID',
      reason: 'held',
    });
    expect((await call('/api/stripe/create-subscription', { cookie: next.cookie, body: { couponCode: code } })).json).toEqual({
      error: M.couponHeld,
      code: 'COUPON_INVALID',
      details: { reason: 'held' },
    });

    // The holder walks away: the hold ends after COUPON_RESERVATION_SECONDS (here: moved into the past).
    await endHold(code);
    expect((await call('/api/stripe/validate-coupon', { cookie: next.cookie, body: { couponCode: code } })).json).toMatchObject({ valid: true });
    const taken = await call('/api/stripe/create-subscription', { cookie: next.cookie, body: { couponCode: code } });
    expect(taken.json).toMatchObject({ status: 'incomplete', amountDueFils: 2450, couponCode: code });
    // The abandoned checkout was ended unpaid: coming back to it, the holder cannot pay with the code.
    expect((await subscriptionsOf(holder.user.id)).map((s) => s.status)).toEqual(['canceled']);
    const late = await call('/api/stripe/test-provider/confirm-subscription', {
      cookie: holder.cookie,
      body: { ...CARD, clientSecret: held.json.clientSecret },
    });
    expect(late.json.success).toBe(false);
    expect(await planOf(holder.user.id)).not.toBe('professional');

    const paid = await call('/api/stripe/test-provider/confirm-subscription', {
      cookie: next.cookie,
      body: { ...CARD, clientSecret: taken.json.clientSecret },
    });
    expect(paid.json).toMatchObject({ success: true, subscription: { status: 'active' } });
    expect(await couponRow(code)).toEqual({ redeemed: 1, rows: 1 });
    // Spent by a payment: now it is used up for everyone.
    expect((await call('/api/stripe/validate-coupon', { cookie: holder.cookie, body: { couponCode: code } })).json).toMatchObject({
      valid: false,
      message: M.couponUsedUp,
    });
  });

  it(
    'yields at most one paid redemption of a single-use code when checkouts old and new race to pay',
    async () => {
      const code = uniqueCode('ONCE');
      await addCoupon({ code, percentOff: 50, duration: 'once', maxRedemptions: 1 });
      const people: Awaited<ReturnType<typeof signedInUser>>[] = [];
      for (let i = 0; i < 8; i++) people.push(await signedInUser());
      const first = await Promise.all(people.map((u) => call('/api/stripe/create-subscription', { cookie: u.cookie, body: { couponCode: code } })));
      expect(first.filter((r) => r.status === 200)).toHaveLength(1);
      await endHold(code);
      const second = await Promise.all(people.map((u) => call('/api/stripe/create-subscription', { cookie: u.cookie, body: { couponCode: code } })));
      // Exactly one checkout holds the code now (the first holder may be the one again, extending its hold).
      expect(second.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await reservationsOf(code)).toHaveLength(1);
      // Every secret ever handed out is paid at once: one payment is taken with the code.
      const secrets = [...first, ...second].flatMap((r, i) =>
        r.status === 200 ? [{ u: people[i % people.length]!, secret: r.json.clientSecret as string }] : [],
      );
      const paid = await Promise.all(
        secrets.map((s) => call('/api/stripe/test-provider/confirm-subscription', { cookie: s.u.cookie, body: { ...CARD, clientSecret: s.secret } })),
      );
      expect(paid.filter((r) => r.json.success === true)).toHaveLength(1);
      expect(await couponRow(code)).toEqual({ redeemed: 1, rows: 1 });
      const plans = await Promise.all(people.map((u) => planOf(u.user.id)));
      expect(plans.filter((p) => p === 'professional')).toHaveLength(1);
    },
    SIGN_UPS_TIMEOUT_MS,
  );

  it('refuses an unknown coupon with 400 and creates nothing', async () => {
    const { cookie, user } = await signedInUser();
    const res = await call('/api/stripe/create-subscription', { cookie, body: { couponCode: 'NOSUCHCODE' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: M.invalidCoupon, code: 'COUPON_INVALID', details: { reason: 'unknown' } });
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('leaves a checkout in progress untouched when a mistyped or expired code is refused', async () => {
    const { cookie, user } = await signedInUser();
    const started = await call('/api/stripe/create-subscription', { cookie, body: {} });
    expect(started.status).toBe(200);
    const expired = uniqueCode('GONE');
    await addCoupon({ code: expired, percentOff: 20, expiresAt: nowSeconds() - 60 });
    for (const [code, message, reason] of [
      ['NOSUCHCODE', M.invalidCoupon, 'unknown'],
      [expired, M.couponExpired, 'expired'],
    ] as const) {
      const refused = await call('/api/stripe/create-subscription', { cookie, body: { couponCode: code } });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ error: message, code: 'COUPON_INVALID', details: { reason } });
    }
    // The first subscription is still the one in progress: not cancelled, same secret, nothing new.
    expect((await subscriptionsOf(user.id)).map((s) => s.status)).toEqual(['incomplete']);
    expect(await testSubscriptionCount(user.id)).toBe(1);
    const again = await call('/api/stripe/create-subscription', { cookie, body: {} });
    expect(again.json.clientSecret).toBe(started.json.clientSecret);
    const paid = await call('/api/stripe/test-provider/confirm-subscription', { cookie, body: { ...CARD, clientSecret: started.json.clientSecret } });
    expect(paid.json).toMatchObject({ success: true, subscription: { status: 'active' } });
  });

  it('starts at once with a 100% coupon, and still collects the card', async () => {
    const { cookie, user } = await signedInUser();
    const code = uniqueCode('FREE');
    await addCoupon({ code, percentOff: 100 });
    const res = await call('/api/stripe/create-subscription', { cookie, body: { couponCode: code } });
    expect(res.json).toMatchObject({ status: 'active', intent: 'setup', amountDueFils: 0, clientSecret: expect.stringMatching(/^seti_test_\w+_secret_\w+$/) });
    expect(await planOf(user.id)).toBe('professional');
    const confirmed = await call('/api/stripe/test-provider/confirm-subscription', { cookie, body: { ...CARD, clientSecret: res.json.clientSecret } });
    expect(confirmed.json).toEqual({ success: true, subscription: { id: expect.stringMatching(/^sub_test_/), status: 'active' } });
    expect(await status(cookie)).toMatchObject({
      plan: 'professional',
      status: 'active',
      payment_method: { brand: 'visa', last4: '4242', label: 'Visa •••• 4242' },
    });
    // The account's one card: on file (shown and replaced in one place), but pay-as-you-go is not enabled by it.
    expect((await call('/api/billing/current', { cookie })).json.data).toMatchObject({
      plan: 'professional',
      paymentMethod: { label: 'Visa •••• 4242' },
      canChargeCard: false,
    });
    // Nothing was charged: no test payment exists for the customer.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM test_card_objects WHERE kind = 'payment' AND customer_id = ?").bind(`cus_test_u${user.id}`).first('n'),
    ).toBe(0);
  });

  it('refuses a second subscription while one is active', async () => {
    const { cookie } = await signedInUser();
    await subscribe(cookie);
    const res = await call('/api/stripe/create-subscription', { cookie, body: {} });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: M.alreadySubscribed, code: 'ALREADY_SUBSCRIBED' });
  });
});

describe('the plan’s price, discount and charges with the test provider (issue 27)', () => {
  const charges = async (cookie: string) => {
    const res = await call('/api/stripe/plan-charges', { cookie });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    return res.json.data as Array<Record<string, unknown>>;
  };

  it('limits how often one user reads the charges (each read asks the card provider), in parallel too', async () => {
    const { cookie } = await signedInUser();
    const max = PLAN_CHARGE_READS.max;
    const statuses = (await Promise.all(Array.from({ length: max + 5 }, () => call('/api/stripe/plan-charges', { cookie })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = await call('/api/stripe/plan-charges', { cookie });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'RATE_LIMITED', details: { limit: 'requests' } });
    // Another user is not held back by it.
    expect((await call('/api/stripe/plan-charges', { cookie: (await signedInUser()).cookie })).status).toBe(200);
  });

  it('shows AED 49.00 less 50% before paying, lists the AED 24.50 charged, then a full-price renewal', async () => {
    const code = uniqueCode('ONCE50');
    await addCoupon({ code, percentOff: 50, duration: 'once', maxRedemptions: 1 });
    const { cookie, user } = await signedInUser();
    expect((await call('/api/stripe/create-subscription', { cookie, body: {} })).json).toMatchObject({ priceFils: 4900, discountFils: 0, amountDueFils: 4900 });
    const created = await call('/api/stripe/create-subscription', { cookie, body: { couponCode: code } });
    expect(created.json).toMatchObject({ priceFils: 4900, discountFils: 2450, amountDueFils: 2450, couponCode: code });
    // Checkouts not paid are no charges.
    expect(await charges(cookie)).toEqual([]);

    const paid = await call('/api/stripe/test-provider/confirm-subscription', { cookie, body: { ...CARD, clientSecret: created.json.clientSecret } });
    expect(paid.json.success).toBe(true);
    const [first, ...rest] = await charges(cookie);
    expect(rest).toEqual([]);
    expect(first).toEqual({
      id: expect.stringMatching(/^sub_test_\w+-period-1$/),
      createdAt: expect.any(String),
      periodStart: expect.any(String),
      first: true,
      priceFils: 4900,
      discountFils: 2450,
      amountFils: 2450,
      couponCode: code,
      status: 'paid',
      paidAt: expect.any(String),
    });

    // The next month is billed at the full price (the code was for the first month only).
    await endPeriod(user.id);
    await call('/api/stripe/subscription-status', { cookie });
    const afterRenewal = await charges(cookie);
    expect(afterRenewal.map((c) => [c.first, c.amountFils, c.discountFils, c.couponCode, c.status])).toEqual([
      [false, 4900, 0, null, 'paid'],
      [true, 2450, 2450, code, 'paid'],
    ]);
  });

  it('lists a 100% coupon’s first invoice as AED 0.00 paid, and a declined renewal as failed', async () => {
    const code = uniqueCode('FULL');
    await addCoupon({ code, percentOff: 100, duration: 'once' });
    const { cookie, user } = await signedInUser();
    const { created, confirmed } = await subscribe(cookie, { couponCode: code });
    expect(created.json).toMatchObject({ priceFils: 4900, discountFils: 4900, amountDueFils: 0, intent: 'setup' });
    expect(confirmed.json.success).toBe(true);
    expect((await charges(cookie)).map((c) => [c.first, c.amountFils, c.discountFils, c.status])).toEqual([[true, 0, 4900, 'paid']]);

    // The card on the subscription now declines: the renewal is owed, shown as failed.
    await env.DB.prepare("UPDATE test_card_objects SET behaviour = 'decline' WHERE kind = 'payment_method' AND customer_id = ?")
      .bind(`cus_test_u${user.id}`)
      .run();
    await endPeriod(user.id);
    await call('/api/stripe/subscription-status', { cookie });
    expect((await charges(cookie)).map((c) => [c.first, c.amountFils, c.status, c.paidAt])).toEqual([
      [false, 4900, 'failed', null],
      [true, 0, 'paid', expect.any(String)],
    ]);
  });

  it('shows no other user’s charges', async () => {
    const payer = await signedInUser();
    await subscribe(payer.cookie);
    const other = await signedInUser();
    expect(await charges(other.cookie)).toEqual([]);
    expect((await charges(payer.cookie)).map((c) => c.amountFils)).toEqual([4900]);
  });
});

describe('POST /api/stripe/test-provider/confirm-subscription', () => {
  it('pays the first invoice with the card: the plan starts, for a calendar month', async () => {
    const { cookie, user } = await signedInUser();
    const { created, confirmed } = await subscribe(cookie);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ success: true, subscription: { status: 'active' } });
    const [record] = await subscriptionsOf(user.id);
    expect(record).toMatchObject({ status: 'active', card_last4: '4242', cancel_at_period_end: 0 });
    expect(record!.current_period_end).toBe(addCalendarMonths(record!.current_period_start!, 1));
    expect(await planOf(user.id)).toBe('professional');
    expect(await status(cookie)).toEqual({
      status: 'active',
      plan: 'professional',
      current_period_end: record!.current_period_end,
      word_limit: 25_000,
      cancel_at_period_end: false,
      words_used: 0,
      chats_this_month: 0,
      subscription_status: 'active',
      payment_method: { brand: 'visa', last4: '4242', label: 'Visa •••• 4242' },
    });
    const payment = await env.DB.prepare("SELECT amount_fils AS fils, status FROM test_card_objects WHERE kind = 'payment' AND customer_id = ?")
      .bind(`cus_test_u${user.id}`)
      .first();
    expect(payment).toEqual({ fils: 4900, status: 'succeeded' });
    // Confirming again changes nothing and charges nothing more.
    const twice = await call('/api/stripe/test-provider/confirm-subscription', { cookie, body: { ...CARD, clientSecret: created.json.clientSecret } });
    expect(twice.status).toBe(200);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM test_card_objects WHERE kind = 'payment' AND customer_id = ?").bind(`cus_test_u${user.id}`).first('n'),
    ).toBe(1);
  });

  it('refuses a declined card with the provider’s message; another card then pays', async () => {
    const { cookie, user } = await signedInUser();
    const created = await call('/api/stripe/create-subscription', { cookie, body: {} });
    const declined = await call('/api/stripe/test-provider/confirm-subscription', {
      cookie,
      body: { ...CARD, cardNumber: '4000 0000 0000 0341', clientSecret: created.json.clientSecret },
    });
    expect(declined.status).toBe(402);
    expect(declined.json).toEqual({
      success: false,
      error: { code: 'card_declined', message: 'Your card was declined.' },
      code: 'CARD_REFUSED',
      details: { provider_code: 'card_declined' },
    });
    expect((await subscriptionsOf(user.id))[0]!.status).toBe('incomplete');
    const refusedAtSetup = await call('/api/stripe/test-provider/confirm-subscription', {
      cookie,
      body: { ...CARD, cardNumber: '4000 0000 0000 0002', clientSecret: created.json.clientSecret },
    });
    expect(refusedAtSetup.status).toBe(402);
    const paid = await call('/api/stripe/test-provider/confirm-subscription', { cookie, body: { ...CARD, clientSecret: created.json.clientSecret } });
    expect(paid.status).toBe(200);
    expect(await planOf(user.id)).toBe('professional');
  });

  it('does not confirm another user’s subscription', async () => {
    const owner = await signedInUser();
    const created = await call('/api/stripe/create-subscription', { cookie: owner.cookie, body: {} });
    const stranger = await signedInUser();
    const res = await call('/api/stripe/test-provider/confirm-subscription', {
      cookie: stranger.cookie,
      body: { ...CARD, clientSecret: created.json.clientSecret },
    });
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ success: false, error: { code: 'resource_missing', message: M.testSubscriptionNotFound } });
    expect((await subscriptionsOf(owner.user.id))[0]!.status).toBe('incomplete');
  });
});

describe('cancelling, resuming and the local portal', () => {
  it('cancels at the period’s end: the plan stays until then, and says so', async () => {
    const { cookie, user } = await signedInUser();
    await subscribe(cookie);
    const end = (await subscriptionsOf(user.id))[0]!.current_period_end!;
    const res = await call('/api/stripe/cancel-subscription', { cookie, body: {} });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: M.canceled(formatPeriodDate(end)),
      code: 'PLAN_CANCELED',
      details: { periodEnd: new Date(end * 1000).toISOString().slice(0, 10) },
    });
    expect(await status(cookie)).toMatchObject({ plan: 'professional', status: 'active', cancel_at_period_end: true, current_period_end: end });
    // Asking again changes nothing.
    expect((await call('/api/stripe/cancel-subscription', { cookie, body: {} })).json).toEqual(res.json);

    const resumed = await call('/api/stripe/resume-subscription', { cookie, body: {} });
    expect(resumed.json).toEqual({
      message: M.resumed(formatPeriodDate(end)),
      code: 'PLAN_RESUMED',
      details: { periodEnd: new Date(end * 1000).toISOString().slice(0, 10) },
    });
    expect(await status(cookie)).toMatchObject({ cancel_at_period_end: false });
    expect((await call('/api/stripe/resume-subscription', { cookie, body: {} })).status).toBe(409);
  });

  it('answers 404 with an error when there is nothing to cancel or manage', async () => {
    const { cookie } = await signedInUser();
    const cancel = await call('/api/stripe/cancel-subscription', { cookie, body: {} });
    expect(cancel.status).toBe(404);
    expect(cancel.json).toEqual({ error: M.noSubscription, code: 'NO_SUBSCRIPTION' });
    const portal = await call('/api/stripe/create-portal-session', { cookie, body: {} });
    expect(portal.status).toBe(404);
    expect(portal.json).toEqual({ error: M.noBillingAccount, code: 'NO_BILLING_ACCOUNT' });
  });

  it('opens the app’s own portal page with the test provider', async () => {
    const { cookie } = await signedInUser();
    await subscribe(cookie);
    const res = await call('/api/stripe/create-portal-session', { cookie, body: {} });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ url: 'http://localhost:8787/billing/portal' });
  });
});

describe('what the Professional Plan pays for', () => {
  it('pays a subscriber’s answers (no charge), and after the cancelled period ends they are pay-per-use again', async () => {
    const { cookie, user } = await userWithoutCredits();
    await subscribe(cookie);
    expect((await search(cookie)).status).toBe(200);
    await call('/api/stripe/cancel-subscription', { cookie, body: {} });
    expect((await search(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).map((e) => [e.price_fils, e.credit])).toEqual([
      [0, 'professional_plan'],
      [0, 'professional_plan'],
    ]);

    await endPeriod(user.id);
    // Ended: at once, even before anything has read the provider again. The plan's card is on file, but pay-as-you-go
    // was never enabled: refused.
    const refused = await search(cookie);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'WORD_LIMIT_EXCEEDED',
      error: BILLING_MESSAGES.paymentRequired,
      details: { plan: 'free', reason: 'no_payment_method' },
    });
    expect(await status(cookie)).toMatchObject({
      plan: 'free',
      status: 'inactive',
      subscription_status: 'canceled',
      word_limit: null,
      current_period_end: null,
    });
    expect(await planOf(user.id)).toBe('free');

    // Enabled (the card is on file already): the answer is charged at the pay-per-use price.
    expect((await call('/api/billing/enable', { cookie, body: {} })).json).toEqual({ success: true, plan: 'usage_based' });
    expect((await search(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).at(-1)).toMatchObject({ price_fils: 500, credit: null });
  });

  it('falls back to pay-as-you-go when it was enabled before subscribing', async () => {
    const { cookie, user } = await userWithoutCredits();
    expect((await addTestCard(cookie)).json).toMatchObject({ plan: 'usage_based' });
    await subscribe(cookie);
    expect(await planOf(user.id)).toBe('professional');
    await call('/api/stripe/cancel-subscription', { cookie, body: {} });
    await endPeriod(user.id);
    await status(cookie);
    expect(await planOf(user.id)).toBe('usage_based');
    expect((await search(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).at(-1)).toMatchObject({ price_fils: 500, credit: null });
  });

  it('keeps the card that pays the plan on file: it can be replaced, not removed', async () => {
    const { cookie } = await signedInUser();
    await subscribe(cookie);
    const removed = await call('/api/billing/payment-method', { cookie, method: 'DELETE' });
    expect(removed.status).toBe(409);
    expect(removed.json).toEqual({ error: BILLING_MESSAGES.cardPaysPlan, code: 'CARD_PAYS_SUBSCRIPTION' });
  });

  it('counts 25,000 AI words a month: past them a card on file pays, without one the answer is refused', async () => {
    const { cookie, user } = await userWithoutCredits();
    await subscribe(cookie);
    await env.DB.prepare("INSERT INTO api_calls (user_id, model, output_words) VALUES (?, 'extractive', 24990)").bind(user.id).run();
    // Under the allowance before the answer: the plan pays it, even though it crosses 25,000.
    expect((await search(cookie)).status).toBe(200);
    const used = (await status(cookie)).words_used!;
    expect(used).toBeGreaterThan(25_000);

    const refused = await search(cookie);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: BILLING_MESSAGES.wordAllowanceUsed,
      code: 'WORD_LIMIT_EXCEEDED',
      details: { currentUsage: used, wordLimit: 25_000, plan: 'professional', reason: 'word_limit' },
    });
    // Enabling pay-as-you-go (the plan's card is on file) lets answers continue at its prices; the plan stays.
    expect((await call('/api/billing/enable', { cookie, body: {} })).json).toEqual({ success: true, plan: 'professional' });
    expect((await search(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).map((e) => [e.price_fils, e.credit])).toEqual([
      [0, 'professional_plan'],
      [500, null],
    ]);
    const billing = (await call('/api/billing/current', { cookie })).json.data as Record<string, unknown>;
    expect(billing).toMatchObject({ plan: 'professional', wordLimit: 25_000, wordsUsed: expect.any(Number), canChargeCard: true });
  });

  it('renews at the period’s end for another calendar month, charging the card once', async () => {
    const { cookie, user } = await signedInUser();
    await subscribe(cookie);
    const { end, subscriptionId } = await endPeriod(user.id);
    const renewed = await status(cookie);
    expect(renewed).toMatchObject({ plan: 'professional', status: 'active' });
    expect(renewed.current_period_end).toBe(addCalendarMonths(end, 1));
    await status(cookie);
    const payments = await env.DB.prepare(
      "SELECT amount_fils AS fils, idempotency_key AS key FROM test_card_objects WHERE kind = 'payment' AND customer_id = ? ORDER BY created_at",
    )
      .bind(`cus_test_u${user.id}`)
      .all<{ fils: number; key: string }>();
    expect(payments.results.map((p) => p.fils)).toEqual([4900, 4900]);
    expect(payments.results[1]!.key).toMatch(new RegExp(`^${subscriptionId}-period-2-pm_test_`));
  });

  it('renews a subscription nobody looks at in the scheduled run', async () => {
    const { user } = await signedInUser();
    const u = await signedInUser();
    await subscribe(u.cookie);
    const { end } = await endPeriod(u.user.id);
    const report = await runBillingCycle(createBillingDeps(env, loadConfig(env)));
    expect(report.subscriptions.synced).toBeGreaterThanOrEqual(1);
    expect((await subscriptionsOf(u.user.id))[0]!.current_period_end).toBe(addCalendarMonths(end, 1));
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('falls back at once when a renewal is declined, and a new card pays what is owed', async () => {
    const { cookie, user } = await userWithoutCredits();
    await subscribe(cookie);
    // The card starts declining after the first payment.
    await env.DB.prepare(
      "UPDATE test_card_objects SET behaviour = 'decline' WHERE id = (SELECT payment_method_id FROM test_subscriptions WHERE customer_id = ?)",
    )
      .bind(`cus_test_u${user.id}`)
      .run();
    await endPeriod(user.id);
    expect(await status(cookie)).toMatchObject({ plan: 'free', status: 'past_due', subscription_status: 'past_due' });
    expect(await planOf(user.id)).toBe('free');
    expect((await search(cookie)).status).toBe(403);
    // A new subscription is not the way out: the card is.
    expect((await call('/api/stripe/create-subscription', { cookie, body: {} })).json).toMatchObject({ code: 'SUBSCRIPTION_PAST_DUE' });

    // The portal's "replace card" is the payment set-up flow: the new card pays the subscription's unpaid period.
    expect((await addTestCard(cookie, '5555 5555 5555 4444')).status).toBe(200);
    expect(await status(cookie)).toMatchObject({ plan: 'professional', status: 'active', payment_method: { label: 'Mastercard •••• 4444' } });
    expect((await search(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).at(-1)).toMatchObject({ price_fils: 0, credit: 'professional_plan' });
  });
});
