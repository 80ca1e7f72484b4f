/**
 * Reads the session cookie on every API request and sets `user` (or null). A token is only
 * honoured when its signature and expiry hold, its jti was not logged out, and its
 * session_version is the user's current one (a password reset bumps it).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { isAdminUser } from '../services/auth/auth-service.ts';
import { sessionUserOf } from '../services/auth/session-store.ts';
import { DEVICE_COOKIE, DEVICE_TTL_SECONDS, signDeviceToken } from '../services/auth/device-token.ts';
import { readSession, SESSION_COOKIE, SESSION_TTL_SECONDS, signSession } from '../services/auth/session-token.ts';

/** Secure everywhere but plain-http localhost, where browsers would drop a Secure cookie. */
export function isSecureOrigin<E extends AppEnv>(c: Context<E>): boolean {
  const url = new URL(c.req.url);
  return !(url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
}

export function setSessionCookie<E extends AppEnv>(c: Context<E>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: isSecureOrigin(c), path: '/', maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureOrigin(c), httpOnly: true, sameSite: 'Lax' });
}

export async function startSession<E extends AppEnv>(c: Context<E>, userId: number, sessionVersion: number): Promise<void> {
  const { token } = await signSession(c.get('config').SESSION_SECRET, userId, sessionVersion);
  setSessionCookie(c, token);
}

/**
 * The device cookie (services/auth/device-token.ts): sent only to the account endpoints that read it (sign-in,
 * forgotten password), never to scripts (HttpOnly) nor with another site's requests (SameSite=Strict).
 */
const DEVICE_COOKIE_PATH = '/api/auth';

export async function giveDeviceCookie<E extends AppEnv>(c: Context<E>, userId: number, sessionVersion: number): Promise<void> {
  const token = await signDeviceToken(c.get('config').SESSION_SECRET, userId, sessionVersion);
  setCookie(c, DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure: isSecureOrigin(c), path: DEVICE_COOKIE_PATH, maxAge: DEVICE_TTL_SECONDS });
}

export function deviceCookieOf<E extends AppEnv>(c: Context<E>): string | undefined {
  return getCookie(c, DEVICE_COOKIE);
}

export const session: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const config = c.get('config');
    const claims = await readSession(config.SESSION_SECRET, token);
    const found = claims ? await sessionUserOf(c.var.db, claims.userId, claims.jti) : null;
    const user = found?.user;
    if (claims && user && !found.revoked && user.sessionVersion === claims.version) {
      c.set('user', {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        isAdmin: isAdminUser(user, config),
        createdAt: user.createdAt,
        jti: claims.jti,
        sessionVersion: claims.version,
        sessionExpiresAt: claims.expiresAt,
      });
    } else {
      clearSessionCookie(c); // a dead cookie is removed rather than re-sent on every request
    }
  }
  await next();
};
