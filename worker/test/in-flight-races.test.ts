/**
 * Work in flight when what it belongs to goes away (issue 26): AI answers of a user an administrator
 * deletes, or whose session is revoked, while the model is still writing; a follow-up whose
 * conversation is deleted meanwhile; a document deleted while it is being answered from. Each ends
 * with a clear `{error, code}` (JSON, or the stream's error event), writes nothing orphaned, and
 * logs nothing as a server error. The model is a fake OpenAI-compatible endpoint that holds every
 * answer until the test lets it go, so the deletion lands mid-answer every time.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/api/auth-messages.ts';
import { RESEARCH_MESSAGES } from '../../schema/api/research.ts';
import { SHARE_MESSAGES } from '../../schema/api/shares.ts';
import { createApp } from '../src/app.ts';
import type { Bindings } from '../src/env.ts';
import { call, signedInUser } from './helpers.ts';
import { completionStream, MODEL_URL, postWithModel } from './support/model.ts';

/** A model that answers only when `release()` is called; `arrived` counts the questions waiting. */
function heldModel() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state = { arrived: 0, release };
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(MODEL_URL)) return original(input, init);
    state.arrived += 1;
    await gate;
    return completionStream(['Small Business Relief may be elected where Revenue does not exceed the threshold [1].']);
  });
  return state;
}

afterEach(() => vi.restoreAllMocks());

const app = createApp();
const ask = postWithModel;

/** The outcome of a JSON or streamed answer: its status and body, the stream's error event when there was one. */
function outcome(path: string, res: { status: number; text: string }) {
  if (!path.endsWith('/stream')) return { status: res.status, body: JSON.parse(res.text) as Record<string, unknown> };
  const events = res.text
    .split('\n\n')
    .map((block) => block.split('\n').find((l) => l.startsWith('data: ')))
    .filter((l): l is string => !!l)
    .map((l) => JSON.parse(l.slice(6)) as { type: string; status?: number; body?: Record<string, unknown>; result?: unknown });
  const error = events.find((e) => e.type === 'error');
  return error ? { status: error.status!, body: error.body! } : { status: res.status, body: { done: events.some((e) => e.type === 'done') } };
}

/** Welcome credits enough for every answer a test sends at once (the gate holds one per answer). */
async function withCredits(userId: number, n: number) {
  await env.DB.prepare(
    'INSERT INTO billing_accounts (user_id, welcome_chats_left) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET welcome_chats_left = excluded.welcome_chats_left',
  )
    .bind(userId, n)
    .run();
}

const count = async (sql: string, ...args: unknown[]) =>
  Number(
    await env.DB.prepare(sql)
      .bind(...args)
      .first('n'),
  );
const PATHS = ['/api/multi-document-search', '/api/multi-document-search/stream', '/api/chat', '/api/chat/stream'] as const;

let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser({ email: 'admin@test.example', name: 'Site Admin' });
});

describe('a user deleted while their answers are being written', () => {
  it('ends every answer in flight with 401 ACCOUNT_DELETED, writes nothing for it and logs no server error', async () => {
    const { cookie, user } = await signedInUser();
    const question = `What revenue threshold applies to Small Business Relief? (${user.id})`;
    await withCredits(user.id, 6);
    const model = heldModel();
    const inFlight = [...PATHS, ...PATHS.slice(0, 2)].map((path) => {
      const body = path.startsWith('/api/chat') ? { message: question } : { query: question };
      return ask(path, body, cookie).then((res) => outcome(path, res));
    });
    await vi.waitFor(() => expect(model.arrived).toBe(inFlight.length), { timeout: 10_000 });

    expect((await call(`/api/admin/users/${user.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    model.release();
    const results = await Promise.all(inFlight);

    for (const r of results) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: AUTH_MESSAGES.accountDeleted, code: 'ACCOUNT_DELETED' });
    }
    expect(await count('SELECT count(*) AS n FROM error_log WHERE user_id = ?', user.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM messages WHERE content = ?', question)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM chats WHERE user_id = ?', user.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM usage_events WHERE user_id = ?', user.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM billing_accounts WHERE user_id = ?', user.id)).toBe(0);
  });
});

describe('a session signed out while its answers are being written', () => {
  it('ends the answers in flight with 401 SESSION_REVOKED and saves none of them', async () => {
    const { cookie, user } = await signedInUser();
    const question = `Who may elect Small Business Relief? (${user.id})`;
    await withCredits(user.id, 2);
    const model = heldModel();
    const inFlight = PATHS.slice(0, 2).map((path) => ask(path, { query: question }, cookie).then((res) => outcome(path, res)));
    await vi.waitFor(() => expect(model.arrived).toBe(inFlight.length), { timeout: 10_000 });

    expect((await call('/api/auth/logout', { method: 'POST', body: {}, cookie })).status).toBe(200);
    model.release();
    for (const r of await Promise.all(inFlight)) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: AUTH_MESSAGES.sessionRevoked, code: 'SESSION_REVOKED' });
    }
    expect(await count('SELECT count(*) AS n FROM messages WHERE content = ?', question)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM usage_events WHERE user_id = ?', user.id)).toBe(0);
    // The welcome credits held for the refused answers are back.
    expect(await env.DB.prepare('SELECT welcome_chats_left AS n FROM billing_accounts WHERE user_id = ?').bind(user.id).first('n')).toBe(2);
  });
});

describe('a document deleted while a chat about it is being answered', () => {
  it('ends the answer with 404 and the document’s error, saving nothing and logging no server error', async () => {
    const { cookie, user } = await signedInUser();
    const made = await call('/api/legislation', { body: { title: `Relief decision ${user.id}` }, cookie: admin.cookie });
    const id = (made.json.record as { id: number }).id;
    const markdown =
      '### Article (1): Small Business Relief\nA Resident Person may elect for Small Business Relief where its Revenue does not exceed the threshold.';
    expect((await call(`/api/legislation/${id}`, { method: 'PATCH', body: { markdown }, cookie: admin.cookie })).status).toBe(200);
    const question = `Who may elect Small Business Relief under this decision? (${user.id})`;
    await withCredits(user.id, 2);
    const model = heldModel();
    const inFlight = (['/api/chat', '/api/chat/stream'] as const).map((path) =>
      ask(path, { message: question, legislationId: id }, cookie).then((res) => outcome(path, res)),
    );
    await vi.waitFor(() => expect(model.arrived).toBe(inFlight.length), { timeout: 10_000 });

    await env.DB.prepare('DELETE FROM legislation WHERE id = ?').bind(id).run();
    model.release();
    for (const r of await Promise.all(inFlight)) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: RESEARCH_MESSAGES.legislationNotFound, code: 'LEGISLATION_NOT_FOUND' });
    }
    expect(await count('SELECT count(*) AS n FROM messages WHERE content = ?', question)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM error_log WHERE user_id = ?', user.id)).toBe(0);
  });
});

describe('a conversation deleted while a share link of it is being created', () => {
  it('answers 404 with the conversation’s error, keeps no snapshot in KV and logs no server error', async () => {
    const { cookie, user } = await signedInUser();
    const chatId = Number(
      (await env.DB.prepare("INSERT INTO chats (user_id, kind, title) VALUES (?, 'collection', 'Soon gone') RETURNING id")
        .bind(user.id)
        .first<{ id: number }>())!.id,
    );
    await env.DB.batch([
      env.DB.prepare("INSERT INTO messages (chat_id, role, content) VALUES (?, 'user', 'Who may elect Small Business Relief?')").bind(chatId),
      env.DB.prepare(
        "INSERT INTO messages (chat_id, role, content) VALUES (?, 'assistant', 'A Resident Person whose Revenue is under the threshold [1].')",
      ).bind(chatId),
    ]);
    // The snapshot reaches KV first; the conversation is deleted (as DELETE /api/account/chat/:id does) right then.
    const written: string[] = [];
    const shares = env.SHARES;
    const racingKv = Object.assign(Object.create(shares) as KVNamespace, {
      put: async (key: string, value: string) => {
        written.push(key);
        await shares.put(key, value);
        await env.DB.prepare('DELETE FROM chats WHERE id = ?').bind(chatId).run();
      },
      delete: (key: string) => shares.delete(key),
      get: shares.get.bind(shares),
    });
    const ctx = createExecutionContext();
    const res = await app.request(
      '/api/create-share-link',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie },
        body: JSON.stringify({ sessionId: `chat-${chatId}` }),
      },
      { ...(env as unknown as Bindings), SHARES: racingKv },
      ctx,
    );
    const body = (await res.json()) as Record<string, unknown>;
    await waitOnExecutionContext(ctx);

    expect(res.status).toBe(404);
    expect(body).toEqual({ error: SHARE_MESSAGES.chatNotFound, code: 'CHAT_NOT_FOUND' });
    expect(written).toHaveLength(1);
    expect(await env.SHARES.get(written[0]!)).toBeNull();
    expect(await count('SELECT count(*) AS n FROM shares WHERE user_id = ?', user.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM error_log WHERE user_id = ?', user.id)).toBe(0);
  });
});
