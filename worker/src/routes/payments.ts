/**
 * Spec §7 "Billing and card provider": the endpoints under /api/{card_provider}/ (mounted at
 * /api/stripe): the provider's webhook, and the legacy Professional Plan (status, coupons,
 * subscribing, cancelling, the portal). Everything but the webhook is the signed-in user's own.
 * Contracts: schema/api/subscriptions.ts; decisions: docs/decisions/013-professional-plan.md.
 */
import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../../schema/api/auth-messages.ts';
import { BILLING_MESSAGES as M } from '../../../schema/api/billing.ts';
import { SUBSCRIPTION_MESSAGES, type PlanChargeDto } from '../../../schema/api/subscriptions.ts';
import { CreateSubscriptionRequest, TestConfirmSubscriptionRequest, ValidateCouponRequest } from '../../../schema/api/subscription-requests.ts';
import type { AppEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { validate } from '../middleware/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { subscriptionServices } from '../middleware/services.ts';
import type { Limit } from '../services/security/rate-limits.ts';
import { verifyStripeWebhook, WebhookSignatureError } from '../services/billing/card-provider/stripe-webhook.ts';
import { handleProviderEvent } from '../services/billing/provider-events.ts';
import { validateCoupon } from '../services/billing/subscriptions/coupons.ts';
import { planCharges } from '../services/billing/subscriptions/plan-charges.ts';
import { createSubscription } from '../services/billing/subscriptions/create-subscription.ts';
import { cancelSubscription, confirmTestSubscription, portalSession, resumeSubscription } from '../services/billing/subscriptions/manage-subscription.ts';
import { subscriptionStatus } from '../services/billing/subscriptions/subscription-status.ts';

/** Plenty for a person trying a few codes, a wall for a script guessing them. */
const COUPON_CHECKS: Limit = {
  name: 'coupon-check',
  max: 30,
  windowSeconds: 60 * 60,
  message: SUBSCRIPTION_MESSAGES.tooManyCouponChecks,
  kind: 'coupon_checks',
};
/** Each call may reach the card provider: a page reloaded many times, not a loop. */
const SUBSCRIPTION_CREATES: Limit = {
  name: 'subscription-create',
  max: 60,
  windowSeconds: 60 * 60,
  message: SUBSCRIPTION_MESSAGES.tooManySubscriptionAttempts,
  kind: 'subscription_attempts',
};
/** Each read asks the card provider for the user's invoices: a page opened often, not a loop against Stripe's API. */
export const PLAN_CHARGE_READS: Limit = { name: 'plan-charges', max: 120, windowSeconds: 60 * 60, message: AUTH_MESSAGES.tooManyRequests, kind: 'requests' };
const SUBSCRIPTION_CONFIRMS: Limit = { name: 'subscription-confirm', max: 15, windowSeconds: 60 * 60, message: M.tooManyCardAttempts, kind: 'card_attempts' };

export const paymentRoutes = new Hono<AppEnv>()
  .use(subscriptionServices)
  // Called by Stripe, not by a browser: no session, authenticated by the signature of the raw body.
  // Its body is at most 512 KB (BODY_LIMITS.stripeWebhook, applied in app.ts): Stripe's events are a few kilobytes.
  .post('/webhook', async (c) => {
    const config = c.get('config');
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) throw new NotFoundError('Stripe is not configured on this server', 'STRIPE_NOT_CONFIGURED');
    const raw = await c.req.text();
    let event;
    try {
      event = await verifyStripeWebhook(
        { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL },
        raw,
        c.req.header('stripe-signature') ?? null,
      );
    } catch (err) {
      if (err instanceof WebhookSignatureError) return c.json({ error: M.webhookSignature, code: 'WEBHOOK_SIGNATURE' }, 400);
      throw err;
    }
    const result = await handleProviderEvent(c.var.subscription, event);
    return c.json({ received: true, result });
  })
  .get('/subscription-status', requireUser, async (c) => {
    return c.json(await subscriptionStatus(c.var.subscription, currentUser(c).id));
  })
  .get('/plan-charges', requireUser, rateLimit(PLAN_CHARGE_READS), async (c) => {
    const data: PlanChargeDto[] = await planCharges(c.var.subscription, currentUser(c).id);
    return c.json({ success: true as const, data });
  })
  .post('/validate-coupon', requireUser, validate('json', ValidateCouponRequest), rateLimit(COUPON_CHECKS), async (c) => {
    return c.json(await validateCoupon(c.var.subscription, currentUser(c).id, c.req.valid('json').couponCode));
  })
  .post('/create-subscription', requireUser, validate('json', CreateSubscriptionRequest), rateLimit(SUBSCRIPTION_CREATES), async (c) => {
    return c.json(await createSubscription(c.var.subscription, currentUser(c), c.req.valid('json').couponCode ?? null));
  })
  .post('/cancel-subscription', requireUser, async (c) => {
    return c.json(await cancelSubscription(c.var.subscription, currentUser(c).id));
  })
  .post('/resume-subscription', requireUser, async (c) => {
    return c.json(await resumeSubscription(c.var.subscription, currentUser(c).id));
  })
  .post('/create-portal-session', requireUser, async (c) => {
    return c.json(await portalSession(c.var.subscription, currentUser(c).id));
  })
  // The local test provider's stand-in for Stripe's confirmPayment / confirmSetup of a subscription.
  .post('/test-provider/confirm-subscription', requireUser, validate('json', TestConfirmSubscriptionRequest), rateLimit(SUBSCRIPTION_CONFIRMS), async (c) => {
    const user = currentUser(c);
    const deps = c.var.subscription;
    const { clientSecret, cardNumber, expMonth, expYear } = c.req.valid('json');
    const outcome = await confirmTestSubscription(deps, user, clientSecret, { cardNumber, expMonth, expYear });
    return c.json(outcome.body, outcome.status);
  });
