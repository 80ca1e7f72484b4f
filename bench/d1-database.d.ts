/**
 * The Workers runtime's global `D1Database`, for the worker modules a bench runs under Node (bench/keyword-statement.ts
 * builds a keyword search's statement with the Worker's own service): there it is the binding Miniflare hands to Node.
 */
type D1Database = Awaited<ReturnType<import('miniflare').Miniflare['getD1Database']>>;
