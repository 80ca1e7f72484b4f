/** The newsletter admin page against a mocked API, inside the app's real providers. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES, type AddSubscriberResponse, type NewsletterTestResult } from '../../../schema/api/admin-newsletter.ts';
import { json, renderWithProviders, testUser } from '../../test/render-with-providers.tsx';
import { AdminNewsletterPage } from './admin-newsletter-page.tsx';

const TEST_URL = '/api/admin/beehiiv/test';
const ADD_URL = '/api/admin/beehiiv/add-subscriber';
const admin = testUser({ is_admin: true });

const connected: NewsletterTestResult = {
  connected: true,
  config: { apiKeySet: true, publicationIdSet: true, automationIdsSet: false },
  publicationName: 'UAE CT Briefing',
};
const notConfigured: NewsletterTestResult = {
  connected: false,
  config: { apiKeySet: false, publicationIdSet: false, automationIdsSet: false },
  error: 'Beehiiv is not configured. Set BEEHIIV_API_KEY and BEEHIIV_PUBLICATION_ID.',
};

/** The page with GET /test answering `status` (a function may change it between polls) and POST /add-subscriber answering `add`. */
function renderPage(status: NewsletterTestResult | (() => Response), add?: (body: Record<string, unknown>) => Response) {
  const added: Record<string, unknown>[] = [];
  const view = renderWithProviders(<AdminNewsletterPage />, {
    route: '/admin/beehiiv',
    user: admin,
    fetch: (url, init) => {
      if (url === TEST_URL) return typeof status === 'function' ? status() : json(status);
      if (url === ADD_URL && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        added.push(body);
        return add
          ? add(body)
          : json({ success: true, message: `${String(body.email)} was added to Beehiiv (subscription status: active).` } satisfies AddSubscriberResponse);
      }
      return undefined;
    },
  });
  const testCalls = () => view.fetchMock.mock.calls.filter(([u]) => u === TEST_URL).length;
  return { ...view, added, testCalls };
}

const button = () => screen.getByRole('button', { name: 'Test Add' }) as HTMLButtonElement;
const flag = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition').textContent;

afterEach(() => vi.useRealTimers());

describe('AdminNewsletterPage', () => {
  it('shows the connection and the configuration flags', async () => {
    renderPage(connected);
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter (Beehiiv)' })).toBeTruthy();
    expect(screen.getByText('UAE CT Briefing')).toBeTruthy();
    expect(flag('API key set')).toBe('Yes');
    expect(flag('Publication ID set')).toBe('Yes');
    expect(flag('Automation IDs set (optional)')).toBe('No');
    expect(screen.queryByText(NEWSLETTER_MESSAGES.notConfigured)).toBeNull();
  });

  it('says plainly when Beehiiv is not configured, which settings to set, and keeps Test Add disabled', async () => {
    renderPage(notConfigured);
    expect(await screen.findByText('Not connected')).toBeTruthy();
    const notice = screen.getByText(NEWSLETTER_MESSAGES.notConfigured).closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain('BEEHIIV_API_KEY and BEEHIIV_PUBLICATION_ID');
    expect(notice.textContent).toContain('BEEHIIV_AUTOMATION_IDS');
    expect(flag('API key set')).toBe('No');
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    expect(button().disabled).toBe(true);
  });

  it('shows why a configured newsletter is not connected', async () => {
    renderPage({
      connected: false,
      config: { apiKeySet: true, publicationIdSet: true, automationIdsSet: true },
      error: 'Beehiiv answered 401: Invalid API key (check BEEHIIV_API_KEY)',
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Beehiiv answered 401: Invalid API key (check BEEHIIV_API_KEY)');
    expect(screen.queryByText(NEWSLETTER_MESSAGES.notConfigured)).toBeNull();
    expect(button().disabled).toBe(true);
  });

  it('enables Test Add only with an e-mail, and sends e-mail, source and name', async () => {
    const { added } = renderPage(connected);
    await screen.findByText('Connected');
    expect(button().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Email'), '  ');
    expect(button().disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'test@example.com');
    expect(button().disabled).toBe(false);
    await userEvent.type(screen.getByLabelText('Name (optional)'), 'Test Person');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'pricing');
    await userEvent.click(button());

    expect(await screen.findByText('test@example.com was added to Beehiiv (subscription status: active).')).toBeTruthy();
    expect(added).toEqual([{ email: 'test@example.com', source: 'pricing', name: 'Test Person' }]);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('sends no name when none is given, with the source direct by default', async () => {
    const { added } = renderPage(connected);
    await screen.findByText('Connected');
    await userEvent.type(screen.getByLabelText('Email'), 'bare@example.com');
    await userEvent.click(button());
    await screen.findByText(/was added to Beehiiv/);
    expect(added).toEqual([{ email: 'bare@example.com', source: 'direct' }]);
  });

  it('shows the failure Beehiiv gave and keeps the form filled', async () => {
    renderPage(connected, () => json({ success: false, error: 'Beehiiv answered 500: Something broke' } satisfies AddSubscriberResponse));
    await screen.findByText('Connected');
    await userEvent.type(screen.getByLabelText('Email'), 'test@example.com');
    await userEvent.click(button());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Test add failed');
    expect(alert.textContent).toContain('Beehiiv answered 500: Something broke');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('test@example.com');
  });

  it('shows the server message of a refused test add', async () => {
    renderPage(connected, () => json({ error: 'Please enter a valid email address' }, 400));
    await screen.findByText('Connected');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a valid email address');
  });

  it('re-reads the connection every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = notConfigured;
    const { testCalls } = renderPage(() => json(answer));
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(testCalls()).toBe(1);

    answer = connected;
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(testCalls()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(testCalls()).toBe(2));
    expect(await screen.findByText('Connected')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(testCalls()).toBe(3));
  });

  it.each([401, 403])('shows the admin-access card on a %i', async (status) => {
    renderPage(() => json({ error: 'Admin access required' }, status));
    expect(await screen.findByText('Admin access required to view this page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Test Add' })).toBeNull();
  });

  it('shows a failed read with its message', async () => {
    renderPage(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(NEWSLETTER_MESSAGES.loadFailed);
    expect(alert.textContent).toContain('502 Bad Gateway');
  });
});
