/**
 * The local test provider's subscriptions: the Professional Plan as Stripe's test mode would run
 * it, kept in D1 and never moving money. A subscription whose first invoice is due starts
 * incomplete with a pi_test_… secret; when nothing is due (a 100% coupon) it starts active with a
 * seti_test_… secret that only puts a card on it. The browser's confirm step is
 * POST /api/stripe/test-provider/confirm-subscription. Periods are calendar months from the start;
 * each read bills the periods that have begun since (lazy renewal), with one idempotency key per
 * period and card, so reading twice never charges twice. As at Stripe, a coupon counts a
 * redemption when the first invoice is paid (at creation when nothing is due), never for a
 * subscription left unpaid (issue 26).
 */
import { PROFESSIONAL_PLAN } from '../../../../../schema/pricing.ts';
import type { Db } from '../../../db/client.ts';
import { findCoupon, hasRedeemed, redeemForPayment, releaseRedemption, type CouponRow } from '../../../db/repositories/coupon-repository.ts';
import { findTestObject, findTestSubscriptionPayments, insertTestObject, setTestObjectStatus } from '../../../db/repositories/test-card-repository.ts';
import {
  findTestSubscription,
  findTestSubscriptionBySecret,
  insertTestSubscription,
  updateTestSubscription,
  type TestSubscriptionRow,
} from '../../../db/repositories/test-subscription-repository.ts';
import { discountedFils, type Discount } from '../subscriptions/discounts.ts';
import { periodBounds } from '../subscriptions/periods.ts';
import { SUBSCRIPTION_MESSAGES } from '../../../../../schema/api/subscriptions.ts';
import { checkTestCard, type TestSetupConfirmation } from './test-cards.ts';
import {
  CouponRefusedError,
  type ChargeOutcome,
  type ChargeRequest,
  type CouponLookup,
  type CouponRefusal,
  type CreateSubscriptionRequest,
  type PlanInvoice,
  type ProviderSubscription,
  type SubscriptionCheckout,
} from './types.ts';

/** Stripe expires a subscription whose first invoice stays unpaid this long. */
const INCOMPLETE_TTL_SECONDS = 23 * 60 * 60;
/** Most periods one read bills (a subscription left alone for years is not renewed 100 times in one request). */
const MAX_PERIODS_PER_READ = 24;

export type TestSubscriptionConfirmResult =
  { ok: true; subscription: ProviderSubscription } | { ok: false; code: string; message: string; couponRefusal?: CouponRefusal };

/** What the subscriptions need from the test provider they belong to. */
export interface TestSubscriptionHost {
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  randomId(prefix: string): string;
  randomSecret(): string;
}

function discountOf(row: TestSubscriptionRow): Discount | null {
  if (!row.couponCode || !row.duration) return null;
  return { percentOff: row.percentOff, amountOffFils: row.amountOffFils, duration: row.duration, durationInMonths: row.durationInMonths };
}

function couponLookup(coupon: CouponRow | null, nowSeconds: number): CouponLookup {
  if (!coupon) return { status: 'unknown' };
  if (!coupon.active) return { status: 'inactive' };
  if (coupon.expiresAt !== null && coupon.expiresAt <= nowSeconds) return { status: 'expired' };
  if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions) return { status: 'used_up' };
  return {
    status: 'valid',
    coupon: {
      code: coupon.code,
      providerRef: coupon.code,
      percentOff: coupon.percentOff,
      amountOffFils: coupon.amountOffFils,
      duration: coupon.duration,
      durationInMonths: coupon.durationInMonths,
      remainingRedemptions: coupon.maxRedemptions === null ? null : Math.max(0, coupon.maxRedemptions - coupon.timesRedeemed),
    },
  };
}

export class TestSubscriptions {
  constructor(
    private readonly db: Db,
    private readonly host: TestSubscriptionHost,
    private readonly clock: () => Date,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  async findCoupon(code: string): Promise<CouponLookup> {
    return couponLookup(await findCoupon(this.db, code), this.nowSeconds());
  }

  async create(request: CreateSubscriptionRequest): Promise<SubscriptionCheckout> {
    const now = this.nowSeconds();
    const coupon = request.coupon;
    const firstInvoiceFils = discountedFils(PROFESSIONAL_PLAN.priceFils, coupon, 1);
    const id = this.host.randomId('sub');
    const { end } = periodBounds(now, 1);
    const secretPrefix = firstInvoiceFils > 0 ? this.host.randomId('pi') : this.host.randomId('seti');
    // A customer redeems a code once (checked again, under the same condition, when it is redeemed).
    if (coupon && (await hasRedeemed(this.db, coupon.code, request.customerId))) throw new CouponRefusedError('already_used');
    const row = await insertTestSubscription(
      this.db,
      {
        id,
        customerId: request.customerId,
        // As Stripe's payment_behavior=default_incomplete: incomplete while the first invoice is due, active when nothing is.
        status: firstInvoiceFils > 0 ? 'incomplete' : 'active',
        priceFils: PROFESSIONAL_PLAN.priceFils,
        couponCode: coupon?.code ?? null,
        percentOff: coupon?.percentOff ?? null,
        amountOffFils: coupon?.amountOffFils ?? null,
        duration: coupon?.duration ?? null,
        durationInMonths: coupon?.durationInMonths ?? null,
        anchor: now,
        period: 1,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        clientSecret: `${secretPrefix}_secret_${this.host.randomSecret()}`,
        firstInvoiceFils,
        appRef: String(request.appSubscriptionId),
        createdAt: now,
      },
      now,
      // Nothing due: the first invoice is paid at once, and the coupon redeemed with it.
      firstInvoiceFils === 0,
    );
    if (!row) throw await this.refusal(coupon!.code, request.customerId);
    // (Without a coupon the insert cannot be refused.)
    return this.checkoutOf(row);
  }

  /** Why a coupon that looked valid could not be redeemed: someone took the last one, it expired, or this customer used it. */
  private async refusal(code: string, customerId: string): Promise<CouponRefusedError> {
    if (await hasRedeemed(this.db, code, customerId)) return new CouponRefusedError('already_used');
    const lookup = await this.findCoupon(code);
    return new CouponRefusedError(lookup.status === 'valid' ? 'used_up' : lookup.status);
  }

  async checkout(id: string): Promise<SubscriptionCheckout> {
    return this.checkoutOf(await this.current(id));
  }

  private async checkoutOf(row: TestSubscriptionRow): Promise<SubscriptionCheckout> {
    return {
      subscription: await this.snapshot(row),
      clientSecret: row.clientSecret,
      intent: row.clientSecret.startsWith('pi_') ? 'payment' : 'setup',
      amountDueFils: row.status === 'incomplete' ? row.firstInvoiceFils : 0,
      priceFils: row.priceFils,
    };
  }

  /**
   * The subscriptions' charged periods, from the provider's own records: a period is paid by its
   * succeeded payment (or at once when nothing was due), failed while it is the unpaid period of a
   * past-due subscription. The unpaid first invoice of a checkout is no charge.
   */
  async invoices(customerId: string, ids: readonly string[]): Promise<PlanInvoice[]> {
    const out: PlanInvoice[] = [];
    for (const id of ids) {
      const row = await findTestSubscription(this.db, id);
      if (!row || row.customerId !== customerId) continue;
      const payments = await findTestSubscriptionPayments(this.db, row.id);
      for (let n = 1; n <= row.period; n++) {
        const { start } = periodBounds(row.anchor, n);
        const total = n === 1 ? row.firstInvoiceFils : discountedFils(row.priceFils, discountOf(row), n);
        const payment = payments.find((p) => p.idempotencyKey?.startsWith(`${row.id}-period-${n}-`));
        const paidAt = payment ? Math.floor(Date.parse(payment.createdAt) / 1000) : total === 0 && !(n === 1 && row.status === 'incomplete') ? start : null;
        const failed = paidAt === null && row.unpaidPeriod === n;
        if (paidAt === null && !failed) continue;
        out.push({
          id: `${row.id}-period-${n}`,
          subscriptionId: row.id,
          // Period 1 starts when the subscription is created (its anchor).
          created: n === 1 ? start : (paidAt ?? start),
          periodStart: start,
          first: n === 1,
          subtotalFils: row.priceFils,
          discountFils: row.priceFils - total,
          totalFils: total,
          status: failed ? 'failed' : 'paid',
          paidAt,
        });
      }
    }
    return out;
  }

  async retrieve(id: string): Promise<ProviderSubscription> {
    return this.snapshot(await this.current(id));
  }

  /** The subscription with every period that has begun since it was last read billed. */
  private async current(id: string): Promise<TestSubscriptionRow> {
    let row = await findTestSubscription(this.db, id);
    if (!row) throw new Error(`test subscription ${id} not found`);
    const now = this.nowSeconds();
    if (row.status === 'incomplete' && row.createdAt + INCOMPLETE_TTL_SECONDS <= now) {
      const expired = await updateTestSubscription(this.db, row, { status: 'incomplete_expired', endedAt: now });
      return expired ?? (await this.current(id));
    }
    for (let i = 0; i < MAX_PERIODS_PER_READ && this.running(row) && row.currentPeriodEnd <= now; i++) {
      const next = await this.advance(row);
      if (!next) return this.current(id); // another read moved it first
      row = next;
    }
    return row;
  }

  private running(row: TestSubscriptionRow): boolean {
    return row.status === 'active' || row.status === 'trialing' || row.status === 'past_due';
  }

  /** The period ended: a cancelled subscription ends; any other starts its next period and bills it. */
  private async advance(row: TestSubscriptionRow): Promise<TestSubscriptionRow | null> {
    if (row.cancelAtPeriodEnd) return updateTestSubscription(this.db, row, { status: 'canceled', endedAt: row.currentPeriodEnd });
    const period = row.period + 1;
    const bounds = periodBounds(row.anchor, period);
    const amount = discountedFils(row.priceFils, discountOf(row), period);
    const paid = amount === 0 || (await this.pay(row, period, amount, false));
    // An unpaid renewal makes it past due, as at Stripe. Only the latest unpaid period is kept owed
    // (Stripe too gives up on an invoice once its retries are over); paying it makes it active again.
    return updateTestSubscription(this.db, row, {
      period,
      currentPeriodStart: bounds.start,
      currentPeriodEnd: bounds.end,
      status: paid && row.unpaidPeriod === null ? 'active' : 'past_due',
      unpaidPeriod: paid ? row.unpaidPeriod : period,
    });
  }

  /** Charges period n with the subscription's card; the key per period and card makes a repeat replay the first outcome. */
  private async pay(row: TestSubscriptionRow, period: number, amountFils: number, onSession: boolean, paymentMethodId = row.paymentMethodId): Promise<boolean> {
    if (!paymentMethodId) return false;
    const outcome = await this.host.charge({
      customerId: row.customerId,
      paymentMethodId,
      amountFils,
      idempotencyKey: `${row.id}-period-${period}-${paymentMethodId}`,
      invoiceId: 0,
      userId: 0,
      description: `Professional Plan, period ${period}`,
      onSession,
    });
    return outcome.status === 'succeeded';
  }

  /**
   * The browser's confirm step for a subscription's client secret: checks the test card, puts it on
   * the subscription and, when the first invoice is due, pays it on-session. A refused card leaves
   * the subscription as it was, so another card can be tried with the same secret.
   */
  async confirm(customerId: string, clientSecret: string, details: TestSetupConfirmation): Promise<TestSubscriptionConfirmResult> {
    const found = await findTestSubscriptionBySecret(this.db, clientSecret);
    if (!found || found.customerId !== customerId) return { ok: false, code: 'resource_missing', message: SUBSCRIPTION_MESSAGES.testSubscriptionNotFound };
    const row = await this.current(found.id);
    const paymentDue = row.status === 'incomplete';
    if (!paymentDue && row.paymentMethodId) return { ok: true, subscription: await this.snapshot(row) };
    if (!paymentDue && !this.running(row)) return { ok: false, code: 'subscription_ended', message: SUBSCRIPTION_MESSAGES.testSubscriptionNotFound };
    const check = checkTestCard(details.cardNumber, details.expMonth, details.expYear, this.clock());
    if (!check.ok) return check;
    const card = await insertTestObject(this.db, {
      id: this.host.randomId('pm'),
      kind: 'payment_method',
      customerId,
      status: 'attached',
      cardBrand: check.card.brand,
      cardLast4: check.last4,
      expMonth: details.expMonth,
      expYear: details.expYear,
      behaviour: check.card.charges,
    });
    if (paymentDue) {
      // The coupon is redeemed as the first invoice is paid: refused when its last use went to another
      // customer's payment meanwhile (the charge then never happens), given back if the card is declined.
      if (row.couponCode && !(await redeemForPayment(this.db, row.couponCode, customerId, row.id, this.nowSeconds()))) {
        await setTestObjectStatus(this.db, card.id, 'detached');
        const refusal = await this.refusal(row.couponCode, customerId);
        return { ok: false, code: 'coupon_unavailable', message: refusal.message, couponRefusal: refusal.reason };
      }
      const outcome = await this.host.charge({
        customerId,
        paymentMethodId: card.id,
        amountFils: row.firstInvoiceFils,
        idempotencyKey: `${row.id}-period-1-${card.id}`,
        invoiceId: 0,
        userId: 0,
        description: 'Professional Plan, period 1',
        onSession: true,
      });
      if (outcome.status !== 'succeeded') {
        if (row.couponCode) await releaseRedemption(this.db, row.couponCode, row.id);
        await setTestObjectStatus(this.db, card.id, 'detached');
        return { ok: false, code: outcome.code, message: outcome.message };
      }
    }
    const updated = await updateTestSubscription(this.db, row, { paymentMethodId: card.id, ...(paymentDue ? { status: 'active' } : {}) });
    return { ok: true, subscription: await this.snapshot(updated ?? (await this.current(row.id))) };
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    const row = await this.current(id);
    if (!this.running(row)) return this.snapshot(row);
    return this.snapshot(
      (await updateTestSubscription(this.db, row, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? this.nowSeconds() : null })) ?? (await this.current(id)),
    );
  }

  async cancelNow(id: string): Promise<ProviderSubscription> {
    const row = await this.current(id);
    if (row.status === 'canceled' || row.status === 'incomplete_expired') return this.snapshot(row);
    const now = this.nowSeconds();
    const ended = await updateTestSubscription(this.db, row, { status: 'canceled', canceledAt: now, endedAt: now });
    return this.snapshot(ended ?? (await this.current(id)));
  }

  /** A new card for the subscription; an unpaid period is paid with it at once. */
  async setPaymentMethod(id: string, paymentMethodId: string): Promise<ProviderSubscription> {
    const row = await this.current(id);
    const card = await findTestObject(this.db, paymentMethodId, 'payment_method');
    if (!card || card.customerId !== row.customerId) throw new Error(`test card ${paymentMethodId} is not the customer's`);
    let values: Partial<TestSubscriptionRow> = { paymentMethodId };
    if (row.status === 'past_due' && row.unpaidPeriod !== null) {
      const amount = discountedFils(row.priceFils, discountOf(row), row.unpaidPeriod);
      if (await this.pay(row, row.unpaidPeriod, amount, true, paymentMethodId)) values = { ...values, status: 'active', unpaidPeriod: null };
    }
    return this.snapshot((await updateTestSubscription(this.db, row, values)) ?? (await this.current(id)));
  }

  private async snapshot(row: TestSubscriptionRow): Promise<ProviderSubscription> {
    const card = row.paymentMethodId ? await findTestObject(this.db, row.paymentMethodId, 'payment_method') : null;
    return {
      id: row.id,
      customerId: row.customerId,
      status: row.status === 'pending' ? 'incomplete' : row.status,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: row.canceledAt,
      endedAt: row.endedAt,
      card:
        card?.cardBrand && card.cardLast4 && card.status === 'attached'
          ? { paymentMethodId: card.id, brand: card.cardBrand, last4: card.cardLast4, expMonth: card.expMonth, expYear: card.expYear }
          : null,
      appSubscriptionId: row.appRef && /^\d+$/.test(row.appRef) ? Number(row.appRef) : null,
    };
  }
}
