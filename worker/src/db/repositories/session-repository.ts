import { eq, lt } from 'drizzle-orm';
import { revokedSessions } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

export async function revokeSession(db: Db, jti: string, expiresAt: number, now: number): Promise<void> {
  await db.batch([
    db.insert(revokedSessions).values({ jti, expiresAt }).onConflictDoNothing(),
    // Entries outlive their JWT by nothing: once expired, the signature check refuses the token anyway.
    db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now)),
  ]);
}

export async function isSessionRevoked(db: Db, jti: string): Promise<boolean> {
  const [row] = await db.select({ jti: revokedSessions.jti }).from(revokedSessions).where(eq(revokedSessions.jti, jti)).limit(1);
  return !!row;
}
