/** Route guards: every route declares who may call it (DESIGN §5). */
import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '../../../schema/api/auth-messages.ts';
import { RESEARCH_MESSAGES } from '../../../schema/api/research.ts';
import type { AppEnv, SessionUser } from '../env.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new UnauthorizedError(AUTH_MESSAGES.notLoggedIn, 'NOT_LOGGED_IN');
  await next();
};

/** AI features (spec §6): 401 for anonymous callers, 403 until the e-mail address is verified. */
export const requireVerifiedUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new UnauthorizedError(RESEARCH_MESSAGES.loginRequired, 'LOGIN_REQUIRED');
  if (!user.emailVerified) throw new ForbiddenError(RESEARCH_MESSAGES.verifyEmail, 'EMAIL_NOT_VERIFIED');
  await next();
};

/** 401 for anonymous callers, 403 for signed-in non-admins. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new UnauthorizedError(AUTH_MESSAGES.notLoggedIn, 'NOT_LOGGED_IN');
  if (!user.isAdmin) throw new ForbiddenError(AUTH_MESSAGES.adminRequired, 'ADMIN_REQUIRED');
  await next();
};

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(c: { get: (key: 'user') => SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw new UnauthorizedError(AUTH_MESSAGES.notLoggedIn, 'NOT_LOGGED_IN');
  return user;
}
