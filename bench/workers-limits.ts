/**
 * The Workers CPU limits bench:cpu compares with, as Cloudflare documents them; docs/scale.md lists
 * these and the other platform limits with their sources.
 */
export const WORKERS_CPU_LIMITS = {
  source: 'https://developers.cloudflare.com/workers/platform/limits/#cpu-time',
  /** Workers Free: CPU time per HTTP request. */
  freeMs: 10,
  /** Workers Paid: the default CPU time per request, unless `limits.cpu_ms` sets another. */
  paidDefaultMs: 30_000,
  /** Workers Paid: the most `limits.cpu_ms` may set. */
  paidMaxMs: 300_000,
} as const;
