/**
 * Spec §7 "Billing and card provider": the endpoints under /api/{card_provider}/ (mounted at
 * /api/stripe): the provider's webhook, and the subscription status the account page reads.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BILLING_MESSAGES as M } from '../../../schema/api/billing.ts';
import type { AppEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { createBillingDeps } from '../services/billing/billing-deps.ts';
import { subscriptionStatus } from '../services/billing/billing-service.ts';
import { verifyStripeWebhook, WebhookSignatureError } from '../services/billing/card-provider/stripe-webhook.ts';
import { handleProviderEvent } from '../services/billing/provider-events.ts';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

export const paymentRoutes = new Hono<AppEnv>()
  // Called by Stripe, not by a browser: no session, authenticated by the signature of the raw body.
  .post('/webhook', bodyLimit({ maxSize: WEBHOOK_MAX_BYTES, onError: (c) => c.json({ error: 'Payload too large' }, 413) }), async (c) => {
    const config = c.get('config');
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) throw new NotFoundError('Stripe is not configured on this server');
    const raw = await c.req.text();
    let event;
    try {
      event = await verifyStripeWebhook(
        { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL },
        raw,
        c.req.header('stripe-signature') ?? null,
      );
    } catch (err) {
      if (err instanceof WebhookSignatureError) return c.json({ error: M.webhookSignature }, 400);
      throw err;
    }
    const result = await handleProviderEvent(createBillingDeps(c.env, config), event);
    return c.json({ received: true, result });
  })
  .get('/subscription-status', requireUser, async (c) => {
    const deps = createBillingDeps(c.env, c.get('config'));
    return c.json(await subscriptionStatus(deps.db, currentUser(c).id));
  });
