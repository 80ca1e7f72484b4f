import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTH_MESSAGES as M, EmailBody, LoginBody, ResetPasswordBody, SignupBody, VerifyEmailBody } from '../../../schema/api/auth.ts';
import type { AppEnv } from '../env.ts';
import { clientId } from '../lib/client-id.ts';
import { runInBackground } from '../middleware/request-scope.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { authServices } from '../middleware/services.ts';
import { clearSessionCookie, deviceCookieOf, giveDeviceCookie, startSession } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { sessionUserDto, toUserDto } from '../services/auth/auth-service.ts';
import { logOutSession } from '../services/auth/session-store.ts';
import { SESSION_COOKIE } from '../services/auth/session-token.ts';
import { createNewsletter } from '../services/newsletter/create-newsletter.ts';
import { subscribeNewAccount } from '../services/newsletter/newsletter-service.ts';

export const authRoutes = new Hono<AppEnv>()
  .use(authServices)
  // The session middleware has just read the user's row: answer from it. A visitor (no session cookie) is told that
  // nobody is signed in, which is an answer and not an error: browsers log every 4xx on every page (issue 27). A
  // session cookie that no longer holds (expired, revoked, forged) is still a 401: that session has ended.
  .get(
    '/me',
    async (c, next) => (c.get('user') || getCookie(c, SESSION_COOKIE) !== undefined ? next() : c.json({ user: null })),
    requireUser,
    (c) => c.json({ user: sessionUserDto(currentUser(c)) }),
  )
  .post('/login', validate('json', LoginBody), async (c) => {
    const user = await c.var.auth.login(c.req.valid('json'), clientId(c), deviceCookieOf(c));
    await startSession(c, user.id, user.sessionVersion);
    // This browser is now a trusted device of the account (OWASP device cookies; docs/decisions/023).
    await giveDeviceCookie(c, user.id, user.sessionVersion);
    return c.json({ user: toUserDto(user, c.get('config')) });
  })
  .post('/logout', async (c) => {
    const user = c.get('user');
    if (user) await logOutSession(c.var.db, user.jti, user.sessionExpiresAt, Math.floor(Date.now() / 1000));
    clearSessionCookie(c);
    return c.json({ success: true as const, message: 'Logged out' });
  })
  .post('/signup', validate('json', SignupBody), async (c) => {
    const body = c.req.valid('json');
    const user = await c.var.auth.signup(body, clientId(c));
    // Spec §2: every sign-up joins the newsletter with its source, after the answer (a newsletter failure is only logged).
    await runInBackground(c, 'newsletter sign-up', async () =>
      subscribeNewAccount(createNewsletter(c.get('config')), { email: user.email, name: user.name, signupSource: body.signupSource }),
    );
    return c.json({ success: true as const, message: M.signupSuccess }, 201);
  })
  .post('/verify-email', validate('json', VerifyEmailBody), async (c) => {
    await c.var.auth.verifyEmail(c.req.valid('json').token);
    return c.json({ success: true as const, message: M.verified });
  })
  .post('/resend-verification', validate('json', EmailBody), async (c) => {
    await c.var.auth.resendVerification(c.req.valid('json').email, clientId(c));
    return c.json({ success: true as const, message: M.resendSuccess });
  })
  .post('/forgot-password', validate('json', EmailBody), async (c) => {
    await c.var.auth.forgotPassword(c.req.valid('json').email, clientId(c), deviceCookieOf(c));
    return c.json({ success: true as const, message: M.forgotSuccess });
  })
  .post('/reset-password', validate('json', ResetPasswordBody), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    const user = await c.var.auth.resetPassword(token, newPassword);
    clearSessionCookie(c);
    // The browser that used the link proved the mailbox: it becomes the account's one trusted device (the reset
    // retired the others), so an attack going on elsewhere does not slow its next sign-in.
    await giveDeviceCookie(c, user.id, user.sessionVersion);
    return c.json({ success: true as const, message: 'Password has been reset successfully.' });
  });
