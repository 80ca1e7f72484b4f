/**
 * Spec §7 "Admin": GET /api/admin/monitoring (health, probes, error log) and GET /api/admin/system-stats
 * (users, subscriptions, conversations, runtime). Both answer the spec's shapes unwrapped.
 */
import { Hono, type Context } from 'hono';
import type { MonitoringData, SystemStats } from '../../../../schema/api/admin-monitoring.ts';
import type { AppEnv } from '../../env.ts';
import { monitoringData, systemStats, type MonitoringDeps } from '../../services/admin/monitoring-service.ts';

function monitoringDeps(c: Context<AppEnv>): MonitoringDeps {
  const cf = c.req.raw.cf;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    db: c.var.db,
    kv: c.env.SHARES,
    environment: c.get('config').ENVIRONMENT,
    location: { colo: text(cf?.colo), country: text(cf?.country) },
    now: () => new Date(),
  };
}

/** Behind the admin guard of ./index.ts. */
export const adminMonitoringRoutes = new Hono<AppEnv>()
  .get('/monitoring', async (c) => c.json((await monitoringData(monitoringDeps(c))) satisfies MonitoringData))
  .get('/system-stats', async (c) => c.json((await systemStats(monitoringDeps(c))) satisfies SystemStats));
