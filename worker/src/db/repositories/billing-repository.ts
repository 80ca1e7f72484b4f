/** Reads of billing accounts and the usage ledger. Charging (writes) arrives with the billing run. */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { billingAccounts, usageEvents } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type UsageKind = (typeof usageEvents.kind.enumValues)[number];

export async function findBillingAccount(db: Db, userId: number): Promise<BillingAccountRow | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** Uses and fils per kind of the user's usage events created within [from, to). */
export async function usageByKind(db: Db, userId: number, from: string, to: string): Promise<Array<{ kind: UsageKind; uses: number; fils: number }>> {
  const rows = await db
    .select({ kind: usageEvents.kind, uses: count(), fils: sql<number>`coalesce(sum(${usageEvents.priceFils}), 0)` })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, from), lt(usageEvents.createdAt, to)))
    .groupBy(usageEvents.kind);
  return rows.map((r) => ({ kind: r.kind, uses: r.uses, fils: Number(r.fils) }));
}
