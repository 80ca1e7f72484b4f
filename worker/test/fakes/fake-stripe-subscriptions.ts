/**
 * Stripe Billing for the fake Stripe (fake-stripe.ts): Prices, Coupons, Promotion Codes,
 * Subscriptions (payment_behavior=default_incomplete only), their Invoices with the first
 * invoice's confirmation_secret, invoice payment, cancellation, and Billing Portal sessions, in
 * the shapes of API version 2025-03-31 and later (the billing period on the subscription's items,
 * an invoice's subscription under parent.subscription_details, promotion.coupon on a promotion
 * code). Subscriptions move in time only when a test says so (advanceSubscription). A coupon or
 * promotion code counts a redemption when the subscription's first invoice is paid (at once when
 * nothing is due), not when an incomplete subscription is created with it.
 */
import {
  copy,
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
  type Metadata,
  type Result,
} from './fake-stripe-params.ts';
import type { FakeCustomer, FakePaymentIntent, FakePaymentMethod, FakeSetupIntent, StripeErrorBody, TestPaymentMethod } from './fake-stripe.ts';

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  recurring: { interval: 'month'; interval_count: number };
  product: string;
  type: 'recurring';
  created: number;
  livemode: false;
}

export interface FakeCoupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  percent_off: number | null;
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
  name: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface FakePromotionCode {
  id: string;
  object: 'promotion_code';
  active: boolean;
  code: string;
  created: number;
  customer: null;
  customer_account: null;
  expires_at: number | null;
  max_redemptions: number | null;
  metadata: Metadata;
  promotion: { type: 'coupon'; coupon: string };
  restrictions: { first_time_transaction: boolean; minimum_amount: null; minimum_amount_currency: null };
  times_redeemed: number;
  livemode: false;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  created: number;
  currency: string;
  customer: string;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
  period_start: number;
  period_end: number;
  status: 'open' | 'paid' | 'void';
  status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: number | null };
  /** Before discounts. */
  subtotal: number;
  /** After discounts. */
  total: number;
  total_discount_amounts: Array<{ amount: number; discount: string }>;
  livemode: false;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  default_payment_method: string | null;
  discounts: string[];
  ended_at: number | null;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      price: FakePrice;
      quantity: 1;
      subscription: string;
    }>;
    has_more: false;
    url: string;
  };
  latest_invoice: string | null;
  metadata: Metadata;
  payment_settings: { payment_method_types: string[] | null; save_default_payment_method: string | null };
  pending_setup_intent: string | null;
  start_date: number;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';
  livemode: false;
}

export interface FakePortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
}

/** What the subscriptions need of the fake they live in. */
export interface FakeCore {
  customers: Map<string, FakeCustomer>;
  paymentMethods: Map<string, FakePaymentMethod>;
  setupIntents: Map<string, FakeSetupIntent>;
  paymentIntents: Map<string, FakePaymentIntent>;
  emit(type: string, object: object): void;
  ok(body: object): Result;
  invalid(message: string, extra?: Partial<StripeErrorBody>): Result;
  missing(kind: string, id: string, param?: string): Result;
  resolvePaymentMethod(id: string): FakePaymentMethod | null;
  /** A PaymentIntent of `amount` for the customer, waiting for a payment method. */
  newPaymentIntent(customer: string, amount: number, currency: string, description: string): FakePaymentIntent;
  /** A SetupIntent for the customer's card, waiting for a payment method. */
  newSetupIntent(customer: string, metadata: Metadata): FakeSetupIntent;
  /** Charges the intent with the method as Stripe's test cards behave (off- or on-session). */
  chargeIntent(intent: FakePaymentIntent, method: FakePaymentMethod, offSession: boolean): Result;
  confirmSetupIntent(setupIntentId: string, paymentMethod: TestPaymentMethod): FakeSetupIntent;
}

export interface SubscriptionControls {
  addPrice(options: { id?: string; unitAmount: number; currency?: string }): FakePrice;
  addCoupon(options: {
    id?: string;
    percentOff?: number;
    amountOff?: number;
    currency?: string;
    duration: FakeCoupon['duration'];
    durationInMonths?: number;
    maxRedemptions?: number;
    redeemBy?: number;
  }): FakeCoupon;
  addPromotionCode(options: { code: string; coupon: string; active?: boolean; expiresAt?: number; maxRedemptions?: number }): FakePromotionCode;
  subscriptions(): FakeSubscription[];
  invoices(): FakeInvoice[];
  promotionCodes(): FakePromotionCode[];
  coupons(): FakeCoupon[];
  portalSessions(): FakePortalSession[];
  /** What the browser's confirmPayment does with the first invoice's secret: pays it with one of Stripe's test cards. */
  confirmSubscriptionPayment(subscriptionId: string, paymentMethod: TestPaymentMethod): FakeSubscription;
  /** What the browser's confirmSetup does with a subscription's pending SetupIntent (nothing due, e.g. a 100% coupon). */
  confirmSubscriptionSetup(subscriptionId: string, paymentMethod: TestPaymentMethod): FakeSubscription;
  /**
   * The current period ends: a subscription cancelled at the period's end is deleted; any other
   * renews, and its new invoice is charged off-session to its card (declined: past_due).
   */
  advanceSubscription(subscriptionId: string): FakeSubscription;
}

export interface SubscriptionBook extends SubscriptionControls {
  route(method: string, resource: string | undefined, id: string | undefined, action: string | undefined, params: FormObject): Result | null;
  paymentIntentSucceeded(intent: FakePaymentIntent): void;
  paymentIntentFailed(intent: FakePaymentIntent): void;
  setupIntentSucceeded(intent: FakeSetupIntent): void;
}

/** The same day of the month `months` later (or the month's last day), as Stripe's billing cycle anchor. */
function addMonths(anchor: number, months: number): number {
  const d = new Date(anchor * 1000);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months + 1, 0)).getUTCDate();
  return Math.floor(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000,
  );
}

export function createSubscriptionBook(core: FakeCore): SubscriptionBook {
  const prices = new Map<string, FakePrice>();
  const coupons = new Map<string, FakeCoupon>();
  const promotionCodes = new Map<string, FakePromotionCode>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const portalSessions: FakePortalSession[] = [];
  /** The coupon a subscription was created with, and which period it is in. */
  const subscriptionState = new Map<string, { coupon: string | null; promo: string | null; period: number; redeemed: boolean }>();

  /** The subscription's first invoice is paid (or nothing was due): its coupon and promotion code count one redemption, once. */
  function redeemDiscount(subscriptionId: string): void {
    const state = subscriptionState.get(subscriptionId);
    if (!state || state.redeemed || !state.coupon) return;
    state.redeemed = true;
    const coupon = coupons.get(state.coupon)!;
    coupon.times_redeemed += 1;
    if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) coupon.valid = false;
    const promo = state.promo ? promotionCodes.get(state.promo) : undefined;
    if (promo) promo.times_redeemed += 1;
  }
  const invoiceOfIntent = new Map<string, string>();
  const intentOfInvoice = new Map<string, string>();
  const subscriptionOfSetup = new Map<string, string>();

  const { ok, invalid, missing, emit } = core;

  function couponOpen(coupon: FakeCoupon): boolean {
    return (
      coupon.valid &&
      (coupon.redeem_by === null || coupon.redeem_by > now()) &&
      (coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions)
    );
  }

  function discounted(amount: number, couponId: string | null, period: number): number {
    const coupon = couponId ? coupons.get(couponId) : undefined;
    if (!coupon) return amount;
    const applies = coupon.duration === 'forever' || (coupon.duration === 'once' ? period === 1 : period <= (coupon.duration_in_months ?? 0));
    if (!applies) return amount;
    const off = coupon.percent_off !== null ? Math.round((amount * coupon.percent_off) / 100) : (coupon.amount_off ?? 0);
    return Math.max(0, amount - off);
  }

  // ── rendering ──

  function renderInvoice(invoice: FakeInvoice, withSecret: boolean): object {
    const out = copy(invoice) as unknown as Record<string, unknown>;
    if (withSecret) {
      // An includable field: present only when expanded.
      const intent = intentOfInvoice.get(invoice.id);
      const pi = intent ? core.paymentIntents.get(intent) : undefined;
      out.confirmation_secret = pi && invoice.status === 'open' ? { client_secret: pi.client_secret, type: 'payment_intent' } : null;
    }
    return out;
  }

  function renderSubscription(sub: FakeSubscription, expand: string[]): Result {
    const out = copy(sub) as unknown as Record<string, unknown>;
    for (const field of expand) {
      if (field === 'latest_invoice' || field === 'latest_invoice.confirmation_secret') {
        const invoice = sub.latest_invoice ? invoices.get(sub.latest_invoice) : undefined;
        if (invoice)
          out.latest_invoice = renderInvoice(invoice, field === 'latest_invoice.confirmation_secret' || expand.includes('latest_invoice.confirmation_secret'));
      } else if (field === 'pending_setup_intent') {
        const setup = sub.pending_setup_intent ? core.setupIntents.get(sub.pending_setup_intent) : undefined;
        if (setup) out.pending_setup_intent = copy(setup);
      } else if (field === 'default_payment_method') {
        const method = sub.default_payment_method ? core.paymentMethods.get(sub.default_payment_method) : undefined;
        if (method) out.default_payment_method = copy(method);
      } else if (field === 'customer') {
        out.customer = copy(core.customers.get(sub.customer) ?? sub.customer);
      } else {
        return invalid(`This property cannot be expanded (${field}).`);
      }
    }
    return ok(out);
  }

  function renderPromotionCode(promo: FakePromotionCode, expandCoupon: boolean): object {
    const out = copy(promo) as unknown as Record<string, unknown>;
    if (expandCoupon) out.promotion = { type: 'coupon', coupon: copy(coupons.get(promo.promotion.coupon) ?? promo.promotion.coupon) };
    return out;
  }

  // ── invoices ──

  function newInvoice(
    sub: FakeSubscription,
    subtotal: number,
    amount: number,
    reason: FakeInvoice['billing_reason'],
    period: { start: number; end: number },
  ): FakeInvoice {
    const created = now();
    const invoice: FakeInvoice = {
      id: newId('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      billing_reason: reason,
      created,
      currency: sub.currency,
      customer: sub.customer,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: copy(sub.metadata), subscription: sub.id } },
      period_start: period.start,
      period_end: period.end,
      status: amount > 0 ? 'open' : 'paid',
      status_transitions: { finalized_at: created, paid_at: amount > 0 ? null : created, voided_at: null },
      subtotal,
      total: amount,
      total_discount_amounts: subtotal > amount ? [{ amount: subtotal - amount, discount: sub.discounts[0] ?? newId('di') }] : [],
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    emit('invoice.created', invoice);
    emit('invoice.finalized', invoice);
    if (amount > 0) {
      const intent = core.newPaymentIntent(sub.customer, amount, sub.currency, `Subscription update (${sub.id})`);
      invoiceOfIntent.set(intent.id, invoice.id);
      intentOfInvoice.set(invoice.id, intent.id);
    } else {
      emit('invoice.paid', invoice);
    }
    return invoice;
  }

  function subscriptionOfInvoice(invoice: FakeInvoice): FakeSubscription | undefined {
    return subscriptions.get(invoice.parent.subscription_details.subscription);
  }

  function paymentIntentSucceeded(intent: FakePaymentIntent): void {
    const invoiceId = invoiceOfIntent.get(intent.id);
    const invoice = invoiceId ? invoices.get(invoiceId) : undefined;
    if (!invoice || invoice.status !== 'open') return;
    invoice.status = 'paid';
    invoice.status_transitions.paid_at = now();
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    emit('invoice.paid', invoice);
    const sub = subscriptionOfInvoice(invoice);
    if (!sub) return;
    const method = intent.payment_method ? core.paymentMethods.get(intent.payment_method) : undefined;
    if (method && !method.customer) method.customer = sub.customer;
    // save_default_payment_method=on_subscription: the card that paid pays the renewals.
    if (method && sub.payment_settings.save_default_payment_method === 'on_subscription') sub.default_payment_method = method.id;
    if (invoice.billing_reason === 'subscription_create') redeemDiscount(sub.id);
    if (sub.status === 'incomplete' || sub.status === 'past_due') sub.status = 'active';
    emit('customer.subscription.updated', sub);
  }

  function paymentIntentFailed(intent: FakePaymentIntent): void {
    const invoiceId = invoiceOfIntent.get(intent.id);
    const invoice = invoiceId ? invoices.get(invoiceId) : undefined;
    if (!invoice || invoice.status !== 'open') return;
    emit('invoice.payment_failed', invoice);
    const sub = subscriptionOfInvoice(invoice);
    // A failed renewal makes the subscription past due; a failed first payment leaves it incomplete.
    if (sub && invoice.billing_reason === 'subscription_cycle' && sub.status === 'active') {
      sub.status = 'past_due';
      emit('customer.subscription.updated', sub);
    }
  }

  function setupIntentSucceeded(intent: FakeSetupIntent): void {
    const subId = subscriptionOfSetup.get(intent.id);
    const sub = subId ? subscriptions.get(subId) : undefined;
    if (!sub || !intent.payment_method) return;
    sub.default_payment_method = intent.payment_method;
    sub.pending_setup_intent = null;
    emit('customer.subscription.updated', sub);
  }

  // ── subscriptions ──

  function promotionRefusal(promo: FakePromotionCode | undefined, id: string): Result | null {
    if (!promo) return invalid(`No such promotion code: '${id}'`, { code: 'resource_missing', param: 'discounts[0][promotion_code]' });
    const coupon = coupons.get(promo.promotion.coupon);
    const expired = promo.expires_at !== null && promo.expires_at <= now();
    const usedUp = promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions;
    if (!promo.active || expired || usedUp || !coupon || !couponOpen(coupon)) {
      return invalid(`This promotion code cannot be redeemed: it is inactive, expired or used up (${promo.code}).`, { param: 'discounts[0][promotion_code]' });
    }
    return null;
  }

  function createSubscription(params: FormObject): Result {
    const unknown = unknownParam(params, [
      'customer',
      'items',
      'payment_behavior',
      'payment_settings',
      'discounts',
      'metadata',
      'expand',
      'default_payment_method',
      'collection_method',
      'off_session',
      'description',
      'billing_mode',
    ]);
    if (unknown) return unknown;
    const customerId = str(params, 'customer');
    if (!customerId) return invalid('Missing required param: customer.', { code: 'parameter_missing', param: 'customer' });
    if (!core.customers.has(customerId)) return invalid(`No such customer: '${customerId}'`, { code: 'resource_missing', param: 'customer' });
    const items = Array.isArray(params.items) ? params.items : [];
    const first = items[0];
    const priceId = isObject(first) ? str(first, 'price') : undefined;
    if (!priceId) return invalid('Missing required param: items[0][price].', { code: 'parameter_missing', param: 'items' });
    const price = prices.get(priceId);
    if (!price) return invalid(`No such price: '${priceId}'`, { code: 'resource_missing', param: 'items[0][price]' });
    if (str(params, 'payment_behavior') !== 'default_incomplete')
      return invalid('This fake supports only payment_behavior=default_incomplete.', { param: 'payment_behavior' });

    let couponId: string | null = null;
    let promo: FakePromotionCode | undefined;
    const discounts = Array.isArray(params.discounts) ? params.discounts : [];
    const discount = discounts[0];
    if (isObject(discount)) {
      const promoId = str(discount, 'promotion_code');
      const directCoupon = str(discount, 'coupon');
      if (promoId) {
        promo = promotionCodes.get(promoId);
        const refused = promotionRefusal(promo, promoId);
        if (refused) return refused;
        couponId = promo!.promotion.coupon;
      } else if (directCoupon) {
        const coupon = coupons.get(directCoupon);
        if (!coupon || !couponOpen(coupon)) return invalid(`No such coupon: '${directCoupon}'`, { code: 'resource_missing', param: 'discounts[0][coupon]' });
        couponId = coupon.id;
      }
      const coupon = couponId ? coupons.get(couponId) : undefined;
      if (coupon?.amount_off !== null && coupon?.amount_off !== undefined && coupon.currency !== price.currency) {
        return invalid(`The coupon's currency (${coupon.currency}) does not match the price's (${price.currency}).`, { param: 'discounts' });
      }
    }
    const settings = isObject(params.payment_settings) ? params.payment_settings : {};
    const created = now();
    const id = newId('sub');
    const sub: FakeSubscription = {
      id,
      object: 'subscription',
      billing_cycle_anchor: created,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created,
      currency: price.currency,
      customer: customerId,
      default_payment_method: null,
      discounts: couponId ? [newId('di')] : [],
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_start: created,
            current_period_end: addMonths(created, 1),
            price: copy(price),
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      metadata: mergeMetadata({}, params.metadata),
      payment_settings: {
        payment_method_types: strings(settings.payment_method_types) ?? null,
        save_default_payment_method: str(settings, 'save_default_payment_method') ?? null,
      },
      pending_setup_intent: null,
      start_date: created,
      status: 'incomplete',
      livemode: false,
    };
    subscriptions.set(id, sub);
    subscriptionState.set(id, { coupon: couponId, promo: promo?.id ?? null, period: 1, redeemed: false });
    const amount = discounted(price.unit_amount, couponId, 1);
    // default_incomplete: active at once when nothing is due, with a SetupIntent to collect the card.
    if (amount === 0) {
      redeemDiscount(id);
      sub.status = 'active';
      const setup = core.newSetupIntent(customerId, {});
      sub.pending_setup_intent = setup.id;
      subscriptionOfSetup.set(setup.id, id);
    }
    emit('customer.subscription.created', sub);
    newInvoice(sub, price.unit_amount, amount, 'subscription_create', { start: created, end: addMonths(created, 1) });
    return renderSubscription(sub, expandOf(params));
  }

  function updateSubscription(sub: FakeSubscription, params: FormObject): Result {
    const unknown = unknownParam(params, ['cancel_at_period_end', 'default_payment_method', 'metadata', 'expand', 'proration_behavior']);
    if (unknown) return unknown;
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      return invalid('A canceled subscription can only update its cancellation_details and metadata.', { code: 'resource_missing' });
    }
    const cancel = str(params, 'cancel_at_period_end');
    if (cancel !== undefined) {
      sub.cancel_at_period_end = cancel === 'true';
      sub.canceled_at = sub.cancel_at_period_end ? now() : null;
    }
    const methodId = str(params, 'default_payment_method');
    if (methodId !== undefined) {
      if (methodId && core.paymentMethods.get(methodId)?.customer !== sub.customer) {
        return invalid(`The customer does not have a payment method with the ID ${methodId}.`, { code: 'resource_missing', param: 'default_payment_method' });
      }
      sub.default_payment_method = methodId || null;
    }
    sub.metadata = mergeMetadata(sub.metadata, params.metadata);
    emit('customer.subscription.updated', sub);
    return renderSubscription(sub, expandOf(params));
  }

  function cancelSubscription(sub: FakeSubscription, params: FormObject): Result {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      return invalid(`This subscription is already canceled (${sub.id}).`, { code: 'subscription_canceled' });
    }
    const at = now();
    sub.status = 'canceled';
    sub.canceled_at = at;
    sub.ended_at = at;
    const invoice = sub.latest_invoice ? invoices.get(sub.latest_invoice) : undefined;
    if (invoice?.status === 'open') {
      invoice.status = 'void';
      invoice.status_transitions.voided_at = at;
      const intent = core.paymentIntents.get(intentOfInvoice.get(invoice.id) ?? '');
      if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
      emit('invoice.voided', invoice);
    }
    emit('customer.subscription.deleted', sub);
    return renderSubscription(sub, expandOf(params));
  }

  function payInvoice(invoice: FakeInvoice, params: FormObject): Result {
    const unknown = unknownParam(params, ['payment_method', 'off_session', 'expand']);
    if (unknown) return unknown;
    if (invoice.status !== 'open') return invalid('Invoice is already paid', { code: 'invoice_not_open' });
    const sub = subscriptionOfInvoice(invoice);
    const methodId =
      str(params, 'payment_method') ?? sub?.default_payment_method ?? core.customers.get(invoice.customer)?.invoice_settings.default_payment_method;
    const method = methodId ? core.paymentMethods.get(methodId) : undefined;
    if (!method) return invalid('There is no payment method to pay this invoice with.', { code: 'invoice_no_payment_method_types' });
    const intent = core.paymentIntents.get(intentOfInvoice.get(invoice.id) ?? '');
    if (!intent) return invalid('This invoice has no payment.', { code: 'invoice_not_open' });
    intent.payment_method = method.id;
    const charged = core.chargeIntent(intent, method, str(params, 'off_session') === 'true');
    if (charged.status !== 200) return charged;
    return ok(renderInvoice(invoice, false));
  }

  function listPromotionCodes(params: FormObject): Result {
    const code = str(params, 'code')?.toUpperCase();
    const active = str(params, 'active');
    const limit = Number(str(params, 'limit') ?? 10);
    const expandCoupon = expandOf(params).includes('data.promotion.coupon');
    const data = [...promotionCodes.values()]
      .filter((p) => (code === undefined || p.code.toUpperCase() === code) && (active === undefined || String(p.active) === active))
      .sort((a, b) => b.created - a.created)
      .slice(0, limit)
      .map((p) => renderPromotionCode(p, expandCoupon));
    return ok({ object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
  }

  /** GET /v1/invoices: a customer's (or a subscription's) invoices, newest first. */
  function listInvoices(params: FormObject): Result {
    const unknown = unknownParam(params, ['customer', 'subscription', 'status', 'limit', 'expand']);
    if (unknown) return unknown;
    const customer = str(params, 'customer');
    const subscription = str(params, 'subscription');
    const status = str(params, 'status');
    const limit = Number(str(params, 'limit') ?? 10);
    const data = [...invoices.values()]
      .filter(
        (i) =>
          (customer === undefined || i.customer === customer) && (subscription === undefined || i.parent.subscription_details.subscription === subscription),
      )
      .filter((i) => status === undefined || i.status === status)
      .sort((a, b) => b.created - a.created)
      .slice(0, limit)
      .map((i) => renderInvoice(i, false));
    return ok({ object: 'list', data, has_more: false, url: '/v1/invoices' });
  }

  function createPortalSession(params: FormObject): Result {
    const unknown = unknownParam(params, ['customer', 'return_url', 'configuration', 'locale', 'flow_data', 'expand']);
    if (unknown) return unknown;
    const customer = str(params, 'customer');
    if (!customer) return invalid('Missing required param: customer.', { code: 'parameter_missing', param: 'customer' });
    if (!core.customers.has(customer)) return invalid(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const session: FakePortalSession = {
      id: newId('bps'),
      object: 'billing_portal.session',
      customer,
      return_url: str(params, 'return_url') ?? null,
      url: `https://billing.stripe.com/p/session/test_${randomString(24)}`,
      created: now(),
      livemode: false,
    };
    portalSessions.push(session);
    return ok(copy(session));
  }

  function route(method: string, resource: string | undefined, id: string | undefined, action: string | undefined, params: FormObject): Result | null {
    if (resource === 'subscriptions') {
      if (!id && method === 'POST') return createSubscription(params);
      const sub = id ? subscriptions.get(id) : undefined;
      if (id && !sub) return missing('subscription', id);
      if (sub && !action && method === 'GET') return renderSubscription(sub, expandOf(params));
      if (sub && !action && method === 'POST') return updateSubscription(sub, params);
      if (sub && !action && method === 'DELETE') return cancelSubscription(sub, params);
    }
    if (resource === 'invoices' && !id && method === 'GET') return listInvoices(params);
    if (resource === 'invoices' && id) {
      const invoice = invoices.get(id);
      if (!invoice) return missing('invoice', id);
      if (!action && method === 'GET') return ok(renderInvoice(invoice, expandOf(params).includes('confirmation_secret')));
      if (action === 'pay' && method === 'POST') return payInvoice(invoice, params);
    }
    if (resource === 'promotion_codes' && method === 'GET') {
      if (!id) return listPromotionCodes(params);
      const promo = promotionCodes.get(id);
      return promo ? ok(renderPromotionCode(promo, expandOf(params).includes('promotion.coupon'))) : missing('promotion code', id);
    }
    if (resource === 'coupons' && id && !action && method === 'GET') {
      const coupon = coupons.get(id);
      return coupon ? ok(copy(coupon)) : missing('coupon', id);
    }
    if (resource === 'prices' && id && !action && method === 'GET') {
      const price = prices.get(id);
      return price ? ok(copy(price)) : missing('price', id);
    }
    if (resource === 'billing_portal' && id === 'sessions' && !action && method === 'POST') return createPortalSession(params);
    return null;
  }

  function subscriptionOrThrow(id: string): FakeSubscription {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`Fake Stripe: no subscription ${id}`);
    return sub;
  }

  return {
    route,
    paymentIntentSucceeded,
    paymentIntentFailed,
    setupIntentSucceeded,
    addPrice({ id, unitAmount, currency = 'aed' }) {
      const price: FakePrice = {
        id: id ?? newId('price'),
        object: 'price',
        active: true,
        currency,
        unit_amount: unitAmount,
        recurring: { interval: 'month', interval_count: 1 },
        product: newId('prod'),
        type: 'recurring',
        created: now(),
        livemode: false,
      };
      prices.set(price.id, price);
      return copy(price);
    },
    addCoupon(o) {
      const coupon: FakeCoupon = {
        id: o.id ?? randomString(8),
        object: 'coupon',
        amount_off: o.amountOff ?? null,
        currency: o.amountOff !== undefined ? (o.currency ?? 'aed') : null,
        duration: o.duration,
        duration_in_months: o.duration === 'repeating' ? (o.durationInMonths ?? 1) : null,
        percent_off: o.percentOff ?? null,
        max_redemptions: o.maxRedemptions ?? null,
        redeem_by: o.redeemBy ?? null,
        times_redeemed: 0,
        valid: o.redeemBy === undefined || o.redeemBy > now(),
        name: null,
        metadata: {},
        created: now(),
        livemode: false,
      };
      coupons.set(coupon.id, coupon);
      return copy(coupon);
    },
    addPromotionCode(o) {
      const promo: FakePromotionCode = {
        id: newId('promo'),
        object: 'promotion_code',
        active: o.active ?? true,
        code: o.code,
        created: now(),
        customer: null,
        customer_account: null,
        expires_at: o.expiresAt ?? null,
        max_redemptions: o.maxRedemptions ?? null,
        metadata: {},
        promotion: { type: 'coupon', coupon: o.coupon },
        restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
        times_redeemed: 0,
        livemode: false,
      };
      promotionCodes.set(promo.id, promo);
      return copy(promo);
    },
    subscriptions: () => [...subscriptions.values()].map(copy),
    invoices: () => [...invoices.values()].map(copy),
    promotionCodes: () => [...promotionCodes.values()].map(copy),
    coupons: () => [...coupons.values()].map(copy),
    portalSessions: () => portalSessions.map(copy),
    confirmSubscriptionPayment(subscriptionId, paymentMethod) {
      const sub = subscriptionOrThrow(subscriptionId);
      const intent = core.paymentIntents.get(intentOfInvoice.get(sub.latest_invoice ?? '') ?? '');
      if (!intent) throw new Error(`Fake Stripe: subscription ${subscriptionId} has no payment to confirm`);
      const method = core.resolvePaymentMethod(paymentMethod);
      if (!method) throw new Error(`Fake Stripe: no payment method ${paymentMethod}`);
      intent.payment_method = method.id;
      core.chargeIntent(intent, method, false);
      return copy(sub);
    },
    confirmSubscriptionSetup(subscriptionId, paymentMethod) {
      const sub = subscriptionOrThrow(subscriptionId);
      if (!sub.pending_setup_intent) throw new Error(`Fake Stripe: subscription ${subscriptionId} has no pending SetupIntent`);
      core.confirmSetupIntent(sub.pending_setup_intent, paymentMethod);
      return copy(sub);
    },
    advanceSubscription(subscriptionId) {
      const sub = subscriptionOrThrow(subscriptionId);
      const state = subscriptionState.get(subscriptionId)!;
      if (sub.status === 'canceled' || sub.status === 'incomplete' || sub.status === 'incomplete_expired') return copy(sub);
      const item = sub.items.data[0]!;
      if (sub.cancel_at_period_end) {
        sub.status = 'canceled';
        sub.ended_at = item.current_period_end;
        emit('customer.subscription.deleted', sub);
        return copy(sub);
      }
      state.period += 1;
      item.current_period_start = addMonths(sub.billing_cycle_anchor, state.period - 1);
      item.current_period_end = addMonths(sub.billing_cycle_anchor, state.period);
      emit('customer.subscription.updated', sub);
      const amount = discounted(item.price.unit_amount, state.coupon, state.period);
      const invoice = newInvoice(sub, item.price.unit_amount, amount, 'subscription_cycle', { start: item.current_period_start, end: item.current_period_end });
      if (invoice.status === 'open') {
        const intent = core.paymentIntents.get(intentOfInvoice.get(invoice.id)!)!;
        const methodId = sub.default_payment_method ?? core.customers.get(sub.customer)?.invoice_settings.default_payment_method;
        const method = methodId ? core.paymentMethods.get(methodId) : undefined;
        if (method) {
          intent.payment_method = method.id;
          core.chargeIntent(intent, method, true);
        } else {
          paymentIntentFailed(intent);
        }
      }
      return copy(sub);
    },
  };
}
