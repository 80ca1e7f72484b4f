/**
 * D1 read replication (issue 16 item 1): where each request's D1 session starts, and a browser that wrote
 * reads its write back in the next request through the bookmark it carries.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, signedInUser } from './helpers.ts';

function bookmarkCookie(headers: Headers): string | null {
  const m = headers.get('set-cookie')?.match(/(?:^|,\s*)d1_bookmark=([^;]*)/);
  return m && m[1] ? `d1_bookmark=${m[1]}` : null;
}

/** The starts of the D1 sessions the Worker opened during `run`. */
async function sessionStarts(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(env.DB, 'withSession');
  try {
    await run();
    return spy.mock.calls.map((args) => String(args[0]));
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('D1 sessions', () => {
  it('anonymous public reads may start on any replica and get no bookmark cookie', async () => {
    let headers: Headers | undefined;
    const starts = await sessionStarts(async () => {
      const res = await call('/api/legislation?search=relief&limit=3');
      expect(res.status).toBe(200);
      headers = res.headers;
    });
    expect(starts).toEqual(['first-unconstrained']);
    expect(bookmarkCookie(headers!)).toBeNull();
  });

  it('a signed-in request without a bookmark starts on the primary and leaves its bookmark', async () => {
    const u = await signedInUser();
    let cookie: string | null = null;
    const starts = await sessionStarts(async () => {
      const res = await call('/api/auth/me', { cookie: u.cookie });
      expect(res.status).toBe(200);
      cookie = bookmarkCookie(res.headers);
    });
    expect(starts).toEqual(['first-primary']);
    expect(cookie).toMatch(/^d1_bookmark=[0-9a-zA-Z-]+$/);
  });

  it('a write is read back in the next request, whose session starts at the bookmark the write left', async () => {
    const u = await signedInUser();
    const write = await call('/api/chat', { cookie: u.cookie, body: { message: 'What is the revenue threshold for Small Business Relief?' } });
    expect(write.status).toBe(200);
    const bookmark = bookmarkCookie(write.headers);
    expect(bookmark).not.toBeNull();

    let text = '';
    const starts = await sessionStarts(async () => {
      const read = await call(`/api/account/chat/${write.json.chatId}`, { cookie: `${u.cookie}; ${bookmark}` });
      expect(read.status).toBe(200);
      text = read.text;
    });
    expect(starts).toEqual([bookmark!.slice('d1_bookmark='.length)]);
    expect(text).toContain('What is the revenue threshold for Small Business Relief?');
  });

  it('an answer reads the collection through a replica session and writes only through its own, on the primary', async () => {
    const u = await signedInUser();
    const statements = new Map<string, string[]>();
    const open = env.DB.withSession.bind(env.DB);
    vi.spyOn(env.DB, 'withSession').mockImplementation((start) => {
      const session = open(start);
      const list = statements.get(String(start)) ?? [];
      statements.set(String(start), list);
      return new Proxy(session, {
        get(target, key) {
          if (key === 'prepare') {
            return (sql: string) => {
              list.push(sql);
              return target.prepare(sql);
            };
          }
          const value = Reflect.get(target, key) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    });
    const res = await call('/api/multi-document-search', { cookie: u.cookie, body: { query: 'What is the revenue threshold for Small Business Relief?' } });
    expect(res.status).toBe(200);
    const replica = statements.get('first-unconstrained') ?? [];
    const primary = statements.get('first-primary') ?? [];
    expect(replica.some((sql) => /\barticles/i.test(sql))).toBe(true);
    expect(replica.filter((sql) => /^\s*(insert|update|delete|replace)\b/i.test(sql))).toEqual([]);
    expect(primary.some((sql) => /^\s*insert into [`"]?messages/i.test(sql))).toBe(true);
    expect(primary.some((sql) => /\barticles_fts\b/i.test(sql))).toBe(false);
  });

  it('a malformed bookmark is not honoured', async () => {
    const u = await signedInUser();
    const starts = await sessionStarts(async () => {
      expect((await call('/api/auth/me', { cookie: `${u.cookie}; d1_bookmark=%3Cscript%3E` })).status).toBe(200);
    });
    expect(starts).toEqual(['first-primary']);
  });

  it('writes by visitors start on the primary', async () => {
    const starts = await sessionStarts(async () => {
      await call('/api/auth/forgot-password', { body: { email: 'nobody-d1@test.example' } });
    });
    expect(starts).toEqual(['first-primary']);
  });
});
