/**
 * Issue 26 item 6: sign-in that an attacker cannot block (OWASP device cookies; docs/decisions/023). A browser that
 * signed in (or used a reset link) carries a signed device cookie of the account: it is limited on its own and never
 * by other clients' failures; every other client keeps the account-wide limits, so an attacker can try no more than
 * before. The owner's reset reaches them from a trusted device whatever others asked, and from a new device after a
 * flood of 10 resets.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../schema/api/auth-messages.ts';
import { call, deviceCookie, latestMail, sessionCookie, tokenOf, uniqueEmail } from './helpers.ts';
import { freshClient, login, mailCount, ownerAccount as owner, stayWithinOneLimitWindow } from './support/sign-in.ts';

const SLOW = { timeout: 60_000 };

stayWithinOneLimitWindow(30);

const forgot = (email: string, client: string, cookie?: string | null) => call('/api/auth/forgot-password', { body: { email }, client, cookie });
const ownerAccount = () => owner(freshClient(), 'device-owner');

/** A distributed guesser: `n` wrong passwords, each from its own address; then the account's delay pinned at its longest. */
async function distributedAttack(email: string, n = 30) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await login(email, 'wrong-guess-1', freshClient())).status);
  expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(10);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  // Keep the account's back-off at its longest, so what follows does not race the clock.
  await env.DB.prepare('UPDATE rate_limits SET blocked_until = unixepoch() + 300 WHERE key = ?').bind(`login-account:${email}`).run();
}

describe('the device cookie', () => {
  it('is given on sign-in: HttpOnly, SameSite=Strict, only for the account endpoints, long-lived', async () => {
    const email = uniqueEmail('device-attrs');
    const client = freshClient();
    await call('/api/auth/signup', { body: { email, password: 'owner-password-1', name: 'Owner' }, client });
    await call('/api/auth/verify-email', { body: { token: tokenOf((await latestMail(email, 'verify'))!.link) }, client });
    const res = await login(email, 'owner-password-1', client);
    const set = res.headers.get('set-cookie') ?? '';
    const device = set.split(/,\s*(?=\w+=)/).find((c) => c.startsWith('device='));
    expect(device).toBeDefined();
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Strict/i);
    expect(device).toMatch(/Path=\/api\/auth/);
    expect(Number(device!.match(/Max-Age=(\d+)/)![1])).toBeGreaterThanOrEqual(30 * 24 * 60 * 60);
    // It is not a session: sent as the session cookie, it signs nobody in.
    const asSession = `session=${deviceCookie(res.headers)!.slice('device='.length)}`;
    expect((await call('/api/auth/me', { cookie: asSession })).status).toBe(401);
    expect(sessionCookie(res.headers)).not.toBe(null);
  });
});

describe('sign-in during a distributed guessing attack', SLOW, () => {
  it("the owner's device signs in at once, from any address; untrusted clients stay slowed, even at the owner's address", async () => {
    const { email, password, home, device } = await ownerAccount();
    await distributedAttack(email);
    // A new device (no cookie) is slowed down like every other untrusted client…
    const newDevice = await login(email, password, freshClient());
    expect(newDevice.status).toBe(429);
    expect(newDevice.json.error).toBe(M.tooManyRequests);
    // …and so is anyone at the owner's own address without the owner's cookie (an address is no proof).
    expect((await login(email, password, home)).status).toBe(429);
    // The owner's device is not, at home or on another network.
    expect((await login(email, password, home, device)).status).toBe(200);
    expect((await login(email, password, freshClient(), device)).status).toBe(200);
  });

  it('a device cookie of another account, a forged one or a tampered one gives no trust', async () => {
    const victim = await ownerAccount();
    const attacker = await ownerAccount();
    await distributedAttack(victim.email);
    expect((await login(victim.email, victim.password, freshClient(), attacker.device)).status).toBe(429);
    const [head, payload, signature] = victim.device.slice('device='.length).split('.');
    const tampered = `device=${head}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await login(victim.email, victim.password, freshClient(), tampered)).status).toBe(429);
    expect((await login(victim.email, victim.password, freshClient(), 'device=not-a-token')).status).toBe(429);
  });

  it('a trusted device is limited on its own: 5 failures there lock that device only', async () => {
    const { email, password, home, device } = await ownerAccount();
    const laptop = deviceCookie((await login(email, password, freshClient())).headers)!;
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-guess-1', home, device)).status).toBe(401);
    const locked = await login(email, password, home, device);
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe(M.tooManyLogins);
    // The same device cookie from another address is the same device: still locked.
    expect((await login(email, password, freshClient(), device)).status).toBe(429);
    // The owner's other device is not affected.
    expect((await login(email, password, freshClient(), laptop)).status).toBe(200);
  });

  it('a reset from a new device makes it trusted at once; the devices trusted before the reset are retired', async () => {
    const { email, password, device: oldDevice } = await ownerAccount();
    await distributedAttack(email);
    const phone = freshClient();
    expect((await login(email, password, phone)).status).toBe(429);
    await forgot(email, phone);
    const token = tokenOf((await latestMail(email, 'reset'))!.link);
    const reset = await call('/api/auth/reset-password', { body: { token, newPassword: 'owner-password-2' }, client: phone });
    expect(reset.status).toBe(200);
    const phoneDevice = deviceCookie(reset.headers);
    expect(phoneDevice).not.toBe(null);
    expect((await login(email, 'owner-password-2', phone, phoneDevice)).status).toBe(200);
    // The reset signed every device out of its trust as well as its session: a stolen device cookie dies with it.
    expect((await login(email, 'owner-password-2', freshClient(), oldDevice)).status).toBe(429);
  });
});

describe("the owner's reset reaches them", SLOW, () => {
  it('after an attacker asked for 10 resets from 10 addresses, the owner on a new device still gets the mail', async () => {
    const { email } = await ownerAccount();
    for (let i = 0; i < 10; i++) expect((await forgot(email, freshClient())).json).toEqual({ success: true, message: M.forgotSuccess });
    const before = await mailCount(email, 'reset');
    const owner = await forgot(email, freshClient());
    expect(owner.json).toEqual({ success: true, message: M.forgotSuccess });
    expect(await mailCount(email, 'reset')).toBe(before + 1);
    // The newest link works.
    const token = tokenOf((await latestMail(email, 'reset'))!.link);
    expect((await call('/api/auth/reset-password', { body: { token, newPassword: 'owner-password-9' }, client: freshClient() })).status).toBe(200);
  });

  it("from the owner's device, whatever the flood; the flood itself stays bounded at 20 mails an hour", async () => {
    const { email, home, device } = await ownerAccount();
    for (let i = 0; i < 30; i++) await forgot(email, freshClient());
    const flood = (await mailCount(email, 'verify')) + (await mailCount(email, 'reset'));
    expect(flood).toBe(20);
    expect(await mailCount(email, 'reset')).toBe(19);
    // A 31st address gets nothing sent…
    await forgot(email, freshClient());
    expect(await mailCount(email, 'reset')).toBe(19);
    // …the owner's device does, 3 times an hour.
    for (let i = 0; i < 4; i++) expect((await forgot(email, home, device)).json).toEqual({ success: true, message: M.forgotSuccess });
    expect(await mailCount(email, 'reset')).toBe(22);
  });

  it("from the owner's device at an address whose requests others used up (an office NAT), which stays refused to them", async () => {
    const { email, home, device } = await ownerAccount();
    const atHome = await Promise.all(Array.from({ length: 8 }, () => forgot(email, home)));
    expect(atHome.filter((r) => r.status === 429).length).toBe(3);
    expect((await forgot(email, home)).status).toBe(429);
    const before = await mailCount(email, 'reset');
    const owner = await forgot(email, home, device);
    expect(owner.json).toEqual({ success: true, message: M.forgotSuccess });
    expect(await mailCount(email, 'reset')).toBe(before + 1);
    // The device's requests are its own count: its 6th in the hour is refused, and nobody else's.
    for (let i = 0; i < 4; i++) expect((await forgot(email, home, device)).status).toBe(200);
    expect((await forgot(email, home, device)).status).toBe(429);
    expect((await forgot(email, freshClient())).status).toBe(200);
  });
});
