/** Professional Plan helpers for the worker tests: subscribing through the local test provider as the /subscribe page does. */
import { env } from 'cloudflare:test';
import { addCalendarMonths } from '../../src/services/billing/subscriptions/periods.ts';
import { call } from '../helpers.ts';

export const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };

/** POST create-subscription, then the test provider's confirm step with a card; returns both responses. */
export async function subscribe(cookie: string, options: { couponCode?: string; cardNumber?: string } = {}) {
  const created = await call('/api/stripe/create-subscription', { cookie, body: options.couponCode ? { couponCode: options.couponCode } : {} });
  if (created.status !== 200) throw new Error(`create-subscription: ${created.status} ${created.text}`);
  const confirmed = await call('/api/stripe/test-provider/confirm-subscription', {
    cookie,
    body: { ...CARD, ...(options.cardNumber ? { cardNumber: options.cardNumber } : {}), clientSecret: created.json.clientSecret },
  });
  return { created, confirmed };
}

export interface CouponSeed {
  code: string;
  percentOff?: number;
  amountOffFils?: number;
  duration?: 'once' | 'repeating' | 'forever';
  durationInMonths?: number;
  expiresAt?: number;
  maxRedemptions?: number;
  active?: boolean;
}

/** A coupon of the local test provider, written as the seed writes them. */
export async function addCoupon(c: CouponSeed) {
  await env.DB.prepare(
    'INSERT INTO coupons (code, percent_off, amount_off_fils, duration, duration_in_months, expires_at, max_redemptions, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      c.code,
      c.percentOff ?? null,
      c.amountOffFils ?? null,
      c.duration ?? 'forever',
      c.durationInMonths ?? null,
      c.expiresAt ?? null,
      c.maxRedemptions ?? null,
      c.active === false ? 0 : 1,
    )
    .run();
}

let codes = 0;
/** A code no other test uses (the database is shared by a file's tests). */
export function uniqueCode(prefix: string): string {
  codes += 1;
  return `${prefix}${codes}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

export interface SubscriptionRecord {
  id: number;
  user_id: number;
  provider: string;
  provider_subscription_id: string | null;
  status: string;
  coupon_code: string | null;
  current_period_start: number | null;
  current_period_end: number | null;
  cancel_at_period_end: number;
  card_last4: string | null;
}

export async function subscriptionsOf(userId: number): Promise<SubscriptionRecord[]> {
  return (await env.DB.prepare('SELECT * FROM subscriptions WHERE user_id = ? ORDER BY id').bind(userId).all<SubscriptionRecord>()).results;
}

export async function planOf(userId: number): Promise<string | null> {
  return env.DB.prepare('SELECT plan FROM billing_accounts WHERE user_id = ?').bind(userId).first<string>('plan');
}

/**
 * Time passes for a test subscription: its first period (at the provider and in our record) ended
 * about `secondsAgo` ago, as if it had started a calendar month before.
 */
export async function endPeriod(userId: number, secondsAgo = 60) {
  const live = (await subscriptionsOf(userId)).find((s) => s.provider_subscription_id && ['active', 'past_due', 'trialing'].includes(s.status));
  if (!live?.provider_subscription_id) throw new Error('no running subscription to age');
  const anchor = addCalendarMonths(Math.floor(Date.now() / 1000) - secondsAgo, -1);
  const end = addCalendarMonths(anchor, 1);
  await env.DB.batch([
    env.DB.prepare('UPDATE test_subscriptions SET anchor = ?, period = 1, current_period_start = ?, current_period_end = ? WHERE id = ?').bind(
      anchor,
      anchor,
      end,
      live.provider_subscription_id,
    ),
    env.DB.prepare('UPDATE subscriptions SET current_period_start = ?, current_period_end = ? WHERE id = ?').bind(anchor, end, live.id),
  ]);
  return { subscriptionId: live.provider_subscription_id, recordId: live.id, anchor, end };
}
