import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem, SubscriptionStatus } from '../../schema/api/account.ts';
import type { BillingCurrent } from '../../schema/api/billing.ts';
import { call, signedInUser } from './helpers.ts';

// Chats, shares and usage are created by later features; here they are written straight into D1.

async function insertChat(userId: number, values: { title: string; createdAt: string; wordCount?: number; legislationId?: number | null }) {
  const row = await env.DB.prepare('INSERT INTO chats (user_id, legislation_id, kind, title, word_count, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(userId, values.legislationId ?? null, values.legislationId ? 'document' : 'collection', values.title, values.wordCount ?? 0, values.createdAt)
    .first<{ id: number }>();
  return row!.id;
}

async function insertMessage(chatId: number, role: 'user' | 'assistant', content: string) {
  await env.DB.prepare('INSERT INTO messages (chat_id, role, content) VALUES (?, ?, ?)').bind(chatId, role, content).run();
}

async function insertShare(userId: number, chatId: number, token: string, createdAt: string, revoked = false) {
  await env.DB.prepare('INSERT INTO shares (token, chat_id, user_id, revoked, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(token, chatId, userId, revoked ? 1 : 0, createdAt)
    .run();
}

let eventCounter = 0;
async function insertUsage(userId: number, kind: 'chat' | 'search' | 'followup', priceFils: number, createdAt: string) {
  eventCounter += 1;
  await env.DB.prepare('INSERT INTO usage_events (user_id, kind, price_fils, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(userId, kind, priceFils, `test-${userId}-${eventCounter}`, createdAt)
    .run();
}

async function chatExists(id: number) {
  return !!(await env.DB.prepare('SELECT id FROM chats WHERE id = ?').bind(id).first());
}

/** An instant in the current UTC month, and one in the previous month. */
function thisMonth(day = 1, hour = 0) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day, hour)).toISOString();
}
function lastMonth(day = 28) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, 12)).toISOString();
}

describe('account routes refuse anonymous callers', () => {
  it.each([
    ['GET', '/api/account/chat-history'],
    ['DELETE', '/api/account/chat-history'],
    ['GET', '/api/account/chat/1'],
    ['DELETE', '/api/account/chat/1'],
    ['GET', '/api/account/summary'],
    ['GET', '/api/billing/current'],
    ['GET', '/api/stripe/subscription-status'],
  ])('%s %s → 401', async (method, path) => {
    const res = await call(path, { method });
    expect(res.status).toBe(401);
    expect(typeof res.json.error).toBe('string');
  });
});

describe('GET /api/account/chat-history', () => {
  it('lists only the caller’s chats, newest first, with the live share link', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const older = await insertChat(owner.user.id, { title: 'Older', createdAt: '2025-01-10T09:00:00.000Z', wordCount: 120 });
    const newer = await insertChat(owner.user.id, { title: 'Newer', createdAt: '2025-03-01T09:00:00.000Z', wordCount: 80 });
    await insertChat(other.user.id, { title: 'Not mine', createdAt: '2025-04-01T09:00:00.000Z' });
    await insertShare(owner.user.id, older, 'old-token', '2025-01-11T00:00:00.000Z');
    await insertShare(owner.user.id, older, 'new-token', '2025-01-12T00:00:00.000Z');
    await insertShare(owner.user.id, newer, 'revoked-token', '2025-03-02T00:00:00.000Z', true);

    const res = await call('/api/account/chat-history', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const data = res.json.data as ChatHistoryItem[];
    expect(data.map((c) => c.title)).toEqual(['Newer', 'Older']);
    expect(data[1]).toEqual({
      id: older,
      title: 'Older',
      created_at: '2025-01-10T09:00:00.000Z',
      word_count: 120,
      shareUrl: 'http://localhost:8787/shared/new-token',
      legislation_id: null,
      kind: 'collection',
      messages: [],
    });
    expect(data[0]!.shareUrl).toBeUndefined();
  });

  it('is empty for a new account', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/account/chat-history', { cookie });
    expect(res.json).toEqual({ success: true, data: [] });
  });
});

describe('GET /api/account/chat/:id', () => {
  it('returns the owner’s chat with its messages in order and the document text', async () => {
    const owner = await signedInUser();
    const doc = await env.DB.prepare("SELECT id, original_text FROM legislation WHERE slug = 'md-73-2023'").first<{ id: number; original_text: string }>();
    const id = await insertChat(owner.user.id, { title: 'Small Business Relief', createdAt: '2025-02-02T10:00:00.000Z', wordCount: 3, legislationId: doc!.id });
    await insertMessage(id, 'user', 'Who qualifies?');
    await insertMessage(id, 'assistant', 'Resident persons with revenue below AED 3m.');

    const res = await call(`/api/account/chat/${id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const data = res.json.data as ChatHistoryItem;
    expect(data).toMatchObject({ id, title: 'Small Business Relief', legislation_id: doc!.id, word_count: 3, original_text: doc!.original_text });
    expect(data.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Who qualifies?'],
      ['assistant', 'Resident persons with revenue below AED 3m.'],
    ]);
    expect(data.messages[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 404 for another user’s chat and for a missing one', async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const id = await insertChat(owner.user.id, { title: 'Private', createdAt: '2025-02-02T10:00:00.000Z' });
    for (const path of [`/api/account/chat/${id}`, '/api/account/chat/999999999']) {
      const res = await call(path, { cookie: intruder.cookie });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, error: 'Chat not found', code: 'CHAT_NOT_FOUND' });
    }
  });

  it.each(['abc', '0', '1.5', '-3', '1e3', '9999999999999999'])('answers 400 to the id %j', async (id) => {
    const { cookie } = await signedInUser();
    for (const method of ['GET', 'DELETE']) {
      const res = await call(`/api/account/chat/${encodeURIComponent(id)}`, { cookie, method });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Chat id must be a positive whole number');
    }
  });
});

describe('DELETE /api/account/chat/:id', () => {
  it('deletes the owner’s chat and its messages, keeping the share index row', async () => {
    const owner = await signedInUser();
    const id = await insertChat(owner.user.id, { title: 'Delete me', createdAt: '2025-02-02T10:00:00.000Z' });
    const keep = await insertChat(owner.user.id, { title: 'Keep me', createdAt: '2025-02-03T10:00:00.000Z' });
    await insertMessage(id, 'user', 'Q');
    await insertShare(owner.user.id, id, `share-${id}`, '2025-02-02T11:00:00.000Z');

    const res = await call(`/api/account/chat/${id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, deleted: 1 });
    expect(await chatExists(id)).toBe(false);
    expect(await chatExists(keep)).toBe(true);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM messages WHERE chat_id = ?').bind(id).first('n')).toBe(0);
    const share = await env.DB.prepare('SELECT chat_id, revoked FROM shares WHERE token = ?')
      .bind(`share-${id}`)
      .first<{ chat_id: number | null; revoked: number }>();
    expect(share).toEqual({ chat_id: null, revoked: 1 });

    const again = await call(`/api/account/chat/${id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(again.status).toBe(404);
  });

  it('refuses another user’s chat with 404 and leaves it in place', async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const id = await insertChat(owner.user.id, { title: 'Not yours', createdAt: '2025-02-02T10:00:00.000Z' });
    const res = await call(`/api/account/chat/${id}`, { method: 'DELETE', cookie: intruder.cookie });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, error: 'Chat not found', code: 'CHAT_NOT_FOUND' });
    expect(await chatExists(id)).toBe(true);
  });

  it('refuses a cross-site request with 403', async () => {
    const owner = await signedInUser();
    const id = await insertChat(owner.user.id, { title: 'CSRF target', createdAt: '2025-02-02T10:00:00.000Z' });
    const res = await call(`/api/account/chat/${id}`, { method: 'DELETE', cookie: owner.cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await chatExists(id)).toBe(true);
  });
});

describe('DELETE /api/account/chat-history', () => {
  it('deletes every chat of the caller and nobody else’s', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const mine = [
      await insertChat(owner.user.id, { title: 'A', createdAt: '2025-01-01T00:00:00.000Z' }),
      await insertChat(owner.user.id, { title: 'B', createdAt: '2025-01-02T00:00:00.000Z' }),
    ];
    await insertMessage(mine[0]!, 'assistant', 'answer');
    const theirs = await insertChat(other.user.id, { title: 'C', createdAt: '2025-01-03T00:00:00.000Z' });

    const res = await call('/api/account/chat-history', { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, deleted: 2 });
    for (const id of mine) expect(await chatExists(id)).toBe(false);
    expect(await chatExists(theirs)).toBe(true);
    expect((await call('/api/account/chat-history', { cookie: owner.cookie })).json.data).toEqual([]);

    const none = await call('/api/account/chat-history', { method: 'DELETE', cookie: owner.cookie });
    expect(none.json).toEqual({ success: true, deleted: 0 });
  });
});

describe('GET /api/account/summary', () => {
  it('counts conversations, words and the chats of this calendar month', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    await insertChat(owner.user.id, { title: 'This month 1', createdAt: thisMonth(1, 0), wordCount: 100 });
    await insertChat(owner.user.id, { title: 'This month 2', createdAt: new Date().toISOString(), wordCount: 50 });
    await insertChat(owner.user.id, { title: 'Last month', createdAt: lastMonth(), wordCount: 7 });
    await insertChat(other.user.id, { title: 'Someone else', createdAt: thisMonth(), wordCount: 1000 });

    const res = await call('/api/account/summary', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { totalConversations: 3, totalWords: 157, thisMonthChats: 2 } });
  });

  it('is all zeros for a new account', async () => {
    const { cookie } = await signedInUser();
    expect((await call('/api/account/summary', { cookie })).json.data).toEqual({ totalConversations: 0, totalWords: 0, thisMonthChats: 0 });
  });
});

describe('GET /api/billing/current', () => {
  it('shows the welcome credits and no usage for a new account', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/billing/current', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: {
        chatsUsed: 0,
        followupsUsed: 0,
        freeLimit: 3,
        isOverFreeLimit: false,
        totalCost: 0,
        chatCost: 0,
        followupCost: 0,
        totalCostFils: 0,
        chatCostFils: 0,
        followupCostFils: 0,
        hasWelcomeCredits: true,
        welcomeChatCredits: 1,
        welcomeFollowupCredits: 2,
        plan: 'free',
        paymentMethod: null,
        pendingFils: 0,
        thresholdFils: 2500,
        unpaidFils: 0,
        failedInvoice: null,
        canChargeCard: false,
        cardProvider: 'test',
        wordsUsed: 0,
        wordLimit: null,
      },
    });
  });

  it('computes the defaults for a user without a billing account and writes nothing', async () => {
    const { cookie, user } = await signedInUser();
    await env.DB.prepare('DELETE FROM billing_accounts WHERE user_id = ?').bind(user.id).run();
    const res = await call('/api/billing/current', { cookie });
    expect(res.json.data).toMatchObject({ hasWelcomeCredits: true, welcomeChatCredits: 1, welcomeFollowupCredits: 2, freeLimit: 3 });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM billing_accounts WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
  });

  it('counts only this month’s usage, chats and searches together, money exact in fils', async () => {
    const { cookie, user } = await signedInUser();
    await env.DB.prepare('UPDATE billing_accounts SET welcome_chats_left = 0, welcome_followups_left = 0 WHERE user_id = ?').bind(user.id).run();
    // This month: a free chat, two free follow-ups (welcome credits), then paid uses.
    await insertUsage(user.id, 'chat', 0, thisMonth(1, 0));
    await insertUsage(user.id, 'followup', 0, thisMonth(1, 1));
    await insertUsage(user.id, 'followup', 0, thisMonth(1, 2));
    await insertUsage(user.id, 'search', 500, thisMonth(1, 3));
    await insertUsage(user.id, 'chat', 500, new Date().toISOString());
    await insertUsage(user.id, 'followup', 200, new Date().toISOString());
    // Last month: must not count.
    await insertUsage(user.id, 'chat', 500, lastMonth());
    await insertUsage(user.id, 'followup', 200, lastMonth(27));

    const data = (await call('/api/billing/current', { cookie })).json.data as BillingCurrent;
    expect(data).toEqual({
      chatsUsed: 3,
      followupsUsed: 3,
      freeLimit: 3,
      isOverFreeLimit: true,
      totalCost: 12,
      chatCost: 10,
      followupCost: 2,
      totalCostFils: 1200,
      chatCostFils: 1000,
      followupCostFils: 200,
      hasWelcomeCredits: false,
      welcomeChatCredits: 0,
      welcomeFollowupCredits: 0,
      plan: 'free',
      paymentMethod: null,
      // Nothing is invoiced yet: this month's AED 12 and last month's AED 7 are pending.
      pendingFils: 1900,
      thresholdFils: 2500,
      unpaidFils: 0,
      failedInvoice: null,
      canChargeCard: false,
      cardProvider: 'test',
      wordsUsed: 0,
      wordLimit: null,
    });
  });
});

describe('GET /api/stripe/subscription-status', () => {
  const base = { current_period_end: null, cancel_at_period_end: false, words_used: 0, chats_this_month: 0, subscription_status: null, payment_method: null };
  it.each([
    ['free', { ...base, status: 'inactive', plan: 'free', word_limit: null }],
    ['usage_based', { ...base, status: 'active', plan: 'usage_based', word_limit: null }],
    // 'professional' with no subscription behind it is not the plan (docs/decisions/013): the card decides the fallback.
    ['professional', { ...base, status: 'inactive', plan: 'free', word_limit: null }],
  ])('reads the %s plan from the billing account', async (plan, expected) => {
    const { cookie, user } = await signedInUser();
    await env.DB.prepare('UPDATE billing_accounts SET plan = ? WHERE user_id = ?').bind(plan, user.id).run();
    const res = await call('/api/stripe/subscription-status', { cookie });
    expect(res.status).toBe(200);
    expect(res.json as unknown as SubscriptionStatus).toEqual(expected);
  });

  it('treats a user without a billing account as free', async () => {
    const { cookie, user } = await signedInUser();
    await env.DB.prepare('DELETE FROM billing_accounts WHERE user_id = ?').bind(user.id).run();
    expect((await call('/api/stripe/subscription-status', { cookie })).json).toEqual({ ...base, status: 'inactive', plan: 'free', word_limit: null });
  });
});
