/** Spec §7 "Admin": GET /api/admin/api-costs, the estimated cost of the model calls (`{success, data}`). */
import { Hono } from 'hono';
import type { ApiCostResponse } from '../../../../schema/api/admin-api-costs.ts';
import type { AppEnv } from '../../env.ts';
import { apiCostReport } from '../../services/admin/api-cost-service.ts';

/** Behind the admin guard of ./index.ts. */
export const adminApiCostRoutes = new Hono<AppEnv>().get('/api-costs', async (c) => {
  const data = await apiCostReport(c.var.db, c.get('config'));
  return c.json({ success: true, data } satisfies ApiCostResponse);
});
