/**
 * Public reads from the edge cache (issue 16 item 2): a repeated anonymous read is a hit, an admin edit is
 * served fresh on the next request, and nothing a signed-in user asks for is stored or answered from it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call } from './helpers.ts';
import { actor } from './support/actors.ts';

let n = 0;
/** A keyword no other test searches for, so each test starts without cached entries. */
const fresh = (word: string) => `/api/legislation?search=${word}&limit=${5 + (n++ % 90)}`;
const cacheState = (res: { headers: Headers }) => res.headers.get('x-edge-cache');

describe('edge cache of public reads', () => {
  it('answers a repeated anonymous read from the cache, with the same body, whatever the parameter order', async () => {
    const url = fresh('relief');
    const first = await call(url);
    expect(first.status).toBe(200);
    expect(cacheState(first)).toBe('MISS');
    const second = await call(url);
    expect(cacheState(second)).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('cache-control')).toBe('no-store');
    const [path, query] = url.split('?');
    const reordered = await call(`${path}?${query!.split('&').reverse().join('&')}`);
    expect(cacheState(reordered)).toBe('HIT');
  });

  it('serves an admin edit on the next request, without purging anything', async () => {
    const admin = await actor('edge-admin', { admin: true });
    const row = await env.DB.prepare("SELECT id, title FROM legislation WHERE tax_category = 'Corporate Tax' ORDER BY id LIMIT 1").first<{
      id: number;
      title: string;
    }>();
    const doc = `/api/legislation/${row!.id}`;
    expect(cacheState(await call(doc))).toMatch(/MISS|HIT/);
    expect(cacheState(await call(doc))).toBe('HIT');
    const edited = `${row!.title} (edited for the edge cache test)`;
    try {
      expect((await call(doc, { method: 'PATCH', cookie: admin.cookie, body: { title: edited } })).status).toBe(200);
      const after = await call(doc);
      expect(cacheState(after)).toBe('MISS');
      expect(after.json.title).toBe(edited);
    } finally {
      await call(doc, { method: 'PATCH', cookie: admin.cookie, body: { title: row!.title } });
    }
    expect((await call(doc)).json.title).toBe(row!.title);
  });

  it('never answers a signed-in request from the cache, nor stores what it gets', async () => {
    const user = await actor('edge-user');
    const url = fresh('group');
    const personal = await call(url, { cookie: user.cookie });
    expect(personal.status).toBe(200);
    expect(cacheState(personal)).toBeNull();
    // What the signed-in user got was not stored: the first anonymous read is a miss.
    expect(cacheState(await call(url))).toBe('MISS');
    expect(cacheState(await call(url))).toBe('HIT');
    // And the stored public answer is not handed to the signed-in user either.
    expect(cacheState(await call(url, { cookie: user.cookie }))).toBeNull();
  });

  it("shares a visitor's public answer, never the cookie it came with", async () => {
    const url = fresh('exempt');
    // A visitor's browser that carries a D1 bookmark gets a new one back with the public answer.
    const withBookmark = await call(url, { headers: { cookie: 'd1_bookmark=00000001-00000002-abc' } });
    expect(withBookmark.status).toBe(200);
    expect(cacheState(withBookmark)).toBe('MISS');
    expect(withBookmark.headers.get('set-cookie')).toMatch(/^d1_bookmark=/);
    const next = await call(url);
    expect(cacheState(next)).toBe('HIT');
    expect(next.headers.get('set-cookie')).toBeNull();
    expect(next.text).toBe(withBookmark.text);
  });

  it('a request for a fresh answer (Cache-Control: no-cache) is computed again, and stored for the next', async () => {
    const url = fresh('ordinary');
    expect(cacheState(await call(url))).toBe('MISS');
    expect(cacheState(await call(url, { headers: { 'cache-control': 'no-cache' } }))).toBe('MISS');
    expect(cacheState(await call(url))).toBe('HIT');
  });

  it('never caches an error, nor personal routes', async () => {
    const missing = await call('/api/legislation/999999999');
    expect(missing.status).toBe(404);
    expect(cacheState(missing)).toBeNull();
    expect(cacheState(await call('/api/legislation/999999999'))).toBeNull();
    expect(cacheState(await call('/api/auth/me'))).toBeNull();
  });
});
