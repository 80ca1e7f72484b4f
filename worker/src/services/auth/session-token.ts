/**
 * Session = a jose-signed JWT (HS256) in an HttpOnly, SameSite=Lax cookie, carrying the
 * user id, a unique jti (so logout can deny exactly this session) and the user's
 * session_version (so a password reset voids every session at once).
 */
import { jwtVerify, SignJWT } from 'jose';
import { randomToken } from '../security/random-token.ts';

export const SESSION_COOKIE = 'session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface SessionClaims {
  userId: number;
  jti: string;
  version: number;
  expiresAt: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSession(
  secret: string,
  userId: number,
  version: number,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; claims: SessionClaims }> {
  const jti = randomToken(16);
  const expiresAt = now + SESSION_TTL_SECONDS;
  const token = await new SignJWT({ ver: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, claims: { userId, jti, version, expiresAt } };
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function readSession(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !payload.jti || typeof payload.ver !== 'number' || !payload.exp) return null;
    return { userId, jti: payload.jti, version: payload.ver, expiresAt: payload.exp };
  } catch {
    return null;
  }
}
