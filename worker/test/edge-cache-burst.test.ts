/**
 * Public reads under a burst (issue 26 items 1 and 7, decision 021): concurrent identical misses are
 * all answered from one computation, and a cached read costs no D1 statement (the corpus version is
 * known to the isolate, not read before every request).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../src/index.ts';
import { CACHE_READ_BOUND_MS } from '../src/middleware/edge-cache.ts';
import { forgetCorpusVersion } from '../src/services/legislation/corpus-version.ts';
import { call } from './helpers.ts';
import { recordingEnv } from './support/d1-statements.ts';

/** The test env with a D1 binding that counts the statements the Worker prepares. */
function countingEnv(): { env: typeof env; statements: () => number } {
  const recording = recordingEnv();
  return { env: recording.env, statements: () => recording.statements.length };
}

/** An anonymous GET through the Worker with the given env; body read, background work finished. */
async function anonymousGet(path: string, withEnv: typeof env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(new Request(`http://localhost${path}`) as Parameters<NonNullable<typeof worker.fetch>>[0], withEnv, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text, state: res.headers.get('x-edge-cache') };
}

let n = 0;
/** A keyword search no other test asks for (its limit differs), so it starts uncached. */
const freshSearch = (word: string) => `/api/legislation?search=${word}&limit=${200 + (n++ % 700)}`;

describe('edge cache of public reads under a burst', () => {
  it('answers 30 concurrent identical misses from one computation, all with the same body', async () => {
    const counting = countingEnv();
    const url = freshSearch('taxable');
    const answers = await Promise.all(Array.from({ length: 30 }, () => anonymousGet(url, counting.env)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    // One request computed the answer (MISS); the others waited for its bytes (SHARED) or found it stored (HIT).
    expect(answers.filter((a) => a.state === 'MISS')).toHaveLength(1);
    expect(answers.every((a) => ['MISS', 'SHARED', 'HIT'].includes(a.state ?? ''))).toBe(true);
    // And the burst cost the database what one request costs: the same question asked once more, fresh.
    const burstStatements = counting.statements();
    const single = countingEnv();
    const alone = await anonymousGet(freshSearch('taxable'), single.env);
    expect(alone.state).toBe('MISS');
    expect(burstStatements).toBeLessThanOrEqual(single.statements() + 1);
  });

  it('answers every request of a mixed burst of keyword and passage searches', async () => {
    const urls = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? freshSearch(['relief', 'group', 'penalty', 'registration'][i % 4]!)
        : `/api/passages?q=${encodeURIComponent(['small business relief', 'tax group', 'late registration penalty', 'free zone person'][i % 4]!)}&k=${3 + (i % 4)}`,
    );
    // Every key asked twice at once.
    const keyed = [...urls, ...urls];
    const answers = await Promise.all(keyed.map((url) => call(url)));
    expect(answers.map((a) => a.status)).toEqual(keyed.map(() => 200));
  });

  it('answers a cached read without any D1 statement: the version is known to the isolate', async () => {
    const url = freshSearch('resident');
    expect((await call(url)).headers.get('x-edge-cache')).toBe('MISS');
    const counting = countingEnv();
    for (let i = 0; i < 5; i++) expect((await anonymousGet(url, counting.env)).state).toBe('HIT');
    expect(counting.statements()).toBe(0);
  });

  it('reads the version again after an edit forgets it, and then answers under the new one', async () => {
    const url = freshSearch('dividend');
    expect((await call(url)).headers.get('x-edge-cache')).toBe('MISS');
    // What an edit made through this isolate does: a new version in D1 (as every seed makes one too), and the
    // isolate forgets the one it held. The admin edit itself is tested in edge-cache.test.ts.
    await env.DB.prepare('UPDATE corpus_version SET version = version + 1 WHERE id = 1').run();
    forgetCorpusVersion();
    const counting = countingEnv();
    expect((await anonymousGet(url, counting.env)).state).toBe('MISS');
    expect(counting.statements()).toBeGreaterThan(0);
    expect((await call(url)).headers.get('x-edge-cache')).toBe('HIT');
  });

  it('answers even when a Cache API lookup never completes: the request computes the answer after a bound', async () => {
    const match = vi.spyOn(Cache.prototype, 'match').mockImplementation(() => new Promise<Response | undefined>(() => {}));
    try {
      const started = Date.now();
      const answer = await call(freshSearch('withholding'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-edge-cache')).toBe('MISS');
      expect(match).toHaveBeenCalled();
      expect(Date.now() - started).toBeGreaterThanOrEqual(CACHE_READ_BOUND_MS);
    } finally {
      match.mockRestore();
    }
  });
});
