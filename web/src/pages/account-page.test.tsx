/** The account page against a mocked API, inside the app's real providers. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistoryItem, ChatMessageDto, SubscriptionStatus } from '../../../schema/api/account.ts';
import type { BillingCurrent } from '../../../schema/api/billing.ts';
import type { NumeralSystem, UiLanguage } from '../../../schema/ui-language.ts';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { CT_LAW_TITLE, testCitation, welcomeBilling } from '../../test/fixtures.ts';
import { billingBannerState } from '../features/billing/components/billing-banner.tsx';
import { AccountPage } from './account-page.tsx';

function chat(id: number, overrides: Partial<ChatHistoryItem> = {}): ChatHistoryItem {
  return {
    id,
    title: `Conversation ${id}`,
    created_at: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
    word_count: 100 * id,
    legislation_id: null,
    kind: 'collection',
    messages: [],
    ...overrides,
  };
}

const billing: BillingCurrent = welcomeBilling;

const shareUrlOf = (id: number) => `http://localhost/shared/token-of-chat-${id}`;

/** What GET /api/account/chat/:id gives for every chat here: one question and its cited answer. */
const savedMessages: ChatMessageDto[] = [
  { role: 'user', content: 'Who can elect Small Business Relief?', created_at: '2026-11-20T09:00:00.000Z', citations: [] },
  {
    role: 'assistant',
    content: 'A resident person below the threshold [1].',
    created_at: '2026-11-20T09:00:05.000Z',
    citations: [testCitation({ heading: 'Small Business Relief' })],
  },
];

/** A fake account API holding `chats`; DELETE removes them as the server would. */
function accountApi(initial: ChatHistoryItem[], extra?: FetchHandler) {
  let chats = [...initial];
  const handler: FetchHandler = (url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    if (url === '/api/account/chat-history' && method === 'GET') return json({ success: true, data: chats });
    if (url === '/api/account/chat-history' && method === 'DELETE') {
      const deleted = chats.length;
      chats = [];
      return json({ success: true, deleted });
    }
    const one = url.match(/^\/api\/account\/chat\/(\d+)$/);
    if (one && method === 'DELETE') {
      chats = chats.filter((c) => c.id !== Number(one[1]));
      return json({ success: true, deleted: 1 });
    }
    if (one && method === 'GET') {
      const found = chats.find((c) => c.id === Number(one[1]));
      return found ? json({ success: true, data: { ...found, messages: savedMessages } }) : json({ success: false, error: 'Chat not found' }, 404);
    }
    // Sharing publishes (or finds) the live link, which the list then shows; revoking removes it.
    if (url === '/api/create-share-link' && method === 'POST') {
      const id = Number((JSON.parse(init.body as string) as { sessionId: string }).sessionId.slice(5));
      chats = chats.map((c) => (c.id === id ? { ...c, shareUrl: c.shareUrl ?? shareUrlOf(id) } : c));
      return json({ success: true, shareUrl: shareUrlOf(id), created: true });
    }
    const share = url.match(/^\/api\/account\/chat\/(\d+)\/share$/);
    if (share && method === 'DELETE') {
      chats = chats.map((c) => (c.id === Number(share[1]) ? { ...c, shareUrl: undefined } : c));
      return json({ success: true, revoked: 1 });
    }
    if (url === '/api/account/summary') {
      return json({ success: true, data: { totalConversations: chats.length, totalWords: chats.reduce((n, c) => n + c.word_count, 0), thisMonthChats: 2 } });
    }
    if (url === '/api/billing/current') return json({ success: true, data: billing });
    if (url === '/api/billing/events') return json({ success: true, data: { month: '2026-11', events: [] } });
    if (url === '/api/billing/invoices') return json({ success: true, data: [] });
    if (url === '/api/stripe/subscription-status')
      return json({ status: 'inactive', plan: 'free', current_period_end: null, word_limit: null } satisfies SubscriptionStatus);
    if (url === '/api/auth/logout') return json({ success: true, message: 'Logged out' });
    return undefined;
  };
  return handler;
}

function renderAccount(options: { user?: ReturnType<typeof testUser> | null; fetch?: FetchHandler; language?: UiLanguage; numerals?: NumeralSystem }) {
  return renderWithProviders(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="/login" element={<p>Login screen</p>} />
    </Routes>,
    { route: '/account', user: options.user ?? null, fetch: options.fetch, language: options.language, numerals: options.numerals },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

const calls = (fetchMock: ReturnType<typeof vi.fn>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method).length;

describe('AccountPage signed out', () => {
  it('asks the visitor to log in', async () => {
    renderAccount({ user: null });
    expect(await screen.findByRole('heading', { name: 'Account Access Required' })).toBeTruthy();
    expect(screen.getByText('Please log in to view your account details.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });
});

describe('AccountPage signed in', () => {
  it('shows the welcome line, e-mail, counts and the 5 most recent conversations with View All', async () => {
    const chats = [1, 2, 3, 4, 5, 6].map((id) => chat(id));
    chats[0] = chat(1, { shareUrl: 'http://localhost/shared/tok-1' });
    renderAccount({ user: testUser(), fetch: accountApi(chats) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Aisha Rahman!' })).toBeTruthy();
    expect(screen.getByText('aisha@example.com')).toBeTruthy();
    expect(await screen.findByText('6 conversations · 2,100 words')).toBeTruthy();
    const stats = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stats('Total Conversations')).toBe('6');
    expect(stats('Total Words')).toBe('2,100');
    expect(stats('This Month Chats')).toBe('2');
    expect(screen.getByRole('link', { name: 'Start a New Chat' }).getAttribute('href')).toBe('/');

    const recent = screen.getByRole('region', { name: 'Recent Conversations' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recent).queryByText('Conversation 6')).toBeNull();
    expect(within(recent).getByRole('link', { name: 'Continue: Conversation 2' }).getAttribute('href')).toBe('/chat/2');
    // Share only where a link exists.
    expect(within(recent).getByRole('button', { name: 'Share: Conversation 1' })).toBeTruthy();
    expect(within(recent).queryByRole('button', { name: 'Share: Conversation 2' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    const historyTab = screen.getByRole('tab', { name: 'Chat History (6)' });
    expect(historyTab.getAttribute('aria-selected')).toBe('true');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByRole('columnheader', { name: 'Share Link' })).toBeTruthy();
    expect(within(table).getAllByText('None')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Delete All' })).toBeTruthy();
  });

  it('has no View All with 5 conversations or fewer, and an empty state with none', async () => {
    const { unmount } = renderAccount({ user: testUser(), fetch: accountApi([chat(1), chat(2)]) });
    expect(await screen.findByText('Conversation 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull();
    unmount();

    renderAccount({ user: testUser(), fetch: accountApi([]) });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Your First Chat' }).getAttribute('href')).toBe('/');
  });

  it('deletes one conversation after a confirmation naming it, then reloads the list', async () => {
    const { fetchMock } = renderAccount({ user: testUser(), fetch: accountApi([chat(1), chat(2)]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Conversation 2' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Conversation' });
    expect(dialog.textContent).toContain('“Conversation 2”');
    expect(dialog.textContent).toContain('cannot be undone');
    expect(calls(fetchMock, 'DELETE', '/api/account/chat/2')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Conversation Deleted')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/api/account/chat/2')).toBe(1);
    await waitFor(() => expect(screen.queryByText('Conversation 2')).toBeNull());
    expect(screen.getByText('Conversation 1')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { fetchMock } = renderAccount({ user: testUser(), fetch: accountApi([chat(1)]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Conversation 1' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
  });

  it('reports a refused deletion with the server error', async () => {
    const refuse: FetchHandler = (url, init) =>
      init.method === 'DELETE' && url.startsWith('/api/account/chat/') ? json({ success: false, error: 'Chat not found' }, 404) : undefined;
    renderAccount({ user: testUser(), fetch: accountApi([chat(1)], refuse) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Conversation 1' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeTruthy();
    expect(screen.getByText('Chat not found')).toBeTruthy();
  });

  it('deletes all conversations after a confirmation giving the count', async () => {
    const { fetchMock } = renderAccount({ user: testUser(), fetch: accountApi([chat(1), chat(2), chat(3)]) });
    await userEvent.click(await screen.findByRole('tab', { name: 'Chat History (3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete All' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete All Conversations' });
    expect(dialog.textContent).toContain('all 3 conversations');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByText('All Conversations Deleted')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/api/account/chat-history')).toBe(1);
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  it('Share on a recent conversation asks for the live link, copies it, shows Copied! and a toast; says so when copying fails', async () => {
    const url = shareUrlOf(1);
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    const user = userEvent.setup();
    const { fetchMock } = renderAccount({ user: testUser(), fetch: accountApi([chat(1, { shareUrl: url })]) });
    // user-event installs its own clipboard on setup; replace it with one that can fail.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const share = await screen.findByRole('button', { name: 'Share: Conversation 1' });
    await user.click(share);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(calls(fetchMock, 'POST', '/api/create-share-link')).toBe(1);
    await waitFor(() => expect(share.textContent).toBe('Copied!'));
    expect(screen.getByText('Share link copied to clipboard')).toBeTruthy();

    await user.click(share);
    expect(await screen.findByText('Copy Failed')).toBeTruthy();
    expect(screen.getByText(`Please copy manually: ${url}`)).toBeTruthy();
  });

  it('Chat History: Share publishes a conversation, which then shows Copy Link and Revoke in its Share Link column', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { fetchMock } = renderAccount({ user: testUser(), fetch: accountApi([chat(1), chat(2, { shareUrl: shareUrlOf(2) })]) });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('tab', { name: 'Chat History (2)' }));
    const table = screen.getByRole('table');
    const row = (title: string) => within(table).getByRole('rowheader', { name: title }).closest('tr')!;

    // Shared: Copy Link and Revoke, no Share action. Not shared: 'None' and a Share action.
    expect(within(row('Conversation 2')).getByRole('button', { name: 'Copy Link: Conversation 2' })).toBeTruthy();
    expect(within(row('Conversation 2')).getByRole('button', { name: 'Revoke: Conversation 2' })).toBeTruthy();
    expect(within(row('Conversation 2')).queryByRole('button', { name: 'Share: Conversation 2' })).toBeNull();
    expect(within(row('Conversation 1')).getByText('None')).toBeTruthy();
    expect(within(row('Conversation 1')).getByRole('button', { name: 'Export: Conversation 1' })).toBeTruthy();
    // The cards of small screens carry the same controls.
    const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
    expect(within(card('Conversation 2')).getByRole('button', { name: 'Copy Link: Conversation 2' })).toBeTruthy();
    expect(within(card('Conversation 2')).getByRole('button', { name: 'Revoke: Conversation 2' })).toBeTruthy();
    expect(within(card('Conversation 1')).getByText('None')).toBeTruthy();
    expect(within(card('Conversation 1')).getByRole('button', { name: 'Share: Conversation 1' })).toBeTruthy();
    expect(within(card('Conversation 1')).getByRole('button', { name: 'Export: Conversation 1' })).toBeTruthy();

    await user.click(within(row('Conversation 1')).getByRole('button', { name: 'Share: Conversation 1' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shareUrlOf(1)));
    expect(JSON.parse((fetchMock.mock.calls.find(([u]) => u === '/api/create-share-link')![1] as RequestInit).body as string)).toMatchObject({
      sessionId: 'chat-1',
      title: 'Conversation 1',
    });
    // The list reloads: the new link has its column.
    expect(await within(row('Conversation 1')).findByRole('button', { name: 'Copy Link: Conversation 1' })).toBeTruthy();
    expect(within(table).queryByText('None')).toBeNull();
  });

  it('Revoke asks first (Escape or Cancel keep the link), then revokes every live link and the column says None', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAccount({ user: testUser(), fetch: accountApi([chat(1, { shareUrl: shareUrlOf(1) })]) });
    await user.click(await screen.findByRole('tab', { name: 'Chat History (1)' }));
    const table = screen.getByRole('table');
    const revoke = within(table).getByRole('button', { name: 'Revoke: Conversation 1' });
    expect(revoke.getAttribute('aria-haspopup')).toBe('dialog');

    // Keyboard: the dialog opens from Enter, focus starts on Cancel, Escape closes it and gives focus back.
    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Revoke share link?' });
    expect(dialog.textContent).toContain('Anyone opening the link will see Conversation Not Found. This cannot be undone.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(revoke);
    await user.click(revoke);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'DELETE', '/api/account/chat/1/share')).toBe(0);

    await user.click(revoke);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Share Link Revoked')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/api/account/chat/1/share')).toBe(1);
    expect(await within(table).findByText('None')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Export downloads the saved conversation as Markdown with its numbered sources', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const { fetchMock } = renderAccount({ user: testUser(), fetch: accountApi([chat(1, { title: 'Small Business Relief?' })]) });
    await user.click(await screen.findByRole('tab', { name: 'Chat History (1)' }));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Export: Small Business Relief?' }));

    await waitFor(() => expect(downloads).toEqual(['small-business-relief.md blob:export']));
    expect(calls(fetchMock, 'GET', '/api/account/chat/1')).toBe(1);
    const text = await blobs[0]!.text();
    expect(text).toContain('# Small Business Relief?');
    expect(text).toContain('## Question\n\nWho can elect Small Business Relief?');
    expect(text).toContain(`[1] ${CT_LAW_TITLE}, Article (21): Small Business Relief — ${window.location.origin}/legislation/12#article-21`);
    expect(text.trimEnd().endsWith('For tax research purposes only. Always consult with a qualified tax advisor')).toBe(true);
  });

  it('logs out only after confirmation, then goes to /login', async () => {
    const { fetchMock } = renderAccount({ user: testUser(), fetch: accountApi([]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log Out' });
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    expect(calls(fetchMock, 'POST', '/api/auth/logout')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/auth/logout')).toBe(1);
  });

  it('shows the usage card with the welcome credits, and the free plan without a card', async () => {
    renderAccount({ user: testUser(), fetch: accountApi([]) });
    await userEvent.click(await screen.findByRole('tab', { name: 'Monthly Usage' }));
    expect(await screen.findByText('Welcome credits active')).toBeTruthy();
    expect(
      screen.getByText(/You have 1 free chat and 2 free follow-ups left\. After that: AED 5 per chat or multi-document search, AED 2 per follow-up question\./),
    ).toBeTruthy();
    expect(screen.getAllByText('AED 0.00').length).toBeGreaterThan(0);

    expect(await screen.findByText('No AI answers this month yet.')).toBeTruthy();
    expect(screen.getByText(/No invoices yet\./)).toBeTruthy();
    // No card yet: the banner says where to add one.
    expect(screen.getByRole('link', { name: 'Set up a payment method' }).getAttribute('href')).toBe('/payment-setup');

    await userEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText('Pay-as-you-go')).toBeTruthy();
    expect(screen.getByText('No card is set up for this account yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enable usage-based billing' }).getAttribute('href')).toBe('/payment-setup');
  });

  it('says when the billing data cannot be loaded', async () => {
    const fail: FetchHandler = (url) => (url === '/api/billing/current' ? json({ error: 'boom' }, 500) : undefined);
    renderAccount({ user: testUser(), fetch: accountApi([], fail) });
    await userEvent.click(await screen.findByRole('tab', { name: 'Monthly Usage' }));
    expect(await screen.findByText('Unable to load billing data')).toBeTruthy();
  });
});

describe('billingBannerState', () => {
  it('prefers remaining welcome credits, then paid usage, else ready to use', () => {
    expect(billingBannerState(billing)).toBe('welcome');
    expect(billingBannerState({ ...billing, hasWelcomeCredits: false })).toBe('ready');
    expect(billingBannerState({ ...billing, hasWelcomeCredits: false, totalCostFils: 500, totalCost: 5 })).toBe('paid');
    expect(billingBannerState({ ...billing, hasWelcomeCredits: false, isOverFreeLimit: true })).toBe('paid');
    // An unpaid invoice stops paid answers: it comes before everything else.
    expect(billingBannerState({ ...billing, failedInvoice: { id: 1, totalFils: 2500, failureMessage: null } })).toBe('failed');
  });
});

describe('AccountPage in Arabic', () => {
  it('shows the welcome line, counts, tiles, dates and tabs in Arabic with Arabic-Indic digits, and asks before deleting', async () => {
    const chats = [1, 2, 3, 4, 5, 6].map((id) => chat(id));
    renderAccount({ user: testUser(), fetch: accountApi(chats), language: 'ar', numerals: 'arab' });

    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا بعودتك، Aisha Rahman!' })).toBeTruthy();
    expect(screen.getByText('البريد الإلكتروني للحساب:')).toBeTruthy();
    expect(await screen.findByText('٦ محادثات · ٢٬١٠٠ كلمة')).toBeTruthy();
    const stats = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stats('إجمالي المحادثات')).toBe('٦');
    expect(stats('إجمالي الكلمات')).toBe('٢٬١٠٠');
    expect(stats('محادثات هذا الشهر')).toBe('٢');
    expect(screen.getByRole('tablist', { name: 'أقسام الحساب' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'نظرة عامة' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'الاستخدام الشهري' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'الاشتراك' })).toBeTruthy();
    expect(document.title).toContain('حسابي');

    const recent = screen.getByRole('region', { name: 'أحدث المحادثات' });
    // Conversation 1: 11 November 2026, 100 words.
    expect(within(recent).getByText('١١ نوفمبر ٢٠٢٦ · ١٠٠ كلمة')).toBeTruthy();
    expect(within(recent).getByText('١٥ نوفمبر ٢٠٢٦ · ٥٠٠ كلمة')).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'متابعة: Conversation 2' }).getAttribute('href')).toBe('/chat/2');

    await userEvent.click(screen.getByRole('button', { name: 'عرض الكل' }));
    expect(screen.getByRole('tab', { name: 'سجل المحادثات (٦)' }).getAttribute('aria-selected')).toBe('true');
    const table = screen.getByRole('table');
    for (const column of ['المحادثة', 'التاريخ', 'الكلمات', 'رابط المشاركة', 'الإجراءات'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy();
    expect(within(table).getAllByText('لا يوجد')).toHaveLength(6);

    await userEvent.click(screen.getByRole('button', { name: 'حذف الكل' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف جميع المحادثات' });
    expect(dialog.textContent).toContain('هل تريد بالتأكيد حذف جميع المحادثات الـ٦؟ لا يمكن التراجع عن هذا الإجراء.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف الكل' }));
    expect(await screen.findByText('تم حذف جميع المحادثات')).toBeTruthy();
    expect(await screen.findByText('لا توجد محادثات بعد')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ابدأ محادثتك الأولى' }).getAttribute('href')).toBe('/');
  });

  it('asks to delete one conversation in Arabic', async () => {
    renderAccount({ user: testUser(), fetch: accountApi([chat(1), chat(2)]), language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'حذف: Conversation 2' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف المحادثة' });
    expect(dialog.textContent).toContain('هل تريد بالتأكيد حذف «Conversation 2»؟ لا يمكن التراجع عن هذا الإجراء.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف «Conversation 2».')).toBeTruthy();
  });

  it('asks a signed-out visitor to log in, in Arabic', async () => {
    renderAccount({ user: null, language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'يلزم تسجيل الدخول إلى الحساب' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' }).getAttribute('href')).toBe('/login');
  });
});
