/**
 * GET /api/admin/monitoring and GET /api/admin/system-stats inside workerd on the real migrations:
 * who may call them, real D1 and KV probes, the error log's figures, the user and conversation
 * counts, and null (never invented) for what a Worker has no figure for.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringData, SystemStats } from '../../schema/api/admin-monitoring.ts';
import { AUTH_MESSAGES } from '../../schema/api/auth-messages.ts';
import { createDb, type Db } from '../src/db/client.ts';
import { monitoringData } from '../src/services/admin/monitoring-service.ts';
import { call, signedInUser } from './helpers.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;
let admin: User;

beforeAll(async () => {
  admin = await signedInUser({ name: 'Monitoring Admin' });
  // An administrator by the users.is_admin flag (the other way in besides ADMIN_EMAILS).
  await env.DB.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').bind(admin.user.id).run();
});

const NULL_MEMORY = { rss: null, heapUsed: null, heapTotal: null, external: null };
const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();

async function logError(name: string, createdAt: string, extra: { url?: string; message?: string; userId?: number | null } = {}) {
  await env.DB.prepare('INSERT INTO error_log (method, url, status_code, error_name, message, ip, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind('POST', extra.url ?? 'http://localhost/api/x', 500, name, extra.message ?? `${name} happened`, '203.0.113.9', extra.userId ?? null, createdAt)
    .run();
}

describe('who may read the monitoring endpoints', () => {
  for (const path of ['/api/admin/monitoring', '/api/admin/system-stats']) {
    it(`${path}: 401 signed out, 403 for a user, 200 for an admin`, async () => {
      expect((await call(path)).status).toBe(401);
      const user = await signedInUser();
      const refused = await call(path, { cookie: user.cookie });
      expect(refused.status).toBe(403);
      expect(refused.json.error).toBe(AUTH_MESSAGES.adminRequired);
      const ok = await call(path, { cookie: admin.cookie });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('no-store');
    });
  }
});

describe('GET /api/admin/monitoring', () => {
  it('probes D1 and KV for real, and sends null for what Workers cannot measure', async () => {
    const res = await call('/api/admin/monitoring', { cookie: admin.cookie });
    const data = res.json as unknown as MonitoringData;
    expect(data.system.status).toBe('healthy');
    expect(data.database.status).toBe('connected');
    expect(typeof data.database.latencyMs).toBe('number');
    expect(data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(data.kv).toMatchObject({ status: 'connected' });
    expect(typeof data.kv.latencyMs).toBe('number');
    expect(data.system.memory).toEqual(NULL_MEMORY);
    expect(data.system.uptime).toBeNull();
    expect(Date.parse(data.system.timestamp)).not.toBeNaN();
    expect(data.system.runtime).toMatchObject({ userAgent: 'Cloudflare-Workers', environment: 'test' });
    expect(data.system.runtime.isolateAgeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('counts the error log: last hour, last 24 hours, total, the top 5 names, the newest entries', async () => {
    await env.DB.prepare('DELETE FROM error_log').run();
    // Six names with 6, 5, 4, 3, 2 and 1 entries: the sixth is not in the top 5.
    const names = ['TypeError', 'D1_ERROR', 'RangeError', 'SyntaxError', 'ConfigError', 'AbortError'];
    let n = 0;
    for (const [i, name] of names.entries()) {
      for (let k = 0; k < 6 - i; k += 1) {
        n += 1;
        // Spread over three ranges: 5 in the last hour, 9 more in the last day, 7 older.
        const age = n <= 5 ? 60_000 * n : n <= 14 ? 3_600_000 * (n - 3) : 86_400_000 * (n - 13);
        await logError(name, isoAgo(age));
      }
    }
    await logError('TypeError', isoAgo(1_000), { url: 'http://localhost/api/newest', message: 'Cannot read properties of undefined', userId: admin.user.id });

    const data = (await call('/api/admin/monitoring', { cookie: admin.cookie })).json as unknown as MonitoringData;
    expect(data.errors!.stats).toEqual({
      lastHour: 6,
      lastDay: 15,
      total: 22,
      topErrors: [
        { name: 'TypeError', count: 7 },
        { name: 'D1_ERROR', count: 5 },
        { name: 'RangeError', count: 4 },
        { name: 'SyntaxError', count: 3 },
        { name: 'ConfigError', count: 2 },
      ],
    });
    expect(data.errors!.recent).toHaveLength(20);
    expect(data.errors!.recent[0]).toEqual({
      method: 'POST',
      url: 'http://localhost/api/newest',
      statusCode: 500,
      timestamp: expect.any(String),
      error: 'Cannot read properties of undefined',
      ip: '203.0.113.9',
      userId: admin.user.id,
    });
    const times = data.errors!.recent.map((e) => e.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a KV that does not answer degrades; a database that does not answer is unhealthy, with no error figures', async () => {
    const deps = { db: createDb(env.DB), environment: 'test', location: { colo: 'DXB', country: 'AE' }, now: () => new Date() };
    const downKv = { get: () => Promise.reject(new Error('KV unavailable')) } as unknown as KVNamespace;
    const degraded = await monitoringData({ ...deps, kv: downKv });
    expect(degraded.system.status).toBe('degraded');
    expect(degraded.kv).toEqual({ status: 'disconnected', latencyMs: null, error: 'KV unavailable' });
    expect(degraded.database.status).toBe('connected');
    expect(degraded.system.runtime).toMatchObject({ colo: 'DXB', country: 'AE' });

    const downDb = { all: () => Promise.reject(new Error('D1_ERROR: database unavailable')) } as unknown as Db;
    const unhealthy = await monitoringData({ ...deps, db: downDb, kv: env.SHARES });
    expect(unhealthy.system.status).toBe('unhealthy');
    expect(unhealthy.database).toMatchObject({ status: 'disconnected', latencyMs: null });
    expect(unhealthy.errors).toBeNull();
  });
});

describe('GET /api/admin/system-stats', () => {
  it('counts users, active Professional subscriptions (not pay-as-you-go, not ended ones) and conversations, today in UTC', async () => {
    // Other test files' users and conversations share the database: the figures are exact against those
    // read before this test adds its own.
    const stats = async () => (await call('/api/admin/system-stats', { cookie: admin.cookie })).json as unknown as SystemStats;
    const before = await stats();
    const usage = await signedInUser({ name: 'Usage Based' });
    const legacy = await signedInUser({ name: 'Legacy Plan' });
    const setPlan = (u: User, plan: string) =>
      env.DB.prepare('INSERT INTO billing_accounts (user_id, plan) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET plan = excluded.plan')
        .bind(u.user.id, plan)
        .run();
    await setPlan(usage, 'usage_based');
    await setPlan(legacy, 'professional');
    await setPlan(admin, 'free');
    const subscription = (u: User, status: string) =>
      env.DB.prepare(
        "INSERT INTO subscriptions (user_id, provider, provider_subscription_id, provider_customer_id, status) VALUES (?, 'test', ?, 'cus_test_stats', ?)",
      )
        .bind(u.user.id, `sub_test_stats_${u.user.id}_${status}`, status)
        .run();
    await subscription(legacy, 'active');
    // Over: neither counts.
    await subscription(usage, 'canceled');
    await subscription(admin, 'incomplete_expired');

    const midnight = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    const justBefore = new Date(Date.parse(midnight) - 1).toISOString();
    const chat = (u: User, createdAt: string) =>
      env.DB.prepare("INSERT INTO chats (user_id, kind, title, created_at) VALUES (?, 'collection', 'A chat', ?)").bind(u.user.id, createdAt).run();
    await chat(usage, midnight);
    await chat(usage, new Date().toISOString());
    await chat(legacy, new Date().toISOString());
    await chat(legacy, justBefore);
    await chat(admin, '2020-01-01T10:00:00.000Z');

    const data = await stats();
    // Two users more, of whom one (the Professional subscription) subscribes; five conversations, three of them today.
    const users = before.users.total + 2;
    const subscribed = before.users.activeSubscriptions + 1;
    const chats = before.chats.total + 5;
    expect(data.users).toEqual({
      total: users,
      activeSubscriptions: subscribed,
      freeUsers: users - subscribed,
      subscriptionRatePercent: Math.round((subscribed / users) * 100),
    });
    expect(data.chats.total).toBe(chats);
    expect(data.chats.today).toBe(before.chats.today + 3);
    expect(data.chats.averagePerUser).toBeCloseTo(chats / users, 10);
    expect(data.system).toMatchObject({ memory: NULL_MEMORY, platform: null, nodeVersion: null });
    expect(data.system.runtime.userAgent).toBe('Cloudflare-Workers');
  });
});
