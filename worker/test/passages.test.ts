import { describe, expect, it } from 'vitest';
import type { PassageResponse } from '../../schema/api/legislation.ts';
import { fetchWorker, newClient } from './helpers.ts';

/** This file's own client address: the per-client search limit counts in a database other files share. */
const client = newClient();

async function passages(query: string) {
  const res = await fetchWorker(`http://localhost/api/passages${query}`, { headers: { 'cf-connecting-ip': client } });
  return { status: res.status, body: (await res.json()) as PassageResponse & { error?: string } };
}

describe('GET /api/passages', () => {
  it('ranks articles by BM25 and names the document and article of each', async () => {
    const { status, body } = await passages('?q=small%20business%20relief%20revenue%20threshold&k=5');
    expect(status).toBe(200);
    expect(body.results).toHaveLength(5);
    const top = body.results[0]!;
    expect(['md-73-2023', 'fdl-47-2022']).toContain(top.slug);
    expect(body.results.some((r) => r.slug === 'md-73-2023' && r.article.number === '2')).toBe(true);
    expect(body.results.some((r) => r.slug === 'fdl-47-2022' && r.article.number === '21')).toBe(true);
    const scores = body.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(top.snippet.some((s) => s.hit)).toBe(true);
    expect(top.article.anchor).toBe(`article-${top.article.number}`);
    expect(top.title).toBeTruthy();
  });

  it('stems English words and ignores stop words', async () => {
    const { body } = await passages('?q=what%20are%20the%20reliefs');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results[0]!.snippet.some((s) => s.hit && /^relief/i.test(s.text))).toBe(true);
  });

  it('searches the official Arabic text, normalised', async () => {
    const { body } = await passages(`?q=${encodeURIComponent('حد ايرادات')}&k=3`);
    expect(body.results[0]).toMatchObject({ slug: 'md-73-2023', article: { number: '2' } });
  });

  it('reads FTS5 syntax in the query as plain words', async () => {
    const { status } = await passages(`?q=${encodeURIComponent('relief" OR NEAR(tax* AND -')}`);
    expect(status).toBe(200);
  });

  it('returns no results for a query without words', async () => {
    const { status, body } = await passages('?q=%3F%21');
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
  });

  it.each([
    ['', 'q is required'],
    ['?q=%20%20', 'q is required'],
    ['?q=tax&k=0', 'k must be between 1 and 50'],
    ['?q=tax&k=51', 'k must be between 1 and 50'],
    ['?q=tax&k=two', 'k'],
    [`?q=${'a'.repeat(501)}`, 'q must be at most 500 characters'],
  ])('refuses %s with 400', async (query, message) => {
    const { status, body } = await passages(query);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });
});
