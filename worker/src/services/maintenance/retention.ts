/**
 * Bounded growth (issue 26 item 8; docs/decisions/024): the daily Cron Trigger deletes what the append-only tables
 * no longer need, so that none of them grows without end. Each step is idempotent (a run cut short, or run twice,
 * leaves the same rows) and the large tables go in batches, so a run never holds D1 for long.
 */
import { clearOldApiCallContexts } from '../../db/repositories/api-cost-repository.ts';
import { pruneEmailTokens } from '../../db/repositories/email-token-repository.ts';
import { pruneErrorLog } from '../../db/repositories/error-log-repository.ts';
import { pruneOutbox } from '../../db/repositories/outbox-repository.ts';
import { pruneRevokedSessions } from '../../db/repositories/session-repository.ts';
import type { Db } from '../../db/client.ts';
import { pruneExpired, RATE_LIMIT_RETENTION_SECONDS } from '../security/rate-limits.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** How long each kind of row is kept (the figures of docs/decisions/024). */
export const RETENTION = {
  /** Errors of the monitoring page (which shows the last day and the newest entries): a quarter to look back over. */
  errorLogDays: 90,
  /** What a model call was given (the admin's API context viewer); the call's row and figures stay for the cost history. */
  apiCallContextDays: 90,
  /** Rate-limit counters: a day past their window's start (the longest window is an hour). */
  rateLimitSeconds: RATE_LIMIT_RETENTION_SECONDS,
  /** Verify and reset tokens: a week past their expiry (after it they can only be refused). */
  emailTokenDaysAfterExpiry: 7,
  /** The local outbox (development only: with an e-mail API nothing is stored there). */
  outboxDays: 30,
  /** Logged-out sessions are kept until their token expires (then the signature check refuses it anyway). */
} as const;

/** The daily clean-up's Cron Trigger (wrangler.toml [triggers] and [env.production.triggers]). */
export const RETENTION_CRON = '17 3 * * *';

/** Rows per statement of the batched tables, and at most this many statements per table a run (the next run goes on). */
export const PRUNE_BATCH = 1000;
const MAX_BATCHES = 50;

export interface RetentionReport {
  errorLog: number;
  apiCallContexts: number;
  rateLimits: number;
  emailTokens: number;
  revokedSessions: number;
  outbox: number;
}

async function inBatches(step: (batch: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await step(PRUNE_BATCH);
    total += n;
    if (n < PRUNE_BATCH) break;
  }
  return total;
}

const isoSecondsAgo = (now: number, seconds: number) => new Date((now - seconds) * 1000).toISOString();

/** Deletes (or, for model-call contexts, empties) every row past its retention at `now` (epoch seconds). */
export async function pruneOldRows(db: Db, now: number): Promise<RetentionReport> {
  return {
    errorLog: await inBatches((b) => pruneErrorLog(db, isoSecondsAgo(now, RETENTION.errorLogDays * DAY_SECONDS), b)),
    apiCallContexts: await inBatches((b) => clearOldApiCallContexts(db, isoSecondsAgo(now, RETENTION.apiCallContextDays * DAY_SECONDS), b)),
    rateLimits: await pruneExpired(db, now),
    emailTokens: await pruneEmailTokens(db, now - RETENTION.emailTokenDaysAfterExpiry * DAY_SECONDS),
    revokedSessions: await pruneRevokedSessions(db, now),
    outbox: await pruneOutbox(db, isoSecondsAgo(now, RETENTION.outboxDays * DAY_SECONDS)),
  };
}
