/**
 * What a session needs of the database, for the session middleware and logout (routes and
 * middleware reach repositories only through a service): the session's user, and logged-out jtis.
 */
import type { Db } from '../../db/client.ts';
import { findSessionUser, revokeSession } from '../../db/repositories/session-repository.ts';

/** The session's user and whether its token was logged out, in one round trip (every signed-in request asks). */
export function sessionUserOf(db: Db, userId: number, jti: string) {
  return findSessionUser(db, userId, jti);
}

/** Logout: the token's jti is refused until the token expires. */
export function logOutSession(db: Db, jti: string, expiresAt: number, now: number): Promise<void> {
  return revokeSession(db, jti, expiresAt, now);
}
