/**
 * The fake Stripe over real HTTP, driven by the Node build of the Stripe SDK (its own Node HTTP
 * client), so the fake's wire format is checked against the SDK and not only against fetch.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripeServer } from './fake-stripe-server.ts';

const SECRET_KEY = 'sk_test_nodeserver0123456789';
let server: FakeStripeServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startFakeStripeServer({ port: 0, secretKey: SECRET_KEY });
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 1 });
});

afterAll(async () => {
  await server?.close();
});

async function savedCard(card: string) {
  const customer = await stripe.customers.create({ email: 'node@test.example', name: 'Node Test', metadata: { user_id: '9' } });
  const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session', allowed_payment_method_types: ['card'] });
  const confirmed = await stripe.setupIntents.confirm(setup.id, { payment_method: card });
  expect(confirmed.status).toBe('succeeded');
  const retrieved = await stripe.setupIntents.retrieve(setup.id, { expand: ['payment_method'] });
  const method = retrieved.payment_method as Stripe.PaymentMethod;
  return { customer, setup: retrieved, method };
}

describe('fake Stripe HTTP server', () => {
  it('serves on 127.0.0.1 with the port it was given (0: any free one)', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('sets up a card and charges it off-session through real HTTP', async () => {
    const { customer, setup, method } = await savedCard('pm_card_visa');
    expect(setup.customer).toBe(customer.id);
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(method.customer).toBe(customer.id);

    const intent = await stripe.paymentIntents.create(
      {
        amount: 1250,
        currency: 'aed',
        customer: customer.id,
        payment_method: method.id,
        confirm: true,
        off_session: true,
        metadata: { invoice_id: '77', user_id: '9' },
      },
      { idempotencyKey: 'node-invoice-77' },
    );
    expect(intent).toMatchObject({ status: 'succeeded', amount: 1250, amount_received: 1250, currency: 'aed', metadata: { invoice_id: '77' } });
    expect(intent.lastResponse.statusCode).toBe(200);

    const again = await stripe.paymentIntents.create(
      {
        amount: 1250,
        currency: 'aed',
        customer: customer.id,
        payment_method: method.id,
        confirm: true,
        off_session: true,
        metadata: { invoice_id: '77', user_id: '9' },
      },
      { idempotencyKey: 'node-invoice-77' },
    );
    expect(again.id).toBe(intent.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(server.fake.paymentIntents().filter((p) => p.metadata.invoice_id === '77')).toHaveLength(1);

    const changed = await stripe.paymentIntents
      .create(
        { amount: 999, currency: 'aed', customer: customer.id, payment_method: method.id, confirm: true, off_session: true },
        { idempotencyKey: 'node-invoice-77' },
      )
      .catch((e: unknown) => e);
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers a declined charge with a 402 card error carrying the PaymentIntent', async () => {
    const { customer, method } = await savedCard('pm_card_chargeCustomerFail');
    const error = await stripe.paymentIntents
      .create({ amount: 500, currency: 'aed', customer: customer.id, payment_method: method.id, confirm: true, off_session: true })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const card = error as Stripe.errors.StripeCardError;
    expect(card.statusCode).toBe(402);
    expect(card.code).toBe('card_declined');
    expect(card.decline_code).toBe('generic_decline');
    expect(card.message).toBe('Your card was declined.');
    expect(card.payment_intent).toMatchObject({ status: 'requires_payment_method', customer: customer.id });
  });

  it('refuses a wrong key, an unknown object and an unknown route the way Stripe does', async () => {
    const wrong = new Stripe('sk_test_wrong000000000000', { host: '127.0.0.1', port: server.port, protocol: 'http' });
    await expect(wrong.customers.create({ email: 'x@test.example' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);

    const missing = await stripe.paymentIntents.retrieve('pi_missing000000000000000').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((missing as Stripe.errors.StripeError).code).toBe('resource_missing');

    const res = await fetch(`${server.url}/v1/no_such_thing`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'resource_missing' } });
  });

  it('drops the connection for a simulated network failure, which the SDK reports as a connection error', async () => {
    server.fake.failNextRequestsWith('network', 2);
    const error = await stripe.customers.create({ email: 'down@test.example' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it('serves Stripe Billing to the Node SDK: promotion codes, a subscription with its invoice’s secret, cancellation and the portal', async () => {
    const price = server.fake.addPrice({ unitAmount: 4900 });
    const coupon = server.fake.addCoupon({ percentOff: 20, duration: 'repeating', durationInMonths: 3 });
    server.fake.addPromotionCode({ code: 'NODE20', coupon: coupon.id });
    const codes = await stripe.promotionCodes.list({ code: 'node20', limit: 1, expand: ['data.promotion.coupon'] });
    expect(codes.data[0]).toMatchObject({ code: 'NODE20', promotion: { coupon: { percent_off: 20, duration: 'repeating' } } });

    const customer = await stripe.customers.create({ email: 'plan@test.example' });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
      discounts: [{ promotion_code: codes.data[0]!.id }],
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    });
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(sub.status).toBe('incomplete');
    expect(invoice).toMatchObject({ amount_due: 3920, status: 'open', parent: { subscription_details: { subscription: sub.id } } });
    expect(invoice.confirmation_secret?.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(sub.items.data[0]!.current_period_end).toBeGreaterThan(sub.items.data[0]!.current_period_start);

    server.fake.confirmSubscriptionPayment(sub.id, 'pm_card_visa');
    const active = await stripe.subscriptions.retrieve(sub.id, { expand: ['default_payment_method'] });
    expect(active.status).toBe('active');
    expect((active.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe('4242');

    expect((await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })).cancel_at_period_end).toBe(true);
    expect((await stripe.subscriptions.cancel(sub.id)).status).toBe('canceled');
    const session = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:8787/account' });
    expect(session.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });
});
