/**
 * Invoicing through the real endpoints, D1 and the local test card provider: the AED 25 threshold
 * (exactly once under concurrency), the monthly scheduled run (exactly once when run twice),
 * failed payments blocking paid answers until the card is replaced or the payment retried.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_THRESHOLD_FILS } from '../../schema/pricing.ts';
import { createDb } from '../src/db/client.ts';
import worker from '../src/index.ts';
import { TestCardProvider } from '../src/services/billing/card-provider/test-provider.ts';
import { invoiceIfThresholdReached, periodOf } from '../src/services/billing/invoicing.ts';
import type { BillingCurrent } from '../../schema/api/billing.ts';
import { call, signedInUser } from './helpers.ts';
import { addTestCard, eventsOf, expectInvoicesBalance, FOLLOW_UP, insertCharges, invoicesOf, lastMonth, search } from './support/billing.ts';

const deps = () => {
  const db = createDb(env.DB);
  return { db, provider: new TestCardProvider(db), now: () => new Date() };
};

async function runScheduled(cron = '5 0 1 * *') {
  const controller = createScheduledController({ cron, scheduledTime: Date.now() });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A user with a card on file, the welcome credits used, and a conversation to follow up. */
async function payingUser(card = '4242 4242 4242 4242') {
  const u = await signedInUser();
  const added = await addTestCard(u.cookie, card);
  expect(added.status).toBe(200);
  const first = await search(u.cookie);
  expect(first.status).toBe(200);
  await env.DB.prepare('UPDATE billing_accounts SET welcome_followups_left = 0 WHERE user_id = ?').bind(u.user.id).run();
  return { ...u, sessionId: `chat-${first.json.chatId}` };
}

describe('the AED 25 threshold', () => {
  it('makes no invoice at AED 24.99 and one at AED 25.00', async () => {
    const a = await signedInUser();
    await insertCharges(a.user.id, 1, BILLING_THRESHOLD_FILS - 1, new Date().toISOString());
    expect(await invoiceIfThresholdReached(deps(), a.user.id)).toBeNull();
    await insertCharges(a.user.id, 1, 1, new Date().toISOString());
    const invoice = await invoiceIfThresholdReached(deps(), a.user.id);
    expect(invoice).toMatchObject({ totalFils: 2500, status: 'open', reason: 'threshold', period: periodOf(new Date()) });
    expect(await invoiceIfThresholdReached(deps(), a.user.id)).toBeNull();
    expect((await eventsOf(a.user.id)).every((e) => e.invoice_id === invoice!.id)).toBe(true);
  });

  it('makes exactly one invoice when concurrent answers reach the threshold, and charges it once', async () => {
    const u = await payingUser();
    // AED 24 pending: every one of the concurrent follow-ups below crosses AED 25.
    await insertCharges(u.user.id, 12, 200, new Date().toISOString());
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => search(u.cookie, { query: `${FOLLOW_UP} ${i}`, sessionId: u.sessionId })));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));

    await vi.waitFor(async () => expect((await invoicesOf(u.user.id)).map((i) => i.status)).toEqual(['paid']), { timeout: 5000 });
    const [invoice] = await invoicesOf(u.user.id);
    expect(invoice!.attempts).toBe(1);
    expect(invoice!.provider_payment_id).toMatch(/^pi_test_/);
    expect(await expectInvoicesBalance(u.user.id)).toEqual([]);
    // Charged once at the provider, for exactly the invoice's total.
    const payments = await env.DB.prepare("SELECT amount_fils, status FROM test_card_objects WHERE kind = 'payment' AND idempotency_key LIKE ?")
      .bind(`invoice-${invoice!.id}-%`)
      .all();
    expect(payments.results).toEqual([{ amount_fils: invoice!.total_fils, status: 'succeeded' }]);
    // Whatever the invoice did not take is still pending: together they are every charge, once.
    const billing = (await call('/api/billing/current', { cookie: u.cookie })).json.data as BillingCurrent;
    expect(invoice!.total_fils + billing.pendingFils).toBe(2400 + 6 * 200);
    expect(billing.unpaidFils).toBe(0);
  });
});

describe('the monthly scheduled run', () => {
  it('invoices last month’s charges once even when run twice, and leaves this month’s alone', async () => {
    const a = await payingUser();
    const b = await payingUser();
    const thisMonthEvents = (await eventsOf(a.user.id)).length;
    await insertCharges(a.user.id, 3, 500, lastMonth(3), 'chat');
    await insertCharges(a.user.id, 2, 200, lastMonth(20));
    await insertCharges(b.user.id, 1, 200, lastMonth(28));
    await insertCharges(a.user.id, 1, 500, new Date().toISOString());

    await runScheduled();
    await runScheduled();

    const period = lastMonth().slice(0, 7);
    const ia = await invoicesOf(a.user.id);
    const ib = await invoicesOf(b.user.id);
    expect(ia.map((i) => [i.reason, i.period, i.total_fils, i.status])).toEqual([['monthly', period, 1900, 'paid']]);
    expect(ib.map((i) => [i.reason, i.period, i.total_fils, i.status])).toEqual([['monthly', period, 200, 'paid']]);
    expect(await expectInvoicesBalance(a.user.id)).toEqual([]);
    // This month's events (the answers and the one inserted) wait for next month.
    expect((await eventsOf(a.user.id)).filter((e) => e.invoice_id === null)).toHaveLength(thisMonthEvents + 1);
    // Both runs together charged each invoice once.
    const payments = await env.DB.prepare("SELECT count(*) AS n FROM test_card_objects WHERE kind = 'payment' AND idempotency_key LIKE ?")
      .bind(`invoice-${ia[0]!.id}-%`)
      .first('n');
    expect(payments).toBe(1);
  });

  it('charges an invoice whose request died before charging it', async () => {
    const u = await payingUser();
    await insertCharges(u.user.id, 13, 200, new Date().toISOString());
    const invoice = await invoiceIfThresholdReached(deps(), u.user.id);
    expect(invoice?.status).toBe('open');
    await runScheduled('35 * * * *');
    expect((await invoicesOf(u.user.id)).map((i) => i.status)).toEqual(['paid']);
  });
});

describe('failed payments', () => {
  it('marks the invoice failed, pauses paid answers, and resumes once a new card pays it', async () => {
    const u = await payingUser('4000 0000 0000 0341'); // saved without trouble; every charge is declined
    await insertCharges(u.user.id, 12, 200, new Date().toISOString());
    expect((await search(u.cookie, { query: FOLLOW_UP, sessionId: u.sessionId })).status).toBe(200);
    await vi.waitFor(async () => expect((await invoicesOf(u.user.id)).map((i) => i.status)).toEqual(['failed']), { timeout: 5000 });
    const [failed] = await invoicesOf(u.user.id);
    expect(failed).toMatchObject({ failure_code: 'card_declined', failure_message: 'Your card was declined.', attempts: 1 });

    const billing = (await call('/api/billing/current', { cookie: u.cookie })).json.data as Record<string, unknown>;
    expect(billing).toMatchObject({
      canChargeCard: false,
      failedInvoice: { id: failed!.id, totalFils: 2600, failureMessage: 'Your card was declined.' },
      unpaidFils: 2600,
    });
    const paused = await search(u.cookie, { query: 'And after that?', sessionId: u.sessionId });
    expect(paused.status).toBe(403);
    expect(paused.json).toMatchObject({ code: 'WORD_LIMIT_EXCEEDED', details: { reason: 'invoice_failed', plan: 'usage_based' } });

    // Retrying with the same card fails again, and is counted.
    const retry = await call(`/api/billing/invoices/${failed!.id}/pay`, { cookie: u.cookie, body: {} });
    expect(retry.status).toBe(402);
    expect(retry.json).toMatchObject({
      success: false,
      error: 'Your card was declined.',
      code: 'PAYMENT_FAILED',
      details: { provider_code: 'card_declined' },
      data: { status: 'failed', attempts: 2, lineCount: 13, totalFils: 2600 },
    });
    expect((await call('/api/billing/invoices', { cookie: u.cookie })).json.data).toEqual([
      expect.objectContaining({ id: failed!.id, lineCount: 13, total: 26 }),
    ]);
    const detail = (await call(`/api/billing/invoices/${failed!.id}`, { cookie: u.cookie })).json.data as { lines: Array<{ priceFils: number }> };
    expect(detail.lines.reduce((n, l) => n + l.priceFils, 0)).toBe(2600);

    // The card cannot simply be removed while the invoice is unpaid.
    const remove = await call('/api/billing/payment-method', { cookie: u.cookie, method: 'DELETE' });
    expect(remove.status).toBe(409);
    expect(remove.json.error).toContain('AED 26.00');
    // The amount crosses as a number too: the SPA words it in the reader's language (decision 032).
    expect(remove.json).toMatchObject({ code: 'CHARGES_PENDING', details: { pending_fils: 2600 } });

    // A new card: setup-complete charges the failed invoice again with it.
    const replaced = await addTestCard(u.cookie, '4242 4242 4242 4242');
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({
      paymentMethod: { label: 'Visa •••• 4242' },
      plan: 'usage_based',
      retriedInvoices: [{ id: failed!.id, status: 'paid' }],
    });
    expect((await search(u.cookie, { query: 'And after that?', sessionId: u.sessionId })).status).toBe(200);
    const paidAgain = await call(`/api/billing/invoices/${failed!.id}/pay`, { cookie: u.cookie, body: {} });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.json.error).toBe('This invoice is already paid.');
  });

  it('asks for authentication off-session and succeeds when the customer pays on-session', async () => {
    const u = await payingUser('4000 0027 6000 3184');
    await insertCharges(u.user.id, 13, 200, new Date().toISOString());
    const invoice = await invoiceIfThresholdReached(deps(), u.user.id);
    await runScheduled('35 * * * *');
    expect((await invoicesOf(u.user.id))[0]).toMatchObject({ status: 'failed', failure_code: 'authentication_required' });
    const pay = await call(`/api/billing/invoices/${invoice!.id}/pay`, { cookie: u.cookie, body: {} });
    expect(pay.status).toBe(200);
    expect(pay.json).toMatchObject({ success: true, data: { status: 'paid', attempts: 2 } });
  });

  it('charges a failed invoice once when its payment is retried from several tabs at once', async () => {
    const u = await payingUser('4000 0027 6000 3184');
    await insertCharges(u.user.id, 13, 200, new Date().toISOString());
    const invoice = await invoiceIfThresholdReached(deps(), u.user.id);
    await runScheduled('35 * * * *');
    expect((await invoicesOf(u.user.id))[0]!.status).toBe('failed');

    const tries = await Promise.all(Array.from({ length: 5 }, () => call(`/api/billing/invoices/${invoice!.id}/pay`, { cookie: u.cookie, body: {} })));
    // One attempt holds the invoice; the others are told it is in progress or already paid.
    expect(tries.filter((t) => t.status === 200)).toHaveLength(1);
    expect(tries.filter((t) => t.status === 409)).toHaveLength(4);
    const payments = await env.DB.prepare("SELECT status FROM test_card_objects WHERE kind = 'payment' AND idempotency_key LIKE ?")
      .bind(`invoice-${invoice!.id}-%`)
      .all();
    expect(payments.results.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect((await invoicesOf(u.user.id))[0]).toMatchObject({ status: 'paid', attempts: 2 });
  });

  it('refuses a declined card at set-up with the provider’s message and stores nothing', async () => {
    const { cookie, user } = await signedInUser();
    const declined = await addTestCard(cookie, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.json).toEqual({
      success: false,
      error: { code: 'card_declined', message: 'Your card was declined.' },
      code: 'CARD_REFUSED',
      details: { provider_code: 'card_declined' },
    });
    const account = await env.DB.prepare('SELECT plan, payment_method_id FROM billing_accounts WHERE user_id = ?').bind(user.id).first();
    expect(account).toEqual({ plan: 'free', payment_method_id: null });
  });
});
