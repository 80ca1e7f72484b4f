/** Objects of the local test card provider (set-up intents, payment methods, payments), kept in D1. */
import { and, eq, sql } from 'drizzle-orm';
import { testCardObjects } from '../../../../schema/db.ts';
import { firstOrNull, type Db } from '../client.ts';

export type TestCardObjectRow = typeof testCardObjects.$inferSelect;
export type NewTestCardObject = typeof testCardObjects.$inferInsert;

export async function insertTestObject(db: Db, values: NewTestCardObject): Promise<TestCardObjectRow> {
  const [row] = await db.insert(testCardObjects).values(values).returning();
  if (!row) throw new Error('test card object not written');
  return row;
}

export async function findTestObject(db: Db, id: string, kind: TestCardObjectRow['kind']): Promise<TestCardObjectRow | null> {
  return firstOrNull(
    db
      .select()
      .from(testCardObjects)
      .where(and(eq(testCardObjects.id, id), eq(testCardObjects.kind, kind)))
      .limit(1),
  );
}

export async function findTestSetupBySecret(db: Db, clientSecret: string): Promise<TestCardObjectRow | null> {
  return firstOrNull(
    db
      .select()
      .from(testCardObjects)
      .where(and(eq(testCardObjects.clientSecret, clientSecret), eq(testCardObjects.kind, 'setup_intent')))
      .limit(1),
  );
}

export async function findTestPaymentByKey(db: Db, idempotencyKey: string): Promise<TestCardObjectRow | null> {
  return firstOrNull(db.select().from(testCardObjects).where(eq(testCardObjects.idempotencyKey, idempotencyKey)).limit(1));
}

/** Moves a set-up intent from 'requires_payment_method' to succeeded with its card; false when it was already used. */
export async function succeedTestSetup(db: Db, setupIntentId: string, paymentMethodId: string): Promise<boolean> {
  const rows = await db
    .update(testCardObjects)
    .set({ status: 'succeeded', paymentMethodId })
    .where(and(eq(testCardObjects.id, setupIntentId), eq(testCardObjects.kind, 'setup_intent'), eq(testCardObjects.status, 'requires_payment_method')))
    .returning({ id: testCardObjects.id });
  return rows.length > 0;
}

export async function setTestObjectStatus(db: Db, id: string, status: string): Promise<void> {
  await db.update(testCardObjects).set({ status }).where(eq(testCardObjects.id, id));
}

/**
 * The succeeded payments of a test subscription's periods: their idempotency keys are
 * `{subscription id}-period-{n}-{card id}` (test-subscriptions.ts).
 */
export async function findTestSubscriptionPayments(db: Db, subscriptionId: string): Promise<TestCardObjectRow[]> {
  const prefix = `${subscriptionId}-period-`;
  return db
    .select()
    .from(testCardObjects)
    .where(and(eq(testCardObjects.kind, 'payment'), eq(testCardObjects.status, 'succeeded'), sql`instr(${testCardObjects.idempotencyKey}, ${prefix}) = 1`));
}
