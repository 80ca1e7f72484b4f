/** How mail leaves the system: an HTTP e-mail API in production, the outbox table locally. */
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { HttpEmailTransport } from './http-email-transport.ts';
import { OutboxTransport } from './outbox-transport.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the mail (verification, reset), kept for the local outbox page. */
  link: string;
  kind: 'verify' | 'reset';
}

export interface EmailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

export class EmailDeliveryError extends Error {}

export function createEmailTransport(config: Config, db: Db, fetcher: typeof fetch = fetch): EmailTransport {
  if (config.EMAIL_API_KEY) {
    return new HttpEmailTransport({ apiUrl: config.EMAIL_API_URL, apiKey: config.EMAIL_API_KEY, from: config.EMAIL_FROM }, fetcher);
  }
  return new OutboxTransport(db);
}
