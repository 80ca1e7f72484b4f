import { and, eq, isNull, lt } from 'drizzle-orm';
import { emailTokens } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';
import { withD1Retry } from '../retry.ts';

export type EmailTokenKind = 'verify' | 'reset';

export async function storeEmailToken(db: Db, values: { userId: number; kind: EmailTokenKind; tokenHash: string; expiresAt: number }): Promise<void> {
  await db.insert(emailTokens).values(values);
}

export async function findEmailToken(db: Db, kind: EmailTokenKind, tokenHash: string) {
  return firstOrNull(
    withD1Retry(() =>
      db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.kind, kind), eq(emailTokens.tokenHash, tokenHash)))
        .limit(1),
    ),
  );
}

/** Marks the token used; false when it was already used (single use, even under a race). */
export async function consumeEmailToken(db: Db, id: number, now: number): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** A new link replaces the user's earlier unused links of the same kind. */
export async function retireEmailTokens(db: Db, userId: number, kind: EmailTokenKind, now: number): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}

/** Deletes tokens that expired before `before` (used or not: neither can be redeemed); how many went. */
export async function pruneEmailTokens(db: Db, before: number): Promise<number> {
  const result = await withD1Retry(() => db.delete(emailTokens).where(lt(emailTokens.expiresAt, before)));
  return result.meta.changes ?? 0;
}
