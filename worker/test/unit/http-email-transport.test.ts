import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmailTransport } from '../../src/services/email/create-email-transport.ts';
import { EmailDeliveryError } from '../../src/services/email/email-transport.ts';
import { HttpEmailTransport } from '../../src/services/email/http-email-transport.ts';
import { verificationMail } from '../../src/services/email/templates.ts';
import type { Config } from '../../src/env.ts';
import type { Db } from '../../src/db/client.ts';

afterEach(() => vi.restoreAllMocks());

const mail = verificationMail('aisha@firm.example', 'https://app.example/verify-email?token=abc&x="<b>');

describe('HttpEmailTransport (Resend-compatible API)', () => {
  it('posts the mail as JSON with the API key, to the configured endpoint', async () => {
    const seen: Request[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      seen.push(new Request(input as RequestInfo, init));
      return Response.json({ id: 'email_123' });
    });
    await new HttpEmailTransport({ apiUrl: 'https://mail.fake.example/', apiKey: 're_test_key', from: 'UAE CT <no-reply@x.example>' }, globalThis.fetch).send(
      mail,
    );
    expect(spy).toHaveBeenCalledOnce();
    const req = seen[0]!;
    expect(req.url).toBe('https://mail.fake.example/emails');
    expect(req.method).toBe('POST');
    expect(req.headers.get('authorization')).toBe('Bearer re_test_key');
    const body = (await req.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ from: 'UAE CT <no-reply@x.example>', to: ['aisha@firm.example'], subject: 'Verify your e-mail address' });
    expect(body.text).toContain('https://app.example/verify-email?token=abc');
    // The link is escaped in the HTML part.
    expect(body.html).toContain('token=abc&amp;x=&quot;&lt;b&gt;');
  });

  it('reports a refused delivery as an EmailDeliveryError', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"invalid key"}', { status: 401 }));
    const transport = new HttpEmailTransport({ apiUrl: 'https://mail.fake.example', apiKey: 'bad', from: 'x <x@x.example>' }, globalThis.fetch);
    await expect(transport.send(mail)).rejects.toThrow(EmailDeliveryError);
  });

  it('is chosen when an API key is configured; the outbox otherwise', () => {
    const base = { EMAIL_API_URL: 'https://mail.fake.example', EMAIL_FROM: 'x <x@x.example>' } as Config;
    expect(createEmailTransport({ ...base, EMAIL_API_KEY: 'k' }, {} as Db)).toBeInstanceOf(HttpEmailTransport);
    expect(createEmailTransport(base, {} as Db).name).toMatch(/local default/);
  });
});
