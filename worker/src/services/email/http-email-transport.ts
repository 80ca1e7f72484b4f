/**
 * An HTTP e-mail API with Resend's JSON shape (POST {apiUrl}/emails, Bearer key,
 * {from, to[], subject, text, html}); Postmark-, SendGrid- or SES-fronting relays that
 * speak the same shape work unchanged.
 */
import { EmailDeliveryError, type EmailTransport, type OutgoingMail } from './email-transport.ts';

export interface HttpEmailOptions {
  apiUrl: string;
  apiKey: string;
  from: string;
}

export class HttpEmailTransport implements EmailTransport {
  readonly name = 'http e-mail API';

  constructor(
    private readonly options: HttpEmailOptions,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const res = await this.fetcher(`${this.options.apiUrl.replace(/\/+$/, '')}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.options.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: this.options.from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new EmailDeliveryError(`E-mail API answered ${res.status}: ${detail}`);
    }
  }
}
