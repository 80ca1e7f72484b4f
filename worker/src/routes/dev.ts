/**
 * /dev/outbox: the local e-mail default made visible. Mails the outbox transport stored,
 * newest first, with their links clickable. Exists only when ENVIRONMENT=development and no
 * e-mail API is configured (issue 26 item 8): a deployment that sends real mail never shows one,
 * whatever else its settings say.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../env.ts';
import { recentOutboxMails } from '../services/email/outbox-transport.ts';

/**
 * Whether the outbox page may exist, read from the raw bindings (before configuration is parsed): a real
 * e-mail provider (EMAIL_API_KEY, even an empty-looking one with spaces) or any environment but development
 * hides it.
 */
export function outboxPageAvailable(env: Pick<AppEnv['Bindings'], 'ENVIRONMENT' | 'EMAIL_API_KEY'>): boolean {
  return env.ENVIRONMENT === 'development' && !env.EMAIL_API_KEY;
}

/** Every /dev/* path: a true 404 (the app's not-found page with its status) unless the outbox page may exist. */
export const devOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (outboxPageAvailable(c.env)) return next();
  const page = await c.notFound();
  return new Response(page.body, { status: 404, headers: page.headers });
};

export const devRoutes = new Hono<AppEnv>().get('/outbox', async (c) => {
  if (!outboxPageAvailable(c.env)) return c.notFound();
  const mails = await recentOutboxMails(c.var.db);
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'");
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Outbox (local development)</title>
          <style>
            body {
              font-family: system-ui, sans-serif;
              max-width: 920px;
              margin: 2rem auto;
              padding: 0 1rem;
              color: #0f172a;
            }
            .note {
              background: #fef3c7;
              border: 1px solid #f59e0b;
              padding: 0.75rem 1rem;
              border-radius: 0.5rem;
            }
            article {
              border: 1px solid #cbd5e1;
              border-radius: 0.5rem;
              padding: 1rem;
              margin: 1rem 0;
            }
            pre {
              white-space: pre-wrap;
              background: #f8fafc;
              padding: 0.75rem;
              border-radius: 0.375rem;
            }
            a {
              color: #1e3a8a;
              font-weight: 600;
              word-break: break-all;
            }
            .meta {
              color: #475569;
              font-size: 0.9rem;
            }
          </style>
        </head>
        <body>
          <h1>Outbox</h1>
          <p class="note">
            Local default: no e-mail is sent. With no <code>EMAIL_API_KEY</code> configured, every mail the app would send is stored here (and its link printed
            in the server log). This page exists only in development.
          </p>
          ${mails.length === 0 ? html`<p>No mail yet. Sign up or ask for a password reset, then reload.</p>` : ''}
          ${mails.map(
            (m) =>
              html`<article aria-label="${m.subject} to ${m.toEmail}">
                <h2>${m.subject}</h2>
                <p class="meta">To <strong>${m.toEmail}</strong> · ${m.createdAt} · ${m.kind ?? ''}</p>
                ${m.link ? html`<p><a href="${m.link}">${m.link}</a></p>` : ''}
                <pre>${m.textBody}</pre>
              </article>`,
          )}
        </body>
      </html>`,
  );
});
