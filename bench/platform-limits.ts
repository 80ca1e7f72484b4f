/**
 * Cloudflare's published limits and prices the benchmarks compare with (read 2026-11-24 from the pages named;
 * docs/scale.md quotes them). Sizes in bytes, prices in USD.
 */
export const PLATFORM = {
  workers: {
    /** https://developers.cloudflare.com/workers/platform/limits/#cpu-time (last updated 2026-07-28) */
    cpuSource: 'https://developers.cloudflare.com/workers/platform/limits/#cpu-time',
    /** Workers Free: CPU time per HTTP request. */
    freeCpuMs: 10,
    /** Workers Paid: the default CPU time per request, unless `limits.cpu_ms` sets another. */
    paidDefaultCpuMs: 30_000,
    /** Workers Paid: the most `limits.cpu_ms` may set. */
    paidMaxCpuMs: 300_000,
    /** https://developers.cloudflare.com/workers/platform/pricing/ (last updated 2026-07-07) */
    paidBaseUsd: 5,
    includedRequests: 10_000_000,
    usdPerMillionRequests: 0.3,
    includedCpuMs: 30_000_000,
    usdPerMillionCpuMs: 0.02,
  },
  d1: {
    /** https://developers.cloudflare.com/d1/platform/limits/ (last updated 2026-04-21): cannot be raised. */
    maxDatabaseBytes: 10e9,
    /** https://developers.cloudflare.com/d1/platform/pricing/ (last updated 2026-04-21) */
    includedRowsRead: 25e9,
    usdPerMillionRowsRead: 0.001,
    includedRowsWritten: 50e6,
    usdPerMillionRowsWritten: 1,
  },
  vectorize: {
    /** https://developers.cloudflare.com/vectorize/platform/pricing/ (last updated 2026-04-21) */
    includedQueriedDimensions: 50e6,
    usdPerMillionQueriedDimensions: 0.01,
  },
} as const;
