/**
 * `npm run -s bench:cpu | tail -1 > cpu.json && npm run -s capacity-model -- cpu.json`
 *
 * The capacity model of docs/scale.md, computed from what bench:cpu measured per request and the traffic
 * assumption below, at 1×, 10×, 100× and 1,000× today's expected users, against the platform's published
 * limits (bench/platform-limits.ts). Prints Markdown tables; the figures in docs/scale.md come from it.
 */
import { readFileSync } from 'node:fs';
import { PLATFORM } from './platform-limits.ts';

interface RouteFigures {
  isolate_cpu_ms_mean: number;
  cpu_ms_p50: number | null;
  d1_ms: number;
  d1_primary_ms: number;
  d1_write_transactions: number;
  d1_rows_read: number;
  d1_rows_written: number;
  d1_growth_bytes: number;
}

/**
 * Today's expected use (1×): 300 people active on a working day (tax advisers, accountants, in-house finance
 * teams), each doing what a working session of research holds. Requests per active user per day, by the
 * route bench:cpu measured (the model path for answers, as in production).
 */
const ACTIVE_USERS = 300;
const PER_USER: Record<string, number> = {
  keyword_search: 12,
  document: 6,
  passages: 1,
  answer_model: 2,
  chat_model: 1,
  session: 8,
  chat_history: 2,
  login: 0.3,
  signup: 0.02,
  share_view: 1,
  share_page: 1,
};
/** Of the public reads (keyword search, document, passages, share page), the share the edge cache answers. */
const EDGE_HIT_RATE = 0.3;
const CACHEABLE = new Set(['keyword_search', 'document', 'passages']);
/** Of each day's requests, the share in the 9 busiest hours, and the busiest minute against their mean. */
const BUSY_SHARE = 0.8;
const BUSY_HOURS = 9;
const BURST = 3;
/** Production D1 time of one write transaction (the docs: writes "can take several milliseconds"); local SQLite reports less. */
const WRITE_TRANSACTION_MS = 3;
/** Replica regions a read may go to (read replication: ENAM, WNAM, WEUR, EEUR, APAC, OC); the busiest gets this share. */
const BUSIEST_REPLICA_SHARE = 0.5;
/** Answers shared (a KV write each); stored vectors with embeddings on (one per article of the collection, 1,536 dimensions). */
const SHARED_ANSWERS = 0.05;
const STORED_VECTORS = 481;
const VECTOR_DIMENSIONS = 1536;
const DAYS_PER_MONTH = 30;
/** The database after the seed (the collection and its search indexes), bench/.data/d1-cpu. */
const BASE_DATABASE_BYTES = 15.4e6;

const SCALES = [1, 10, 100, 1000];

function model(routes: Record<string, RouteFigures>, scale: number) {
  const users = ACTIVE_USERS * scale;
  let requests = 0;
  let cpuMs = 0;
  let primaryMs = 0;
  let replicaMs = 0;
  let allOnPrimaryMs = 0;
  let rowsRead = 0;
  let rowsWritten = 0;
  let growth = 0;
  let answers = 0;
  for (const [key, perUser] of Object.entries(PER_USER)) {
    const r = routes[key];
    if (!r) throw new Error(`bench:cpu figures have no route ${key}`);
    const n = users * perUser;
    // An edge-cache hit costs the same whatever was cached: a lookup and the copy.
    const hit = routes.keyword_search_cache_hit!;
    const computed = CACHEABLE.has(key) ? n * (1 - EDGE_HIT_RATE) : n;
    const hits = n - computed;
    requests += n;
    cpuMs += computed * r.isolate_cpu_ms_mean + hits * hit.isolate_cpu_ms_mean;
    const writes = r.d1_write_transactions * WRITE_TRANSACTION_MS;
    primaryMs += computed * (r.d1_primary_ms + writes);
    replicaMs += computed * (r.d1_ms - r.d1_primary_ms);
    allOnPrimaryMs += computed * (r.d1_ms + writes);
    rowsRead += computed * r.d1_rows_read;
    rowsWritten += computed * (r.d1_rows_written + r.d1_write_transactions);
    growth += computed * r.d1_growth_bytes;
    if (key.startsWith('answer') || key.startsWith('chat_model')) answers += n;
  }
  const peakFactor = (BUSY_SHARE / (BUSY_HOURS * 3600)) * BURST;
  const monthly = (x: number) => x * DAYS_PER_MONTH;
  const storageDays = (PLATFORM.d1.maxDatabaseBytes - BASE_DATABASE_BYTES) / growth;
  const workersCost =
    PLATFORM.workers.paidBaseUsd +
    (Math.max(0, monthly(requests) - PLATFORM.workers.includedRequests) * PLATFORM.workers.usdPerMillionRequests) / 1e6 +
    (Math.max(0, monthly(cpuMs) - PLATFORM.workers.includedCpuMs) * PLATFORM.workers.usdPerMillionCpuMs) / 1e6;
  const d1Cost =
    (Math.max(0, monthly(rowsRead) - PLATFORM.d1.includedRowsRead) * PLATFORM.d1.usdPerMillionRowsRead) / 1e6 +
    (Math.max(0, monthly(rowsWritten) - PLATFORM.d1.includedRowsWritten) * PLATFORM.d1.usdPerMillionRowsWritten) / 1e6;
  const queriedDimensions = (monthly(answers) + STORED_VECTORS) * VECTOR_DIMENSIONS;
  const vectorizeCost =
    (Math.max(0, queriedDimensions - PLATFORM.vectorize.includedQueriedDimensions) * PLATFORM.vectorize.usdPerMillionQueriedDimensions) / 1e6;
  return {
    scale,
    users,
    requestsPerDay: requests,
    peakPerSecond: requests * peakFactor,
    cpuMsPerMonth: monthly(cpuMs),
    primaryBusy: (primaryMs * peakFactor) / 1000,
    replicaBusy: (replicaMs * peakFactor * BUSIEST_REPLICA_SHARE) / 1000,
    allOnPrimaryBusy: (allOnPrimaryMs * peakFactor) / 1000,
    rowsReadPerDay: rowsRead,
    rowsWrittenPerDay: rowsWritten,
    growthPerDay: growth,
    storageDays,
    kvWritesPerDay: answers * SHARED_ANSWERS,
    answersPerMonth: monthly(answers),
    costUsd: { workers: workersCost, d1: d1Cost, vectorize: vectorizeCost },
  };
}

const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (x: number) => `${fmt(x * 100, x < 0.1 ? 1 : 0)} %`;

function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: capacity-model.ts <the JSON line of bench:cpu>');
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes: Record<string, RouteFigures> };
  const rows = SCALES.map((s) => model(routes, s));
  const line = (label: string, f: (m: ReturnType<typeof model>) => string) => `| ${label} | ${rows.map(f).join(' | ')} |`;
  console.log(`| | ${rows.map((m) => `${m.scale}× (${fmt(m.users)} users)`).join(' | ')} |`);
  console.log(`|---|${rows.map(() => '---:').join('|')}|`);
  for (const l of [
    line('requests a day', (m) => fmt(m.requestsPerDay)),
    line('requests a second, busiest minute', (m) => fmt(m.peakPerSecond, 1)),
    line('Worker CPU a month (ms)', (m) => fmt(m.cpuMsPerMonth)),
    line('D1 primary busy, busiest minute', (m) => pct(m.primaryBusy)),
    line('… without read replicas', (m) => pct(m.allOnPrimaryBusy)),
    line('busiest D1 replica busy', (m) => pct(m.replicaBusy)),
    line('D1 rows read a day', (m) => fmt(m.rowsReadPerDay)),
    line('D1 rows written a day', (m) => fmt(m.rowsWrittenPerDay)),
    line('D1 growth a day', (m) => `${fmt(m.growthPerDay / 1e6, 1)} MB`),
    line('days until the 10 GB database limit', (m) => fmt(m.storageDays)),
    line('KV writes a day (shares)', (m) => fmt(m.kvWritesPerDay)),
    line('answers a month (Vectorize queries, model calls)', (m) => fmt(m.answersPerMonth)),
    line('Workers + D1 + Vectorize, USD a month', (m) => `${fmt(m.costUsd.workers + m.costUsd.d1 + m.costUsd.vectorize, 2)}`),
  ]) {
    console.log(l);
  }
}

main();
