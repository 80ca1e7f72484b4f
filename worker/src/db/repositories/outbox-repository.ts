import { desc, lt } from 'drizzle-orm';
import { outbox } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { withD1Retry } from '../retry.ts';

export async function storeMail(
  db: Db,
  mail: { toEmail: string; subject: string; textBody: string; htmlBody: string | null; link: string | null; kind: string },
) {
  await db.insert(outbox).values(mail);
}

export async function recentMails(db: Db, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/** Deletes the local outbox's mails stored before `before` (ISO-8601); how many went. Idempotent. */
export async function pruneOutbox(db: Db, before: string): Promise<number> {
  const result = await withD1Retry(() => db.delete(outbox).where(lt(outbox.createdAt, before)));
  return result.meta.changes ?? 0;
}
