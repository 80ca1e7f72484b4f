/**
 * The legacy Professional Plan at Stripe: a subscription to STRIPE_PROFESSIONAL_PRICE_ID created
 * with payment_behavior=default_incomplete (incomplete until the browser confirms the first
 * invoice's payment; active at once when nothing is due, e.g. a 100% coupon, whose card is then
 * collected through the subscription's pending SetupIntent), coupons as Stripe promotion codes,
 * cancellation at the period's end, and Stripe's customer portal. Only the card-provider modules
 * import the Stripe SDK.
 */
import Stripe from 'stripe';
import { SUBSCRIPTION_MESSAGES } from '../../../../../schema/api/subscriptions.ts';
import { call, idOf, isMissing } from './stripe-calls.ts';
import {
  CouponRefusedError,
  PlanNotConfiguredError,
  SubscriptionNotFoundError,
  type CouponLookup,
  type PlanInvoice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  type SubscriptionCheckout,
  type SubscriptionProvider,
} from './types.ts';

/** The card paying the subscription comes with every read. */
const SUBSCRIPTION_EXPAND = ['default_payment_method'];
/** What the browser needs to confirm: the first invoice's payment secret, or the pending SetupIntent's. */
const CHECKOUT_EXPAND = [...SUBSCRIPTION_EXPAND, 'latest_invoice.confirmation_secret', 'pending_setup_intent'];

const STATUSES: readonly ProviderSubscriptionStatus[] = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled'];

function statusOf(status: string): ProviderSubscriptionStatus {
  // A status Stripe adds later is taken as not paid for: it never grants the plan by accident.
  return (STATUSES as readonly string[]).includes(status) ? (status as ProviderSubscriptionStatus) : 'unpaid';
}

export function subscriptionSnapshot(sub: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the billing period lives on the subscription's items.
  const item = sub.items.data[0];
  const method = sub.default_payment_method;
  const appId = sub.metadata?.app_subscription_id;
  return {
    id: sub.id,
    customerId: idOf(sub.customer as string | { id: string }) ?? '',
    status: statusOf(sub.status),
    currentPeriodStart: item?.current_period_start ?? null,
    currentPeriodEnd: item?.current_period_end ?? null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: sub.canceled_at,
    endedAt: sub.ended_at,
    card:
      method && typeof method === 'object' && method.card
        ? {
            paymentMethodId: method.id,
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month ?? null,
            expYear: method.card.exp_year ?? null,
          }
        : null,
    appSubscriptionId: appId && /^\d+$/.test(appId) ? Number(appId) : null,
  };
}

/** Uses left before the tightest of the limits (the promotion code's and its coupon's); null when neither has one. */
function remainingOf(limits: Array<{ max_redemptions: number | null; times_redeemed: number }>): number | null {
  const left = limits.filter((l) => l.max_redemptions !== null).map((l) => Math.max(0, l.max_redemptions! - l.times_redeemed));
  return left.length ? Math.min(...left) : null;
}

function promotionLookup(promo: Stripe.PromotionCode, coupon: Stripe.Coupon, nowSeconds: number): CouponLookup {
  if ((promo.expires_at !== null && promo.expires_at <= nowSeconds) || (coupon.redeem_by !== null && coupon.redeem_by <= nowSeconds))
    return { status: 'expired' };
  const usedUp = (max: number | null, used: number) => max !== null && used >= max;
  if (usedUp(promo.max_redemptions, promo.times_redeemed) || usedUp(coupon.max_redemptions, coupon.times_redeemed)) return { status: 'used_up' };
  // An amount off in another currency cannot apply to an AED price.
  if (!promo.active || !coupon.valid || (coupon.amount_off !== null && coupon.currency !== 'aed')) return { status: 'inactive' };
  return {
    status: 'valid',
    coupon: {
      code: promo.code.toUpperCase(),
      providerRef: promo.id,
      percentOff: coupon.percent_off,
      amountOffFils: coupon.amount_off,
      duration: coupon.duration === 'once' ? 'once' : coupon.duration === 'repeating' ? 'repeating' : 'forever',
      durationInMonths: coupon.duration_in_months,
      remainingRedemptions: remainingOf([promo, coupon]),
    },
  };
}

export function stripeSubscriptionOps(stripe: Stripe, priceId: string | undefined): SubscriptionProvider {
  async function findCoupon(code: string): Promise<CouponLookup> {
    // Stripe matches promotion codes without regard to case; an inactive code may share its text with an active one.
    const list = await call(() => stripe.promotionCodes.list({ code, limit: 10, expand: ['data.promotion.coupon'] }));
    const promo = list.data.find((p) => p.active) ?? list.data[0];
    if (!promo) return { status: 'unknown' };
    const ref = promo.promotion.coupon;
    if (!ref) return { status: 'inactive' };
    const coupon = typeof ref === 'string' ? await call(() => stripe.coupons.retrieve(ref)) : ref;
    return promotionLookup(promo, coupon, Math.floor(Date.now() / 1000));
  }

  async function checkoutOf(sub: Stripe.Subscription): Promise<SubscriptionCheckout> {
    const subscription = subscriptionSnapshot(sub);
    const invoice = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    const paymentSecret = invoice?.confirmation_secret?.client_secret;
    // The subtotal is the invoice before its discounts: the plan's price.
    const priceFils = invoice?.subtotal ?? null;
    if (sub.status === 'incomplete' && invoice && invoice.amount_due > 0 && paymentSecret) {
      return { subscription, clientSecret: paymentSecret, intent: 'payment', amountDueFils: invoice.amount_due, priceFils };
    }
    const pending = sub.pending_setup_intent && typeof sub.pending_setup_intent === 'object' ? sub.pending_setup_intent : null;
    if (pending?.client_secret) return { subscription, clientSecret: pending.client_secret, intent: 'setup', amountDueFils: 0, priceFils };
    // Nothing due and no pending set-up (the customer already had a card): the spec still collects
    // card details, so a set-up of our own, once per subscription.
    const setup = await call(() =>
      stripe.setupIntents.create(
        { customer: subscription.customerId, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { subscription_id: sub.id } },
        { idempotencyKey: `subscription-setup-${sub.id}` },
      ),
    );
    if (!setup.client_secret) throw new Error(`Stripe returned SetupIntent ${setup.id} without a client secret`);
    return { subscription, clientSecret: setup.client_secret, intent: 'setup', amountDueFils: 0, priceFils };
  }

  async function retrieve(id: string, expand = SUBSCRIPTION_EXPAND): Promise<Stripe.Subscription> {
    try {
      return await call(() => stripe.subscriptions.retrieve(id, { expand }));
    } catch (err) {
      if (isMissing(err)) throw new SubscriptionNotFoundError(id);
      throw err;
    }
  }

  return {
    findCoupon,

    async createSubscription(request) {
      if (!priceId) throw new PlanNotConfiguredError(SUBSCRIPTION_MESSAGES.planNotConfigured);
      let sub: Stripe.Subscription;
      try {
        sub = await call(() =>
          stripe.subscriptions.create(
            {
              customer: request.customerId,
              items: [{ price: priceId }],
              payment_behavior: 'default_incomplete',
              // The card that pays the first invoice pays the renewals too.
              payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
              ...(request.coupon ? { discounts: [{ promotion_code: request.coupon.providerRef }] } : {}),
              metadata: { user_id: String(request.userId), app_subscription_id: String(request.appSubscriptionId) },
              expand: CHECKOUT_EXPAND,
            },
            { idempotencyKey: request.idempotencyKey },
          ),
        );
      } catch (err) {
        // The code was valid a moment ago: it expired or its last redemption went meanwhile.
        if (
          request.coupon &&
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          /coupon|promotion|discount/i.test(`${err.param ?? ''} ${err.message}`)
        ) {
          const again = await findCoupon(request.coupon.code);
          throw new CouponRefusedError(again.status === 'valid' ? 'used_up' : again.status);
        }
        throw err;
      }
      return checkoutOf(sub);
    },

    async subscriptionCheckout(id) {
      return checkoutOf(await retrieve(id, CHECKOUT_EXPAND));
    },

    async retrieveSubscription(id) {
      return subscriptionSnapshot(await retrieve(id));
    },

    async setCancelAtPeriodEnd(id, cancel) {
      return subscriptionSnapshot(await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: cancel, expand: SUBSCRIPTION_EXPAND })));
    },

    async cancelSubscriptionNow(id) {
      try {
        return subscriptionSnapshot(await call(() => stripe.subscriptions.cancel(id, { expand: SUBSCRIPTION_EXPAND })));
      } catch (err) {
        // Already cancelled (or expired): what is asked is already so.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && !isMissing(err)) return subscriptionSnapshot(await retrieve(id));
        throw err;
      }
    },

    async setSubscriptionPaymentMethod(id, paymentMethodId) {
      const sub = await call(() =>
        stripe.subscriptions.update(id, { default_payment_method: paymentMethodId, expand: [...SUBSCRIPTION_EXPAND, 'latest_invoice'] }),
      );
      const invoice = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      if ((sub.status === 'past_due' || sub.status === 'unpaid') && invoice?.status === 'open') {
        try {
          // The customer is present (they just added the card): pay what is owed now rather than at Stripe's next retry.
          await call(() =>
            stripe.invoices.pay(invoice.id!, { payment_method: paymentMethodId }, { idempotencyKey: `subscription-invoice-${invoice.id}-${paymentMethodId}` }),
          );
        } catch (err) {
          // Declined: the subscription stays past due and Stripe retries on its schedule.
          if (!(err instanceof Stripe.errors.StripeCardError)) throw err;
        }
        return subscriptionSnapshot(await retrieve(id));
      }
      return subscriptionSnapshot(sub);
    },

    async listPlanInvoices(customerId, subscriptionIds) {
      const ours = new Set(subscriptionIds);
      // The customer's invoices are the plan's (pay-per-use charges are PaymentIntents, not invoices); newest first.
      const list = await call(() => stripe.invoices.list({ customer: customerId, limit: 100 }));
      return list.data.flatMap((invoice) => {
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
        if (!invoice.id || !subscriptionId || !ours.has(subscriptionId)) return [];
        const first = invoice.billing_reason === 'subscription_create';
        // Paid; or open after a failed renewal. An open first invoice is a checkout not paid yet; drafts and voided ones were never charged.
        const status = invoice.status === 'paid' ? 'paid' : (invoice.status === 'open' || invoice.status === 'uncollectible') && !first ? 'failed' : null;
        if (!status) return [];
        const discountFils = (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
        return [
          {
            id: invoice.id,
            subscriptionId,
            created: invoice.created,
            periodStart: invoice.lines?.data[0]?.period.start ?? invoice.period_start,
            first,
            subtotalFils: invoice.subtotal,
            discountFils,
            totalFils: invoice.total,
            status,
            paidAt: invoice.status_transitions?.paid_at ?? null,
          } satisfies PlanInvoice,
        ];
      });
    },

    async createPortalSession(customerId, urls) {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: urls.returnUrl }));
      return session.url;
    },
  };
}
