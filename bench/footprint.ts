/** What one request did, as bench/footprint-entry.ts counts it and bench/cpu.ts reads it (GET /__footprint). */
export interface Footprint {
  d1Statements: number;
  d1Batches: number;
  rowsRead: number;
  rowsWritten: number;
  /** SQL execution time D1 reports (meta.duration), summed: what the request costs the database's one thread. */
  d1Ms: number;
  /** Of d1Ms, what must run on the primary: writes, and reads of sessions that start there. */
  primaryMs: number;
  /** Write statements outside a batch, plus batches holding a write: each a transaction on the primary. */
  writeTransactions: number;
  /** The database's size after the request's last statement (meta.size_after), 0 when none reported it. */
  sizeAfter: number;
  /** Writes through raw()/first(), which report no rows. */
  unmeasured: number;
  /** Calls per method name (get, put, …). */
  kv: Record<string, number>;
  cache: Record<string, number>;
  subrequests: number;
}
