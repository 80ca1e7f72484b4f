/**
 * Issue 26 item 5: bounded inputs. Every JSON route takes at most a body that fits its purpose (413 with {error},
 * before the body is read: from Content-Length, or by cutting a chunked body off at the limit); NUL and the
 * bidirectional overrides never reach a stored text; a sign-up name is plain text and never mailed.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CreateLegislationResponse } from '../../schema/api/admin-legislation.ts';
import { AUTH_MESSAGES as M, NAME_NOT_PLAIN } from '../../schema/api/auth-messages.ts';
import { BODY_LIMITS } from '../src/middleware/body-limit.ts';
import { call, fetchWorker, latestMail, newClient, signedInUser, uniqueEmail } from './helpers.ts';
import { legislationAdmin } from './support/admin.ts';

/** A JSON object of exactly `bytes` bytes: {"query":"xxx…"}. */
function jsonOfSize(bytes: number, field = 'query'): string {
  const json = JSON.stringify({ [field]: 'x'.repeat(bytes - field.length - 7) });
  expect(json.length).toBe(bytes);
  return json;
}

describe('request body limits', () => {
  it.each([
    ['/api/auth/login', 'POST', BODY_LIMITS.auth],
    ['/api/multi-document-search', 'POST', BODY_LIMITS.answer],
    ['/api/chat/stream', 'POST', BODY_LIMITS.answer],
    ['/api/create-share-link', 'POST', BODY_LIMITS.default],
    ['/api/billing/estimate', 'POST', BODY_LIMITS.default],
    ['/api/legislation/1', 'PATCH', BODY_LIMITS.legislationEdit],
  ])('%s (%s) answers 413 with {error} past %i bytes, whoever asks, and takes a body of that size', async (path, method, limit) => {
    const over = await call(path, { method, body: jsonOfSize(limit + 1) });
    expect(over.status).toBe(413);
    expect(over.json.error).toMatch(/^Request body too large: at most \d+ [KM]B for this request$/);
    // At the limit the request goes on to the route (which refuses it for its own reasons: no session, bad field…).
    const at = await call(path, { method, body: jsonOfSize(limit) });
    expect(at.status).not.toBe(413);
    // The answer routes take less than the others; sign-in forms less still.
    expect(BODY_LIMITS.auth).toBeLessThan(BODY_LIMITS.answer);
    expect(BODY_LIMITS.answer).toBeLessThan(BODY_LIMITS.default);
  });

  it('cuts off a chunked body with no Content-Length at the limit, without reading the rest', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Ten megabytes if read to the end: far more than any limit.
        if (pulled >= 10 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetchWorker('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': newClient(), origin: 'http://localhost' },
      body: endless,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/too large/);
    expect(pulled).toBeLessThanOrEqual(BODY_LIMITS.auth + 3 * chunk.length);
  });

  it('a follow-up the web app builds from a long conversation fits the answer limit', async () => {
    const { boundedHistory } = await import('../../schema/api/research.ts');
    const long = Array.from({ length: 60 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: 'ضريبة "الشركات"\n'.repeat(2000),
    }));
    const body = JSON.stringify({ query: 'س'.repeat(2000), conversationHistory: boundedHistory(long) });
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(BODY_LIMITS.answer);
  });
});

describe('stored text is cleaned of NUL and bidirectional overrides', () => {
  const unsafe = 'a\u0000b\u202Ec\u2066d\u2069e\u202Af';

  it('a sign-up name loses them', async () => {
    const email = uniqueEmail('clean-name');
    expect((await call('/api/auth/signup', { body: { email, password: 'secret-123', name: `Aisha ${unsafe}` }, client: newClient() })).status).toBe(201);
    const row = await env.DB.prepare('SELECT name FROM users WHERE email = ?').bind(email).first<{ name: string }>();
    expect(row!.name).toBe('Aisha abcdef');
  });

  it('a question, and the conversation title made from it, lose them', async () => {
    const user = await signedInUser();
    const res = await call('/api/multi-document-search', { body: { query: `What is the corporate tax rate ${unsafe}?` }, cookie: user.cookie });
    expect(res.status).toBe(200);
    const rows = await env.DB.prepare("SELECT c.title, m.content FROM chats c JOIN messages m ON m.chat_id = c.id WHERE c.user_id = ? AND m.role = 'user'")
      .bind(user.user.id)
      .all<{ title: string; content: string }>();
    expect(rows.results.length).toBe(1);
    for (const text of [rows.results[0]!.title, rows.results[0]!.content]) expect(text).not.toMatch(/[\u0000\u202A-\u202E\u2066-\u2069]/);
    expect(rows.results[0]!.content).toContain('abcdef');
  });

  describe('admin-edited fields', () => {
    const admin = legislationAdmin();
    const created = admin.created;

    it("a new record's title and an edited summary lose them", async () => {
      const res = await call('/api/legislation', { body: { title: `Bounded inputs ${unsafe}`, status: `Active\u202E` }, cookie: admin.cookie });
      expect(res.status).toBe(201);
      const id = (res.json as unknown as CreateLegislationResponse).record.id;
      created.push(id);
      const patched = await call(`/api/legislation/${id}`, { method: 'PATCH', body: { summary: `Line one ${unsafe}\nLine two` }, cookie: admin.cookie });
      expect(patched.status).toBe(200);
      const row = await env.DB.prepare('SELECT title, status, summary FROM legislation WHERE id = ?')
        .bind(id)
        .first<{ title: string; status: string; summary: string }>();
      expect(row).toEqual({ title: 'Bounded inputs abcdef', status: 'Active', summary: 'Line one abcdef\nLine two' });
    });
  });
});

describe('a sign-up name is plain text and is not mailed', () => {
  it.each(['Visit https://evil.example/win', 'Claim at evil.com now', 'www.evil', 'mail me@evil.example', '<a href=x>Prize</a>', "[vb](vbscript:msgbox('x'))"])(
    'refuses %j with 400',
    async (name) => {
      const email = uniqueEmail('plain-name');
      const res = await call('/api/auth/signup', { body: { email, password: 'secret-123', name }, client: newClient() });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(NAME_NOT_PLAIN);
      expect(await latestMail(email, 'verify')).toBe(null);
    },
  );

  it('accepts ordinary names (initials, Arabic, hyphens) of at most 120 characters and collapses their spacing', async () => {
    const long = await call('/api/auth/signup', {
      body: { email: uniqueEmail('long-name'), password: 'secret-123', name: 'N'.repeat(121) },
      client: newClient(),
    });
    expect(long.status).toBe(400);
    expect(long.json.error).toBe('Name must be at most 120 characters');
    for (const [name, stored] of [
      ['J.R.R.  Tolkien', 'J.R.R. Tolkien'],
      ['فاطمة المنصوري', 'فاطمة المنصوري'],
      ["Seán O'Brien-Smith\n", "Seán O'Brien-Smith"],
    ]) {
      const email = uniqueEmail('plain-name');
      expect((await call('/api/auth/signup', { body: { email, password: 'secret-123', name }, client: newClient() })).status).toBe(201);
      expect((await env.DB.prepare('SELECT name FROM users WHERE email = ?').bind(email).first<{ name: string }>())!.name).toBe(stored);
    }
  });

  it('neither the verification nor the reset mail carries the name', async () => {
    const email = uniqueEmail('unmailed');
    const name = 'Winner Claim Your Prize Today';
    expect((await call('/api/auth/signup', { body: { email, password: 'secret-123', name }, client: newClient() })).status).toBe(201);
    const verify = await latestMail(email, 'verify');
    expect(`${verify!.subject} ${verify!.text_body} ${verify!.html_body}`).not.toContain('Winner');
    expect((await call('/api/auth/forgot-password', { body: { email }, client: newClient() })).json.message).toBe(M.forgotSuccess);
    const reset = await latestMail(email, 'reset');
    expect(`${reset!.subject} ${reset!.text_body} ${reset!.html_body}`).not.toContain('Winner');
  });
});
