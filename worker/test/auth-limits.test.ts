/**
 * Issue 15: sign-in and mail limits that hold under concurrency and cannot be turned against the
 * account's owner (docs/decisions/004). The database may be shared with other test files: every
 * test uses its own e-mail addresses and client addresses.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../schema/api/auth-messages.ts';
import { call, deviceCookie, latestMail, tokenOf, uniqueEmail } from './helpers.ts';
import { freshClient, login, mailCount, ownerAccount, stayWithinOneLimitWindow } from './support/sign-in.ts';

/** Each test makes dozens of password checks (PBKDF2) in a row; the machine may be busy. */
const SLOW = { timeout: 30_000 };

stayWithinOneLimitWindow();

describe('sign-in limit under concurrency', SLOW, () => {
  it('checks at most 5 of 50 simultaneous wrong passwords from one client, then refuses that client even the right password', async () => {
    const { email, password } = await ownerAccount();
    const attacker = freshClient();
    const all = await Promise.all(Array.from({ length: 50 }, () => login(email, 'wrong-guess-1', attacker)));
    const checked = all.filter((r) => r.status === 401);
    const refused = all.filter((r) => r.status === 429);
    expect(checked.length).toBe(5);
    expect(refused.length).toBe(45);
    for (const r of checked) expect(r.json).toEqual({ error: M.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    for (const r of refused) {
      expect(r.json.error).toBe(M.tooManyLogins);
      // The code and what it counts: the SPA words the refusal by them (decision 032).
      expect(r.json).toMatchObject({ code: 'RATE_LIMITED', details: { limit: 'logins', retry_after_seconds: Number(r.headers.get('retry-after')) } });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    }
    // While that client is locked out of the account, even the right password is not checked.
    const locked = await login(email, password, attacker);
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe(M.tooManyLogins);
  });

  it('counts failures of one client across accounts atomically too (20 per 15 minutes)', async () => {
    const attacker = freshClient();
    const all = await Promise.all(Array.from({ length: 40 }, () => login(uniqueEmail('stuffing'), 'guess-guess', attacker)));
    expect(all.filter((r) => r.status === 401).length).toBe(20);
    expect(all.filter((r) => r.status === 429).length).toBe(20);
  });
});

describe('no targeted lock-out', SLOW, () => {
  it('5 wrong passwords from elsewhere do not lock the owner out, neither at home nor on a new device', async () => {
    const { email, password, home, device } = await ownerAccount();
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-guess-1', freshClient())).status).toBe(401);
    const attacker = freshClient();
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-guess-1', attacker)).status).toBe(401);
    expect((await login(email, password, attacker)).status).toBe(429); // the failing client is locked out of this account
    expect((await login(email, password, home, device)).status).toBe(200);
    expect((await login(email, password, freshClient())).status).toBe(200);
  });

  it("many failing clients only slow untrusted clients down (growing Retry-After); the owner's device still signs in", async () => {
    const { email, password, home, device } = await ownerAccount();
    const statuses: number[] = [];
    const delays: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await login(email, 'wrong-guess-1', freshClient());
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.json.error).toBe(M.tooManyRequests);
        delays.push(Number(res.headers.get('retry-after')));
      }
    }
    // The first 10 failures of the account are checked at once; beyond them attempts must wait.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    for (const d of delays) {
      expect(d).toBeGreaterThan(0);
      expect(d).toBeLessThanOrEqual(5 * 60);
    }
    // A device the account has signed in from before is not slowed down by other clients' failures.
    expect((await login(email, password, home, device)).status).toBe(200);
    expect((await login(email, 'wrong-guess-1', home, device)).status).toBe(401);
    expect((await login(email, password, home, device)).status).toBe(200);
  });

  it('the owner on a new device, slowed down by an attack, gets in at once after resetting the password there', async () => {
    const { email } = await ownerAccount();
    for (let i = 0; i < 11; i++) expect((await login(email, 'wrong-guess-1', freshClient())).status).toBe(401);
    // Pin the account's current delay at its longest, so the check below does not race the clock.
    await env.DB.prepare('UPDATE rate_limits SET blocked_until = unixepoch() + 300 WHERE key = ?').bind(`login-account:${email}`).run();
    const device = freshClient();
    const slowed = await login(email, 'owner-password-1', device);
    expect(slowed.status).toBe(429);
    expect(slowed.json.error).toBe(M.tooManyRequests);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(250);
    // Waiting did not cost the device its own allowance: refused attempts are given back.
    for (let i = 0; i < 6; i++) expect((await login(email, 'owner-password-1', device)).json.error).toBe(M.tooManyRequests);
    await call('/api/auth/forgot-password', { body: { email }, client: device });
    const token = tokenOf((await latestMail(email, 'reset'))!.link);
    const reset = await call('/api/auth/reset-password', { body: { token, newPassword: 'owner-password-3' }, client: device });
    expect(reset.status).toBe(200);
    expect((await login(email, 'owner-password-3', device, deviceCookie(reset.headers))).status).toBe(200);
    expect((await login(email, 'owner-password-3', freshClient())).status).toBe(429); // still slowed elsewhere
  });

  it('20 failures from an office address do not lock out a colleague who signs in correctly there', async () => {
    const office = freshClient();
    const colleague = await ownerAccount(office);
    for (let i = 0; i < 21; i++) await login(uniqueEmail('stuffing'), 'guess-guess', office);
    expect((await login(uniqueEmail('stuffing'), 'guess-guess', office)).status).toBe(429);
    const res = await login(colleague.email, colleague.password, office, colleague.device);
    expect(res.status).toBe(200);
    // …and the office's own failures on other accounts did not make the colleague's account slow either.
    expect((await login(colleague.email, colleague.password, freshClient())).status).toBe(200);
  });

  it('a password reset clears the clients locked out of the account', async () => {
    const { email, home } = await ownerAccount();
    for (let i = 0; i < 6; i++) await login(email, 'wrong-guess-1', home);
    expect((await login(email, 'owner-password-1', home)).status).toBe(429);
    await call('/api/auth/forgot-password', { body: { email }, client: home });
    const token = tokenOf((await latestMail(email, 'reset'))!.link);
    expect((await call('/api/auth/reset-password', { body: { token, newPassword: 'owner-password-2' }, client: home })).status).toBe(200);
    expect((await login(email, 'owner-password-2', home)).status).toBe(200);
  });
});

describe('mail allowance cannot be spent by someone else', SLOW, () => {
  it('forged forgot-password requests from one client do not silence the owner on another', async () => {
    const { email } = await ownerAccount();
    const forger = freshClient();
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/auth/forgot-password', { body: { email }, client: forger });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, message: M.forgotSuccess });
    }
    expect(await mailCount(email, 'reset')).toBe(3); // the forger's client gets 3 mails an hour sent to this address
    const owner = await call('/api/auth/forgot-password', { body: { email }, client: freshClient() });
    expect(owner.json).toEqual({ success: true, message: M.forgotSuccess });
    expect(await mailCount(email, 'reset')).toBe(4);
  });

  it('forged resend-verification requests from one client do not silence the owner on another', async () => {
    const email = uniqueEmail('unverified');
    expect((await call('/api/auth/signup', { body: { email, password: 'secret-123', name: 'New' }, client: freshClient() })).status).toBe(201);
    const forger = freshClient();
    for (let i = 0; i < 4; i++)
      expect((await call('/api/auth/resend-verification', { body: { email }, client: forger })).json).toEqual({ success: true, message: M.resendSuccess });
    expect(await mailCount(email, 'verify')).toBe(4); // sign-up's mail + 3 for the forger's client
    const owner = await call('/api/auth/resend-verification', { body: { email }, client: freshClient() });
    expect(owner.json).toEqual({ success: true, message: M.resendSuccess });
    expect(await mailCount(email, 'verify')).toBe(5);
    // The newest link works.
    expect((await call('/api/auth/verify-email', { body: { token: tokenOf((await latestMail(email, 'verify'))!.link) } })).status).toBe(200);
  });

  it('caps mails to one address at 20 an hour across untrusted clients, except to devices the account signed in from', async () => {
    const { email, home, device } = await ownerAccount();
    // sign-up's verification mail + 19 reset mails for 22 different requesters
    for (let i = 0; i < 22; i++) expect((await call('/api/auth/forgot-password', { body: { email }, client: freshClient() })).status).toBe(200);
    expect((await mailCount(email, 'verify')) + (await mailCount(email, 'reset'))).toBe(20);
    // The owner's address without the device cookie is one more untrusted client…
    await call('/api/auth/forgot-password', { body: { email }, client: home });
    expect(await mailCount(email, 'reset')).toBe(19);
    // …and the owner's device (its cookie) still gets the mail.
    await call('/api/auth/forgot-password', { body: { email }, client: home, cookie: device });
    expect(await mailCount(email, 'reset')).toBe(20);
  });
});
