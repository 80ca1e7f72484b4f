/** Provider webhook events already handled, by the provider's event id (a replay changes nothing). */
import { eq } from 'drizzle-orm';
import { webhookEvents } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

/** True for the first delivery of an event id; false for a replay (or a concurrent duplicate). */
export async function claimWebhookEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db.insert(webhookEvents).values({ id, type }).onConflictDoNothing({ target: webhookEvents.id }).returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** Handling failed: forget the event so the provider's next delivery handles it again. */
export async function unclaimWebhookEvent(db: Db, id: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}
