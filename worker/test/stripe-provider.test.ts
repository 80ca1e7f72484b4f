/**
 * The Stripe card provider and webhook verification, inside workerd, with the SDK's fetch client
 * talking to the fake Stripe (outbound fetch to FAKE_URL is handed to the fake in this isolate).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStripeProvider } from '../src/services/billing/card-provider/stripe-provider.ts';
import { verifyStripeWebhook, WebhookSignatureError } from '../src/services/billing/card-provider/stripe-webhook.ts';
import { type CardProvider, CardProviderUnavailableError, cardLabel, type ChargeRequest } from '../src/services/billing/card-provider/types.ts';
import { createFakeStripe, type FakeStripe, signedWebhook, stripeEvent, type TestPaymentMethod } from './fakes/fake-stripe.ts';

const FAKE_URL = 'http://stripe.fake:12111';
const SECRET_KEY = 'sk_test_provider0123456789';
const WEBHOOK_SECRET = 'whsec_test_provider_secret';
const webhookOptions = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: FAKE_URL };

let fake: FakeStripe;
let provider: CardProvider;

function routeToFake(target: FakeStripe) {
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(FAKE_URL)) return original(input, init);
    return target.handle(request);
  });
}

beforeEach(() => {
  fake = createFakeStripe({ secretKey: SECRET_KEY });
  routeToFake(fake);
  provider = createStripeProvider({ secretKey: SECRET_KEY, publishableKey: 'pk_test_provider', apiUrl: FAKE_URL });
});

afterEach(() => vi.restoreAllMocks());

let nextUser = 1;

/** A customer with a card set up through a SetupIntent confirmed with one of Stripe's test cards. */
async function customerWithCard(card: TestPaymentMethod = 'pm_card_visa') {
  const userId = nextUser++;
  const customerId = await provider.createCustomer({ id: userId, email: `user${userId}@test.example`, name: `User ${userId}` });
  const { setupIntentId } = await provider.createSetupIntent(customerId);
  fake.confirmSetupIntent(setupIntentId, card);
  const details = await provider.completedSetup(customerId, setupIntentId);
  if (!details) throw new Error('set-up did not complete');
  return { userId, customerId, setupIntentId, paymentMethodId: details.paymentMethodId, details };
}

function chargeRequest(customer: { userId: number; customerId: string; paymentMethodId: string }, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    customerId: customer.customerId,
    paymentMethodId: customer.paymentMethodId,
    amountFils: 500,
    idempotencyKey: `invoice-${customer.userId}-attempt-1`,
    invoiceId: 40 + customer.userId,
    userId: customer.userId,
    description: 'UAE CT Research usage, invoice 1',
    onSession: false,
    ...overrides,
  };
}

describe('Stripe card provider: customers and card set-up', () => {
  it('creates one customer per user, however often it is asked', async () => {
    const user = { id: 501, email: 'once@test.example', name: 'Once Only' };
    const first = await provider.createCustomer(user);
    const second = await provider.createCustomer(user);

    expect(second).toBe(first);
    expect(first).toMatch(/^cus_/);
    expect(fake.customers()).toHaveLength(1);
    expect(fake.customers()[0]).toMatchObject({ email: 'once@test.example', name: 'Once Only', metadata: { user_id: '501' } });
    const posts = fake.requests().filter((r) => r.path === '/v1/customers');
    expect(posts.map((r) => r.idempotencyKey)).toEqual(['customer-user-501', 'customer-user-501']);
    expect(posts[1]!.replayed).toBe(true);
  });

  it('sets up a card with a SetupIntent and reads it back once the set-up succeeded', async () => {
    const customerId = await provider.createCustomer({ id: 502, email: 'card@test.example', name: 'Card Holder' });
    const created = await provider.createSetupIntent(customerId);
    expect(created.setupIntentId).toMatch(/^seti_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.setupIntentId}_secret_`));
    expect(fake.setupIntents()[0]).toMatchObject({ customer: customerId, usage: 'off_session', payment_method_types: ['card'] });

    expect(await provider.completedSetup(customerId, created.setupIntentId)).toBeNull();

    fake.confirmSetupIntent(created.setupIntentId, 'pm_card_visa');
    const details = await provider.completedSetup(customerId, created.setupIntentId);
    expect(details).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    expect(details!.paymentMethodId).toMatch(/^pm_/);
    expect(details!.expYear).toBeGreaterThan(2025);
    expect(cardLabel(details!.brand, details!.last4)).toBe('Visa •••• 4242');
    const retrieve = fake.requests().find((r) => r.method === 'GET' && r.path.startsWith('/v1/setup_intents/'));
    expect(retrieve?.params.expand).toEqual(['payment_method']);

    await provider.setDefaultPaymentMethod(customerId, details!.paymentMethodId);
    expect(fake.customers()[0]!.invoice_settings.default_payment_method).toBe(details!.paymentMethodId);
  });

  it("never returns a card for another customer's, an unconfirmed, a declined or a made-up set-up", async () => {
    const owner = await customerWithCard();
    const other = await provider.createCustomer({ id: 503, email: 'other@test.example', name: 'Other' });
    expect(await provider.completedSetup(other, owner.setupIntentId)).toBeNull();

    const { setupIntentId: unconfirmed } = await provider.createSetupIntent(other);
    expect(await provider.completedSetup(other, unconfirmed)).toBeNull();

    const { setupIntentId: declined } = await provider.createSetupIntent(other);
    expect(fake.confirmSetupIntent(declined, 'pm_card_chargeDeclined')).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(await provider.completedSetup(other, declined)).toBeNull();

    expect(await provider.completedSetup(other, 'seti_doesnotexist000000000')).toBeNull();
    const requestsBefore = fake.requests().length;
    expect(await provider.completedSetup(other, '../customers/' + other)).toBeNull();
    expect(fake.requests()).toHaveLength(requestsBefore);
  });

  it('detaches a card, and a second detach (already off the customer) is not an error', async () => {
    const customer = await customerWithCard('pm_card_mastercard');
    expect(customer.details).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await provider.detachPaymentMethod(customer.paymentMethodId);
    expect(fake.paymentMethods().find((m) => m.id === customer.paymentMethodId)?.customer).toBeNull();
    await expect(provider.detachPaymentMethod(customer.paymentMethodId)).resolves.toBeUndefined();
    await expect(provider.detachPaymentMethod('pm_neverexisted00000000000')).resolves.toBeUndefined();
  });
});

describe('Stripe card provider: charges', () => {
  it('charges a saved card off-session in fils of AED, with the invoice in the metadata', async () => {
    const customer = await customerWithCard();
    const outcome = await provider.charge(chargeRequest(customer));

    expect(outcome).toEqual({ status: 'succeeded', paymentId: expect.stringMatching(/^pi_/) });
    const [intent] = fake.paymentIntents();
    expect(intent).toMatchObject({
      id: outcome.paymentId,
      amount: 500,
      amount_received: 500,
      currency: 'aed',
      customer: customer.customerId,
      payment_method: customer.paymentMethodId,
      description: 'UAE CT Research usage, invoice 1',
      metadata: { invoice_id: String(40 + customer.userId), user_id: String(customer.userId) },
      status: 'succeeded',
    });
    const post = fake.requests().find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(post).toMatchObject({ idempotencyKey: `invoice-${customer.userId}-attempt-1` });
    expect(post!.params).toMatchObject({ confirm: 'true', off_session: 'true', allowed_payment_method_types: ['card'] });
    expect(await provider.paymentStatus(outcome.paymentId!)).toEqual(outcome);
  });

  it('charges on-session without off_session and without needing a return_url', async () => {
    const customer = await customerWithCard();
    const outcome = await provider.charge(chargeRequest(customer, { onSession: true }));
    expect(outcome.status).toBe('succeeded');
    const post = fake.requests().find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(post!.params.off_session).toBeUndefined();
  });

  it("reports a declined card as failed with Stripe's message", async () => {
    const customer = await customerWithCard('pm_card_chargeCustomerFail');
    expect(customer.details.last4).toBe('0341');
    const outcome = await provider.charge(chargeRequest(customer));

    expect(outcome).toEqual({
      status: 'failed',
      paymentId: expect.stringMatching(/^pi_/),
      code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(fake.paymentIntents()[0]).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    expect(await provider.paymentStatus(outcome.paymentId!)).toEqual(outcome);
  });

  it('reports the decline reason Stripe gives (insufficient funds)', async () => {
    const customer = await customerWithCard('pm_card_visa_chargeDeclinedInsufficientFunds');
    expect(await provider.charge(chargeRequest(customer))).toMatchObject({
      status: 'failed',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('asks for authentication when an off-session charge needs 3-D Secure, and sees it succeed once the customer authenticated', async () => {
    const customer = await customerWithCard('pm_card_authenticationRequired');
    const outcome = await provider.charge(chargeRequest(customer));

    expect(outcome).toEqual({
      status: 'requires_action',
      paymentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/_secret_/),
      code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
    if (outcome.status !== 'requires_action') return;
    expect(outcome.clientSecret.startsWith(`${outcome.paymentId}_secret_`)).toBe(true);
    expect(await provider.paymentStatus(outcome.paymentId)).toMatchObject({ status: 'requires_action', clientSecret: outcome.clientSecret });

    // The customer completes 3-D Secure in the browser (the fake's test-only endpoint).
    const authenticated = await fetch(`${FAKE_URL}/v1/payment_intents/${outcome.paymentId}/_authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(authenticated.status).toBe(200);
    expect(await provider.paymentStatus(outcome.paymentId)).toEqual({ status: 'succeeded', paymentId: outcome.paymentId });
  });

  it('reports a failed authentication as a failed payment', async () => {
    const customer = await customerWithCard('pm_card_authenticationRequired');
    const outcome = await provider.charge(chargeRequest(customer, { onSession: true }));
    expect(outcome).toMatchObject({ status: 'requires_action', code: 'authentication_required' });
    fake.authenticatePaymentIntent(outcome.paymentId!, 'fail');
    expect(await provider.paymentStatus(outcome.paymentId!)).toMatchObject({
      status: 'failed',
      code: 'payment_intent_authentication_failure',
    });
  });

  it('replays the first outcome for the same idempotency key instead of charging again', async () => {
    const paying = await customerWithCard();
    const first = await provider.charge(chargeRequest(paying));
    const again = await provider.charge(chargeRequest(paying));
    expect(again).toEqual(first);

    const declining = await customerWithCard('pm_card_chargeCustomerFail');
    const declined = await provider.charge(chargeRequest(declining));
    expect(await provider.charge(chargeRequest(declining))).toEqual(declined);

    expect(fake.paymentIntents()).toHaveLength(2);
    expect(fake.events().filter((e) => e.type === 'payment_intent.succeeded')).toHaveLength(1);
    const replays = fake.requests().filter((r) => r.path === '/v1/payment_intents' && r.replayed);
    expect(replays).toHaveLength(2);
  });

  it('rides out one server error with the SDK retry under the same idempotency key', async () => {
    const customer = await customerWithCard();
    fake.failNextRequestsWith(503, 1);
    const outcome = await provider.charge(chargeRequest(customer));
    expect(outcome.status).toBe('succeeded');
    expect(fake.paymentIntents()).toHaveLength(1);
  });

  it('throws CardProviderUnavailableError when Stripe keeps failing, and the later retry charges once', async () => {
    const customer = await customerWithCard();
    fake.failNextRequestsWith(503, 2);
    await expect(provider.charge(chargeRequest(customer))).rejects.toBeInstanceOf(CardProviderUnavailableError);
    expect(fake.paymentIntents()).toHaveLength(0);

    fake.failNextRequestsWith('network', 2);
    await expect(provider.charge(chargeRequest(customer))).rejects.toBeInstanceOf(CardProviderUnavailableError);

    const later = await provider.charge(chargeRequest(customer));
    expect(later.status).toBe('succeeded');
    expect(await provider.charge(chargeRequest(customer))).toEqual(later);
    expect(fake.paymentIntents()).toHaveLength(1);
  });

  it('treats a key Stripe refuses and a rate limit as unavailable, not as a decline', async () => {
    const customer = await customerWithCard();
    const badKey = createStripeProvider({ secretKey: 'sk_test_wrongkey000000', publishableKey: 'pk_test_x', apiUrl: FAKE_URL });
    const error = await badKey.charge(chargeRequest(customer)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardProviderUnavailableError);
    expect((error as CardProviderUnavailableError).detail).toContain('Invalid API Key provided');

    fake.failNextRequestsWith(429, 1);
    await expect(provider.createSetupIntent(customer.customerId)).rejects.toBeInstanceOf(CardProviderUnavailableError);
    expect(fake.paymentIntents()).toHaveLength(0);
  });
});

describe('Stripe webhooks', () => {
  it('verifies signed deliveries and maps each event type billing reacts to', async () => {
    const paying = await customerWithCard();
    const paid = await provider.charge(chargeRequest(paying));
    const declining = await customerWithCard('pm_card_chargeCustomerFail');
    const declined = await provider.charge(chargeRequest(declining));
    const eventOf = (type: string) => fake.events().find((e) => e.type === type)!;

    const succeeded = eventOf('payment_intent.succeeded');
    const s = await signedWebhook(WEBHOOK_SECRET, succeeded);
    expect(await verifyStripeWebhook(webhookOptions, s.body, s.signature)).toEqual({
      id: succeeded.id,
      type: 'payment.succeeded',
      paymentId: paid.paymentId,
      invoiceId: 40 + paying.userId,
    });

    const failed = eventOf('payment_intent.payment_failed');
    const f = await signedWebhook(WEBHOOK_SECRET, failed);
    expect(await verifyStripeWebhook(webhookOptions, f.body, f.signature)).toEqual({
      id: failed.id,
      type: 'payment.failed',
      paymentId: declined.paymentId,
      invoiceId: 40 + declining.userId,
      code: 'generic_decline',
      message: 'Your card was declined.',
    });

    const setup = eventOf('setup_intent.succeeded');
    const u = await signedWebhook(WEBHOOK_SECRET, setup);
    expect(await verifyStripeWebhook(webhookOptions, u.body, u.signature)).toEqual({
      id: setup.id,
      type: 'setup.succeeded',
      setupIntentId: paying.setupIntentId,
      customerId: paying.customerId,
      // Our card set-ups say so in their metadata (a subscription's would not).
      purpose: 'card_on_file',
    });

    const other = stripeEvent('customer.updated', fake.customers()[0]!);
    const o = await signedWebhook(WEBHOOK_SECRET, other);
    expect(await verifyStripeWebhook(webhookOptions, o.body, o.signature)).toEqual({ id: other.id, type: 'ignored', providerType: 'customer.updated' });
  });

  it('gives no invoice for a payment made outside billing (no invoice_id metadata)', async () => {
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_elsewhere', object: 'payment_intent', metadata: {} });
    const { body, signature } = await signedWebhook(WEBHOOK_SECRET, event);
    expect(await verifyStripeWebhook(webhookOptions, body, signature)).toMatchObject({ paymentId: 'pi_elsewhere', invoiceId: null });
  });

  it('refuses a forged, a wrongly keyed, a missing and a stale signature', async () => {
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_forged', object: 'payment_intent', metadata: { invoice_id: '1' } });
    const { body, signature } = await signedWebhook(WEBHOOK_SECRET, event);

    const tampered = body.replace('pi_forged', 'pi_tampered');
    await expect(verifyStripeWebhook(webhookOptions, tampered, signature)).rejects.toBeInstanceOf(WebhookSignatureError);
    const forgedHeader = signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    await expect(verifyStripeWebhook(webhookOptions, body, forgedHeader)).rejects.toBeInstanceOf(WebhookSignatureError);

    const wrongKey = await signedWebhook('whsec_someone_else', event);
    await expect(verifyStripeWebhook(webhookOptions, wrongKey.body, wrongKey.signature)).rejects.toBeInstanceOf(WebhookSignatureError);

    await expect(verifyStripeWebhook(webhookOptions, body, null)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(verifyStripeWebhook(webhookOptions, body, '')).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(verifyStripeWebhook(webhookOptions, body, 'garbage')).rejects.toBeInstanceOf(WebhookSignatureError);

    const stale = await signedWebhook(WEBHOOK_SECRET, event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const error = await verifyStripeWebhook(webhookOptions, stale.body, stale.signature).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect((error as Error).message).toContain('tolerance');
  });
});
