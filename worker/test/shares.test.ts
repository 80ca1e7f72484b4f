/**
 * Share links end to end inside workerd: publishing a snapshot built by the server, the public read
 * with an exact view count under concurrency, revocation and deletion, and the crawler HTML.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { MultiDocumentSearchResponse } from '../../schema/api/research.ts';
import { SHARE_MESSAGES, type CreateShareLinkResponse, type SharedConversation } from '../../schema/api/shares.ts';
import { call, signedInUser } from './helpers.ts';

const QUESTION = 'Which businesses can elect Small Business Relief and what revenue threshold applies?';
const SHARE_URL = /^http:\/\/localhost:8787\/shared\/([A-Za-z0-9_-]{24})$/;

type User = Awaited<ReturnType<typeof signedInUser>>;

/** A real answered question: the saved conversation the owner shares. */
async function askedQuestion(user: User) {
  const res = await call('/api/multi-document-search', { body: { query: QUESTION }, cookie: user.cookie });
  expect(res.status).toBe(200);
  return res.json as unknown as MultiDocumentSearchResponse;
}

async function insertChat(userId: number, title: string) {
  const row = await env.DB.prepare("INSERT INTO chats (user_id, kind, title) VALUES (?, 'collection', ?) RETURNING id")
    .bind(userId, title)
    .first<{ id: number }>();
  return row!.id;
}

async function insertMessage(chatId: number, role: 'user' | 'assistant', content: string) {
  await env.DB.prepare('INSERT INTO messages (chat_id, role, content) VALUES (?, ?, ?)').bind(chatId, role, content).run();
}

/** A saved conversation of one question and answer, written straight into D1. */
async function savedChat(user: User, title = 'Transfer pricing documentation', answer = 'Documentation is kept as set out in Article (55) [1].') {
  const chatId = await insertChat(user.user.id, title);
  await insertMessage(chatId, 'user', 'What documentation is needed for transfer pricing?');
  await insertMessage(chatId, 'assistant', answer);
  return chatId;
}

async function share(user: User, chatId: number, extra: Record<string, unknown> = {}) {
  return call('/api/create-share-link', {
    body: { title: 'UAE Tax Analysis', messages: [], userInfo: { timestamp: new Date().toISOString() }, sessionId: `chat-${chatId}`, ...extra },
    cookie: user.cookie,
  });
}

async function sharedToken(user: User, chatId: number): Promise<string> {
  const res = await share(user, chatId);
  expect(res.status).toBe(200);
  return SHARE_URL.exec((res.json as unknown as CreateShareLinkResponse).shareUrl)![1]!;
}

const read = (token: string) => call(`/api/shared/${token}`);
const dataOf = (res: Awaited<ReturnType<typeof read>>) => (res.json as { data: SharedConversation }).data;

async function shareRows(chatId: number) {
  const { results } = await env.DB.prepare('SELECT token, revoked, view_count FROM shares WHERE chat_id = ? ORDER BY rowid')
    .bind(chatId)
    .all<{ token: string; revoked: number; view_count: number }>();
  return results;
}

describe('POST /api/create-share-link', () => {
  it('publishes the saved conversation, never the messages or title the client sends', async () => {
    const owner = await signedInUser();
    const answer = await askedQuestion(owner);
    const res = await share(owner, answer.chatId, {
      title: 'Forged <b>title</b>',
      messages: [{ role: 'assistant', content: 'FORGED: the UAE abolished corporate tax. <script>alert(1)</script>' }],
    });
    expect(res.status).toBe(200);
    const body = res.json as unknown as CreateShareLinkResponse;
    expect(body).toEqual({ success: true, shareUrl: expect.stringMatching(SHARE_URL), created: true });

    const token = SHARE_URL.exec(body.shareUrl)![1]!;
    const shared = await read(token);
    expect(shared.status).toBe(200);
    expect(shared.text).not.toContain('FORGED');
    expect(shared.text).not.toContain('Forged');
    const data = dataOf(shared);
    expect(data.title).toBe(answer.conversation_title);
    expect(data.viewCount).toBe(1);
    expect(data.messages).toEqual([
      { role: 'user', content: QUESTION, citations: [] },
      { role: 'assistant', content: answer.response, citations: answer.citations },
    ]);
    // Citations link to the articles inside the app.
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const c of data.messages[1]!.citations) expect(c.url).toBe(`/legislation/${c.legislation_id}#article-${c.article}`);
  });

  it('names no owner, user or chat in the public response', async () => {
    const owner = await signedInUser({ name: 'Fatima Al Owner' });
    const chatId = await savedChat(owner);
    const res = await read(await sharedToken(owner, chatId));
    expect(Object.keys(res.json)).toEqual(['success', 'data']);
    expect(Object.keys(dataOf(res)).sort()).toEqual(['createdAt', 'messages', 'title', 'viewCount']);
    for (const m of dataOf(res).messages) expect(Object.keys(m).sort()).toEqual(['citations', 'content', 'role']);
    expect(res.text).not.toContain(owner.email);
    expect(res.text).not.toContain('Fatima');
    expect(res.text).not.toMatch(/user_?id|chat_?id/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('returns the live link of an unchanged conversation, and a new one once it has changed', async () => {
    const owner = await signedInUser();
    const chatId = await savedChat(owner);
    const first = await share(owner, chatId);
    const again = await share(owner, chatId);
    expect(again.json).toEqual({ success: true, shareUrl: (first.json as unknown as CreateShareLinkResponse).shareUrl, created: false });

    await insertMessage(chatId, 'user', 'And for a small group?');
    await insertMessage(chatId, 'assistant', 'The thresholds of Article (55) apply to the group [1].');
    const changed = (await share(owner, chatId)).json as unknown as CreateShareLinkResponse;
    expect(changed.created).toBe(true);
    expect(changed.shareUrl).not.toBe((first.json as unknown as CreateShareLinkResponse).shareUrl);

    // The earlier link keeps showing what was sent with it; the account lists the newest.
    const oldToken = SHARE_URL.exec((first.json as unknown as CreateShareLinkResponse).shareUrl)![1]!;
    expect(dataOf(await read(oldToken)).messages).toHaveLength(2);
    expect(dataOf(await read(SHARE_URL.exec(changed.shareUrl)![1]!)).messages).toHaveLength(4);
    const history = await call('/api/account/chat-history', { cookie: owner.cookie });
    expect((history.json.data as Array<{ id: number; shareUrl?: string }>).find((c) => c.id === chatId)?.shareUrl).toBe(changed.shareUrl);
  });

  it('gives every tab sharing the same conversation at once the same link', async () => {
    const owner = await signedInUser();
    const chatId = await savedChat(owner);
    const results = await Promise.all(Array.from({ length: 10 }, () => share(owner, chatId)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const urls = new Set(results.map((r) => (r.json as unknown as CreateShareLinkResponse).shareUrl));
    expect(urls.size).toBe(1);
    expect(results.filter((r) => (r.json as unknown as CreateShareLinkResponse).created)).toHaveLength(1);
    expect(await shareRows(chatId)).toHaveLength(1);
  });

  it('refuses to share a conversation of someone else (404), anonymously (401), or without a valid session id (400)', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const chatId = await savedChat(owner);

    const stolen = await share(other, chatId);
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ error: SHARE_MESSAGES.chatNotFound, code: 'CHAT_NOT_FOUND' });
    expect((await call('/api/create-share-link', { body: { sessionId: `chat-${chatId}` } })).status).toBe(401);
    for (const sessionId of [undefined, '', 'chat-0', 'chat-abc', `${chatId}`, 'chat-1 OR 1=1', 42]) {
      const res = await call('/api/create-share-link', { body: { sessionId }, cookie: owner.cookie });
      expect(res.status, String(sessionId)).toBe(400);
      expect(typeof res.json.error).toBe('string');
    }
    expect((await call('/api/create-share-link', { body: '{"sessionId":', cookie: owner.cookie })).status).toBe(400);
    expect(await shareRows(chatId)).toHaveLength(0);
  });

  it('refuses a conversation with no answer (422) and one too large for a link (413)', async () => {
    const owner = await signedInUser();
    const empty = await insertChat(owner.user.id, 'Nothing yet');
    expect((await share(owner, empty)).status).toBe(422);
    await insertMessage(empty, 'user', 'A question that was never answered');
    const unanswered = await share(owner, empty);
    expect(unanswered.status).toBe(422);
    expect(unanswered.json.error).toBe(SHARE_MESSAGES.nothingToShare);

    const huge = await savedChat(owner, 'Huge', 'x '.repeat(300_000));
    const tooLarge = await share(owner, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toBe(SHARE_MESSAGES.tooLarge);
    expect(await shareRows(huge)).toHaveLength(0);
  });

  it('limits new snapshots per user and hour, but not copying a live link again', async () => {
    const owner = await signedInUser();
    const chatId = await savedChat(owner);
    for (let i = 0; i < 30; i += 1) {
      const res = await share(owner, chatId);
      expect(res.status, `snapshot ${i + 1}`).toBe(200);
      await insertMessage(chatId, 'assistant', `Further answer ${i}.`);
    }
    const refused = await share(owner, chatId);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(SHARE_MESSAGES.tooMany);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the share-creation limit under parallel requests', () => {
  it('lets exactly 30 of 35 simultaneous new snapshots through, and refuses the rest with 429', async () => {
    const owner = await signedInUser();
    const chats = await Promise.all(Array.from({ length: 35 }, (_, i) => savedChat(owner, `Parallel ${i}`)));
    const results = await Promise.all(chats.map((chatId) => share(owner, chatId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM shares WHERE user_id = ?').bind(owner.user.id).first<{ n: number }>())!;
    expect(n).toBe(30);
  });
});

describe('GET /api/shared/:shareId', () => {
  it('counts 100 concurrent views exactly, each reader getting its own number', async () => {
    const owner = await signedInUser();
    const token = await sharedToken(owner, await savedChat(owner));
    const before = dataOf(await read(token)).viewCount;
    const results = await Promise.all(Array.from({ length: 100 }, () => read(token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const counts = results.map((r) => dataOf(r).viewCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 100 }, (_, i) => before + 1 + i));
    expect(dataOf(await read(token)).viewCount).toBe(before + 101);
  });

  it('answers 404 with the spec text for unknown and malformed tokens, never 500', async () => {
    const tokens = ['abc', 'A'.repeat(24), 'A'.repeat(23) + '%00', '%2e%2e%2fetc', "x' OR '1'='1", 'A'.repeat(25), encodeURIComponent('<script>')];
    for (const token of tokens) {
      const res = await read(token);
      expect(res.status, token).toBe(404);
      expect(res.json).toEqual({ success: false, error: SHARE_MESSAGES.notFound, code: 'SHARE_NOT_FOUND' });
    }
    expect((await read('A'.repeat(300))).status).toBe(400);
  });

  it('rebuilds a snapshot that KV does not have yet, exactly as published', async () => {
    const owner = await signedInUser();
    const answer = await askedQuestion(owner);
    const token = await sharedToken(owner, answer.chatId);
    const published = dataOf(await read(token));
    // As in another location before KV has propagated the write (and with no copy in the edge cache).
    const cache = await caches.open('share-snapshots');
    const cacheKey = `http://localhost/__share-snapshots/${token}`;
    expect(await cache.match(cacheKey)).toBeDefined();
    await env.SHARES.delete(`share:${token}`);
    await cache.delete(cacheKey);
    const rebuilt = dataOf(await read(token));
    expect(rebuilt).toEqual({ ...published, viewCount: published.viewCount + 1 });
    expect(await env.SHARES.get(`share:${token}`)).toBeNull();
    expect(await cache.match(cacheKey)).toBeDefined();
  });
});

describe('revocation', () => {
  it('makes the link 404 at once, for the API and the page, while the snapshot is still cached', async () => {
    const owner = await signedInUser();
    const chatId = await savedChat(owner);
    const token = await sharedToken(owner, chatId);
    expect((await read(token)).status).toBe(200);

    const stranger = await signedInUser();
    expect((await call(`/api/account/chat/${chatId}/share`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/account/chat/${chatId}/share`, { method: 'DELETE' })).status).toBe(401);
    expect((await read(token)).status).toBe(200);

    const revoked = await call(`/api/account/chat/${chatId}/share`, { method: 'DELETE', cookie: owner.cookie });
    expect(revoked.json).toEqual({ success: true, revoked: 1 });
    expect((await read(token)).status).toBe(404);
    expect((await call(`/shared/${token}`)).status).toBe(404);
    expect((await call(`/api/account/chat/${chatId}/share`, { method: 'DELETE', cookie: owner.cookie })).json).toEqual({ success: true, revoked: 0 });
    expect((await call('/api/account/chat-history', { cookie: owner.cookie })).json.data).toEqual([
      expect.not.objectContaining({ shareUrl: expect.anything() }),
    ]);
    await vi.waitFor(async () => expect(await env.SHARES.get(`share:${token}`)).toBeNull());

    // Sharing again publishes a new link; the revoked one stays dead.
    const fresh = await sharedToken(owner, chatId);
    expect(fresh).not.toBe(token);
    expect((await read(token)).status).toBe(404);
  });

  it('revokes the links of a deleted conversation, and of all conversations', async () => {
    const owner = await signedInUser();
    const one = await sharedToken(owner, await savedChat(owner));
    const chatId = await savedChat(owner);
    const two = await sharedToken(owner, chatId);
    const three = await sharedToken(owner, await savedChat(owner));

    expect((await call(`/api/account/chat/${chatId}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect((await read(two)).status).toBe(404);
    expect((await read(one)).status).toBe(200);
    expect((await call('/api/account/chat-history', { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect((await read(one)).status).toBe(404);
    expect((await read(three)).status).toBe(404);
    await vi.waitFor(async () => expect(await env.SHARES.get(`share:${three}`)).toBeNull());
  });
});

describe('the page /shared/:shareId for crawlers', () => {
  it('carries the title, description, Open Graph and Twitter tags, canonical URL and robots index/follow', async () => {
    const owner = await signedInUser();
    const answer = await askedQuestion(owner);
    const token = await sharedToken(owner, answer.chatId);
    const page = await call(`/shared/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // The security headers of web/public/_headers come with the page.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const title = `UAE Tax Analysis: ${answer.conversation_title}`;
    expect(page.text).toContain(`<title>${title}</title>`);
    expect(page.text).toContain(`<meta property="og:title" content="${title}">`);
    expect(page.text).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(page.text).toContain(`<link rel="canonical" href="http://localhost:8787/shared/${token}">`);
    expect(page.text).toContain(`<meta property="og:url" content="http://localhost:8787/shared/${token}">`);
    expect(page.text).toContain('<meta property="og:image" content="http://localhost:8787/og-image.png">');
    expect(page.text).toContain('<meta name="robots" content="index, follow">');
    expect(page.text).toContain('<div id="root"></div>');
    // One description: the answer's opening as plain text, not the site's generic one nor the extractive notice.
    const descriptions = [...page.text.matchAll(/<meta name="description" content="([^"]*)">/g)].map((m) => m[1]!);
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]!.length).toBeGreaterThan(20);
    expect(descriptions[0]).not.toMatch(/No language model|\[\d+\]|\*\*|^Summary/);
    expect(page.headers.get('cf-cache-status')).toBeNull();
    // A crawler's visit is not a view.
    expect(dataOf(await read(token)).viewCount).toBe(1);
  });

  it('escapes what the conversation says inside the tags', async () => {
    const owner = await signedInUser();
    const token = await sharedToken(owner, await savedChat(owner, 'Q"><script>alert(1)</script>', 'A "quoted" <b>answer</b> & more'));
    const page = await call(`/shared/${token}`);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('<title>UAE Tax Analysis: Q"&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page.text).toContain('content="UAE Tax Analysis: Q&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.text).toContain('<meta name="description" content="A &quot;quoted&quot; answer &amp; more">');
  });

  it('answers 404 with noindex for unknown, malformed and revoked links', async () => {
    for (const token of ['does-not-exist', 'A'.repeat(24), '%00']) {
      const page = await call(`/shared/${token}`);
      expect(page.status, token).toBe(404);
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page.text).toContain('<title>Conversation Not Found</title>');
      expect(page.text).not.toContain('og:title');
    }
  });
});
