/**
 * The usage ledger: one event an answer, written in the batch that saves the answer (its key derived from the saved
 * message, so there is one event however often the statement runs), and the reads of it (docs/decisions/009).
 */
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { UsageKind } from '../../../../schema/pricing.ts';
import { chats, creditHolds, messages, usageEvents } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { sqlNow as now } from '../sql-now.ts';
export type UsageEventRow = typeof usageEvents.$inferSelect;
export type UsageCredit = NonNullable<UsageEventRow['credit']>;

export interface AnswerCharge {
  userId: number;
  kind: UsageKind;
  /** The list price, charged unless the hold below still exists. */
  priceFils: number;
  /** The welcome credit held by the gate, if any: it pays (price 0) when it is still held at save time. */
  holdId: number | null;
  /** What pays when no hold does: 'professional_plan' (price 0) or null (charged at priceFils). */
  otherwiseCredit: 'professional_plan' | null;
}

/**
 * The usage event of an answer, written in the batch that saves the answer, right after its
 * assistant message (found as the conversation's newest assistant message, which inside the
 * batch's transaction is the one just inserted). The key is derived from that message, so however
 * often this statement runs for one answer there is one event. Returns the event as written.
 */
export function usageEventStatements(db: Db, charge: AnswerCharge, chatIdExpr: number | ReturnType<typeof sql<number>>) {
  const hold = charge.holdId ?? 0;
  const held = sql`EXISTS (SELECT 1 FROM ${creditHolds} WHERE ${creditHolds.id} = ${hold} AND ${creditHolds.userId} = ${charge.userId})`;
  const heldCredit = sql`(SELECT ${creditHolds.credit} FROM ${creditHolds} WHERE ${creditHolds.id} = ${hold})`;
  const fallbackPrice = charge.otherwiseCredit ? 0 : charge.priceFils;
  // Columns in table order: id, user_id, kind, price_fils, credit, idempotency_key, chat_id, message_id, invoice_id, created_at.
  const insert = db
    .insert(usageEvents)
    .select(
      sql`SELECT NULL, ${charge.userId}, ${charge.kind},
                 CASE WHEN ${held} THEN 0 ELSE ${fallbackPrice} END,
                 CASE WHEN ${held} THEN ${heldCredit} ELSE ${charge.otherwiseCredit} END,
                 'answer-' || m.id, m.chat_id, m.id, NULL, ${now}
          FROM ${messages} m
          WHERE m.id = (SELECT max(id) FROM ${messages} WHERE chat_id = ${chatIdExpr} AND role = 'assistant')`,
    )
    .onConflictDoNothing({ target: usageEvents.idempotencyKey })
    .returning({ id: usageEvents.id, priceFils: usageEvents.priceFils, credit: usageEvents.credit });
  // The credit is now spent: its hold goes in the same transaction.
  const consume = db.delete(creditHolds).where(and(eq(creditHolds.id, hold), eq(creditHolds.userId, charge.userId)));
  return [insert, consume] as const;
}

export function usageByKindQuery(db: Db, userId: number, from: string, to: string) {
  return db
    .select({ kind: usageEvents.kind, uses: count(), fils: sql<number>`coalesce(sum(${usageEvents.priceFils}), 0)` })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, from), lt(usageEvents.createdAt, to)))
    .groupBy(usageEvents.kind);
}

export interface KindUsage {
  kind: UsageKind;
  uses: number;
  fils: number;
}

export const toKindUsage = (rows: Array<{ kind: UsageKind; uses: number; fils: number }>): KindUsage[] =>
  rows.map((r) => ({ kind: r.kind, uses: r.uses, fils: Number(r.fils) }));

/** Uses and fils per kind of the user's usage events created within [from, to). */
export async function usageByKind(db: Db, userId: number, from: string, to: string): Promise<KindUsage[]> {
  return toKindUsage(await usageByKindQuery(db, userId, from, to));
}

export interface UsageEventListRow extends UsageEventRow {
  chatTitle: string | null;
}

const eventColumns = {
  id: usageEvents.id,
  userId: usageEvents.userId,
  kind: usageEvents.kind,
  priceFils: usageEvents.priceFils,
  credit: usageEvents.credit,
  idempotencyKey: usageEvents.idempotencyKey,
  chatId: usageEvents.chatId,
  messageId: usageEvents.messageId,
  invoiceId: usageEvents.invoiceId,
  createdAt: usageEvents.createdAt,
  chatTitle: chats.title,
};

/** The user's events created within [from, to), newest first, with their conversation's title. */
export function listUsageEvents(db: Db, userId: number, from: string, to: string, limit: number): Promise<UsageEventListRow[]> {
  return db
    .select(eventColumns)
    .from(usageEvents)
    .leftJoin(chats, eq(chats.id, usageEvents.chatId))
    .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, from), lt(usageEvents.createdAt, to)))
    .orderBy(desc(usageEvents.id))
    .limit(limit);
}

/** The events an invoice covers (its lines), oldest first. */
export function listInvoiceLines(db: Db, invoiceId: number): Promise<UsageEventListRow[]> {
  return db
    .select(eventColumns)
    .from(usageEvents)
    .leftJoin(chats, eq(chats.id, usageEvents.chatId))
    .where(eq(usageEvents.invoiceId, invoiceId))
    .orderBy(usageEvents.id);
}
