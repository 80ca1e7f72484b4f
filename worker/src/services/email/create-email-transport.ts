/** How mail leaves the system: an HTTP e-mail API in production, the outbox table locally. */
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import type { EmailTransport } from './email-transport.ts';
import { HttpEmailTransport } from './http-email-transport.ts';
import { OutboxTransport } from './outbox-transport.ts';

export function createEmailTransport(config: Config, db: Db, fetcher: typeof fetch = fetch): EmailTransport {
  if (config.EMAIL_API_KEY) {
    return new HttpEmailTransport({ apiUrl: config.EMAIL_API_URL, apiKey: config.EMAIL_API_KEY, from: config.EMAIL_FROM }, fetcher);
  }
  return new OutboxTransport(db, { log: config.ENVIRONMENT !== 'test' });
}
