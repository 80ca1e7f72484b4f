/** The admin usage page against a fake admin API, inside the app's real providers. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminChatHistoryRecord, AdminUserRow, AdminUsersResponse } from '../../../schema/api/admin-usage.ts';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { AdminUsagePage } from './admin-usage-page.tsx';

const admin = testUser({ id: 1, name: 'Site Admin', email: 'admin@example.com', is_admin: true });

function userRow(id: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.com`,
    email_verified: true,
    is_admin: false,
    created_at: '2026-11-0' + id + 'T08:00:00.000Z',
    total_words: 100 * id,
    chat_count: 1,
    ...overrides,
  };
}

function chatRecord(id: number, userId: number, overrides: Partial<AdminChatHistoryRecord> = {}): AdminChatHistoryRecord {
  return {
    id,
    user_id: userId,
    user_name: `User ${userId}`,
    user_email: `user${userId}@example.com`,
    title: `Chat ${id}`,
    word_count: 40,
    input_word_count: 10,
    total_word_count: 50,
    created_at: '2026-11-20T09:00:00.000Z',
    api_context: null,
    ...overrides,
  };
}

const CONTEXT = JSON.stringify({ question: 'Is <b>bold</b> taxed?', passages: [{ n: 1, slug: 'ct-law', article: '3' }] });

/** A fake admin API; DELETE removes the user and their chats as the server would, or answers `deleteAnswer`. */
function usageApi(options: { users?: AdminUserRow[]; chats?: AdminChatHistoryRecord[]; truncated?: boolean; deleteAnswer?: Response; refuse?: number } = {}) {
  let users = options.users ?? [
    userRow(1, { name: 'Site Admin', email: 'admin@example.com', is_admin: true, total_words: 0, chat_count: 0 }),
    userRow(2, { name: '' }),
    userRow(3),
  ];
  let chats = options.chats ?? [
    chatRecord(11, 2, { title: '', shareUrl: 'http://localhost/shared/tok-11', api_context: CONTEXT, user_name: '' }),
    chatRecord(12, 3),
  ];
  const handler: FetchHandler = (url, init) => {
    const method = init.method ?? 'GET';
    if (options.refuse && (url === '/api/admin/users' || url === '/api/usage/chat-history')) return json({ error: 'Admin access required' }, options.refuse);
    if (url === '/api/admin/users' && method === 'GET') {
      const summary = {
        totalUsers: users.length,
        activeUsers: new Set(chats.map((c) => c.user_id)).size,
        totalChats: chats.length,
        totalWords: chats.reduce((n, c) => n + c.word_count, 0),
      };
      return json({ success: true, data: users, summary, truncated: false } satisfies AdminUsersResponse);
    }
    if (url === '/api/usage/chat-history') return json({ success: true, data: chats, truncated: options.truncated ?? false });
    const one = url.match(/^\/api\/admin\/users\/(\d+)$/);
    if (one && method === 'DELETE') {
      if (options.deleteAnswer) return options.deleteAnswer;
      const id = Number(one[1]);
      const gone = users.find((u) => u.id === id)!;
      users = users.filter((u) => u.id !== id);
      chats = chats.filter((c) => c.user_id !== id);
      return json({ success: true, deleted: { id, email: gone.email }, invoicesKept: 0 });
    }
    return undefined;
  };
  return handler;
}

const renderPage = (fetch: FetchHandler) => renderWithProviders(<AdminUsagePage />, { route: '/admin/usage', user: admin, fetch });
/** The stat cards come first; the user cards below lg repeat 'Total Words' as a field name. */
const tile = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminUsagePage', () => {
  it('shows the stat cards and the users, with No Name and no Delete on the admin’s own row', async () => {
    renderPage(usageApi());
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Usage Analytics' })).toBeTruthy();
    expect(tile('Total Users')).toBe('3');
    expect(tile('Active Users')).toBe('2');
    expect(tile('Total Chats')).toBe('2');
    expect(tile('Total Words')).toBe('80');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('No Name')).toBeTruthy();
    expect(within(rows[1]!).getByText('user2@example.com')).toBeTruthy();
    expect(within(rows[2]!).getByText('300')).toBeTruthy();
    expect(within(rows[2]!).getByText('3 November 2026')).toBeTruthy();
    const own = within(rows[0]!).getByRole('button', { name: 'Delete admin@example.com' }) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    expect(own.getAttribute('aria-describedby') && document.getElementById(own.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You cannot delete the account you are signed in with.',
    );
    expect((within(rows[1]!).getByRole('button', { name: 'Delete user2@example.com' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('switches to Chat History with the keyboard and shows titles, words, share links and the API context as text', async () => {
    const user = userEvent.setup();
    renderPage(usageApi());
    await screen.findByRole('table');
    const usersTab = screen.getByRole('tab', { name: 'Users (3)' });
    usersTab.focus();
    await user.keyboard('{ArrowRight}');
    const historyTab = screen.getByRole('tab', { name: 'Chat History (2)' });
    expect(historyTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(historyTab);

    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Untitled Chat')).toBeTruthy();
    expect(within(first!).getByText('No Name')).toBeTruthy();
    expect(within(first!).getByText('user2@example.com')).toBeTruthy();
    expect(within(first!).getByText('40')).toBeTruthy();
    expect(within(first!).getByText('10')).toBeTruthy();
    expect(within(first!).getByText('50')).toBeTruthy();
    const link = within(first!).getByRole('link', { name: 'Share link of chat 11' });
    expect(link.getAttribute('href')).toBe('http://localhost/shared/tok-11');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(second!).getByText('Chat 12')).toBeTruthy();
    expect(within(second!).getAllByText('None')).toHaveLength(2); // no share link, no API context

    await user.click(within(first!).getByRole('button', { name: 'API context of chat 11: view' }));
    const dialog = await screen.findByRole('dialog', { name: 'API context of chat 11' });
    const pre = dialog.querySelector('pre')!;
    expect(pre.textContent).toBe(JSON.stringify(JSON.parse(CONTEXT), null, 2));
    expect(pre.querySelector('b')).toBeNull(); // text, never HTML
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the chat history is cut to the latest conversations', async () => {
    const user = userEvent.setup();
    renderPage(usageApi({ truncated: true }));
    await user.click(await screen.findByRole('tab', { name: /Chat History/ }));
    expect(await screen.findByText('Showing the latest 500 conversations')).toBeTruthy();
  });

  it('deletes a user after the confirmation: they and their chats leave the lists and a toast says so', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage(usageApi());
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Delete user2@example.com' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('user2@example.com');
    expect(text).toContain('This cannot be undone');
    expect(text).toContain('removes all their chats and monthly usage');
    expect(text).toContain('invoices are kept');
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toBe(false);

    await user.click(within(table).getByRole('button', { name: 'Delete user2@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete User' }));

    expect(await screen.findByText('User user2@example.com deleted successfully')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('user2@example.com')).toBeNull());
    expect(fetchMock.mock.calls.filter(([u, init]) => u === '/api/admin/users/2' && (init as RequestInit).method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(tile('Total Users')).toBe('2'));
    expect(screen.getByRole('tab', { name: 'Chat History (1)' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Chat History (1)' }));
    const history = await screen.findByRole('table');
    expect(within(history).queryByText('Untitled Chat')).toBeNull();
    expect(within(history).getByText('Chat 12')).toBeTruthy();
  });

  it.each([
    [
      'the server’s reason',
      json({ error: 'You cannot delete your own account while signed in as it' }, 409),
      'Failed to delete user: You cannot delete your own account while signed in as it',
    ],
    ['the generic text on a server error', json({ error: 'Internal server error' }, 500), 'Failed to delete user. Please try again.'],
  ])('reports a failed deletion with %s', async (_, answer, message) => {
    const user = userEvent.setup();
    renderPage(usageApi({ deleteAnswer: answer }));
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Delete user3@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('user3@example.com')).toBeTruthy();
  });

  it.each([401, 403])('shows the admin access card on %i', async (status) => {
    renderPage(usageApi({ refuse: status }));
    expect(await screen.findByText('Admin access required to view this page.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
