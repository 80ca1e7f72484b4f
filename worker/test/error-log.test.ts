/**
 * Every failure is answered and logged one way (issue 28 item 2, docs/decisions/033): a failure inside a streamed
 * answer writes the same error_log row app.onError writes for the same failure of the JSON answer, and the stream
 * ends with the error event carrying its code; an analyst that fails is answered 502 and logged too.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Bindings } from '../src/env.ts';
import { signedInUser } from './helpers.ts';
import { MODEL_URL, postWithModel } from './support/model.ts';

const app = createApp();
const CLIENT = '198.51.100.28';
const QUESTION = 'What revenue threshold applies to Small Business Relief?';

afterEach(() => vi.restoreAllMocks());

/** The test env whose D1 (through every session) cannot prepare the save of an answer: a fault, not a constraint. */
function envFailingTheSave(): Bindings {
  const failing = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop, t) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'prepare') {
          return (query: string, ...rest: unknown[]) => {
            if (/^insert into "messages"/i.test(query)) throw new Error('D1 storage is unavailable');
            return (value as (...a: unknown[]) => unknown).apply(t, [query, ...rest]);
          };
        }
        if (prop === 'withSession') return (...args: unknown[]) => failing((value as (...a: unknown[]) => object).apply(t, args));
        return (value as (...a: unknown[]) => unknown).bind(t);
      },
    });
  return { ...(env as unknown as Bindings), DB: failing(env.DB) };
}

async function post(bindings: Bindings, path: string, body: unknown, cookie: string) {
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie, 'cf-connecting-ip': CLIENT },
      body: JSON.stringify(body),
    },
    bindings,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text, headers: res.headers };
}

function events(text: string) {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').find((l) => l.startsWith('data: ')))
    .filter((l): l is string => !!l)
    .map((l) => JSON.parse(l.slice(6)) as { type: string; status?: number; body?: Record<string, unknown> });
}

interface ErrorLogRow {
  method: string;
  url: string;
  status_code: number;
  error_name: string;
  message: string;
  ip: string | null;
  user_id: number | null;
}

const rowsOf = async (userId: number) =>
  (
    await env.DB.prepare('SELECT method, url, status_code, error_name, message, ip, user_id FROM error_log WHERE user_id = ? ORDER BY id')
      .bind(userId)
      .all<ErrorLogRow>()
  ).results;

describe('the error log', () => {
  it('a failure inside a streamed answer writes one error_log row, as app.onError does, and the stream ends with its code', async () => {
    const { cookie, user } = await signedInUser();
    const failing = envFailingTheSave();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const streamed = await post(failing, '/api/multi-document-search/stream', { query: QUESTION }, cookie);
    expect(streamed.status).toBe(200);
    const all = events(streamed.text);
    expect(all.filter((e) => e.type === 'done')).toEqual([]);
    expect(all.at(-1)).toEqual({ type: 'error', status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } });
    const afterStream = await rowsOf(user.id);
    expect(afterStream).toHaveLength(1);
    expect(afterStream[0]).toEqual({
      method: 'POST',
      url: 'http://localhost/api/multi-document-search/stream',
      status_code: 500,
      error_name: 'Error',
      message: 'D1 storage is unavailable',
      ip: CLIENT,
      user_id: user.id,
    });

    // The same failure of the JSON answer goes through app.onError: the same answer, and a row of the same shape.
    const json = await post(failing, '/api/multi-document-search', { query: QUESTION }, cookie);
    expect(json.status).toBe(500);
    expect(JSON.parse(json.text)).toEqual({ error: 'Internal server error', code: 'INTERNAL' });
    const afterJson = await rowsOf(user.id);
    expect(afterJson).toHaveLength(2);
    expect(afterJson[1]).toEqual({ ...afterStream[0], url: 'http://localhost/api/multi-document-search' });
    expect(logged).toHaveBeenCalled();

    // Nothing was charged: the welcome credits each answer held are back.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM usage_events WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM credit_holds WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
  });

  it('logs a failing analyst, answered 502 ANALYST_FAILED in the stream, with the status it was answered', async () => {
    const { cookie, user } = await signedInUser();
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(MODEL_URL)) return original(input, init);
      return new Response(JSON.stringify({ error: { message: 'model overloaded' } }), { status: 500, headers: { 'content-type': 'application/json' } });
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await postWithModel('/api/chat/stream', { message: QUESTION }, cookie);
    const error = events(res.text).find((e) => e.type === 'error');
    expect(error).toMatchObject({ status: 502, body: { code: 'ANALYST_FAILED' } });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'POST', url: 'http://localhost/api/chat/stream', status_code: 502, user_id: user.id });
    expect(rows[0]!.message).toMatch(/^analyst: /);
  });
});
