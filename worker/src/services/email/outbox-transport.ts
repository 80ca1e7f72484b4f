/**
 * The local default: no mail is sent. Each mail is written to the `outbox` table, and its
 * link printed in the server log; in development, /dev/outbox lists them.
 */
import type { Db } from '../../db/client.ts';
import { storeMail } from '../../db/repositories/outbox-repository.ts';
import type { EmailTransport, OutgoingMail } from './email-transport.ts';

export class OutboxTransport implements EmailTransport {
  readonly name = 'outbox (local default: no e-mail is sent)';

  constructor(private readonly db: Db) {}

  async send(mail: OutgoingMail): Promise<void> {
    await storeMail(this.db, { toEmail: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, link: mail.link, kind: mail.kind });
    console.log(`[outbox] ${mail.kind} mail to ${mail.to}: ${mail.link}`);
  }
}
