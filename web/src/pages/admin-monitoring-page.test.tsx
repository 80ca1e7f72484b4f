/** The monitoring page against a mocked API: the four tabs, the health badges, failures, refusals and polling. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonitoringData, SystemStats } from '../../../schema/api/admin-monitoring.ts';
import { json, renderWithProviders, testUser } from '../../test/render-with-providers.tsx';
import { HealthBadge, healthLabel } from '../features/admin/monitoring/health-badge.tsx';
import { AdminMonitoringPage } from './admin-monitoring-page.tsx';

const NULL_MEMORY = { rss: null, heapUsed: null, heapTotal: null, external: null };
const runtime = { userAgent: 'Cloudflare-Workers', isolateAgeSeconds: 3_725, colo: null, country: null, environment: 'development' };

function monitoring(over: Partial<MonitoringData> = {}): MonitoringData {
  return {
    system: { status: 'healthy', uptime: null, timestamp: '2026-11-23T14:05:09.000Z', memory: NULL_MEMORY, runtime },
    database: { status: 'connected', latencyMs: 3 },
    kv: { status: 'connected', latencyMs: 1 },
    errors: {
      stats: {
        lastHour: 2,
        lastDay: 7,
        total: 31,
        topErrors: [
          { name: 'TypeError', count: 20 },
          { name: 'D1_ERROR', count: 11 },
        ],
      },
      recent: [
        {
          method: 'POST',
          url: 'http://localhost/api/chat',
          statusCode: 500,
          timestamp: '2026-11-23T14:00:00.000Z',
          error: 'Cannot read properties of undefined',
          ip: '203.0.113.9',
          userId: 42,
        },
      ],
    },
    ...over,
  };
}

const stats: SystemStats = {
  users: { total: 12, activeSubscriptions: 5, freeUsers: 7, subscriptionRatePercent: 42 },
  chats: { total: 37, today: 4, averagePerUser: 37 / 12 },
  system: { memory: NULL_MEMORY, platform: null, nodeVersion: null, runtime },
};

function renderPage(answers: { monitoring?: () => Response; stats?: () => Response } = {}) {
  const calls = { monitoring: 0, stats: 0 };
  const view = renderWithProviders(<AdminMonitoringPage />, {
    route: '/admin/monitoring',
    user: testUser({ is_admin: true }),
    fetch: (url) => {
      if (url === '/api/admin/monitoring') {
        calls.monitoring += 1;
        return answers.monitoring?.() ?? json(monitoring());
      }
      if (url === '/api/admin/system-stats') {
        calls.stats += 1;
        return answers.stats?.() ?? json(stats);
      }
      return undefined;
    },
  });
  return { ...view, calls };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
/** The value of the figure labelled `label` in the open tab. */
const figure = (label: string) => within(panel()).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('health badge (spec §4)', () => {
  it.each(['healthy', 'degraded', 'unhealthy', 'connected', 'disconnected'])('shows %s as it is', (status) => {
    expect(healthLabel(status)).toBe(status);
  });

  it.each(['ok', '', null, undefined, 42, 'HEALTHY'])('shows anything else (%s) as Error', (status) => {
    expect(healthLabel(status)).toBe('Error');
    renderWithProviders(<HealthBadge status={status} />);
    expect(screen.getByText('Error')).toBeTruthy();
  });
});

describe('/admin/monitoring', () => {
  it('Overview: status and database badges with latency, users, chats, and what Workers cannot tell', async () => {
    renderPage();
    expect(await screen.findByText('healthy')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Errors', 'Performance', 'Users']);
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
    expect(figure('System Status')).toBe('healthy');
    expect(within(panel()).getByText('Latency 3 ms (SELECT 1)')).toBeTruthy();
    expect(figure('Errors (24h)')).toBe('7');
    await waitFor(() => expect(within(panel()).getByText('5 with active subscriptions')).toBeTruthy());
    expect(within(panel()).getByText('4 today (UTC)')).toBeTruthy();
    expect(within(panel()).getByText(/Isolate age: 1 h 2 min/)).toBeTruthy();
    expect(figure('Uptime')).toContain('Not available on Cloudflare Workers');
    expect(figure('Memory (heap used / total)')).toBe('Not available on Cloudflare Workers');
    expect(within(panel()).getByText('Runtime: Cloudflare-Workers')).toBeTruthy();
  });

  it('an unknown status shows the Error badge', async () => {
    renderPage({
      monitoring: () => json({ ...monitoring(), system: { ...monitoring().system, status: 'rebooting' }, database: { status: 'weird', latencyMs: null } }),
    });
    await waitFor(() => expect(figure('System Status')).toBe('Error'));
    expect(figure('Database (D1)')).toBe('Error');
  });

  it('Errors: counts, top types and recent entries; empty lists say so', async () => {
    renderPage();
    await screen.findByText('healthy');
    await userEvent.click(tab('Errors'));
    expect(figure('Last Hour')).toBe('2');
    expect(figure('Last 24 Hours')).toBe('7');
    expect(figure('Total')).toBe('31');
    const [top, recent] = within(panel()).getAllByRole('table');
    expect(
      within(top!)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['TypeError20', 'D1_ERROR11']);
    const row = within(recent!).getAllByRole('row')[1]!;
    for (const text of ['POST', 'http://localhost/api/chat', '500', 'Cannot read properties of undefined', '203.0.113.9', '42', '23 Nov 2026, 14:00:00 UTC']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
  });

  it('Errors with an empty log', async () => {
    renderPage({ monitoring: () => json(monitoring({ errors: { stats: { lastHour: 0, lastDay: 0, total: 0, topErrors: [] }, recent: [] } })) });
    await screen.findByText('healthy');
    await userEvent.click(tab('Errors'));
    expect(within(panel()).getByText('No errors logged')).toBeTruthy();
    expect(within(panel()).getByText('No recent errors')).toBeTruthy();
  });

  it('Performance: memory, platform and Node version are not available on Workers; the runtime figures are shown', async () => {
    renderPage();
    await screen.findByText('healthy');
    await userEvent.click(tab('Performance'));
    for (const label of ['RSS', 'Heap Used', 'Heap Total', 'External', 'Platform', 'Node Version']) {
      await waitFor(() => expect(figure(label)).toBe('Not available on Cloudflare Workers'));
    }
    expect(figure('Runtime')).toBe('Cloudflare-Workers');
    expect(figure('Isolate Age')).toBe('1 h 2 min');
    expect(figure('Database Latency')).toBe('3 ms');
    expect(figure('Cloudflare Data Centre')).toMatch(/^Not reported/);
    expect(within(panel()).getByText(/runs in V8 isolates/)).toBeTruthy();
  });

  it('Users: totals, free users, today, the average to 1 decimal and the rate as a rounded percent', async () => {
    renderPage();
    await screen.findByText('healthy');
    await userEvent.click(tab('Users'));
    await waitFor(() => expect(figure('Total Users')).toBe('12'));
    expect(figure('Active Subscriptions')).toBe('5');
    expect(figure('Free Users')).toBe('7');
    expect(figure('Total Chats')).toBe('37');
    expect(figure("Today's Chats")).toBe('4');
    expect(figure('Avg Chats per User')).toBe('3.1');
    expect(figure('Subscription Rate')).toBe('42%');
  });

  it('a failed read shows the spec message', async () => {
    renderPage({ monitoring: () => new Response('down', { status: 500, statusText: 'Internal Server Error' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load monitoring data. Please try again.');
  });

  it.each([401, 403])("a %i shows the 'Access Denied' card", async (status) => {
    renderPage({ monitoring: () => json({ error: 'Admin access required' }, status), stats: () => json({ error: 'Admin access required' }, status) });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('polls monitoring every 30 s and system stats every 60 s; Refresh reads both now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderPage();
    await screen.findByText('healthy');
    await waitFor(() => expect(calls).toEqual({ monitoring: 1, stats: 1 }));
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(calls).toEqual({ monitoring: 1, stats: 1 });
    await act(async () => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(calls).toEqual({ monitoring: 2, stats: 1 }));
    await act(async () => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(calls).toEqual({ monitoring: 3, stats: 2 }));

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toEqual({ monitoring: 4, stats: 3 }));
  });
});
