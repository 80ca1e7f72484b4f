import { and, eq, sql } from 'drizzle-orm';
import { billingAccounts, users } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { withD1Retry } from '../retry.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return firstOrNull(withD1Retry(() => db.select().from(users).where(eq(users.email, email)).limit(1)));
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  return firstOrNull(withD1Retry(() => db.select().from(users).where(eq(users.id, id)).limit(1)));
}

/** Creates the user and their billing account (with the welcome credits) together; null if the e-mail is taken. */
export async function createUser(
  db: Db,
  values: { name: string; email: string; passwordHash: string; signupSource: string; isAdmin: boolean },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  if (!row) return null;
  await db.insert(billingAccounts).values({ userId: row.id }).onConflictDoNothing();
  return row;
}

export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await withD1Retry(() =>
    db
      .update(users)
      .set({ emailVerified: true, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
      .where(eq(users.id, userId)),
  );
}

/** New password and a new session version: every existing session of the user stops working. */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
    .where(eq(users.id, userId));
}

export async function setAdmin(db: Db, userId: number, isAdmin: boolean): Promise<void> {
  await db
    .update(users)
    .set({ isAdmin })
    .where(and(eq(users.id, userId), eq(users.isAdmin, !isAdmin)));
}
