/**
 * Responses of GET /api/admin/monitoring and GET /api/admin/system-stats (spec §3 "Monitoring data",
 * "System stats"; §7 "Admin"), shared by worker and web. Plain types and constants only, so the SPA
 * ships no zod.
 *
 * The spec's figures come from a Node server. A Cloudflare Worker has no process of its own: it runs
 * in a V8 isolate that the platform starts, shares and stops at will, so process memory (rss,
 * heapUsed, heapTotal, external), process uptime, the operating-system platform and a Node version
 * do not exist there. (`nodejs_compat`'s `process` shim answers zeros, 'linux' and a fixed 'v22…'
 * string; those are placeholders, not measurements.) The API sends null for each of them and
 * `runtime` carries what the isolate really knows instead.
 */

export const MONITORING_POLL_MS = 30_000;
export const SYSTEM_STATS_POLL_MS = 60_000;

/** How many error types and recent errors the Errors tab lists. */
export const TOP_ERROR_TYPES = 5;
export const RECENT_ERRORS = 20;

/** The values of spec §4 "Health badge"; a client shows 'Error' for anything else. */
export const HEALTH_STATUSES = ['healthy', 'degraded', 'unhealthy', 'connected', 'disconnected'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** Spec §3 memory figures: always null on Cloudflare Workers (see above). */
export interface MemoryFigures {
  rss: number | null;
  heapUsed: number | null;
  heapTotal: number | null;
  external: number | null;
}

/** What the Workers runtime does tell about itself. */
export interface RuntimeInfo {
  /** `navigator.userAgent`: 'Cloudflare-Workers'. */
  userAgent: string;
  /** Seconds since this isolate served its first monitoring request (isolates are recycled, so this is not a server uptime). */
  isolateAgeSeconds: number;
  /** The Cloudflare data centre (IATA code) and the caller's country, from request.cf; null where the request has none (local development). */
  colo: string | null;
  country: string | null;
  /** The deployment's ENVIRONMENT variable: development, test or production. */
  environment: string;
}

export interface ProbeResult {
  status: Extract<HealthStatus, 'connected' | 'disconnected'>;
  /** Milliseconds the probe took (Workers clocks advance only across I/O, so this is whole milliseconds); null when it failed. */
  latencyMs: number | null;
  /** Why the probe failed, when it did. */
  error?: string;
}

export interface ErrorTypeCount {
  name: string;
  count: number;
}

/** One row of the error log (spec §3 recent error entries). */
export interface ErrorLogEntry {
  method: string;
  url: string;
  statusCode: number;
  /** ISO-8601 UTC. */
  timestamp: string;
  error: string;
  ip: string | null;
  userId: number | null;
}

export interface MonitoringData {
  system: {
    /** healthy: database and KV answer; degraded: the database answers, KV does not; unhealthy: the database does not. */
    status: Extract<HealthStatus, 'healthy' | 'degraded' | 'unhealthy'>;
    /** Process uptime in seconds: null on Workers (see runtime.isolateAgeSeconds). */
    uptime: number | null;
    timestamp: string;
    memory: MemoryFigures;
    runtime: RuntimeInfo;
  };
  /** `SELECT 1` on D1, timed. */
  database: ProbeResult;
  /** A read of a fixed key of the SHARES namespace, timed. */
  kv: ProbeResult;
  /** Null when the error log could not be read (the database did not answer). */
  errors: {
    stats: { lastHour: number; lastDay: number; total: number; topErrors: ErrorTypeCount[] };
    /** Newest first, at most RECENT_ERRORS. */
    recent: ErrorLogEntry[];
  } | null;
}

export interface SystemStats {
  users: {
    total: number;
    /** Users with an active (or cancelled but not yet ended) Professional Plan subscription. */
    activeSubscriptions: number;
    freeUsers: number;
    /** activeSubscriptions / total as a whole percent (0 with no users). */
    subscriptionRatePercent: number;
  };
  chats: {
    total: number;
    /** Conversations started since 00:00 UTC today. */
    today: number;
    /** Conversations per user, unrounded (0 with no users); shown to 1 decimal. */
    averagePerUser: number;
  };
  system: {
    memory: MemoryFigures;
    /** Operating-system platform and Node version: null on Workers. */
    platform: string | null;
    nodeVersion: string | null;
    runtime: RuntimeInfo;
  };
}
