/** The client addresses each account has signed in from (docs/decisions/004: known clients). */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { signInClients, users } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

/**
 * Whether the account with this e-mail signed in from `client` after `since`. One query by e-mail, so
 * an unknown address costs the same as a known one.
 */
export async function isKnownSignInClient(db: Db, email: string, client: string, since: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(signInClients)
    .innerJoin(users, eq(users.id, signInClients.userId))
    .where(and(eq(users.email, email), eq(signInClients.client, client), gt(signInClients.lastSignInAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function rememberSignInClient(db: Db, userId: number, client: string, now: number): Promise<void> {
  await db
    .insert(signInClients)
    .values({ userId, client, lastSignInAt: now })
    .onConflictDoUpdate({ target: [signInClients.userId, signInClients.client], set: { lastSignInAt: now } });
}

export async function pruneSignInClients(db: Db, before: number): Promise<void> {
  await db.delete(signInClients).where(lt(signInClients.lastSignInAt, before));
}
