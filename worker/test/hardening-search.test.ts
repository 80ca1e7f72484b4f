/** Issue 15: control characters in search input never give 500; the error log row is bounded; the Title sort is natural. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { LegislationListResponse } from '../../schema/api/legislation.ts';
import { createDb } from '../src/db/client.ts';
import { recordError } from '../src/db/repositories/error-log-repository.ts';
import { call, newClient } from './helpers.ts';
import { forgetCorpusVersion } from '../src/services/legislation/corpus-version.ts';

/** Each request from a fresh client address, so the passage search's per-client limit never answers instead. */
const get = (path: string) => call(path, { client: newClient() });

async function errorLogCount() {
  return (await env.DB.prepare('SELECT count(*) AS n FROM error_log').first<{ n: number }>())!.n;
}

/** Every C0 control character and DEL, inside a keyword of each length class (scan < 3 chars, index ≥ 3). */
const CONTROLS = [...Array.from({ length: 32 }, (_, i) => i), 0x7f].map((c) => String.fromCharCode(c));

describe('control characters in search input', () => {
  it('GET /api/legislation?search= with a NUL answers 200 and searches the rest, logging no error', async () => {
    const before = await errorLogCount();
    const res = await get('/api/legislation?search=a%00b');
    expect(res.status).toBe(200);
    const body = res.json as unknown as LegislationListResponse;
    expect(body.search).toBe('ab');
    const plain = (await get('/api/legislation?search=ab')).json as unknown as LegislationListResponse;
    expect(body.total).toBe(plain.total);
    const longer = await get(`/api/legislation?search=${encodeURIComponent('Corporate\u0000 Tax')}`);
    expect(longer.status).toBe(200);
    expect((longer.json as unknown as LegislationListResponse).search).toBe('Corporate Tax');
    expect(await errorLogCount()).toBe(before);
  });

  it('never answers 5xx for any control character in any search input', async () => {
    const ids = ((await get('/api/legislation')).json as unknown as LegislationListResponse).records.map((r) => r.id).join(',');
    // Both keyword paths (a scan below three characters, the trigram index from three) and a keyword of controls only.
    const paths = CONTROLS.flatMap((ch) => [
      `/api/legislation?search=${encodeURIComponent(`a${ch}b`)}`,
      `/api/legislation?search=${encodeURIComponent(`tax${ch}able`)}`,
      `/api/legislation/matches?search=${encodeURIComponent(`tax${ch}able`)}&ids=${ids}`,
      `/api/legislation/matches?search=${encodeURIComponent(`${ch}a`)}&ids=${ids}`,
      `/api/passages?q=${encodeURIComponent(`tax${ch}able`)}`,
      `/api/passages?q=${encodeURIComponent(ch)}`,
      // The exact-match filters of the list.
      `/api/legislation?title=${encodeURIComponent(`a${ch}b`)}&chapter=${encodeURIComponent(ch)}&status=${encodeURIComponent(`x${ch}`)}&legislation=${encodeURIComponent(`${ch}y`)}`,
    ]);
    for (let i = 0; i < paths.length; i += 12) {
      const results = await Promise.all(paths.slice(i, i + 12).map(async (path) => ({ path, res: await get(path) })));
      for (const { path, res } of results) {
        expect(res.status, `${path} → ${res.text}`).toBeLessThan(500);
        if (res.status !== 200) expect(typeof res.json.error).toBe('string');
      }
    }
  }, 60_000);

  it('GET /api/legislation/matches with a NUL keyword matches as without it', async () => {
    const ids = ((await get('/api/legislation')).json as unknown as LegislationListResponse).records.map((r) => r.id).join(',');
    const withNul = await get(`/api/legislation/matches?search=${encodeURIComponent('tax\u0000able')}&ids=${ids}`);
    const plain = await get(`/api/legislation/matches?search=taxable&ids=${ids}`);
    expect(withNul.status).toBe(200);
    expect(withNul.json).toEqual(plain.json);
    // Only control characters: nothing left to search.
    expect((await get(`/api/legislation/matches?search=%00%01&ids=${ids}`)).status).toBe(400);
  });

  it('GET /api/passages?q= with a NUL answers 200 like the query without it', async () => {
    const withNul = await get(`/api/passages?q=${encodeURIComponent('taxable\u0000 income')}`);
    expect(withNul.status).toBe(200);
    expect((withNul.json as { query: string }).query).toBe('taxable income');
    expect((await get('/api/passages?q=%00')).status).toBe(400);
  });
});

describe('error log rows are bounded', () => {
  it('stores at most 1,000 characters of message and 2,000 of url and error name 100', async () => {
    const huge = 'x'.repeat(200_000);
    await recordError(createDb(env.DB), {
      method: 'GET',
      url: `http://localhost/api/legislation?search=${huge}`,
      statusCode: 500,
      errorName: `Error${huge}`,
      message: `boom ${huge}`,
      ip: '192.0.2.1'.repeat(1000),
      userId: null,
    });
    const row = await env.DB.prepare('SELECT * FROM error_log ORDER BY id DESC LIMIT 1').first<{
      message: string;
      url: string;
      error_name: string;
      ip: string;
      method: string;
    }>();
    expect(row!.message.length).toBeLessThanOrEqual(1000);
    expect(row!.message.startsWith('boom x')).toBe(true);
    expect(row!.url.length).toBeLessThanOrEqual(2000);
    expect(row!.error_name.length).toBeLessThanOrEqual(100);
    expect(row!.ip.length).toBeLessThanOrEqual(100);
    expect(row!.method.length).toBeLessThanOrEqual(16);
  });

  it('does not cut a surrogate pair in half', async () => {
    await recordError(createDb(env.DB), {
      method: 'GET',
      url: 'http://localhost/',
      statusCode: 500,
      errorName: 'Error',
      message: `${'x'.repeat(999)}😀😀`,
      ip: null,
      userId: null,
    });
    const row = await env.DB.prepare('SELECT message FROM error_log ORDER BY id DESC LIMIT 1').first<{ message: string }>();
    // 999 + 2 units would pass the bound: the pair is left out whole, not cut to a lone high surrogate.
    expect(row!.message).toBe('x'.repeat(999));
  });
});

describe('Title sort', () => {
  it('orders titles naturally: numbers compared as numbers (No. 9 < No. 10 < No. 34 < No. 100)', async () => {
    const titles = [
      'Cabinet Decision No. 100 of 2023',
      'Cabinet Decision No. 34 of 2025',
      'Cabinet Decision No. 10 of 2024',
      'Cabinet Decision No. 9 of 2025',
      'Cabinet Decision No. 34 of 2023',
    ];
    await env.DB.batch(
      titles.map((title, i) =>
        env.DB.prepare(
          `INSERT INTO legislation (slug, title, legislation, tax_category, issue_date_actual) VALUES (?, ?, 'Natural Sort Probe', 'Corporate Tax', '2020-01-01')`,
        ).bind(`natural-sort-${i}`, title),
      ),
    );
    // Written around the Worker: the isolate would meet the new version within its bound (decision 021).
    forgetCorpusVersion();
    try {
      const list = async (query: string) =>
        ((await get(`/api/legislation?legislation=Natural%20Sort%20Probe&sort=title${query}`)).json as unknown as LegislationListResponse).records.map(
          (r) => r.title,
        );
      const expected = [
        'Cabinet Decision No. 9 of 2025',
        'Cabinet Decision No. 10 of 2024',
        'Cabinet Decision No. 34 of 2023',
        'Cabinet Decision No. 34 of 2025',
        'Cabinet Decision No. 100 of 2023',
      ];
      expect(await list('')).toEqual(expected);
      // Pages follow the same order.
      expect(await list('&limit=2&offset=1')).toEqual(expected.slice(1, 3));
      // The fixture corpus: Ministerial Decision No. 73 before No. 139, and the types in alphabetical order.
      const all = ((await get('/api/legislation?sort=title')).json as unknown as LegislationListResponse).records.map((r) => r.title);
      const index = (prefix: string) => all.findIndex((t) => t.startsWith(prefix));
      expect(index('Ministerial Decision No. 73 ')).toBeLessThan(index('Ministerial Decision No. 139 '));
      expect(index('Cabinet Decision No. 9 ')).toBeLessThan(index('Cabinet Decision No. 55 '));
      expect(index('Cabinet Decision No. 100 ')).toBeLessThan(index('Federal Decree-Law No. 47 '));
      expect(index('Federal Tax Authority Decision No. 5 ')).toBeLessThan(index('Ministerial Decision No. 73 '));
    } finally {
      await env.DB.prepare("DELETE FROM legislation WHERE slug LIKE 'natural-sort-%'").run();
      forgetCorpusVersion();
    }
  });
});
