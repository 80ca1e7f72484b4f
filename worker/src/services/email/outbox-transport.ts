/**
 * The local default: no mail is sent. Each mail is written to the `outbox` table, and its
 * link printed in the server log (not under the test suite, which reads the table); in
 * development, /dev/outbox lists them.
 */
import type { Db } from '../../db/client.ts';
import { recentMails, storeMail } from '../../db/repositories/outbox-repository.ts';
import type { EmailTransport, OutgoingMail } from './email-transport.ts';

export class OutboxTransport implements EmailTransport {
  readonly name = 'outbox (local default: no e-mail is sent)';

  constructor(
    private readonly db: Db,
    private readonly options: { log: boolean } = { log: true },
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await storeMail(this.db, { toEmail: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, link: mail.link, kind: mail.kind });
    if (this.options.log) console.log(`[outbox] ${mail.kind} mail to ${mail.to}: ${mail.link}`);
  }
}

/** The newest mails the outbox holds, for the development page /dev/outbox. */
export function recentOutboxMails(db: Db) {
  return recentMails(db);
}
