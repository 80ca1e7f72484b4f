/**
 * A small in-memory fake of the Stripe HTTP API, enough for the card provider: customers,
 * SetupIntents, PaymentMethods and PaymentIntents, and (fake-stripe-subscriptions.ts) Prices,
 * Coupons, Promotion Codes, Subscriptions, their Invoices and Billing Portal sessions, with Stripe's test PaymentMethods
 * (pm_card_visa, pm_card_chargeCustomerFail, …) behaving as in Stripe's test mode.
 *
 * It is a pure fetch handler (Request → Response) without Node imports, so the worker tests run it
 * inside workerd behind an intercepted fetch, and fake-stripe-server.ts serves it over HTTP.
 * Like Stripe it reads form-encoded bodies with bracket keys, checks the Bearer key, replays
 * Idempotency-Key requests and answers errors in Stripe's shape.
 *
 * One deliberate simplification: an off-session charge of pm_card_authenticationRequired leaves
 * the PaymentIntent in requires_action (Stripe itself leaves it in requires_payment_method with
 * last_payment_error.code authentication_required); both come with the 402 authentication_required
 * error and a client secret, and the adapter treats both alike.
 */
import Stripe from 'stripe';
import {
  copy,
  docUrl,
  expandOf,
  isObject,
  mergeMetadata,
  newId,
  now,
  randomString,
  str,
  strings,
  unknownParam,
  type FormObject,
  type FormValue,
  type Metadata,
  type Result,
} from './fake-stripe-params.ts';
import { createSubscriptionBook, type SubscriptionControls } from './fake-stripe-subscriptions.ts';

/** Stripe's test PaymentMethods this fake knows (https://docs.stripe.com/testing). */
export const TEST_PAYMENT_METHODS = {
  /** 4242 4242 4242 4242: sets up and charges. */
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeeds' },
  /** 5555 5555 5555 4444: sets up and charges. */
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeeds' },
  /** 4000 0000 0000 0002: declined already when set up (generic_decline). */
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declines' },
  /** 4000 0000 0000 0341: sets up, then every charge is declined (generic_decline). */
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: 'declines_charges' },
  /** 4000 0000 0000 9995: sets up, then every charge is declined (insufficient_funds). */
  pm_card_visa_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'insufficient_funds' },
  /** 4000 0027 6000 3184: every charge needs 3-D Secure, off-session ones are declined with authentication_required. */
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'requires_authentication' },
} as const;

export type TestPaymentMethod = keyof typeof TEST_PAYMENT_METHODS;
type Behaviour = (typeof TEST_PAYMENT_METHODS)[TestPaymentMethod]['behaviour'];

export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: FakePaymentIntent;
  payment_method?: FakePaymentMethod;
  setup_intent?: FakeSetupIntent;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  created: number;
  description: string | null;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null };
  livemode: false;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  billing_details: { address: null; email: null; name: null; phone: null };
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit'; country: 'US' };
  metadata: Metadata;
  livemode: false;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  last_setup_error: StripeErrorBody | null;
  metadata: Metadata;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  usage: string;
  livemode: false;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: StripeErrorBody | null;
  latest_charge: string | null;
  metadata: Metadata;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string } } | null;
  payment_method: string | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled';
  livemode: false;
}

/** A Stripe event as delivered to a webhook endpoint. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | null;
  status: number;
  replayed: boolean;
}

export interface FakeStripe extends SubscriptionControls {
  handle(request: Request): Promise<Response>;
  customers(): FakeCustomer[];
  setupIntents(): FakeSetupIntent[];
  paymentMethods(): FakePaymentMethod[];
  paymentIntents(): FakePaymentIntent[];
  /** The events Stripe would have sent to a webhook endpoint, oldest first (sign them with signedWebhook). */
  events(): FakeStripeEvent[];
  /** Every request handled, oldest first (not the simulated outages). */
  requests(): RecordedRequest[];
  /** What the browser's confirmCardSetup does: confirms the set-up with one of Stripe's test cards (any 3-D Secure of the set-up passes). */
  confirmSetupIntent(setupIntentId: string, paymentMethod: TestPaymentMethod): FakeSetupIntent;
  /** What the customer does on-session: completes (or fails) the 3-D Secure of a payment. */
  authenticatePaymentIntent(paymentIntentId: string, result?: 'succeed' | 'fail'): FakePaymentIntent;
  /**
   * The next `count` requests fail before reaching "Stripe": with that HTTP status and an api_error
   * body, or, for 'network', by throwing as fetch does when the connection fails (the HTTP server
   * drops the connection). Nothing is stored or replayed for them.
   */
  failNextRequestsWith(status: number | 'network', count?: number): void;
}

export interface FakeStripeOptions {
  /** The only key accepted; without it any test-mode secret key (sk_test_…, rk_test_…) is. */
  secretKey?: string;
}

interface SavedResponse {
  fingerprint: string;
  result: Result;
  requestId: string;
}

const DECLINED = 'Your card was declined.';
const AUTHENTICATION_REQUIRED = 'Your card was declined. This transaction requires authentication.';
const AUTHENTICATION_FAILED =
  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';
/** Stripe's minimum charge per currency, in the minor unit (AED 2.00). */
const MINIMUM_AMOUNT: Record<string, number> = { aed: 200, usd: 50, eur: 50, gbp: 30 };

export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripe {
  const customers = new Map<string, FakeCustomer>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const behaviours = new Map<string, Behaviour>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const events: FakeStripeEvent[] = [];
  const requests: RecordedRequest[] = [];
  const saved = new Map<string, SavedResponse>();
  const failures: Array<number | 'network'> = [];
  let currentRequest: { id: string; idempotencyKey: string | null } = { id: '', idempotencyKey: null };

  const ok = (body: object): Result => ({ status: 200, body });
  const fail = (status: number, error: StripeErrorBody): Result => ({ status, body: { error } });
  const invalid = (message: string, extra: Partial<StripeErrorBody> = {}): Result =>
    fail(400, { type: 'invalid_request_error', message, ...extra, ...(extra.code ? { doc_url: docUrl(extra.code) } : {}) });
  const missing = (kind: string, id: string, param = 'id'): Result =>
    fail(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'`, doc_url: docUrl('resource_missing') });

  function emit(type: string, object: object): void {
    events.push(stripeEvent(type, copy(object), { requestId: currentRequest.id || null, idempotencyKey: currentRequest.idempotencyKey }));
  }

  /** A test PaymentMethod id becomes a new card, as in Stripe; an existing pm_… id is looked up. */
  function resolvePaymentMethod(id: string): FakePaymentMethod | null {
    const test = (TEST_PAYMENT_METHODS as Record<string, (typeof TEST_PAYMENT_METHODS)[TestPaymentMethod]>)[id];
    if (test) {
      const method: FakePaymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        created: now(),
        customer: null,
        billing_details: { address: null, email: null, name: null, phone: null },
        card: { brand: test.brand, last4: test.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: 'credit', country: 'US' },
        metadata: {},
        livemode: false,
      };
      paymentMethods.set(method.id, method);
      behaviours.set(method.id, test.behaviour);
      return method;
    }
    return paymentMethods.get(id) ?? null;
  }

  /** Replaces the fields named in expand[] by the objects they point to. */
  function render(object: object, expand: string[]): Result {
    const out = copy(object) as Record<string, unknown>;
    for (const field of expand) {
      const value = out[field];
      if (!(field in out) || (field !== 'customer' && field !== 'payment_method')) {
        return invalid(`This property cannot be expanded (${field}).`);
      }
      if (typeof value === 'string') {
        out[field] = copy((field === 'customer' ? customers.get(value) : paymentMethods.get(value)) ?? value);
      }
    }
    return ok(out);
  }

  function cardError(code: string, declineCode: string, message: string, charge?: string): StripeErrorBody {
    return { type: 'card_error', code, decline_code: declineCode, message, doc_url: docUrl(code), ...(charge ? { charge } : {}) };
  }

  // ── customers ──

  function createCustomer(params: FormObject): Result {
    const unknown = unknownParam(params, ['email', 'name', 'description', 'metadata', 'expand', 'payment_method', 'invoice_settings']);
    if (unknown) return unknown;
    const customer: FakeCustomer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      description: str(params, 'description') ?? null,
      email: str(params, 'email') ?? null,
      name: str(params, 'name') ?? null,
      metadata: mergeMetadata({}, params.metadata),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
    };
    customers.set(customer.id, customer);
    emit('customer.created', customer);
    return render(customer, expandOf(params));
  }

  function updateCustomer(id: string, params: FormObject): Result {
    const customer = customers.get(id);
    if (!customer) return missing('customer', id);
    const unknown = unknownParam(params, ['email', 'name', 'description', 'metadata', 'expand', 'invoice_settings']);
    if (unknown) return unknown;
    const settings = params.invoice_settings;
    const defaultMethod = isObject(settings) ? settings.default_payment_method : undefined;
    if (typeof defaultMethod === 'string' && defaultMethod !== '') {
      if (paymentMethods.get(defaultMethod)?.customer !== id) {
        return invalid(`No such PaymentMethod: '${defaultMethod}'; the payment method must be attached to the customer.`, {
          code: 'resource_missing',
          param: 'invoice_settings[default_payment_method]',
        });
      }
    }
    if (typeof defaultMethod === 'string') customer.invoice_settings.default_payment_method = defaultMethod || null;
    for (const field of ['email', 'name', 'description'] as const) {
      const value = str(params, field);
      if (value !== undefined) customer[field] = value || null;
    }
    customer.metadata = mergeMetadata(customer.metadata, params.metadata);
    emit('customer.updated', customer);
    return render(customer, expandOf(params));
  }

  // ── setup intents ──

  function createSetupIntent(params: FormObject): Result {
    const unknown = unknownParam(params, [
      'customer',
      'usage',
      'payment_method_types',
      'allowed_payment_method_types',
      'automatic_payment_methods',
      'metadata',
      'description',
      'expand',
      'payment_method',
      'confirm',
      'return_url',
    ]);
    if (unknown) return unknown;
    const customerId = str(params, 'customer');
    if (customerId && !customers.has(customerId)) return invalid(`No such customer: '${customerId}'`, { code: 'resource_missing', param: 'customer' });
    const types = strings(params.allowed_payment_method_types) ?? strings(params.payment_method_types) ?? ['card'];
    const intent: FakeSetupIntent = {
      id: newId('seti'),
      object: 'setup_intent',
      client_secret: '',
      created: now(),
      customer: customerId ?? null,
      description: str(params, 'description') ?? null,
      last_setup_error: null,
      metadata: mergeMetadata({}, params.metadata),
      next_action: null,
      payment_method: null,
      payment_method_types: types,
      status: 'requires_payment_method',
      usage: str(params, 'usage') ?? 'off_session',
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomString(24)}`;
    setupIntents.set(intent.id, intent);
    emit('setup_intent.created', intent);
    const method = str(params, 'payment_method');
    if (str(params, 'confirm') === 'true' && method) return confirmSetup(intent, method, expandOf(params));
    return render(intent, expandOf(params));
  }

  function confirmSetup(intent: FakeSetupIntent, paymentMethodId: string, expand: string[]): Result {
    if (intent.status !== 'requires_payment_method') {
      return invalid(`You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, {
        code: 'setup_intent_unexpected_state',
        setup_intent: copy(intent),
      });
    }
    const method = resolvePaymentMethod(paymentMethodId);
    if (!method) return invalid(`No such PaymentMethod: '${paymentMethodId}'`, { code: 'resource_missing', param: 'payment_method' });
    if (method.customer && method.customer !== intent.customer) {
      return invalid('The provided PaymentMethod is attached to another Customer.', { code: 'payment_method_invalid_parameter', param: 'payment_method' });
    }
    if (behaviours.get(method.id) === 'declines') {
      const error = cardError('card_declined', 'generic_decline', DECLINED);
      intent.last_setup_error = { ...error, payment_method: copy(method) };
      intent.payment_method = null;
      emit('setup_intent.setup_failed', intent);
      return fail(402, { ...error, payment_method: copy(method), setup_intent: copy(intent) });
    }
    if (intent.customer) method.customer = intent.customer;
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    intent.last_setup_error = null;
    if (intent.customer) emit('payment_method.attached', method);
    emit('setup_intent.succeeded', intent);
    billing.setupIntentSucceeded(intent);
    return render(intent, expand);
  }

  // ── payment methods ──

  function detachPaymentMethod(id: string): Result {
    const method = paymentMethods.get(id);
    if (!method) return missing('PaymentMethod', id);
    if (!method.customer) {
      return invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
    }
    const customer = customers.get(method.customer);
    if (customer?.invoice_settings.default_payment_method === id) customer.invoice_settings.default_payment_method = null;
    method.customer = null;
    emit('payment_method.detached', method);
    return ok(copy(method));
  }

  // ── payment intents ──

  function createPaymentIntent(params: FormObject): Result {
    const unknown = unknownParam(params, [
      'amount',
      'currency',
      'customer',
      'payment_method',
      'confirm',
      'off_session',
      'description',
      'metadata',
      'expand',
      'payment_method_types',
      'allowed_payment_method_types',
      'automatic_payment_methods',
      'return_url',
      'receipt_email',
      'setup_future_usage',
      'statement_descriptor_suffix',
      'error_on_requires_action',
      'capture_method',
      'use_stripe_sdk',
    ]);
    if (unknown) return unknown;
    const rawAmount = str(params, 'amount');
    if (rawAmount === undefined) return invalid('Missing required param: amount.', { code: 'parameter_missing', param: 'amount' });
    if (!/^\d+$/.test(rawAmount)) return invalid('Invalid integer: ' + rawAmount, { code: 'parameter_invalid_integer', param: 'amount' });
    const currency = str(params, 'currency')?.toLowerCase();
    if (!currency) return invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
    const amount = Number(rawAmount);
    const minimum = MINIMUM_AMOUNT[currency] ?? 50;
    if (amount < minimum) {
      return invalid(`Amount must be at least ${(minimum / 100).toFixed(2)} ${currency}`, { code: 'amount_too_small', param: 'amount' });
    }
    const customerId = str(params, 'customer');
    if (customerId && !customers.has(customerId)) return invalid(`No such customer: '${customerId}'`, { code: 'resource_missing', param: 'customer' });
    const confirm = str(params, 'confirm') === 'true';
    const offSession = str(params, 'off_session') === 'true' || str(params, 'off_session') === 'one_off' || str(params, 'off_session') === 'recurring';
    if (offSession && !confirm) {
      return invalid('You can only pass off_session when confirm=true.', { code: 'parameter_invalid_empty', param: 'off_session' });
    }
    const types = strings(params.allowed_payment_method_types) ?? strings(params.payment_method_types);
    const automatic = params.automatic_payment_methods;
    const noRedirects = isObject(automatic) && automatic.allow_redirects === 'never';
    // Stripe's rule: with the Dashboard's payment methods (the default), some may redirect, so an
    // on-session confirmation needs a return_url unless the types are given or redirects are off.
    if (confirm && !offSession && !types && !noRedirects && !str(params, 'return_url')) {
      return invalid(
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard, because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
        { code: 'parameter_missing', param: 'return_url' },
      );
    }
    let method: FakePaymentMethod | null = null;
    const methodId = str(params, 'payment_method');
    if (methodId) {
      method = resolvePaymentMethod(methodId);
      if (!method) return invalid(`No such PaymentMethod: '${methodId}'`, { code: 'resource_missing', param: 'payment_method' });
      if (method.customer && method.customer !== customerId) {
        return invalid(
          customerId
            ? `The provided PaymentMethod ${method.id} does not belong to the Customer ${customerId}.`
            : `The provided PaymentMethod ${method.id} is attached to a Customer; pass that customer too.`,
          { code: 'payment_method_invalid_parameter', param: 'payment_method' },
        );
      }
    } else if (confirm) {
      return invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: 'payment_intent_unexpected_state',
      });
    }

    const intent: FakePaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      capture_method: 'automatic',
      client_secret: '',
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer: customerId ?? null,
      description: str(params, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      metadata: mergeMetadata({}, params.metadata),
      next_action: null,
      payment_method: method?.id ?? null,
      payment_method_types: types ?? ['card'],
      status: method ? 'requires_confirmation' : 'requires_payment_method',
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomString(25)}`;
    paymentIntents.set(intent.id, intent);
    emit('payment_intent.created', intent);
    if (!confirm || !method) return render(intent, expandOf(params));
    return attemptCharge(intent, method, offSession, expandOf(params));
  }

  function attemptCharge(intent: FakePaymentIntent, method: FakePaymentMethod, offSession: boolean, expand: string[]): Result {
    const behaviour = behaviours.get(method.id) ?? 'succeeds';
    if (behaviour === 'succeeds') return succeed(intent, expand);
    if (behaviour === 'requires_authentication') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${intent.id}` },
      };
      if (!offSession) {
        emit('payment_intent.requires_action', intent);
        return render(intent, expand);
      }
      const error = cardError('authentication_required', 'authentication_required', AUTHENTICATION_REQUIRED);
      intent.last_payment_error = { ...error, payment_method: copy(method) };
      emit('payment_intent.requires_action', intent);
      billing.paymentIntentFailed(intent);
      return fail(402, { ...error, payment_intent: copy(intent), payment_method: copy(method) });
    }
    const charge = newId('ch');
    const error =
      behaviour === 'insufficient_funds'
        ? cardError('card_declined', 'insufficient_funds', 'Your card has insufficient funds.', charge)
        : cardError('card_declined', 'generic_decline', DECLINED, charge);
    intent.status = 'requires_payment_method';
    intent.latest_charge = charge;
    intent.last_payment_error = { ...error, payment_method: copy(method) };
    emit('payment_intent.payment_failed', intent);
    billing.paymentIntentFailed(intent);
    return fail(402, { ...error, payment_intent: copy(intent), payment_method: copy(method) });
  }

  function succeed(intent: FakePaymentIntent, expand: string[]): Result {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = newId('ch');
    intent.last_payment_error = null;
    intent.next_action = null;
    emit('payment_intent.succeeded', intent);
    billing.paymentIntentSucceeded(intent);
    return render(intent, expand);
  }

  function authenticate(intent: FakePaymentIntent, result: string): Result {
    const waiting =
      intent.status === 'requires_action' || (intent.status === 'requires_payment_method' && intent.last_payment_error?.code === 'authentication_required');
    if (!waiting) {
      return invalid(`This PaymentIntent's status is ${intent.status}; it does not wait for authentication.`, {
        code: 'payment_intent_unexpected_state',
        payment_intent: copy(intent),
      });
    }
    if (result === 'fail') {
      const method = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: AUTHENTICATION_FAILED,
        doc_url: docUrl('payment_intent_authentication_failure'),
        ...(method ? { payment_method: copy(method) } : {}),
      };
      emit('payment_intent.payment_failed', intent);
      billing.paymentIntentFailed(intent);
      return ok(copy(intent));
    }
    return succeed(intent, []);
  }

  // ── Stripe Billing (fake-stripe-subscriptions.ts) ──

  function newPaymentIntent(customer: string, amount: number, currency: string, description: string): FakePaymentIntent {
    const intent: FakePaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      capture_method: 'automatic',
      client_secret: '',
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer,
      description,
      last_payment_error: null,
      latest_charge: null,
      metadata: {},
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomString(25)}`;
    paymentIntents.set(intent.id, intent);
    emit('payment_intent.created', intent);
    return intent;
  }

  function newSetupIntent(customer: string, metadata: Metadata): FakeSetupIntent {
    const intent: FakeSetupIntent = {
      id: newId('seti'),
      object: 'setup_intent',
      client_secret: '',
      created: now(),
      customer,
      description: null,
      last_setup_error: null,
      metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage: 'off_session',
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomString(24)}`;
    setupIntents.set(intent.id, intent);
    emit('setup_intent.created', intent);
    return intent;
  }

  const billing = createSubscriptionBook({
    customers,
    paymentMethods,
    setupIntents,
    paymentIntents,
    emit,
    ok,
    invalid,
    missing,
    resolvePaymentMethod,
    newPaymentIntent,
    newSetupIntent,
    chargeIntent: (intent, method, offSession) => attemptCharge(intent, method, offSession, []),
    confirmSetupIntent: (id, method) => {
      const intent = setupIntents.get(id);
      if (!intent) throw new Error(`Fake Stripe: no SetupIntent ${id}`);
      const result = confirmSetup(intent, method, []);
      if (result.status !== 200 && result.status !== 402) throw new Error(`Fake Stripe: ${JSON.stringify(result.body)}`);
      return copy(intent);
    },
  });

  // ── routing ──

  function route(method: string, path: string, params: FormObject): Result {
    const parts = path
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
    if (parts[0] !== 'v1') return unrecognised(method, path);
    const [, resource, id, action, extra] = parts;
    if (extra !== undefined) return unrecognised(method, path);
    if (resource === 'customers') {
      if (!id && method === 'POST') return createCustomer(params);
      if (id && !action && method === 'GET') {
        const customer = customers.get(id);
        return customer ? render(customer, expandOf(params)) : missing('customer', id);
      }
      if (id && !action && method === 'POST') return updateCustomer(id, params);
    }
    if (resource === 'setup_intents') {
      if (!id && method === 'POST') return createSetupIntent(params);
      const intent = id ? setupIntents.get(id) : undefined;
      if (id && !intent && (method === 'GET' || action === 'confirm')) return missing('setupintent', id);
      if (intent && !action && method === 'GET') return render(intent, expandOf(params));
      if (intent && action === 'confirm' && method === 'POST') {
        const methodId = str(params, 'payment_method');
        if (!methodId) return invalid('Missing required param: payment_method.', { code: 'parameter_missing', param: 'payment_method' });
        return confirmSetup(intent, methodId, expandOf(params));
      }
    }
    if (resource === 'payment_methods' && id) {
      const paymentMethod = paymentMethods.get(id);
      if (!action && method === 'GET') return paymentMethod ? render(paymentMethod, expandOf(params)) : missing('PaymentMethod', id);
      if (action === 'detach' && method === 'POST') return detachPaymentMethod(id);
    }
    if (resource === 'payment_intents') {
      if (!id && method === 'POST') return createPaymentIntent(params);
      const intent = id ? paymentIntents.get(id) : undefined;
      if (id && !intent && (method === 'GET' || action === '_authenticate')) return missing('payment_intent', id);
      if (intent && !action && method === 'GET') return render(intent, expandOf(params));
      if (intent && action === '_authenticate' && method === 'POST') return authenticate(intent, str(params, 'result') ?? 'succeed');
    }
    return billing.route(method, resource, id, action, params) ?? unrecognised(method, path);
  }

  function unrecognised(method: string, path: string): Result {
    return fail(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  function authError(header: string | null): Result | null {
    const key = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (!key) {
      return fail(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    const accepted = options.secretKey ? key === options.secretKey : /^(sk|rk)_test_\w+$/.test(key);
    if (accepted) return null;
    return fail(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${maskKey(key)}` });
  }

  return {
    async handle(request) {
      const failure = failures.shift();
      if (failure === 'network') throw new TypeError('Network connection lost. (simulated by the fake Stripe)');
      const requestId = newId('req');
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': request.headers.get('stripe-version') ?? Stripe.API_VERSION,
      };
      if (failure !== undefined) {
        return respond(
          { status: failure, body: { error: { type: 'api_error', message: 'An unknown error occurred (simulated outage of the fake Stripe).' } } },
          headers,
        );
      }
      // Decoded by hand: workerd warns when .text() reads a form-encoded body.
      const bodyText = method === 'POST' ? new TextDecoder().decode(await request.arrayBuffer()) : '';
      const params = parseStripeForm(method === 'POST' ? bodyText : url.search.slice(1));
      const idempotencyKey = method === 'POST' ? request.headers.get('idempotency-key') : null;
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      const record = (status: number, replayed: boolean) => requests.push({ method, path: url.pathname, params, idempotencyKey, status, replayed });

      const refused = authError(request.headers.get('authorization'));
      if (refused) {
        record(refused.status, false);
        return respond(refused, headers);
      }
      const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
      if (idempotencyKey) {
        const previous = saved.get(idempotencyKey);
        if (previous && previous.fingerprint !== fingerprint) {
          const result = fail(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
          record(result.status, false);
          return respond(result, headers);
        }
        if (previous) {
          record(previous.result.status, true);
          return respond(previous.result, { ...headers, 'idempotent-replayed': 'true', 'original-request': previous.requestId });
        }
      }
      currentRequest = { id: requestId, idempotencyKey };
      const result = route(method, url.pathname, params);
      currentRequest = { id: '', idempotencyKey: null };
      // Like Stripe: a request that reached the endpoint (a success or a card error) is saved and
      // replayed; a refused one (validation, missing object) is not.
      if (idempotencyKey && (result.status < 400 || result.status === 402)) {
        saved.set(idempotencyKey, { fingerprint, result: { status: result.status, body: copy(result.body) }, requestId });
      }
      record(result.status, false);
      return respond(result, headers);
    },
    customers: () => [...customers.values()].map(copy),
    setupIntents: () => [...setupIntents.values()].map(copy),
    paymentMethods: () => [...paymentMethods.values()].map(copy),
    paymentIntents: () => [...paymentIntents.values()].map(copy),
    events: () => events.map(copy),
    requests: () => requests.map(copy),
    confirmSetupIntent(setupIntentId, paymentMethod) {
      const intent = setupIntents.get(setupIntentId);
      if (!intent) throw new Error(`Fake Stripe: no SetupIntent ${setupIntentId}`);
      const result = confirmSetup(intent, paymentMethod, []);
      if (result.status !== 200 && result.status !== 402) throw new Error(`Fake Stripe: ${JSON.stringify(result.body)}`);
      return copy(intent);
    },
    authenticatePaymentIntent(paymentIntentId, result = 'succeed') {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`Fake Stripe: no PaymentIntent ${paymentIntentId}`);
      const outcome = authenticate(intent, result);
      if (outcome.status !== 200) throw new Error(`Fake Stripe: ${JSON.stringify(outcome.body)}`);
      return copy(intent);
    },
    failNextRequestsWith(status, count = 1) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    addPrice: billing.addPrice,
    addCoupon: billing.addCoupon,
    addPromotionCode: billing.addPromotionCode,
    subscriptions: billing.subscriptions,
    invoices: billing.invoices,
    promotionCodes: billing.promotionCodes,
    coupons: billing.coupons,
    portalSessions: billing.portalSessions,
    confirmSubscriptionPayment: billing.confirmSubscriptionPayment,
    confirmSubscriptionSetup: billing.confirmSubscriptionSetup,
    advanceSubscription: billing.advanceSubscription,
  };
}

/** A Stripe event object around `object`, as Stripe posts it to a webhook endpoint. */
export function stripeEvent(
  type: string,
  object: object,
  options: { id?: string; created?: number; requestId?: string | null; idempotencyKey?: string | null } = {},
): FakeStripeEvent {
  return {
    id: options.id ?? newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: options.requestId ?? null, idempotency_key: options.idempotencyKey ?? null },
    type,
  };
}

/**
 * The body and Stripe-Signature header of a webhook delivery of `event`, signed with the
 * endpoint's secret by the SDK's own test helper. `timestamp` (Unix seconds) dates the signature,
 * e.g. ten minutes back for a stale one.
 */
export async function signedWebhook(secret: string, event: object, options: { timestamp?: number } = {}): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify(event, null, 2);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret, timestamp: options.timestamp });
  return { body, signature };
}

/**
 * Decodes Stripe's form encoding (`metadata[invoice_id]=7&expand[0]=payment_method`, also `expand[]`)
 * into nested objects and arrays.
 */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  if (!text) return root;
  new URLSearchParams(text).forEach((value, rawKey) => {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const segments = match ? [match[1]!, ...Array.from(match[2]!.matchAll(/\[([^[\]]*)\]/g), (m) => m[1]!)] : [rawKey];
    let node: { [key: string]: FormValue } = root;
    segments.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === segments.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (isObject(next)) {
        node = next;
      } else {
        const created: FormObject = {};
        node[key] = created;
        node = created;
      }
    });
  });
  return arrayify(root) as FormObject;
}

function arrayify(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(arrayify);
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => arrayify(value[k]!));
  }
  const out: FormObject = {};
  for (const k of keys) out[k] = arrayify(value[k]!);
  return out;
}

/** Key order does not matter to Stripe's idempotency check, values do. */
function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`)
    .join(',')}}`;
}

function respond(result: Result, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(result.body, null, 2), { status: result.status, headers });
}

function maskKey(key: string): string {
  return key.length <= 12 ? '*'.repeat(key.length) : `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}
