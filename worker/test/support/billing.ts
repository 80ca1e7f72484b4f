/** Billing helpers for the worker tests: questions as a browser asks them, cards through the test provider, ledger reads. */
import { env } from 'cloudflare:test';
import { call } from '../helpers.ts';

export const QUESTION = 'Which businesses can elect Small Business Relief and what revenue threshold applies?';
export const FOLLOW_UP = 'What happens when revenue exceeds the threshold in a later tax period?';

/** A new multi-document search (or, with sessionId, a follow-up in that conversation). */
export function search(
  cookie: string,
  options: { query?: string; sessionId?: string; conversationHistory?: Array<{ role: 'user' | 'assistant'; content: string }> } = {},
) {
  return call('/api/multi-document-search', {
    cookie,
    body: {
      query: options.query ?? QUESTION,
      ...(options.sessionId ? { sessionId: options.sessionId } : {}),
      ...(options.conversationHistory ? { conversationHistory: options.conversationHistory } : {}),
    },
  });
}

/** Sets a card up as the payment screens do with the local test provider; returns the setup-complete response. */
export async function addTestCard(cookie: string, cardNumber = '4242 4242 4242 4242') {
  const intent = await call('/api/billing/create-setup-intent', { cookie, body: {} });
  if (intent.status !== 200) throw new Error(`create-setup-intent: ${intent.status} ${intent.text}`);
  const confirm = await call('/api/billing/test-provider/confirm-setup', {
    cookie,
    body: { clientSecret: intent.json.clientSecret, cardNumber, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  if (confirm.status !== 200) return confirm;
  return call('/api/billing/setup-complete', { cookie, body: { setupIntentId: intent.json.setupIntentId } });
}

export interface EventRow {
  id: number;
  kind: string;
  price_fils: number;
  credit: string | null;
  invoice_id: number | null;
  message_id: number | null;
}

export async function eventsOf(userId: number): Promise<EventRow[]> {
  return (
    await env.DB.prepare('SELECT id, kind, price_fils, credit, invoice_id, message_id FROM usage_events WHERE user_id = ? ORDER BY id')
      .bind(userId)
      .all<EventRow>()
  ).results;
}

export interface InvoiceRowT {
  id: number;
  total_fils: number;
  status: string;
  reason: string;
  period: string;
  attempts: number;
  provider_payment_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
}

export async function invoicesOf(userId: number): Promise<InvoiceRowT[]> {
  return (await env.DB.prepare('SELECT * FROM invoices WHERE user_id = ? ORDER BY id').bind(userId).all<InvoiceRowT>()).results;
}

export async function creditsOf(userId: number) {
  return env.DB.prepare('SELECT welcome_chats_left AS chats, welcome_followups_left AS followups FROM billing_accounts WHERE user_id = ?')
    .bind(userId)
    .first<{ chats: number; followups: number }>();
}

let counter = 0;
/** Ledger rows written directly (e.g. charges of an earlier month), each with its own key. */
export async function insertCharges(userId: number, count: number, priceFils: number, createdAt: string, kind: 'chat' | 'search' | 'followup' = 'followup') {
  const statements = Array.from({ length: count }, () => {
    counter += 1;
    return env.DB.prepare('INSERT INTO usage_events (user_id, kind, price_fils, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)').bind(
      userId,
      kind,
      priceFils,
      `seeded-${userId}-${counter}-${Math.random().toString(36).slice(2)}`,
      createdAt,
    );
  });
  if (statements.length) await env.DB.batch(statements);
}

export function lastMonth(day = 15): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, 12)).toISOString();
}

/** Every invoice's total is the sum of its lines, and no line is on two invoices (the foreign key makes that structural). */
export async function expectInvoicesBalance(userId: number) {
  const rows = (
    await env.DB.prepare(
      'SELECT i.id, i.total_fils AS total, coalesce(sum(e.price_fils), 0) AS lines FROM invoices i LEFT JOIN usage_events e ON e.invoice_id = i.id WHERE i.user_id = ? GROUP BY i.id',
    )
      .bind(userId)
      .all<{ id: number; total: number; lines: number }>()
  ).results;
  return rows.filter((r) => r.total !== r.lines);
}
