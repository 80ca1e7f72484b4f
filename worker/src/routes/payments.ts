/**
 * Spec §7 "Billing and card provider": the endpoints under /api/{card_provider}/ (mounted at
 * /api/stripe): the provider's webhook, and the legacy Professional Plan (status, coupons,
 * subscribing, cancelling, the portal). Everything but the webhook is the signed-in user's own.
 * Contracts: schema/api/subscriptions.ts; decisions: docs/decisions/013-professional-plan.md.
 */
import { Hono } from 'hono';
import { BILLING_MESSAGES as M } from '../../../schema/api/billing.ts';
import { SUBSCRIPTION_MESSAGES, type PlanChargeDto } from '../../../schema/api/subscriptions.ts';
import { CreateSubscriptionRequest, TestConfirmSubscriptionRequest, ValidateCouponRequest } from '../../../schema/api/subscription-requests.ts';
import type { AppEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { validate } from '../middleware/validate.ts';
import { consume, type Limit } from '../services/security/rate-limits.ts';
import { createBillingDeps } from '../services/billing/billing-deps.ts';
import { verifyStripeWebhook, WebhookSignatureError } from '../services/billing/card-provider/stripe-webhook.ts';
import { handleProviderEvent } from '../services/billing/provider-events.ts';
import { validateCoupon } from '../services/billing/subscriptions/coupons.ts';
import { planCharges } from '../services/billing/subscriptions/plan-charges.ts';
import { createSubscription } from '../services/billing/subscriptions/create-subscription.ts';
import { cancelSubscription, confirmTestSubscription, portalSession, resumeSubscription } from '../services/billing/subscriptions/manage-subscription.ts';
import { createSubscriptionDeps } from '../services/billing/subscriptions/subscription-deps.ts';
import { subscriptionStatus } from '../services/billing/subscriptions/subscription-status.ts';

/** Plenty for a person trying a few codes, a wall for a script guessing them. */
const COUPON_CHECKS: Limit = { name: 'coupon-check', max: 30, windowSeconds: 60 * 60, message: SUBSCRIPTION_MESSAGES.tooManyCouponChecks, kind: 'coupon_checks' };
/** Each call may reach the card provider: a page reloaded many times, not a loop. */
const SUBSCRIPTION_CREATES: Limit = { name: 'subscription-create', max: 60, windowSeconds: 60 * 60, message: SUBSCRIPTION_MESSAGES.tooManySubscriptionAttempts, kind: 'subscription_attempts' };
const SUBSCRIPTION_CONFIRMS: Limit = { name: 'subscription-confirm', max: 15, windowSeconds: 60 * 60, message: M.tooManyCardAttempts, kind: 'card_attempts' };

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const paymentRoutes = new Hono<AppEnv>()
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
    const result = await handleProviderEvent(createBillingDeps(c.env, config), event);
    return c.json({ received: true, result });
  })
  .get('/subscription-status', requireUser, async (c) => {
    return c.json(await subscriptionStatus(createBillingDeps(c.env, c.get('config')), currentUser(c).id));
  })
  .get('/plan-charges', requireUser, async (c) => {
    const data: PlanChargeDto[] = await planCharges(createBillingDeps(c.env, c.get('config')), currentUser(c).id);
    return c.json({ success: true as const, data });
  })
  .post('/validate-coupon', requireUser, validate('json', ValidateCouponRequest), async (c) => {
    const deps = createBillingDeps(c.env, c.get('config'));
    await consume(deps.db, COUPON_CHECKS, String(currentUser(c).id), nowSeconds());
    return c.json(await validateCoupon(deps, currentUser(c).id, c.req.valid('json').couponCode));
  })
  .post('/create-subscription', requireUser, validate('json', CreateSubscriptionRequest), async (c) => {
    const user = currentUser(c);
    const deps = createSubscriptionDeps(c.env, c.get('config'));
    await consume(deps.db, SUBSCRIPTION_CREATES, String(user.id), nowSeconds());
    return c.json(await createSubscription(deps, user, c.req.valid('json').couponCode ?? null));
  })
  .post('/cancel-subscription', requireUser, async (c) => {
    return c.json(await cancelSubscription(createSubscriptionDeps(c.env, c.get('config')), currentUser(c).id));
  })
  .post('/resume-subscription', requireUser, async (c) => {
    return c.json(await resumeSubscription(createSubscriptionDeps(c.env, c.get('config')), currentUser(c).id));
  })
  .post('/create-portal-session', requireUser, async (c) => {
    return c.json(await portalSession(createSubscriptionDeps(c.env, c.get('config')), currentUser(c).id));
  })
  // The local test provider's stand-in for Stripe's confirmPayment / confirmSetup of a subscription.
  .post('/test-provider/confirm-subscription', requireUser, validate('json', TestConfirmSubscriptionRequest), async (c) => {
    const user = currentUser(c);
    const deps = createSubscriptionDeps(c.env, c.get('config'));
    await consume(deps.db, SUBSCRIPTION_CONFIRMS, String(user.id), nowSeconds());
    const { clientSecret, cardNumber, expMonth, expYear } = c.req.valid('json');
    const outcome = await confirmTestSubscription(deps, user, clientSecret, { cardNumber, expMonth, expYear });
    return c.json(outcome.body, outcome.status);
  });
