/**
 * The usage ledger end to end, through the real endpoints and D1: welcome credits first, the gate
 * before work, one event per saved answer under concurrency, follow-ups decided by the server,
 * and nothing charged for an answer that was not given.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PRICE_FILS } from '../../schema/pricing.ts';
import { createDb } from '../src/db/client.ts';
import { usageEventStatements } from '../src/db/repositories/usage-event-repository.ts';
import type { BillingCurrent } from '../../schema/api/billing.ts';
import { call, signedInUser } from './helpers.ts';
import { subscribe } from './support/subscriptions.ts';
import { addTestCard, creditsOf, eventsOf, expectInvoicesBalance, FOLLOW_UP, invoicesOf, search } from './support/billing.ts';

describe('welcome credits and the gate before work', () => {
  it('pays a new user’s first search and two follow-ups with welcome credits, then refuses with 403 WORD_LIMIT_EXCEEDED', async () => {
    const { cookie, user } = await signedInUser();
    const first = await search(cookie);
    expect(first.status).toBe(200);
    const sessionId = `chat-${first.json.chatId}`;
    expect((await search(cookie, { query: FOLLOW_UP, sessionId })).status).toBe(200);
    expect((await search(cookie, { query: 'Who must notify the Authority of the election?', sessionId })).status).toBe(200);

    expect((await eventsOf(user.id)).map((e) => [e.kind, e.price_fils, e.credit])).toEqual([
      ['search', 0, 'welcome_chat'],
      ['followup', 0, 'welcome_followup'],
      ['followup', 0, 'welcome_followup'],
    ]);
    expect(await creditsOf(user.id)).toEqual({ chats: 0, followups: 0 });

    const messagesBefore = await env.DB.prepare('SELECT count(*) AS n FROM messages WHERE chat_id = ?').bind(first.json.chatId).first('n');
    const refused = await search(cookie, { query: 'And in the tax period after that?', sessionId });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: 'Payment required to continue chatting. Please set up payment method for simple per-chat billing.',
      code: 'WORD_LIMIT_EXCEEDED',
      details: { currentUsage: 3, wordLimit: 3, plan: 'free', reason: 'no_payment_method' },
    });
    // Refused before any work: nothing saved, nothing charged.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM messages WHERE chat_id = ?').bind(first.json.chatId).first('n')).toBe(messagesBefore);
    expect(await eventsOf(user.id)).toHaveLength(3);

    const billing = (await call('/api/billing/current', { cookie })).json.data as Record<string, unknown>;
    expect(billing).toMatchObject({ chatsUsed: 1, followupsUsed: 2, totalCostFils: 0, hasWelcomeCredits: false, canChargeCard: false });
  });

  it('refuses a question outside the collection’s subject before asking for payment, and charges nothing', async () => {
    const { cookie, user } = await signedInUser();
    await env.DB.prepare('UPDATE billing_accounts SET welcome_chats_left = 0, welcome_followups_left = 0 WHERE user_id = ?').bind(user.id).run();
    // No credit and no card: an answer would need payment, but a question about something else is not an answer to sell.
    const offTopic = await Promise.all(['What is the capital of France?', 'What is the VAT rate in the UAE?'].map((query) => search(cookie, { query })));
    for (const res of offTopic) {
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ no_match: true, citations: [] });
    }
    // Followed up, it is still refused (and still not gated): the conversation exists, the question is still off-topic.
    const followUp = await search(cookie, { query: 'And the capital of Italy?', sessionId: `chat-${offTopic[0]!.json.chatId}` });
    expect(followUp.status).toBe(200);
    expect(followUp.json).toMatchObject({ no_match: true });
    expect(await eventsOf(user.id)).toEqual([]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM credit_holds WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
    // A question the collection answers still needs payment first.
    const genuine = await search(cookie);
    expect(genuine.status).toBe(403);
    expect(genuine.json).toMatchObject({ code: 'WORD_LIMIT_EXCEEDED' });
  });

  it('prices a question by the stored conversation, never by the history the client sends', async () => {
    const { cookie, user } = await signedInUser();
    await addTestCard(cookie);
    await env.DB.prepare('UPDATE billing_accounts SET welcome_chats_left = 0, welcome_followups_left = 0 WHERE user_id = ?').bind(user.id).run();
    // A made-up history without a saved conversation is a new search: AED 5, not the AED 2 of a follow-up.
    const res = await search(cookie, {
      conversationHistory: [
        { role: 'user', content: 'earlier question' },
        { role: 'assistant', content: 'earlier answer' },
      ],
    });
    expect(res.status).toBe(200);
    expect((await eventsOf(user.id)).map((e) => [e.kind, e.price_fils, e.credit])).toEqual([['search', PRICE_FILS.search, null]]);
  });

  it('uses the chat credit for a new conversation even when follow-up credits are left, and never a follow-up credit', async () => {
    const { cookie, user } = await signedInUser();
    expect((await search(cookie)).status).toBe(200);
    const second = await search(cookie, { query: 'What records must a taxable person keep?' });
    expect(second.status).toBe(403);
    expect(await creditsOf(user.id)).toEqual({ chats: 0, followups: 2 });
  });

  it('charges nothing and gives the credit back when no article matches', async () => {
    const { cookie, user } = await signedInUser();
    const res = await search(cookie, { query: 'zzqxv wqqpz xqzzv' });
    expect(res.status).toBe(200);
    expect(await eventsOf(user.id)).toEqual([]);
    expect(await creditsOf(user.id)).toEqual({ chats: 1, followups: 2 });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM credit_holds WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
  });

  it('counts a credit whose request died (an expired hold) as left, and gives it back at the next question', async () => {
    const { cookie, user } = await signedInUser();
    // A hold left behind by a request that never finished, older than the hold time-to-live.
    await env.DB.batch([
      env.DB.prepare('UPDATE billing_accounts SET welcome_chats_left = 0 WHERE user_id = ?').bind(user.id),
      env.DB.prepare("INSERT INTO credit_holds (user_id, credit, created_at) VALUES (?, 'welcome_chat', ?)").bind(
        user.id,
        Math.floor(Date.now() / 1000) - 3600,
      ),
    ]);
    const billing = (await call('/api/billing/current', { cookie })).json.data as Record<string, unknown>;
    expect(billing).toMatchObject({ welcomeChatCredits: 1, hasWelcomeCredits: true });
    // The read wrote nothing; the next question's gate gives the credit back and uses it.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM credit_holds WHERE user_id = ?').bind(user.id).first('n')).toBe(1);
    expect((await search(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).map((e) => e.credit)).toEqual(['welcome_chat']);
    expect(await creditsOf(user.id)).toEqual({ chats: 0, followups: 2 });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM credit_holds WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
  });

  it('lets only as many concurrent new searches through as there are credits, when no card is on file', async () => {
    const { cookie, user } = await signedInUser();
    const results = await Promise.all(Array.from({ length: 8 }, () => search(cookie)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(7);
    expect(await eventsOf(user.id)).toHaveLength(1);
    expect(await creditsOf(user.id)).toEqual({ chats: 0, followups: 2 });
  });
});

describe('charges with a card on file', () => {
  it('records exactly one event per answer for 50 concurrent follow-ups, with the right total', async () => {
    const { cookie, user } = await signedInUser();
    expect((await addTestCard(cookie)).status).toBe(200);
    const first = await search(cookie);
    const sessionId = `chat-${first.json.chatId}`;

    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => search(cookie, { query: `${FOLLOW_UP} (variant ${i})`, sessionId })));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));

    const events = await eventsOf(user.id);
    const followups = events.filter((e) => e.kind === 'followup');
    expect(followups).toHaveLength(50);
    expect(followups.filter((e) => e.credit === 'welcome_followup')).toHaveLength(2);
    expect(followups.filter((e) => e.credit === null && e.price_fils === PRICE_FILS.followup)).toHaveLength(48);
    // One event per saved answer: the keys name 51 distinct assistant messages of this user.
    const messageIds = new Set(events.map((e) => e.message_id));
    expect(messageIds.size).toBe(51);
    const assistantMessages = await env.DB.prepare("SELECT count(*) AS n FROM messages WHERE chat_id = ? AND role = 'assistant'")
      .bind(first.json.chatId)
      .first('n');
    expect(assistantMessages).toBe(51);

    const billing = (await call('/api/billing/current', { cookie })).json.data as BillingCurrent;
    expect(billing.totalCostFils).toBe(48 * PRICE_FILS.followup);
    expect(billing.followupsUsed).toBe(50);
    expect(billing.chatsUsed).toBe(1);
    // AED 96 crossed the AED 25 threshold: invoices were made, each equal to its lines, and with what is pending they cover every charge once.
    const invoices = await invoicesOf(user.id);
    expect(invoices.length).toBeGreaterThanOrEqual(1);
    expect(await expectInvoicesBalance(user.id)).toEqual([]);
    const invoiced = invoices.reduce((n, i) => n + i.total_fils, 0);
    expect(invoiced + billing.pendingFils).toBe(48 * PRICE_FILS.followup);
    expect(invoices.every((i) => i.total_fils >= 2500)).toBe(true);
  });

  it('writes one event however often the same answer’s charge is written', async () => {
    const { cookie, user } = await signedInUser();
    await addTestCard(cookie);
    const res = await search(cookie);
    const chatId = res.json.chatId as number;
    const db = createDb(env.DB);
    const charge = { userId: user.id, kind: 'search' as const, priceFils: 500, holdId: null, otherwiseCredit: null };
    // The statement the save batch runs, run again twice for the same saved answer.
    for (let i = 0; i < 2; i++) await db.batch(usageEventStatements(db, charge, chatId));
    const events = await eventsOf(user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'search', price_fils: 0, credit: 'welcome_chat' });
  });

  it('pays the legacy Professional Plan’s answers with the plan (price 0) once the credits are used', async () => {
    const { cookie, user } = await signedInUser();
    await env.DB.prepare('UPDATE billing_accounts SET welcome_chats_left = 0 WHERE user_id = ?').bind(user.id).run();
    expect((await subscribe(cookie)).confirmed.status).toBe(200);
    expect((await search(cookie)).status).toBe(200);
    expect((await eventsOf(user.id)).map((e) => [e.price_fils, e.credit])).toEqual([[0, 'professional_plan']]);
  });

  it('does not take a stored professional plan without a running subscription for one', async () => {
    const { cookie, user } = await signedInUser();
    await env.DB.prepare("UPDATE billing_accounts SET plan = 'professional', welcome_chats_left = 0 WHERE user_id = ?").bind(user.id).run();
    const res = await search(cookie);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'WORD_LIMIT_EXCEEDED', details: { plan: 'free', reason: 'no_payment_method' } });
    expect(await eventsOf(user.id)).toEqual([]);
  });
});
