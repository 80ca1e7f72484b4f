import { desc } from 'drizzle-orm';
import { outbox } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

export async function storeMail(db: Db, mail: { toEmail: string; subject: string; textBody: string; htmlBody: string | null; link: string | null; kind: string }) {
  await db.insert(outbox).values(mail);
}

export async function recentMails(db: Db, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
