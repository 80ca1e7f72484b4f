/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; issue 26 item 6, docs/decisions/023):
 * a browser that signed in to an account with the right password, or used a reset link of it, gets a signed cookie
 * naming that account. Sign-in attempts and reset mails from it are then limited per device, never by the account-wide
 * limits other clients' failures fill, and an attacker cannot make one without the password or the mailbox.
 *
 * A jose HS256 JWT: subject = user id, jti = a random nonce (the device), `ver` = the user's session_version (a
 * password reset retires every device but the one that reset). Signed with a key derived from SESSION_SECRET for
 * this purpose alone, so a device token is never a session token, nor the other way round.
 */
import { jwtVerify, SignJWT } from 'jose';
import { randomToken } from '../security/random-token.ts';

export const DEVICE_COOKIE = 'device';
/** A device stays trusted for 180 days after its last sign-in there (each sign-in renews it). */
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
const AUDIENCE = 'device';

export interface DeviceClaims {
  userId: number;
  /** Unique to the cookie: the key of the device's own limits. */
  nonce: string;
  version: number;
}

const key = (secret: string) => new TextEncoder().encode(`device-cookie\u0000${secret}`);

export async function signDeviceToken(secret: string, userId: number, version: number, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setSubject(String(userId))
    .setJti(randomToken(16))
    .setIssuedAt(now)
    .setExpirationTime(now + DEVICE_TTL_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid, unexpired device token; null for anything else. */
export async function readDeviceToken(secret: string, token: string | undefined): Promise<DeviceClaims | null> {
  if (!token || token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !payload.jti || typeof payload.ver !== 'number') return null;
    return { userId, nonce: payload.jti, version: payload.ver };
  } catch {
    return null;
  }
}
