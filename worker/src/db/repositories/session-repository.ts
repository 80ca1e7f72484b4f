import { eq, lt } from 'drizzle-orm';
import { revokedSessions, users } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

export async function revokeSession(db: Db, jti: string, expiresAt: number, now: number): Promise<void> {
  await db.batch([
    db.insert(revokedSessions).values({ jti, expiresAt }).onConflictDoNothing(),
    // Entries outlive their JWT by nothing: once expired, the signature check refuses the token anyway.
    db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now)),
  ]);
}

/** The session's user and whether its token was logged out, in one round trip (every signed-in request asks). */
export async function findSessionUser(db: Db, userId: number, jti: string) {
  const [[user], [revoked]] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select({ jti: revokedSessions.jti }).from(revokedSessions).where(eq(revokedSessions.jti, jti)).limit(1),
  ]);
  return { user: user ?? null, revoked: !!revoked };
}
