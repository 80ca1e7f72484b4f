/**
 * Every administrator route (spec §6, §7 "Admin"), behind one guard: 401 for anonymous callers, 403
 * for signed-in non-admins. Mounted at /api/admin; the admin chat history of the usage page is the
 * spec's /api/usage/chat-history and has the same guard.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { requireAdmin } from '../../middleware/require-user.ts';
import { adminApiCostRoutes } from './api-costs.ts';
import { adminLegislationRoutes } from './legislation.ts';
import { adminMonitoringRoutes } from './monitoring.ts';
import { adminNewsletterRoutes } from './newsletter.ts';
import { adminUsageHistoryRoutes, adminUserRoutes } from './users.ts';

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/', adminLegislationRoutes)
  .route('/', adminUserRoutes)
  .route('/', adminMonitoringRoutes)
  .route('/', adminApiCostRoutes)
  .route('/beehiiv', adminNewsletterRoutes);

export const usageRoutes = new Hono<AppEnv>().use(requireAdmin).route('/', adminUsageHistoryRoutes);
