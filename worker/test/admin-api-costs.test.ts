/**
 * GET /api/admin/api-costs inside workerd on the real migrations: who may call it, the sums over
 * api_calls, costs from the configured token prices (the extractive analyst free), the per-user
 * breakdown, the newest calls and the months, and a real answer's call record.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiCostData, ApiCostResponse } from '../../schema/api/admin-api-costs.ts';
import { AUTH_MESSAGES } from '../../schema/api/auth-messages.ts';
import { loadConfig } from '../src/env.ts';
import { call, signedInUser } from './helpers.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;
let admin: User;

beforeAll(async () => {
  admin = await signedInUser({ name: 'Costs Admin' });
  // An administrator by the users.is_admin flag (the other way in besides ADMIN_EMAILS).
  await env.DB.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').bind(admin.user.id).run();
});

async function report(): Promise<ApiCostData> {
  const res = await call('/api/admin/api-costs', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  const body = res.json as unknown as ApiCostResponse;
  expect(body.success).toBe(true);
  return body.data;
}

interface CallRow {
  userId: number | null;
  model: string;
  inputWords: number;
  outputWords: number;
  inputTokens: number;
  outputTokens: number;
  createdAt: string;
  context?: string;
}

async function insertCall(r: CallRow) {
  await env.DB.prepare(
    'INSERT INTO api_calls (user_id, model, context, input_words, output_words, input_tokens, output_tokens, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(r.userId, r.model, r.context ?? null, r.inputWords, r.outputWords, r.inputTokens, r.outputTokens, r.createdAt)
    .run();
}

describe('GET /api/admin/api-costs', () => {
  it('401 signed out, 403 for a user, 200 for an admin', async () => {
    expect((await call('/api/admin/api-costs')).status).toBe(401);
    const user = await signedInUser();
    const refused = await call('/api/admin/api-costs', { cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(AUTH_MESSAGES.adminRequired);
    await report();
  });

  it('with no calls: zeros and empty lists', async () => {
    await env.DB.prepare('DELETE FROM api_calls').run();
    const data = await report();
    expect(data).toMatchObject({
      totalApiCalls: 0,
      totalInputWords: 0,
      totalOutputWords: 0,
      estimatedCost: 0,
      userBreakdown: [],
      recentCalls: [],
      monthlyStats: [],
    });
  });

  it('sums words and calls, prices tokens at the configured rates, and the extractive analyst costs nothing', async () => {
    await env.DB.prepare('DELETE FROM api_calls').run();
    const config = loadConfig(env);
    const inPrice = config.MODEL_INPUT_PRICE_AED_PER_MTOK;
    const outPrice = config.MODEL_OUTPUT_PRICE_AED_PER_MTOK;
    expect(inPrice).toBeGreaterThan(0);
    const alice = await signedInUser({ name: 'Alice Costs' });
    const bob = await signedInUser({ name: 'Bob Costs' });
    const gone = await signedInUser({ name: 'Deleted Later' });

    await insertCall({
      userId: alice.user.id,
      model: 'gpt-4o-mini',
      inputWords: 100,
      outputWords: 50,
      inputTokens: 1_000_000,
      outputTokens: 500_000,
      createdAt: '2019-03-10T08:00:00.000Z',
    });
    await insertCall({
      userId: alice.user.id,
      model: 'extractive',
      inputWords: 10,
      outputWords: 20,
      inputTokens: 2_000_000,
      outputTokens: 1_000_000,
      createdAt: '2019-04-01T00:00:00.000Z',
    });
    await insertCall({
      userId: bob.user.id,
      model: 'gpt-4o-mini',
      inputWords: 30,
      outputWords: 40,
      inputTokens: 200_000,
      outputTokens: 100_000,
      createdAt: '2019-04-30T23:59:59.999Z',
    });
    await insertCall({
      userId: gone.user.id,
      model: 'gpt-4o-mini',
      inputWords: 7,
      outputWords: 3,
      inputTokens: 3,
      outputTokens: 1,
      createdAt: '2019-05-02T12:00:00.000Z',
      context: '{"scope":"collection","question":"Q?"}',
    });
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(gone.user.id).run();

    const aliceCost = (1_000_000 * inPrice + 500_000 * outPrice) / 1e6;
    const bobCost = (200_000 * inPrice + 100_000 * outPrice) / 1e6;
    const goneCost = (3 * inPrice + 1 * outPrice) / 1e6;
    const data = await report();

    expect(data.totalApiCalls).toBe(4);
    expect(data.totalInputWords).toBe(147);
    expect(data.totalOutputWords).toBe(113);
    expect(data.estimatedCost).toBeCloseTo(aliceCost + bobCost + goneCost, 6);
    expect(data.pricing).toEqual({ inputAedPerMillionTokens: inPrice, outputAedPerMillionTokens: outPrice, freeModels: ['extractive'] });

    // Heaviest by cost first; the deleted account's calls stay, without a name.
    expect(data.userBreakdown.map((u) => u.userName)).toEqual(['Alice Costs', 'Bob Costs', null]);
    expect(data.userBreakdown[0]).toEqual({
      userId: alice.user.id,
      userName: 'Alice Costs',
      userEmail: alice.email,
      apiCalls: 2,
      inputWords: 110,
      outputWords: 70,
      totalWords: 180,
      estimatedCost: expect.closeTo(aliceCost, 6),
    });
    expect(data.userBreakdown[2]).toMatchObject({ userId: null, userEmail: null, apiCalls: 1, totalWords: 10 });

    // Newest first, each with its own cost; the extractive call is free.
    expect(data.recentCalls.map((c) => c.model)).toEqual(['gpt-4o-mini', 'gpt-4o-mini', 'extractive', 'gpt-4o-mini']);
    expect(data.recentCalls[0]).toMatchObject({
      userName: null,
      context: '{"scope":"collection","question":"Q?"}',
      inputWords: 7,
      outputWords: 3,
      totalWords: 10,
      timestamp: '2019-05-02T12:00:00.000Z',
    });
    expect(data.recentCalls[2]).toMatchObject({ userName: 'Alice Costs', estimatedCost: 0, totalWords: 30 });
    expect(data.recentCalls[1]!.estimatedCost).toBeCloseTo(bobCost, 6);

    // Calendar months in UTC, oldest first.
    expect(data.monthlyStats.map((m) => [m.month, m.calls, m.inputWords, m.outputWords, m.totalWords])).toEqual([
      ['2019-03', 1, 100, 50, 150],
      ['2019-04', 2, 40, 60, 100],
      ['2019-05', 1, 7, 3, 10],
    ]);
    expect(data.monthlyStats[0]!.cost).toBeCloseTo(aliceCost, 6);
    expect(data.monthlyStats[1]!.cost).toBeCloseTo(bobCost, 6);
  });

  it('a real answer is recorded as a call of the extractive analyst, at no cost', async () => {
    await env.DB.prepare('DELETE FROM api_calls').run();
    const asker = await signedInUser({ name: 'Real Asker' });
    const res = await call('/api/multi-document-search', { body: { query: 'What is the revenue threshold for Small Business Relief?' }, cookie: asker.cookie });
    expect(res.status).toBe(200);
    const data = await report();
    expect(data.totalApiCalls).toBe(1);
    expect(data.recentCalls[0]).toMatchObject({ userName: 'Real Asker', model: 'extractive', estimatedCost: 0 });
    expect(data.recentCalls[0]!.inputWords).toBeGreaterThan(0);
    expect(JSON.parse(data.recentCalls[0]!.context!)).toMatchObject({
      scope: 'collection',
      question: 'What is the revenue threshold for Small Business Relief?',
    });
    expect(data.estimatedCost).toBe(0);
  });
});
