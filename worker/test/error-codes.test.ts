/**
 * Decision 032: every error body is `{error, code, details?}` with a code of schema/api/error-codes.ts, and the
 * parameters of a message cross as `details`, so the SPA words it from the code in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '../../schema/api/common.ts';
import { AUTH_MESSAGES as M } from '../../schema/api/auth-messages.ts';
import { VALIDATION_TEXTS } from '../../schema/api/validation-texts.ts';
import { call, newClient, signedInUser, uniqueEmail } from './helpers.ts';

function expectErrorBody(json: unknown) {
  const parsed = ErrorBody.safeParse(json);
  expect(parsed.success, JSON.stringify(json)).toBe(true);
  return parsed.data!;
}

describe('error bodies carry codes', () => {
  it('names each refused field of a validation with the key of its message', async () => {
    const res = await call('/api/auth/signup', { body: { email: 'not-an-address', password: 'abc', name: 'A' }, client: newClient() });
    expect(res.status).toBe(400);
    const body = expectErrorBody(res.json);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error).toBe(`${M.invalidEmail}; ${M.passwordTooShort}`);
    expect(body.details).toEqual({
      issues: [
        { field: 'email', text: 'invalidEmail' },
        { field: 'password', text: 'passwordTooShort' },
      ],
    });
    for (const issue of (body.details as { issues: Array<{ text: keyof typeof VALIDATION_TEXTS }> }).issues)
      expect(body.error).toContain(VALIDATION_TEXTS[issue.text]);

    const long = await call('/api/auth/signup', { body: { email: uniqueEmail(), password: 'x'.repeat(201), name: 'A' }, client: newClient() });
    expect(long.json).toEqual({
      error: VALIDATION_TEXTS.passwordTooLong,
      code: 'VALIDATION_FAILED',
      details: { issues: [{ field: 'password', text: 'passwordTooLong' }] },
    });
  });

  it('leaves a field without a key when zod words it', async () => {
    const res = await call('/api/legislation?lang=fr');
    expect(expectErrorBody(res.json)).toEqual({ error: 'lang must be one of en, ar', code: 'VALIDATION_FAILED', details: { issues: [{ field: 'lang' }] } });
  });

  it('codes the refusals of who is asking', async () => {
    expect(expectErrorBody((await call('/api/account/chat-history')).json)).toEqual({ error: M.notLoggedIn, code: 'NOT_LOGGED_IN' });
    const crossOrigin = await call('/api/auth/login', { body: { email: uniqueEmail(), password: 'whatever' }, origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    expect(expectErrorBody(crossOrigin.json)).toEqual({ error: M.crossOrigin, code: 'CROSS_ORIGIN' });
    const { cookie } = await signedInUser();
    expect(expectErrorBody((await call('/api/admin/monitoring', { cookie })).json)).toEqual({ error: M.adminRequired, code: 'ADMIN_REQUIRED' });
  });

  it('codes a verification link that is not one, and a sign-in with a wrong password', async () => {
    const bad = await call('/api/auth/verify-email', { body: { token: 'no-such-token' }, client: newClient() });
    expect(expectErrorBody(bad.json)).toEqual({ error: M.verificationInvalid, code: 'TOKEN_INVALID' });
    const wrong = await call('/api/auth/login', { body: { email: uniqueEmail('nobody'), password: 'wrong-password' }, client: newClient() });
    expect(expectErrorBody(wrong.json)).toEqual({ error: M.invalidCredentials, code: 'INVALID_CREDENTIALS' });
  });

  it('codes an unknown API route and a body over its limit', async () => {
    const none = await call('/api/no-such-thing');
    expect(none.status).toBe(404);
    expect(expectErrorBody(none.json)).toMatchObject({ code: 'NO_ROUTE' });
    const big = await call('/api/auth/login', { body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) }), client: newClient() });
    expect(big.status).toBe(413);
    expect(expectErrorBody(big.json)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { limit_bytes: expect.any(Number) } });
  });
});
