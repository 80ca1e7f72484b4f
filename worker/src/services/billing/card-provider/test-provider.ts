/**
 * The local test card provider: the card provider when no Stripe key is configured, so that
 * `npm start` gives a working payment flow with no account. It keeps set-up intents, cards and
 * payments in D1 and behaves like Stripe's test mode for its test cards (test-cards.ts). It never
 * moves money, and every payment screen says so.
 */
import type { Db } from '../../../db/client.ts';
import {
  findTestObject,
  findTestPaymentByKey,
  findTestSetupBySecret,
  insertTestObject,
  setTestObjectStatus,
  succeedTestSetup,
  type TestCardObjectRow,
} from '../../../db/repositories/test-card-repository.ts';
import { checkTestCard, DECLINED, type TestCardBehaviour, type TestSetupConfirmation } from './test-cards.ts';

export type { TestSetupConfirmation };
import { TestSubscriptions, type TestSubscriptionConfirmResult } from './test-subscriptions.ts';
import type {
  CardDetails,
  CardProvider,
  ChargeOutcome,
  ChargeRequest,
  CouponLookup,
  CreateSubscriptionRequest,
  PlanInvoice,
  ProviderSubscription,
  SubscriptionCheckout,
} from './types.ts';

const AUTHENTICATION_REQUIRED = {
  code: 'authentication_required',
  message: 'Your bank asks you to confirm this payment. Use "Retry payment" on your account page to confirm it.',
} as const;

/** 80 random bits as hex: letters and digits only, as in Stripe's ids. */
function randomAlnum(): string {
  return [...crypto.getRandomValues(new Uint8Array(10))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Ids shaped like Stripe's, with a `test` marker. */
function testId(prefix: string): string {
  return `${prefix}_test_${randomAlnum()}`;
}

function outcomeOf(payment: TestCardObjectRow): ChargeOutcome {
  if (payment.status === 'succeeded') return { status: 'succeeded', paymentId: payment.id };
  return { status: 'failed', paymentId: payment.id, code: payment.errorCode ?? DECLINED.code, message: payment.errorMessage ?? DECLINED.message };
}

export type TestSetupResult = { ok: true; setupIntentId: string } | { ok: false; code: string; message: string };

export class TestCardProvider implements CardProvider {
  readonly kind = 'test' as const;
  private readonly subscriptions: TestSubscriptions;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.subscriptions = new TestSubscriptions(db, { charge: (r) => this.charge(r), randomId: testId, randomSecret: randomAlnum }, clock);
  }

  async createCustomer(user: { id: number }): Promise<string> {
    return `cus_test_u${user.id}`;
  }

  async createSetupIntent(customerId: string) {
    const setupIntentId = testId('seti');
    const clientSecret = `${setupIntentId}_secret_${randomAlnum()}`;
    await insertTestObject(this.db, { id: setupIntentId, kind: 'setup_intent', customerId, clientSecret, status: 'requires_payment_method' });
    return { setupIntentId, clientSecret };
  }

  /**
   * The browser's confirm step (Stripe's confirmCardSetup): checks the card details and saves the
   * card on the set-up intent. Only the customer's own browser, holding the client secret, can confirm it.
   */
  async confirmSetup(customerId: string, clientSecret: string, details: TestSetupConfirmation): Promise<TestSetupResult> {
    const setup = await findTestSetupBySecret(this.db, clientSecret);
    if (!setup || setup.customerId !== customerId)
      return { ok: false, code: 'resource_missing', message: 'This card set-up was not found. Please start again.' };
    if (setup.status === 'succeeded') return { ok: true, setupIntentId: setup.id };
    const check = checkTestCard(details.cardNumber, details.expMonth, details.expYear, this.clock());
    if (!check.ok) return check;
    const paymentMethodId = testId('pm');
    await insertTestObject(this.db, {
      id: paymentMethodId,
      kind: 'payment_method',
      customerId: setup.customerId,
      status: 'attached',
      cardBrand: check.card.brand,
      cardLast4: check.last4,
      expMonth: details.expMonth,
      expYear: details.expYear,
      behaviour: check.card.charges,
    });
    // A second confirmation racing this one finds the intent used and keeps the first card.
    if (!(await succeedTestSetup(this.db, setup.id, paymentMethodId))) await setTestObjectStatus(this.db, paymentMethodId, 'detached');
    return { ok: true, setupIntentId: setup.id };
  }

  async completedSetup(customerId: string, setupIntentId: string): Promise<CardDetails | null> {
    const setup = await findTestObject(this.db, setupIntentId, 'setup_intent');
    if (!setup || setup.customerId !== customerId || setup.status !== 'succeeded' || !setup.paymentMethodId) return null;
    const card = await findTestObject(this.db, setup.paymentMethodId, 'payment_method');
    if (!card || card.status !== 'attached') return null;
    return { paymentMethodId: card.id, brand: card.cardBrand ?? 'card', last4: card.cardLast4 ?? '0000', expMonth: card.expMonth, expYear: card.expYear };
  }

  async setDefaultPaymentMethod(): Promise<void> {
    // The test provider charges the card it is given; it keeps no default.
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await setTestObjectStatus(this.db, paymentMethodId, 'detached');
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    // Like Stripe, a repeated idempotency key replays the first outcome and charges nothing new.
    const earlier = await findTestPaymentByKey(this.db, request.idempotencyKey);
    if (earlier) return outcomeOf(earlier);
    const card = await findTestObject(this.db, request.paymentMethodId, 'payment_method');
    const behaviour: TestCardBehaviour | 'missing' =
      card && card.customerId === request.customerId && card.status === 'attached' ? ((card.behaviour as TestCardBehaviour | null) ?? 'succeed') : 'missing';
    const failure =
      behaviour === 'missing'
        ? { code: 'payment_method_missing', message: 'The card on file is no longer available. Please add a card.' }
        : behaviour === 'decline'
          ? DECLINED
          : behaviour === 'authentication_required' && !request.onSession
            ? AUTHENTICATION_REQUIRED
            : null;
    const payment = await insertTestObject(this.db, {
      id: testId('pi'),
      kind: 'payment',
      customerId: request.customerId,
      status: failure ? 'failed' : 'succeeded',
      paymentMethodId: request.paymentMethodId,
      amountFils: request.amountFils,
      idempotencyKey: request.idempotencyKey,
      errorCode: failure?.code ?? null,
      errorMessage: failure?.message ?? null,
    }).catch(async (err: unknown) => {
      // The same key written concurrently: the other request's payment is the outcome.
      const other = await findTestPaymentByKey(this.db, request.idempotencyKey);
      if (other) return other;
      throw err;
    });
    return outcomeOf(payment);
  }

  async paymentStatus(paymentId: string): Promise<ChargeOutcome> {
    const payment = await findTestObject(this.db, paymentId, 'payment');
    if (!payment) return { status: 'failed', paymentId: null, code: 'resource_missing', message: 'Payment not found' };
    return outcomeOf(payment);
  }

  // ── the Professional Plan (test-subscriptions.ts) ──

  findCoupon(code: string): Promise<CouponLookup> {
    return this.subscriptions.findCoupon(code);
  }

  createSubscription(request: CreateSubscriptionRequest): Promise<SubscriptionCheckout> {
    return this.subscriptions.create(request);
  }

  subscriptionCheckout(subscriptionId: string): Promise<SubscriptionCheckout> {
    return this.subscriptions.checkout(subscriptionId);
  }

  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.subscriptions.retrieve(subscriptionId);
  }

  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    return this.subscriptions.setCancelAtPeriodEnd(subscriptionId, cancel);
  }

  cancelSubscriptionNow(subscriptionId: string): Promise<ProviderSubscription> {
    return this.subscriptions.cancelNow(subscriptionId);
  }

  setSubscriptionPaymentMethod(subscriptionId: string, paymentMethodId: string): Promise<ProviderSubscription> {
    return this.subscriptions.setPaymentMethod(subscriptionId, paymentMethodId);
  }

  listPlanInvoices(customerId: string, subscriptionIds: readonly string[]): Promise<PlanInvoice[]> {
    return this.subscriptions.invoices(customerId, subscriptionIds);
  }

  /** The browser's confirm step for a subscription (Stripe's confirmPayment / confirmSetup). */
  confirmSubscription(customerId: string, clientSecret: string, details: TestSetupConfirmation): Promise<TestSubscriptionConfirmResult> {
    return this.subscriptions.confirm(customerId, clientSecret, details);
  }

  /** The local stand-in for Stripe's customer portal: a page of the app (web /billing/portal). */
  async createPortalSession(_customerId: string, urls: { appUrl: string }): Promise<string> {
    return `${urls.appUrl.replace(/\/$/, '')}/billing/portal`;
  }
}
