/**
 * Spec §7 "Billing and card provider": the endpoints under /api/{card_provider}/ (mounted at
 * /api/stripe). Only the subscription status exists so far; it reads our own records.
 */
import { Hono } from 'hono';
import { createDb } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { subscriptionStatus } from '../services/billing/billing-service.ts';

export const paymentRoutes = new Hono<AppEnv>().use(requireUser).get('/subscription-status', async (c) => {
  return c.json(await subscriptionStatus(createDb(c.env.DB), currentUser(c).id));
});
