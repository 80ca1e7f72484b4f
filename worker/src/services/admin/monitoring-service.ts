/**
 * The admin monitoring page (spec §2 "Admin monitoring", §3 "Monitoring data", "System stats"):
 * real probes of D1 and KV, the error log written by app.onError, and user and conversation
 * counts. Figures a Worker does not have (process memory, uptime, platform, Node version) are
 * null, never made up: see schema/api/admin-monitoring.ts.
 */
import {
  RECENT_ERRORS,
  TOP_ERROR_TYPES,
  type MemoryFigures,
  type MonitoringData,
  type ProbeResult,
  type RuntimeInfo,
  type SystemStats,
} from '../../../../schema/api/admin-monitoring.ts';
import type { Db } from '../../db/client.ts';
import { errorLogFigures, probeDatabase, userAndChatCounts } from '../../db/repositories/admin-stats-repository.ts';

export interface MonitoringDeps {
  db: Db;
  kv: KVNamespace;
  environment: string;
  /** request.cf's location fields; absent locally. */
  location: { colo: string | null; country: string | null };
  now: () => Date;
}

/** The KV key the probe reads. Nothing writes it: a miss is a full round trip all the same. */
export const KV_PROBE_KEY = 'monitoring:probe';

const NO_MEMORY_FIGURES: MemoryFigures = { rss: null, heapUsed: null, heapTotal: null, external: null };

// Module state lives as long as the isolate. Date.now() reads 0 at start-up on Workers, so the clock
// starts at the first monitoring request this isolate serves (app.ts has no first-request hook).
let isolateFirstSeenAt: number | null = null;

function runtimeInfo(deps: MonitoringDeps): RuntimeInfo {
  const now = deps.now().getTime();
  isolateFirstSeenAt ??= now;
  return {
    // The project's workers-types entry point predates `navigator`; the runtime has it ('Cloudflare-Workers').
    userAgent: (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? 'unknown',
    isolateAgeSeconds: Math.floor((now - isolateFirstSeenAt) / 1000),
    colo: deps.location.colo,
    country: deps.location.country,
    environment: deps.environment,
  };
}

/** Runs a probe and times it; a failure is a result (disconnected), not an error of the page. */
async function timed(probe: () => Promise<unknown>): Promise<ProbeResult> {
  // Workers clocks move only across I/O, which is exactly what is being timed.
  const start = performance.now();
  try {
    await probe();
    return { status: 'connected', latencyMs: Math.round(performance.now() - start) };
  } catch (err) {
    return { status: 'disconnected', latencyMs: null, error: (err instanceof Error ? err.message : String(err)).slice(0, 300) };
  }
}

function systemStatus(database: ProbeResult, kv: ProbeResult): MonitoringData['system']['status'] {
  if (database.status !== 'connected') return 'unhealthy';
  return kv.status === 'connected' ? 'healthy' : 'degraded';
}

async function errorFigures(db: Db, now: Date): Promise<NonNullable<MonitoringData['errors']>> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const { counts, topTypes, recent } = await errorLogFigures(
    db,
    { hour: ago(3_600_000), day: ago(86_400_000) },
    { topTypes: TOP_ERROR_TYPES, recent: RECENT_ERRORS },
  );
  return { stats: { ...counts, topErrors: topTypes }, recent };
}

export async function monitoringData(deps: MonitoringDeps): Promise<MonitoringData> {
  const now = deps.now();
  const [database, kv] = await Promise.all([timed(() => probeDatabase(deps.db)), timed(() => deps.kv.get(KV_PROBE_KEY))]);
  // With the database down there is no error log to read: null rather than zeros.
  const errors =
    database.status === 'connected'
      ? await errorFigures(deps.db, now).catch((err: unknown) => {
          console.error('monitoring: reading the error log failed', err);
          return null;
        })
      : null;
  return {
    system: { status: systemStatus(database, kv), uptime: null, timestamp: now.toISOString(), memory: NO_MEMORY_FIGURES, runtime: runtimeInfo(deps) },
    database,
    kv,
    errors,
  };
}

/** 00:00 UTC of the day of `now`, in the stored created_at form. */
function startOfDayUtc(now: Date): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

export async function systemStats(deps: MonitoringDeps): Promise<SystemStats> {
  const c = await userAndChatCounts(deps.db, startOfDayUtc(deps.now()));
  return {
    users: {
      total: c.users,
      activeSubscriptions: c.subscribed,
      freeUsers: c.users - c.subscribed,
      subscriptionRatePercent: c.users ? Math.round((c.subscribed / c.users) * 100) : 0,
    },
    chats: { total: c.chats, today: c.chatsToday, averagePerUser: c.users ? c.chats / c.users : 0 },
    system: { memory: NO_MEMORY_FIGURES, platform: null, nodeVersion: null, runtime: runtimeInfo(deps) },
  };
}
