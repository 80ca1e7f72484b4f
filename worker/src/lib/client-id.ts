import type { Context } from 'hono';

/** The caller's address as Cloudflare reports it; rate limits count per client on it. */
export function clientId(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown-client';
}
