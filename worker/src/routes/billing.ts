/** Spec §7 "Billing and card provider": reads under /api/billing. Charging endpoints come with the billing run. */
import { Hono } from 'hono';
import { createDb } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { currentBilling } from '../services/billing/billing-service.ts';

export const billingRoutes = new Hono<AppEnv>().use(requireUser).get('/current', async (c) => {
  const data = await currentBilling(createDb(c.env.DB), currentUser(c).id, new Date());
  return c.json({ success: true as const, data });
});
