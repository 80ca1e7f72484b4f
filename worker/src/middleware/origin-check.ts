/**
 * Refuses state-changing API requests that a browser sent from another site (CSRF defence
 * in depth beside SameSite=Lax cookies). Browsers send Origin on every POST/PUT/PATCH/DELETE
 * and Sec-Fetch-Site on every request; callers without either (curl, server-to-server)
 * carry no ambient browser cookies and are let through to the normal auth checks.
 */
import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '../../../schema/api/auth-messages.ts';
import type { AppEnv } from '../env.ts';
import { ForbiddenError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const allowed = new Set([new URL(c.req.url).origin, new URL(c.get('config').APP_URL).origin]);
    const fetchSite = c.req.header('sec-fetch-site');
    if ((origin && origin !== 'null' && !allowed.has(origin)) || origin === 'null' || fetchSite === 'cross-site') {
      throw new ForbiddenError(AUTH_MESSAGES.crossOrigin, 'CROSS_ORIGIN');
    }
  }
  await next();
};
