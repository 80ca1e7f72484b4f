/**
 * The admin usage API inside workerd on the real migrations: GET /api/admin/users (rows and the
 * stat-card summary), GET /api/usage/chat-history, and DELETE /api/admin/users/:id, which removes a
 * user and everything that is theirs but keeps their invoices, anonymised.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_CHAT_HISTORY_LIMIT,
  ADMIN_USAGE_MESSAGES as M,
  type AdminChatHistoryRecord,
  type AdminChatHistoryResponse,
  type AdminUsersResponse,
} from '../../schema/api/admin-usage.ts';
import type { CreateShareLinkResponse } from '../../schema/api/shares.ts';
import { call, signedInUser } from './helpers.ts';
import { search } from './support/billing.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;

let admin: User;
beforeAll(async () => {
  // ADMIN_EMAILS of vitest.config.ts: this address signs up as an administrator.
  admin = await signedInUser({ email: 'admin@test.example', name: 'Site Admin' });
});

async function insertChat(userId: number, values: { title: string; createdAt: string; words?: number; inputWords?: number }) {
  const row = await env.DB.prepare(
    "INSERT INTO chats (user_id, kind, title, word_count, input_word_count, created_at) VALUES (?, 'collection', ?, ?, ?, ?) RETURNING id",
  )
    .bind(userId, values.title, values.words ?? 0, values.inputWords ?? 0, values.createdAt)
    .first<{ id: number }>();
  return row!.id;
}

async function insertApiCall(userId: number, chatId: number, context: string) {
  await env.DB.prepare("INSERT INTO api_calls (user_id, chat_id, model, context) VALUES (?, ?, 'test-model', ?)").bind(userId, chatId, context).run();
}

async function insertShare(userId: number, chatId: number, token: string, createdAt: string, revoked = false) {
  await env.DB.prepare('INSERT INTO shares (token, chat_id, user_id, revoked, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(token, chatId, userId, revoked ? 1 : 0, createdAt)
    .run();
}

const count = async (sql: string, ...args: unknown[]) =>
  Number(
    await env.DB.prepare(sql)
      .bind(...args)
      .first('n'),
  );

const users = (cookie: string) => call('/api/admin/users', { cookie });
const history = (cookie: string) => call('/api/usage/chat-history', { cookie });
const remove = (cookie: string | null, id: number | string) => call(`/api/admin/users/${id}`, { method: 'DELETE', cookie });
const usersBody = (res: Awaited<ReturnType<typeof call>>) => res.json as unknown as AdminUsersResponse;
const historyBody = (res: Awaited<ReturnType<typeof call>>) => res.json as unknown as AdminChatHistoryResponse;

describe('who may call the admin usage API', () => {
  it.each([
    ['GET', '/api/admin/users'],
    ['GET', '/api/usage/chat-history'],
    ['DELETE', '/api/admin/users/1'],
  ])('%s %s: 401 anonymous, 403 for a non-admin', async (method, path) => {
    const user = await signedInUser();
    const anonymous = await call(path, { method });
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.json.error).toBe('string');
    const refused = await call(path, { method, cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect(typeof refused.json.error).toBe('string');
  });

  it('answers 200 to an administrator', async () => {
    expect((await users(admin.cookie)).status).toBe(200);
    expect((await history(admin.cookie)).status).toBe(200);
  });

  it('a non-admin cannot delete anyone', async () => {
    const user = await signedInUser();
    const victim = await signedInUser();
    expect((await remove(user.cookie, victim.user.id)).status).toBe(403);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', victim.user.id)).toBe(1);
  });
});

describe('GET /api/admin/users', () => {
  it('lists every user with their totals, newest first, and the stat-card summary over everyone', async () => {
    const busy = await signedInUser({ name: 'Busy Person' });
    const idle = await signedInUser({ name: 'Idle Person' });
    await insertChat(busy.user.id, { title: 'One', createdAt: '2026-10-01T10:00:00.000Z', words: 120, inputWords: 15 });
    await insertChat(busy.user.id, { title: 'Two', createdAt: '2026-10-02T10:00:00.000Z', words: 30, inputWords: 5 });

    const res = await users(admin.cookie);
    expect(res.status).toBe(200);
    const body = usersBody(res);
    expect(body.success).toBe(true);
    expect(body.truncated).toBe(false);

    const row = (id: number) => body.data.find((u) => u.id === id);
    expect(row(busy.user.id)).toEqual({
      id: busy.user.id,
      name: 'Busy Person',
      email: busy.email,
      email_verified: true,
      is_admin: false,
      created_at: expect.any(String),
      total_words: 150,
      chat_count: 2,
    });
    expect(row(idle.user.id)).toMatchObject({ total_words: 0, chat_count: 0 });
    expect(row(admin.user.id)).toMatchObject({ email: 'admin@test.example', is_admin: true });
    // Newest first: the idle user signed up after the busy one.
    expect(body.data.findIndex((u) => u.id === idle.user.id)).toBeLessThan(body.data.findIndex((u) => u.id === busy.user.id));
    expect(body.data.map((u) => u.id)).not.toContain(undefined);

    // The summary is D1's own count of everything (other tests of this file add users too).
    expect(body.summary).toEqual({
      totalUsers: await count('SELECT count(*) AS n FROM users'),
      activeUsers: await count('SELECT count(DISTINCT user_id) AS n FROM chats'),
      totalChats: await count('SELECT count(*) AS n FROM chats'),
      totalWords: await count('SELECT coalesce(sum(word_count), 0) AS n FROM chats'),
    });
    expect(body.summary.totalUsers).toBe(body.data.length);
    expect(body.summary.activeUsers).toBeGreaterThanOrEqual(1);
    expect(body.summary.totalWords).toBeGreaterThanOrEqual(150);
  });
});

describe('GET /api/usage/chat-history', () => {
  it('gives each conversation its owner, word counts, newest live share link and newest API context, newest first', async () => {
    const owner = await signedInUser({ name: 'Chat Owner' });
    const older = await insertChat(owner.user.id, { title: 'Older chat', createdAt: '2026-11-01T08:00:00.000Z', words: 200, inputWords: 12 });
    const newer = await insertChat(owner.user.id, { title: 'Newer chat', createdAt: '2026-11-02T08:00:00.000Z', words: 80, inputWords: 8 });
    await insertApiCall(owner.user.id, older, JSON.stringify({ question: 'first' }));
    await insertApiCall(owner.user.id, older, JSON.stringify({ question: 'second', passages: [{ n: 1 }] }));
    await insertShare(owner.user.id, older, 'admin-usage-live-old', '2026-11-01T09:00:00.000Z');
    await insertShare(owner.user.id, older, 'admin-usage-live-new', '2026-11-01T10:00:00.000Z');
    await insertShare(owner.user.id, older, 'admin-usage-revoked', '2026-11-01T11:00:00.000Z', true);

    const res = await history(admin.cookie);
    expect(res.status).toBe(200);
    const body = historyBody(res);
    expect(body.success).toBe(true);
    const record = (id: number) => body.data.find((c) => c.id === id);
    expect(record(older)).toEqual({
      id: older,
      user_id: owner.user.id,
      user_name: 'Chat Owner',
      user_email: owner.email,
      title: 'Older chat',
      word_count: 200,
      input_word_count: 12,
      total_word_count: 212,
      created_at: '2026-11-01T08:00:00.000Z',
      shareUrl: 'http://localhost:8787/shared/admin-usage-live-new',
      api_context: JSON.stringify({ question: 'second', passages: [{ n: 1 }] }),
    } satisfies AdminChatHistoryRecord);
    expect(record(newer)).toMatchObject({ api_context: null, total_word_count: 88 });
    expect(record(newer)).not.toHaveProperty('shareUrl');

    const dates = body.data.map((c) => c.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

/** A user with everything deletion touches: a real answered question (chat, messages, API call, usage event), a share link, an invoice and pending charges. */
async function userWithHistory() {
  const user = await signedInUser({ name: 'Leaving User' });
  const answer = await search(user.cookie);
  expect(answer.status).toBe(200);
  const chatId = answer.json.chatId as number;
  const shared = await call('/api/create-share-link', { cookie: user.cookie, body: { title: 'x', messages: [], userInfo: {}, sessionId: `chat-${chatId}` } });
  expect(shared.status).toBe(200);
  const token = (shared.json as unknown as CreateShareLinkResponse).shareUrl.split('/').pop()!;
  expect(await env.SHARES.get(`share:${token}`)).not.toBeNull();

  // Last month's paid invoice with its two lines, and this month's charges not invoiced yet.
  const id = user.user.id;
  const invoice = await env.DB.prepare(
    "INSERT INTO invoices (user_id, period, total_fils, status, reason, claim_token, provider, provider_payment_id, paid_at) VALUES (?, '2026-10', 700, 'paid', 'monthly', ?, 'test', 'pi_kept_123', '2026-11-01T00:10:00.000Z') RETURNING id",
  )
    .bind(id, `claim-${id}`)
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO usage_events (user_id, kind, price_fils, idempotency_key, invoice_id, created_at) VALUES (?, 'chat', 500, ?, ?, '2026-10-05T00:00:00.000Z')",
    ).bind(id, `inv-a-${id}`, invoice!.id),
    env.DB.prepare(
      "INSERT INTO usage_events (user_id, kind, price_fils, idempotency_key, invoice_id, created_at) VALUES (?, 'followup', 200, ?, ?, '2026-10-06T00:00:00.000Z')",
    ).bind(id, `inv-b-${id}`, invoice!.id),
    env.DB.prepare("INSERT INTO usage_events (user_id, kind, price_fils, idempotency_key) VALUES (?, 'followup', 200, ?)").bind(id, `pending-${id}`),
    env.DB.prepare("INSERT INTO credit_holds (user_id, credit, created_at) VALUES (?, 'welcome_followup', ?)").bind(id, Math.floor(Date.now() / 1000)),
  ]);
  return { user, chatId, token, invoiceId: invoice!.id };
}

describe('DELETE /api/admin/users/:id', () => {
  it('removes the user, their chats, messages, shares, monthly usage and billing account, keeps the invoice anonymised, and ends their session', async () => {
    const { user, chatId, token, invoiceId } = await userWithHistory();
    const id = user.user.id;
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(200);
    expect(await count('SELECT count(*) AS n FROM usage_events WHERE user_id = ?', id)).toBe(4); // the answer's (welcome credit), 2 invoiced, 1 pending
    const uninvoiced = (
      await env.DB.prepare('SELECT id FROM usage_events WHERE user_id = ? AND invoice_id IS NULL').bind(id).all<{ id: number }>()
    ).results.map((r) => r.id);
    expect(uninvoiced).toHaveLength(2);
    const otherUser = await signedInUser();
    const othersChat = await insertChat(otherUser.user.id, { title: 'Not theirs', createdAt: '2026-11-03T00:00:00.000Z', words: 5 });

    const res = await remove(admin.cookie, id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, deleted: { id, email: user.email }, invoicesKept: 1 });

    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM chats WHERE user_id = ?', id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM messages WHERE chat_id = ?', chatId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM shares WHERE user_id = ? OR token = ?', id, token)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM billing_accounts WHERE user_id = ?', id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM credit_holds WHERE user_id = ?', id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM email_tokens WHERE user_id = ?', id)).toBe(0);
    // Un-invoiced usage (the month's usage) is gone, with no anonymous leftovers.
    expect(await count('SELECT count(*) AS n FROM usage_events WHERE user_id = ?', id)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM usage_events WHERE id IN (${uninvoiced.join(',')})`)).toBe(0);

    // The invoice stays: same amount, period, status and payment id, no user; its lines stay and still add up.
    const invoice = await env.DB.prepare('SELECT * FROM invoices WHERE id = ?').bind(invoiceId).first<Record<string, unknown>>();
    expect(invoice).toMatchObject({ user_id: null, period: '2026-10', total_fils: 700, status: 'paid', reason: 'monthly', provider_payment_id: 'pi_kept_123' });
    const lines = await env.DB.prepare('SELECT user_id, price_fils FROM usage_events WHERE invoice_id = ? ORDER BY id')
      .bind(invoiceId)
      .all<{ user_id: number | null; price_fils: number }>();
    expect(lines.results).toEqual([
      { user_id: null, price_fils: 500 },
      { user_id: null, price_fils: 200 },
    ]);

    // API calls keep their cost figures but not the user's question.
    expect(await count('SELECT count(*) AS n FROM api_calls WHERE user_id = ?', id)).toBe(0);

    // The public link stops answering, and its snapshot leaves KV.
    expect((await call(`/api/shared/${token}`)).status).toBe(404);
    await vi.waitFor(async () => expect(await env.SHARES.get(`share:${token}`)).toBeNull());

    // Their cookie no longer opens anything.
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect((await call('/api/account/chat-history', { cookie: user.cookie })).status).toBe(401);

    // They leave both lists; nobody else is touched.
    expect(usersBody(await users(admin.cookie)).data.some((u) => u.id === id)).toBe(false);
    const after = historyBody(await history(admin.cookie)).data;
    expect(after.some((c) => c.user_id === id)).toBe(false);
    expect(after.some((c) => c.id === othersChat)).toBe(true);
    expect((await call('/api/auth/me', { cookie: otherUser.cookie })).status).toBe(200);
  });

  it('blanks the context of the deleted user’s API calls but keeps their costs', async () => {
    const user = await signedInUser();
    const chatId = await insertChat(user.user.id, { title: 'Costed', createdAt: '2026-11-04T00:00:00.000Z' });
    await env.DB.prepare(
      'INSERT INTO api_calls (user_id, chat_id, model, context, input_words, cost_micro_aed) VALUES (?, ?, \'m\', \'{"question":"private"}\', 40, 1234)',
    )
      .bind(user.user.id, chatId)
      .run();
    const before = await count('SELECT count(*) AS n FROM api_calls WHERE cost_micro_aed = 1234 AND context IS NOT NULL');
    expect((await remove(admin.cookie, user.user.id)).status).toBe(200);
    expect(await count('SELECT count(*) AS n FROM api_calls WHERE cost_micro_aed = 1234 AND context IS NOT NULL')).toBe(before - 1);
    expect(
      await count('SELECT count(*) AS n FROM api_calls WHERE cost_micro_aed = 1234 AND user_id IS NULL AND chat_id IS NULL AND context IS NULL'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('refuses to let an administrator delete themselves', async () => {
    const res = await remove(admin.cookie, admin.user.id);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(M.cannotDeleteSelf);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', admin.user.id)).toBe(1);
    expect((await call('/api/auth/me', { cookie: admin.cookie })).status).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for an id that is not a positive whole number', async () => {
    const unknown = await remove(admin.cookie, 999999999);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(M.userNotFound);
    for (const bad of ['abc', '0', '-3', '1.5', '1234567890123456']) {
      const res = await remove(admin.cookie, bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe(M.invalidUserId);
    }
  });

  it('deletes once when two deletions race: one 200, one 404, never a 500', async () => {
    const { user, invoiceId } = await userWithHistory();
    const results = await Promise.all([remove(admin.cookie, user.user.id), remove(admin.cookie, user.user.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', user.user.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM invoices WHERE id = ? AND user_id IS NULL AND total_fils = 700', invoiceId)).toBe(1);
  });
});

describe('bounds', () => {
  it(`lists the newest ${ADMIN_CHAT_HISTORY_LIMIT} conversations and says there are more`, async () => {
    const user = await signedInUser();
    // One statement inserts more conversations than the page shows, all newer than the rest.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO chats (user_id, kind, title, word_count, created_at) SELECT ?, 'collection', 'Bulk ' || i, 1, strftime('%Y-%m-%dT%H:%M:%fZ', '2030-01-01', '+' || i || ' seconds') FROM n`,
    )
      .bind(ADMIN_CHAT_HISTORY_LIMIT + 1, user.user.id)
      .run();
    const body = historyBody(await history(admin.cookie));
    expect(body.data).toHaveLength(ADMIN_CHAT_HISTORY_LIMIT);
    expect(body.truncated).toBe(true);
    expect(body.data[0]!.title).toBe(`Bulk ${ADMIN_CHAT_HISTORY_LIMIT + 1}`);
    expect(body.data.at(-1)!.title).toBe('Bulk 2');
    const row = usersBody(await users(admin.cookie)).data.find((u) => u.id === user.user.id);
    expect(row).toMatchObject({ chat_count: ADMIN_CHAT_HISTORY_LIMIT + 1, total_words: ADMIN_CHAT_HISTORY_LIMIT + 1 });
  });
});
