/**
 * What the sign-in and mail limit suites share (auth-limits, device-cookies): fresh client addresses, owners who
 * signed in once, and a guard that keeps a test inside one window of the limits. The database may be shared with
 * other test files: every test uses its own e-mail and client addresses.
 */
import { env } from 'cloudflare:test';
import { beforeEach, expect } from 'vitest';
import { call, deviceCookie, latestMail, tokenOf, uniqueEmail } from '../helpers.ts';

/**
 * The limits count in fixed windows of 15 minutes (and hours, aligned with them): a test that ran across a
 * window's end would see fresh counters halfway. Registers a hook that waits for the next window when this one
 * ends within `marginSeconds`.
 */
export function stayWithinOneLimitWindow(marginSeconds = 20): void {
  beforeEach(
    async () => {
      const intoWindow = Math.floor(Date.now() / 1000) % (15 * 60);
      if (intoWindow > 15 * 60 - marginSeconds) await new Promise((resolve) => setTimeout(resolve, (15 * 60 - intoWindow + 1) * 1000));
    },
    (marginSeconds + 10) * 1000,
  );
}

let clients = 0;
/** A client address no other test (of any file) uses: a random documentation-range IPv6 address. */
export function freshClient(): string {
  clients += 1;
  const r = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${r()}:${r()}:${r()}::${clients.toString(16)}`;
}

/** A sign-in from `client`, with the browser's device cookie when it has one. */
export const login = (email: string, password: string, client: string, cookie?: string | null) =>
  call('/api/auth/login', { body: { email, password }, client, cookie });

/** A verified account that has signed in once from `home`: `device` is the device cookie that browser got. */
export async function ownerAccount(home = freshClient(), prefix = 'owner') {
  const email = uniqueEmail(prefix);
  const password = 'owner-password-1';
  expect((await call('/api/auth/signup', { body: { email, password, name: 'Owner' }, client: home })).status).toBe(201);
  const mail = await latestMail(email, 'verify');
  expect((await call('/api/auth/verify-email', { body: { token: tokenOf(mail!.link) }, client: home })).status).toBe(200);
  const signedIn = await login(email, password, home);
  expect(signedIn.status).toBe(200);
  const device = deviceCookie(signedIn.headers);
  expect(device).not.toBe(null);
  return { email, password, home, device: device!, signedIn };
}

export async function mailCount(email: string, kind: 'verify' | 'reset'): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE to_email = ? AND kind = ?').bind(email, kind).first<{ n: number }>();
  return row!.n;
}
