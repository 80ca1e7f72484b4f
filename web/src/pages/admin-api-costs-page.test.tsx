/** The API cost page against a mocked API: cards, tabs, empty messages, the context viewer, charts, failures and polling. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCostData } from '../../../schema/api/admin-api-costs.ts';
import { json, renderWithProviders, testUser } from '../../test/render-with-providers.tsx';
import { contextSummary } from '../features/admin/api-costs/context-summary.ts';
import { formatCostAed } from '../lib/format.ts';
import { drawChart } from '../features/admin/charts/draw-chart.ts';
import { AdminApiCostsPage } from './admin-api-costs-page.tsx';

// happy-dom has no canvas: the drawing is replaced; the figure, legend and data table are real.
vi.mock('../features/admin/charts/draw-chart.ts', () => ({ drawChart: vi.fn(() => () => undefined) }));

const CONTEXT = JSON.stringify({
  scope: 'collection',
  legislationId: null,
  question: 'What is the revenue threshold for Small Business Relief and until when can it be elected?',
  passages: [
    { n: 1, slug: 'md-73-2023', article: '2' },
    { n: 2, slug: 'md-73-2023', article: '3' },
  ],
  removedCitations: [],
});

const full: ApiCostData = {
  totalApiCalls: 1234,
  totalInputWords: 56_789,
  totalOutputWords: 12_345,
  estimatedCost: 1.98325,
  userBreakdown: [
    {
      userId: 7,
      userName: 'Aisha Rahman',
      userEmail: 'aisha@example.com',
      apiCalls: 1000,
      inputWords: 50_000,
      outputWords: 10_000,
      totalWords: 60_000,
      estimatedCost: 1.65275,
    },
    { userId: null, userName: null, userEmail: null, apiCalls: 234, inputWords: 6_789, outputWords: 2_345, totalWords: 9_134, estimatedCost: 0.0042 },
  ],
  recentCalls: [
    {
      id: 91,
      userName: 'Aisha Rahman',
      model: 'gpt-4o-mini',
      context: CONTEXT,
      inputWords: 120,
      outputWords: 80,
      totalWords: 200,
      estimatedCost: 0.0012,
      timestamp: '2026-11-23T14:05:00.000Z',
    },
    {
      id: 90,
      userName: null,
      model: 'extractive',
      context: null,
      inputWords: 10,
      outputWords: 5,
      totalWords: 15,
      estimatedCost: 0,
      timestamp: '2026-11-22T09:00:00.000Z',
    },
  ],
  monthlyStats: [
    { month: '2026-10', calls: 200, inputWords: 9_000, outputWords: 2_000, totalWords: 11_000, cost: 0.25 },
    { month: '2026-11', calls: 1034, inputWords: 47_789, outputWords: 10_345, totalWords: 58_134, cost: 1.73325 },
  ],
  pricing: { inputAedPerMillionTokens: 0.551, outputAedPerMillionTokens: 2.2035, freeModels: ['extractive'] },
};

const empty: ApiCostData = {
  ...full,
  totalApiCalls: 0,
  totalInputWords: 0,
  totalOutputWords: 0,
  estimatedCost: 0,
  userBreakdown: [],
  recentCalls: [],
  monthlyStats: [],
};

function renderPage(answer: () => Response = () => json({ success: true, data: full })) {
  let calls = 0;
  const view = renderWithProviders(<AdminApiCostsPage />, {
    route: '/admin/api-costs',
    user: testUser({ is_admin: true }),
    fetch: (url) => {
      if (url !== '/api/admin/api-costs') return undefined;
      calls += 1;
      return answer();
    },
  });
  return { ...view, calls: () => calls };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(drawChart).mockClear();
});

describe('API cost formats', () => {
  it('shows every amount with 2 decimals (spec §9), small ones too', () => {
    expect(formatCostAed(1.98325)).toBe('AED 1.98');
    expect(formatCostAed(0.0042)).toBe('AED 0.00');
    expect(formatCostAed(1234.5)).toBe('AED 1,234.50');
    expect(formatCostAed(0)).toBe('AED 0.00');
  });

  it('summarises a call context in a line', () => {
    expect(contextSummary(CONTEXT)).toBe('Collection · “What is the revenue threshold for Small Business Relief and…” · 2 passages');
    expect(contextSummary(JSON.stringify({ scope: 'document', legislationId: 12, question: 'Q?', passages: [{ n: 1 }], removedCitations: [3] }))).toBe(
      'Document #12 · “Q?” · 1 passage · 1 citation(s) removed',
    );
    expect(contextSummary(null)).toBe('No context recorded');
    expect(contextSummary('not json')).toBe('not json');
  });
});

describe('/admin/api-costs', () => {
  it('cards: calls, words and the estimated cost to 2 decimals, and the cost-by-user chart with its data table', async () => {
    renderPage();
    await waitFor(() => expect(card('Total API Calls')).toBe('1,234'));
    expect(card('Input Words')).toBe('56,789');
    expect(card('Output Words')).toBe('12,345');
    expect(card('Estimated Cost')).toBe('AED 1.98');

    const chart = screen.getByRole('figure', { name: 'Estimated cost and calls by user (top 2)' });
    const table = within(chart).getByRole('table', { name: 'Estimated cost and calls by user (top 2)' });
    expect(rowsOf(table).map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Aisha Rahman', 'AED 1.65', '1,000'],
      ['Deleted user', 'AED 0.00', '234'],
    ]);
    await waitFor(() => expect(drawChart).toHaveBeenCalled());
    const spec = vi.mocked(drawChart).mock.calls[0]![1];
    expect(spec.categories).toEqual(['Aisha Rahman', 'Deleted user']);
    expect(spec.series.map((s) => [s.label, s.kind, s.values])).toEqual([
      ['Estimated cost (AED)', 'bar', [1.65275, 0.0042]],
      // Bars side by side: users are categories, and a line between them would draw a trend that is not there (issue 27).
      ['API calls', 'bar', [1000, 234]],
    ]);
    await waitFor(() => expect(chart.querySelector('[data-chart-state]')!.getAttribute('data-chart-state')).toBe('ready'));
  });

  it('User Breakdown: name, email, calls, words and cost per user', async () => {
    renderPage();
    await screen.findByRole('tab', { name: 'User Breakdown' });
    expect(tab('User Breakdown').getAttribute('aria-selected')).toBe('true');
    const rows = rowsOf(within(panel()).getByRole('table'));
    expect([...rows[0]!.children].map((c) => c.textContent)).toEqual(['Aisha Rahman', 'aisha@example.com', '1,000', '50,000', '10,000', '60,000', 'AED 1.65']);
    expect([...rows[1]!.children].map((c) => c.textContent)).toEqual(['Deleted user', '—', '234', '6,789', '2,345', '9,134', 'AED 0.00']);
  });

  it('Recent API Calls: user, model, a readable context with the full JSON in a viewer, words and time', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recent API Calls' }));
    const rows = rowsOf(within(panel()).getByRole('table'));
    const first = rows[0]!;
    expect(within(first).getByText('gpt-4o-mini')).toBeTruthy();
    expect(within(first).getByText(/^Collection · “What is the revenue threshold/)).toBeTruthy();
    expect([...first.children].slice(3).map((c) => c.textContent)).toEqual(['120', '80', '200', '23 Nov 2026, 14:05 UTC']);
    expect(within(rows[1]!).getByText('No context recorded')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'View the full context of call 91' }));
    const dialog = screen.getByRole('dialog', { name: 'Context of call 91' });
    expect(dialog.querySelector('pre')!.textContent).toBe(JSON.stringify(JSON.parse(CONTEXT), null, 2));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Monthly Trends: a chart of calls and cost per month and the table', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Monthly Trends' }));
    const chart = within(panel()).getByRole('figure', { name: 'API calls and estimated cost per month' });
    expect(rowsOf(within(chart).getByRole('table')).map((r) => r.textContent)).toEqual(['Oct 2026200AED 0.25', 'Nov 20261,034AED 1.73']);
    const table = within(panel())
      .getAllByRole('table')
      .find((t) => !chart.contains(t))!;
    expect([...rowsOf(table)[1]!.children].map((c) => c.textContent)).toEqual(['Nov 2026', '1,034', '47,789', '10,345', '58,134', 'AED 1.73']);
    await waitFor(() => expect(vi.mocked(drawChart).mock.calls.some(([, s]) => s.categories.join() === 'Oct 2026,Nov 2026')).toBe(true));
  });

  it('empty data: the spec messages in each tab, and no charts', async () => {
    renderPage(() => json({ success: true, data: empty }));
    await waitFor(() => expect(card('Estimated Cost')).toBe('AED 0.00'));
    expect(within(panel()).getByText('No data available')).toBeTruthy();
    await userEvent.click(tab('Recent API Calls'));
    expect(within(panel()).getByText('No recent calls')).toBeTruthy();
    await userEvent.click(tab('Monthly Trends'));
    expect(within(panel()).getByText('No monthly data')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('a failed read shows the spec message', async () => {
    renderPage(() => new Response('down', { status: 500, statusText: 'Internal Server Error' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load API cost data. Please try again.');
  });

  it.each([401, 403])("a %i shows the 'Admin access required…' card", async (status) => {
    renderPage(() => json({ error: 'Admin access required' }, status));
    expect(await screen.findByRole('heading', { name: 'Admin access required to view this page.' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('polls every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderPage();
    await screen.findByRole('tab', { name: 'User Breakdown' });
    expect(calls()).toBe(1);
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(calls()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(calls()).toBe(2));
  });
});
