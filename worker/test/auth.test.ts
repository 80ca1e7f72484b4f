import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../schema/api/auth-messages.ts';
import { call, latestMail, newClient, sessionCookie, signedInUser, tokenOf, uniqueEmail } from './helpers.ts';

describe('POST /api/auth/signup', () => {
  it('creates an unverified account and mails a verification link', async () => {
    const email = uniqueEmail();
    const res = await call('/api/auth/signup', {
      body: { email: email.toUpperCase(), password: 'secret1', name: 'Aisha', signupSource: 'pricing_page' },
      client: newClient(),
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, message: M.signupSuccess });
    const row = await env.DB.prepare('SELECT email, email_verified, signup_source, password_hash FROM users WHERE email = ?')
      .bind(email)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ email, email_verified: 0, signup_source: 'pricing_page' });
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row!.password_hash).not.toContain('secret1');
    const mail = await latestMail(email, 'verify');
    expect(mail!.link).toMatch(/^http:\/\/localhost:8787\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    // The mail carries no text the sign-up chose (issue 26 item 5): not even the name.
    expect(mail!.html_body).not.toContain('Aisha');
    expect(mail!.text_body).not.toContain('Aisha');
    const billing = await env.DB.prepare(
      'SELECT welcome_chats_left, welcome_followups_left FROM billing_accounts b JOIN users u ON u.id = b.user_id WHERE u.email = ?',
    )
      .bind(email)
      .first();
    expect(billing).toEqual({ welcome_chats_left: 1, welcome_followups_left: 2 });
  });

  it('stores only a hash of the verification token', async () => {
    const email = uniqueEmail();
    await call('/api/auth/signup', { body: { email, password: 'secret1', name: 'N' }, client: newClient() });
    const token = tokenOf((await latestMail(email, 'verify'))!.link);
    const stored = await env.DB.prepare("SELECT token_hash FROM email_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND kind = 'verify'")
      .bind(email)
      .first<{ token_hash: string }>();
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toBe(token);
  });

  it('refuses an e-mail that is already registered with 409', async () => {
    const { email } = await signedInUser();
    const res = await call('/api/auth/signup', { body: { email, password: 'another1', name: 'Copy' }, client: newClient() });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(M.userExists);
  });

  it.each([
    [{ email: 'a@b.example', password: 'secret1' }, M.fillAllFields],
    [{ email: '', password: 'secret1', name: 'X' }, M.fillAllFields],
    [{ email: 'not-an-email', password: 'secret1', name: 'X' }, M.invalidEmail],
    [{ email: 'a@b.example', password: '12345', name: 'X' }, M.passwordTooShort],
    [{ email: 'a@b.example', password: 'secret1', name: '   ' }, M.fillAllFields],
    [{ email: 'a@b.example', password: 'secret1', name: 'X', signupSource: 'somewhere' }, 'signupSource'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call('/api/auth/signup', { body, client: newClient() });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(message);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await call('/api/auth/signup', { body: '{not json', client: newClient() });
    expect(res.status).toBe(400);
    expect(typeof res.json.error).toBe('string');
  });
});

describe('e-mail verification', () => {
  it('verifies once; the same link then counts as invalid', async () => {
    const email = uniqueEmail();
    await call('/api/auth/signup', { body: { email, password: 'secret1', name: 'V' }, client: newClient() });
    const token = tokenOf((await latestMail(email, 'verify'))!.link);
    const first = await call('/api/auth/verify-email', { body: { token } });
    expect(first.status).toBe(200);
    const again = await call('/api/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ error: M.verificationInvalid, code: 'TOKEN_INVALID' });
  });

  it('tells an expired link from an invalid one', async () => {
    const email = uniqueEmail();
    await call('/api/auth/signup', { body: { email, password: 'secret1', name: 'E' }, client: newClient() });
    const token = tokenOf((await latestMail(email, 'verify'))!.link);
    await env.DB.prepare('UPDATE email_tokens SET expires_at = unixepoch() - 1 WHERE user_id = (SELECT id FROM users WHERE email = ?)').bind(email).run();
    const expired = await call('/api/auth/verify-email', { body: { token } });
    expect(expired.status).toBe(400);
    expect(expired.json).toMatchObject({ error: M.verificationExpired, code: 'TOKEN_EXPIRED' });
    const bogus = await call('/api/auth/verify-email', { body: { token: 'x'.repeat(43) } });
    expect(bogus.json).toMatchObject({ error: M.verificationInvalid });
  });

  it('a new link replaces the older one', async () => {
    const email = uniqueEmail();
    const client = newClient();
    await call('/api/auth/signup', { body: { email, password: 'secret1', name: 'R' }, client });
    const old = tokenOf((await latestMail(email, 'verify'))!.link);
    const resend = await call('/api/auth/resend-verification', { body: { email }, client });
    expect(resend.json).toEqual({ success: true, message: M.resendSuccess });
    const fresh = tokenOf((await latestMail(email, 'verify'))!.link);
    expect(fresh).not.toBe(old);
    expect((await call('/api/auth/verify-email', { body: { token: old } })).status).toBe(400);
    expect((await call('/api/auth/verify-email', { body: { token: fresh } })).status).toBe(200);
  });

  it('answers resend the same way for unknown and already verified addresses, and sends nothing', async () => {
    const { email } = await signedInUser();
    const before = await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>();
    for (const address of [email, uniqueEmail('nobody')]) {
      const res = await call('/api/auth/resend-verification', { body: { email: address }, client: newClient() });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, message: M.resendSuccess });
    }
    const after = await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    expect((await call('/api/auth/resend-verification', { body: { email: '' } })).json.error).toBe(M.enterEmail);
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('refuses to sign in before verification, with the spec message', async () => {
    const email = uniqueEmail();
    await call('/api/auth/signup', { body: { email, password: 'secret1', name: 'U' }, client: newClient() });
    const res = await call('/api/auth/login', { body: { email, password: 'secret1' }, client: newClient() });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: M.emailNotVerified, code: 'emailNotVerified' });
    expect(sessionCookie(res.headers)).toBeNull();
  });

  it('signs in with an HttpOnly, SameSite=Lax cookie (not Secure on localhost) and /me returns the user', async () => {
    const { email, password } = await signedInUser();
    const res = await call('/api/auth/login', { body: { email, password }, client: newClient() });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email, email_verified: true, is_admin: false, name: 'Test User' });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const me = await call('/api/auth/me', { cookie: sessionCookie(res.headers) });
    expect(me.status).toBe(200);
    expect((me.json.user as { email: string }).email).toBe(email);
    expect(JSON.stringify(me.json)).not.toContain('password');
  });

  it('answers /me for a visitor with no user (200, nothing logged by the browser) and a forged session with 401', async () => {
    const visitor = await call('/api/auth/me');
    expect(visitor.status).toBe(200);
    expect(visitor.json).toEqual({ user: null });
    const { cookie } = await signedInUser();
    const [, payload] = cookie.split('.');
    const forged = cookie.replace(payload!, btoa(JSON.stringify({ sub: '1', jti: 'x', ver: 1, exp: 9999999999 })).replace(/=+$/, ''));
    expect((await call('/api/auth/me', { cookie: forged })).status).toBe(401);
  });

  it('refuses a wrong password or an unknown e-mail with the same 401', async () => {
    const { email } = await signedInUser();
    const wrong = await call('/api/auth/login', { body: { email, password: 'nope-nope' }, client: newClient() });
    const unknown = await call('/api/auth/login', { body: { email: uniqueEmail('ghost'), password: 'nope-nope' }, client: newClient() });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error).toBe(M.invalidCredentials);
  });

  it('logout revokes that session only', async () => {
    const { email, password, cookie } = await signedInUser();
    const other = sessionCookie((await call('/api/auth/login', { body: { email, password }, client: newClient() })).headers)!;
    const out = await call('/api/auth/logout', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/session=;/);
    expect((await call('/api/auth/me', { cookie })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: other })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('resets with a single-use link and signs the user out everywhere', async () => {
    const { email, password, cookie } = await signedInUser();
    const client = newClient();
    const forgot = await call('/api/auth/forgot-password', { body: { email }, client });
    expect(forgot.json).toEqual({ success: true, message: M.forgotSuccess });
    const mail = await latestMail(email, 'reset');
    expect(mail!.link).toMatch(/\/reset-password\?token=/);
    const token = tokenOf(mail!.link);

    const res = await call('/api/auth/reset-password', { body: { token, newPassword: 'brand-new-1' }, client });
    expect(res.status).toBe(200);
    expect((await call('/api/auth/me', { cookie })).status).toBe(401);
    expect((await call('/api/auth/login', { body: { email, password }, client })).status).toBe(401);
    expect((await call('/api/auth/login', { body: { email, password: 'brand-new-1' }, client })).status).toBe(200);

    const reused = await call('/api/auth/reset-password', { body: { token, newPassword: 'again-again' }, client });
    expect(reused.status).toBe(400);
    expect(reused.json.error).toBe(M.resetTokenMissing);
  });

  it('refuses an expired reset link with its own message', async () => {
    const { email } = await signedInUser();
    await call('/api/auth/forgot-password', { body: { email }, client: newClient() });
    const token = tokenOf((await latestMail(email, 'reset'))!.link);
    await env.DB.prepare("UPDATE email_tokens SET expires_at = unixepoch() - 1 WHERE kind = 'reset' AND user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(email)
      .run();
    const res = await call('/api/auth/reset-password', { body: { token, newPassword: 'brand-new-1' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: M.resetTokenExpired, code: 'TOKEN_EXPIRED' });
  });

  it('gives reset links one hour and verification links 24 hours', async () => {
    const email = uniqueEmail();
    await call('/api/auth/signup', { body: { email, password: 'secret1', name: 'T' }, client: newClient() });
    await call('/api/auth/forgot-password', { body: { email }, client: newClient() });
    const rows = await env.DB.prepare(
      "SELECT kind, expires_at - CAST(strftime('%s', created_at) AS INTEGER) AS ttl FROM email_tokens WHERE user_id = (SELECT id FROM users WHERE email = ?) ORDER BY id",
    )
      .bind(email)
      .all<{ kind: string; ttl: number }>();
    const ttl = Object.fromEntries(rows.results.map((r) => [r.kind, r.ttl]));
    expect(ttl.verify).toBeGreaterThanOrEqual(24 * 3600 - 5);
    expect(ttl.verify).toBeLessThanOrEqual(24 * 3600 + 5);
    expect(ttl.reset).toBeGreaterThanOrEqual(3600 - 5);
    expect(ttl.reset).toBeLessThanOrEqual(3600 + 5);
  });

  it('answers forgot-password the same for unknown addresses and mails nothing', async () => {
    const address = uniqueEmail('nobody');
    const res = await call('/api/auth/forgot-password', { body: { email: address }, client: newClient() });
    expect(res.json).toEqual({ success: true, message: M.forgotSuccess });
    expect(await latestMail(address, 'reset')).toBeNull();
  });

  it.each([
    [{ token: '', newPassword: 'brand-new-1' }, M.resetTokenMissing],
    [{ token: 'abc', newPassword: '123' }, M.passwordTooShortReset],
    [{ newPassword: 'brand-new-1' }, M.resetTokenMissing],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call('/api/auth/reset-password', { body });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
  });
});

describe('rate limits', { timeout: 30_000 }, () => {
  it('locks a client out of an account after 5 failed sign-ins, even for the right password, with 429 and Retry-After; other clients are not', async () => {
    const { email, password } = await signedInUser();
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await call('/api/auth/login', { body: { email, password: 'wrong-one' }, client })).status).toBe(401);
    const locked = await call('/api/auth/login', { body: { email, password }, client });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe(M.tooManyLogins);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Issue 15: someone else's failures do not lock the owner out (docs/decisions/004).
    expect((await call('/api/auth/login', { body: { email, password }, client: newClient() })).status).toBe(200);
  });

  it('limits failed sign-ins per client across accounts (20 per 15 minutes)', async () => {
    const client = newClient();
    for (let i = 0; i < 20; i++) await call('/api/auth/login', { body: { email: uniqueEmail('stuff'), password: 'guess-guess' }, client });
    const res = await call('/api/auth/login', { body: { email: uniqueEmail('stuff'), password: 'guess-guess' }, client });
    expect(res.status).toBe(429);
  });

  it('limits sign-ups and password-reset requests per client (5 per hour)', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++)
      expect((await call('/api/auth/signup', { body: { email: uniqueEmail(), password: 'secret1', name: 'S' }, client })).status).toBe(201);
    expect((await call('/api/auth/signup', { body: { email: uniqueEmail(), password: 'secret1', name: 'S' }, client })).status).toBe(429);
    const other = newClient();
    for (let i = 0; i < 5; i++) expect((await call('/api/auth/forgot-password', { body: { email: uniqueEmail() }, client: other })).status).toBe(200);
    expect((await call('/api/auth/forgot-password', { body: { email: uniqueEmail() }, client: other })).status).toBe(429);
  });

  it("sends at most 3 mails an hour to one address at one client's request, answering the same", async () => {
    const { email } = await signedInUser();
    const client = newClient();
    for (let i = 0; i < 5; i++)
      expect((await call('/api/auth/forgot-password', { body: { email }, client })).json).toEqual({ success: true, message: M.forgotSuccess });
    const n = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ? AND kind = 'reset'").bind(email).first<{ n: number }>();
    expect(n!.n).toBe(3); // other clients keep their own allowance (worker/test/auth-limits.test.ts)
  });
});

describe('cross-origin protection', () => {
  it('refuses state-changing requests from another origin', async () => {
    const { email, password } = await signedInUser();
    const foreign = await call('/api/auth/login', { body: { email, password }, origin: 'https://evil.example', client: newClient() });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toBe(M.crossOrigin);
    const crossSite = await call('/api/auth/login', {
      body: { email, password },
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
      client: newClient(),
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await call('/api/auth/login', { body: { email, password }, headers: { 'sec-fetch-site': 'same-origin' }, client: newClient() });
    expect(sameOrigin.status).toBe(200);
  });

  it('leaves reads from anywhere alone', async () => {
    const res = await call('/api/legislation?limit=1', { headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });
});

describe('roles', () => {
  it('makes ADMIN_EMAILS accounts administrators; admin APIs answer 401, 403 and 200', async () => {
    const admin = await signedInUser({ email: 'admin@test.example' });
    const me = await call('/api/auth/me', { cookie: admin.cookie });
    expect((me.json.user as { is_admin: boolean }).is_admin).toBe(true);
    const user = await signedInUser();
    expect((await call('/api/admin/legislation')).status).toBe(401);
    const refused = await call('/api/admin/legislation', { cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(M.adminRequired);
    const ok = await call('/api/admin/legislation', { cookie: admin.cookie });
    expect(ok.status).toBe(200);
    // Every record, of every tax category (other test files sharing the database may have added some).
    const records = await env.DB.prepare('SELECT count(*) AS n FROM legislation').first<number>('n');
    expect((ok.json.records as unknown[]).length).toBe(records);
  });
});
