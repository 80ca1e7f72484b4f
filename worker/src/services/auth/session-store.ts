/**
 * What a session needs of the database, for the session middleware and logout (routes and
 * middleware reach repositories only through a service): the session's user, and logged-out jtis.
 */
import { AUTH_MESSAGES } from '../../../../schema/api/auth-messages.ts';
import type { Db } from '../../db/client.ts';
import { isConstraintFailure } from '../../db/constraint-failure.ts';
import { findSessionUser, revokeSession } from '../../db/repositories/session-repository.ts';
import { UnauthorizedError } from '../../errors.ts';

/** The session a request was made with: what its work must still hold when it writes (issue 26). */
export interface RequestSession {
  userId: number;
  jti: string;
  version: number;
}

/** The user was deleted while their request was in flight: nothing of it is saved. */
export class AccountDeletedError extends UnauthorizedError {
  constructor() {
    super(AUTH_MESSAGES.accountDeleted, 'ACCOUNT_DELETED');
  }
}

/** The session was signed out, or the password changed, while the request was in flight. */
export class SessionRevokedError extends UnauthorizedError {
  constructor() {
    super(AUTH_MESSAGES.sessionRevoked, 'SESSION_REVOKED');
  }
}

/**
 * Why a write of a signed-in request was refused by the database, when the reason is that its
 * session ended meanwhile (the user deleted: a foreign key to a vanished user; signed out: the
 * guard of the save): the error to answer with, or null when the session still holds (the cause is
 * something else). Read after the failure, so it sees the state that refused the write.
 */
export async function endedSessionError(db: Db, session: RequestSession): Promise<UnauthorizedError | null> {
  const found = await findSessionUser(db, session.userId, session.jti);
  if (!found.user) return new AccountDeletedError();
  if (found.revoked || found.user.sessionVersion !== session.version) return new SessionRevokedError();
  return null;
}

/**
 * For any request of a signed-in user that failed (app.onError, the research stream): when a write
 * was refused on a constraint because the user was deleted or the session ended meanwhile, the
 * clear 401 to answer instead of a 500 (and nothing to log as a server error); otherwise null.
 */
export async function endedSessionErrorOf(db: Db, session: RequestSession | null, err: unknown): Promise<UnauthorizedError | null> {
  if (!session || !isConstraintFailure(err)) return null;
  return endedSessionError(db, session).catch(() => null);
}

/** The session's user and whether its token was logged out, in one round trip (every signed-in request asks). */
export function sessionUserOf(db: Db, userId: number, jti: string) {
  return findSessionUser(db, userId, jti);
}

/** Logout: the token's jti is refused until the token expires. */
export function logOutSession(db: Db, jti: string, expiresAt: number, now: number): Promise<void> {
  return revokeSession(db, jti, expiresAt, now);
}
