import { eq, lt } from 'drizzle-orm';
import { revokedSessions, users } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { withD1Retry } from '../retry.ts';

/** Insert-or-ignore and a delete of expired rows: idempotent, so retried on a transient D1 error. */
export async function revokeSession(db: Db, jti: string, expiresAt: number, now: number): Promise<void> {
  await withD1Retry(() =>
    db.batch([
      db.insert(revokedSessions).values({ jti, expiresAt }).onConflictDoNothing(),
      // Entries outlive their JWT by nothing: once expired, the signature check refuses the token anyway.
      db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now)),
    ]),
  );
}

/** Deletes the revocations of tokens that have expired (the signature check refuses those anyway); how many went. */
export async function pruneRevokedSessions(db: Db, now: number): Promise<number> {
  const result = await withD1Retry(() => db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now)));
  return result.meta.changes ?? 0;
}

/** The session's user and whether its token was logged out, in one round trip (every signed-in request asks). */
export async function findSessionUser(db: Db, userId: number, jti: string) {
  // Reads: retried on a transient D1 error rather than answering the request 500.
  const [[user], [revoked]] = await withD1Retry(() =>
    db.batch([
      db.select().from(users).where(eq(users.id, userId)).limit(1),
      db.select({ jti: revokedSessions.jti }).from(revokedSessions).where(eq(revokedSessions.jti, jti)).limit(1),
    ]),
  );
  return { user: user ?? null, revoked: !!revoked };
}
