/** The chat page against a fake API (spec §2 "Chat page", §4 "Chat", §5 chat input, §8 "Chat"). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistoryItem } from '../../../schema/api/account.ts';
import type { BillingCurrent } from '../../../schema/api/billing.ts';
import type { LegislationDetail } from '../../../schema/api/legislation.ts';
import type { ChatReplyResponse, Citation } from '../../../schema/api/research.ts';
import type { NumeralSystem, UiLanguage } from '../../../schema/ui-language.ts';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { CT_LAW_TITLE as TITLE, testCitation, welcomeBilling } from '../../test/fixtures.ts';
import { openSseResponse, sseResponse } from '../../test/sse.ts';
import { ChatPage } from './chat-page.tsx';

const CHAT_URL = '/api/chat/stream';

const doc = (overrides: Partial<LegislationDetail> = {}) =>
  ({ id: 12, title: TITLE, original_text: 'Article 1 ...', text: 'Article 1 ...', has_text: true, ...overrides }) as LegislationDetail;

const citation: Citation = testCitation({ heading: 'Small Business Relief' });

function reply(overrides: Partial<ChatReplyResponse> = {}): ChatReplyResponse {
  const text = 'A resident person may elect Small Business Relief [1].';
  return {
    success: true,
    message: text,
    response: text,
    sessionId: 'chat-77',
    chatId: 77,
    word_count: 9,
    citations: [citation],
    removed_citations: [],
    analyst: 'extractive',
    model: 'extractive',
    ...overrides,
  };
}

function savedChat(overrides: Partial<ChatHistoryItem> = {}): ChatHistoryItem {
  return {
    id: 7,
    title: 'Small Business Relief',
    created_at: '2026-11-20T09:00:00.000Z',
    word_count: 120,
    legislation_id: 12,
    kind: 'document',
    original_text: 'Article 1 ...',
    messages: [
      { role: 'user', content: 'Who can elect Small Business Relief?', created_at: '2026-11-20T09:00:00.000Z', citations: [] },
      {
        role: 'assistant',
        content: 'A resident person whose revenue is below the threshold [1].',
        created_at: '2026-11-20T09:00:05.000Z',
        citations: [citation],
      },
    ],
    ...overrides,
  };
}

const billing: BillingCurrent = welcomeBilling;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function api(extra: FetchHandler): FetchHandler {
  return (url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/billing/current') return json({ success: true, data: billing });
    if (url === '/api/legislation/12') return json(doc());
    if (url === '/api/auth/logout') return json({ success: true });
    return undefined;
  };
}

function renderChat(
  route: string,
  {
    user = testUser(),
    fetch = api(() => undefined),
    language = 'en',
    numerals = 'latn',
  }: { user?: ReturnType<typeof testUser> | null; fetch?: FetchHandler; language?: UiLanguage; numerals?: NumeralSystem } = {},
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/chat/:chatId?" element={<ChatPage />} />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>
      <Where />
    </>,
    { route, user, fetch, language, numerals },
  );
}

const chatBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => url === CHAT_URL).map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

const input = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;

afterEach(() => {
  vi.useRealTimers();
});

/** Inside something the screen hides (Tailwind's `hidden`). */
const offScreen = (el: HTMLElement) => el.closest('.hidden') !== null;
/** Hidden on screen, shown on paper by the print stylesheet (`hidden print:block`). */
const onPaperOnly = (el: HTMLElement) => {
  const box = el.closest('.hidden');
  return box !== null && box.classList.contains('print:block');
};

describe('ChatPage access', () => {
  it('asks a signed-out visitor to log in to continue a saved chat', async () => {
    renderChat('/chat/5', { user: null });
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeTruthy();
    expect(screen.getByText('Please log in to continue your chat.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('sends a signed-out visitor on /chat?start= to /login with the document title', async () => {
    renderChat('/chat?start=12', { user: null });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/login?chatTitle=${encodeURIComponent(TITLE)}`));
  });

  it('shows the verification card to an unverified user', async () => {
    renderChat('/chat', { user: testUser({ email_verified: false }) });
    expect(await screen.findByRole('heading', { name: 'Email Verification Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Verification Page' }).getAttribute('href')).toBe('/resend-verification');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows Chat Not Found for a chat of someone else, and the status for other failures', async () => {
    const { unmount } = renderChat('/chat/9', { fetch: api((url) => (url === '/api/account/chat/9' ? json({ error: 'Chat not found' }, 404) : undefined)) });
    expect(await screen.findByRole('heading', { name: 'Chat Not Found' })).toBeTruthy();
    expect(screen.getByText('This chat conversation could not be found or you do not have access to it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Start New Chat' }).getAttribute('href')).toBe('/chat');
    unmount();

    renderChat('/chat/9', { fetch: api((url) => (url === '/api/account/chat/9' ? json({ error: 'boom' }, 500) : undefined)) });
    expect(await screen.findByText('Failed to fetch chat: 500')).toBeTruthy();
  });

  it('rejects a start parameter that is not a whole number', async () => {
    renderChat('/chat?start=12abc');
    expect(await screen.findByRole('heading', { name: 'Invalid Chat Link' })).toBeTruthy();
  });
});

describe('ChatPage saved conversation', () => {
  it('loads the history and continues it with the session chat-{id} and the document', async () => {
    const stream = openSseResponse();
    const { fetchMock } = renderChat('/chat/7', {
      fetch: api((url) => (url === '/api/account/chat/7' ? json({ success: true, data: savedChat() }) : url === CHAT_URL ? stream.response : undefined)),
    });
    expect(await screen.findByText('Loading your conversation...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Small Business Relief' })).toBeTruthy();
    expect(screen.getByText('Started 20 November 2026')).toBeTruthy();
    expect(screen.getByText('120 words')).toBeTruthy();
    // The greeting names the document, whose record loads after the chat.
    expect(await screen.findByText(/I'm your AI tax research assistant for “Federal Decree-Law No. 47/)).toBeTruthy();
    expect(screen.getByText('Who can elect Small Business Relief?')).toBeTruthy();
    const link = screen.getByRole('link', { name: `Citation 1: ${TITLE}, Article (21)` });
    expect(link.getAttribute('href')).toBe('/legislation/12#article-21');
    expect(screen.getByRole('link', { name: 'New Chat' }).getAttribute('href')).toBe('/legislation/12');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByText('For tax research purposes only. Always consult with a qualified tax advisor')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Email support@/ }).getAttribute('href')).toMatch(/^mailto:support@uaecorporatetax\.ai/);
    // A saved conversation continues: the next question is a follow-up, paid by a welcome credit.
    expect(await screen.findByText('Next question: free (welcome follow-up credit) · 1 free chat and 2 free follow-ups left')).toBeTruthy();
    // Two messages: no insights yet (more than 3 needed in the saved view).
    expect(screen.queryByRole('complementary', { name: 'Session Insights' })).toBeNull();

    fireEvent.change(input(), { target: { value: 'And the revenue threshold?' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    await waitFor(() => expect(chatBodies(fetchMock)).toHaveLength(1));
    expect(chatBodies(fetchMock)[0]).toEqual({
      message: 'And the revenue threshold?',
      legislationId: 12,
      sessionId: 'chat-7',
      conversationHistory: [
        { role: 'user', content: 'Who can elect Small Business Relief?' },
        { role: 'assistant', content: 'A resident person whose revenue is below the threshold [1].' },
      ],
    });
    expect(screen.getByText('Analyzing your question')).toBeTruthy();
    await act(async () => stream.push({ type: 'delta', text: 'AED 3 million' }));
    expect(await screen.findByText('AED 3 million')).toBeTruthy();
    await act(async () => {
      stream.push({ type: 'done', result: reply({ sessionId: 'chat-7', chatId: 7, response: 'Revenue of AED 3 million or less [1].', word_count: 30 }) });
      stream.close();
    });
    expect(await screen.findByText(/Revenue of AED 3 million or less/)).toBeTruthy();
    expect(screen.queryByText('Analyzing your question')).toBeNull();
    expect(screen.getByText('150 words')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/chat/7');

    // Four messages and words: the insights panel, with its figures and Copy.
    const insights = screen.getByRole('complementary', { name: 'Session Insights' });
    const figure = (label: string) => within(insights).getByText(label).nextElementSibling?.textContent;
    expect(figure('Messages')).toBe('4');
    expect(figure('Words')).toBe('150');
    expect(figure('Reading time')).toBe('1 min');
    expect(figure('Avg. words / message')).toBe('38');
    expect(within(insights).getByRole('link', { name: 'Source Text' }).getAttribute('href')).toBe('/legislation/12');
    expect(within(insights).getByRole('link', { name: 'Start New Chat' }).getAttribute('href')).toBe('/chat');
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(insights).getByRole('button', { name: 'Copy' }));
    expect(await within(insights).findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText.mock.calls[0]![0]).toContain('You:\nAnd the revenue threshold?');

    // Refresh clears the session, the conversation and the word count.
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.queryByText('Who can elect Small Business Relief?')).toBeNull();
    expect(screen.getByText('0 words')).toBeTruthy();
  });

  it('shows a 300-character preview of long answers with Read full analysis / Show less', async () => {
    const long = `${'Qualifying income is taxed at 0%. '.repeat(25)}END-OF-ANSWER`;
    expect(long.length).toBeGreaterThan(600);
    renderChat('/chat/7', {
      fetch: api((url) =>
        url === '/api/account/chat/7'
          ? json({
              success: true,
              data: savedChat({ messages: [{ role: 'assistant', content: long, created_at: '2026-11-20T09:00:00.000Z', citations: [] }] }),
            })
          : undefined,
      ),
    });
    const more = await screen.findByRole('button', { name: 'Read full analysis' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    // The whole answer waits in the page for paper only (`hidden print:block`); the screen shows the preview.
    expect(offScreen(screen.getByText(/END-OF-ANSWER/))).toBe(true);
    expect(screen.getByText(/\.\.\.$/).textContent!.length).toBeLessThanOrEqual(303);
    await userEvent.click(more);
    expect(offScreen(screen.getByText(/END-OF-ANSWER/))).toBe(false);
    expect(screen.queryByText(/\.\.\.$/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(offScreen(screen.getByText(/END-OF-ANSWER/))).toBe(true);
  });

  it('prints long answers whole, with their footnotes and what wrote them, from the page itself (no print-time render)', async () => {
    const long = `${'Qualifying income is taxed at 0%. '.repeat(25)}END-OF-ANSWER [1]`;
    renderChat('/chat/7', {
      fetch: api((url) =>
        url === '/api/account/chat/7'
          ? json({
              success: true,
              data: savedChat({
                messages: [{ role: 'assistant', content: long, created_at: '2026-11-20T09:00:00.000Z', citations: [citation], model: 'extractive' }],
              }),
            })
          : undefined,
      ),
    });
    await screen.findByRole('button', { name: 'Read full analysis' });
    // On screen the preview only; on paper the whole answer and its sources, each source with its full address.
    expect(onPaperOnly(screen.getByText(/END-OF-ANSWER/))).toBe(true);
    expect(onPaperOnly(screen.getByText('Sources'))).toBe(true);
    expect(screen.getByText(`— ${window.location.origin}/legislation/12#article-21`).className).toContain('print:inline');
    expect(onPaperOnly(screen.getByText(/^Answer source: quoted from the cited articles by the extractive analyst/))).toBe(true);
  });

  it('words a failed send as an apology, and cannot continue a document chat without its legislation', async () => {
    const { unmount } = renderChat('/chat/7', {
      fetch: api((url) =>
        url === '/api/account/chat/7'
          ? json({ success: true, data: savedChat() })
          : url === CHAT_URL
            ? json({ error: 'The analysis could not be completed.' }, 500)
            : undefined,
      ),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your message' }), { target: { value: 'Next?' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(
      await screen.findByText('Sorry, I encountered an error while processing your message. Please try again. (Error: The analysis could not be completed.)'),
    ).toBeTruthy();
    expect(screen.getByText('There was an issue processing your request. Please try again.')).toBeTruthy();
    unmount();

    renderChat('/chat/8', {
      fetch: api((url) => (url === '/api/account/chat/8' ? json({ success: true, data: savedChat({ id: 8, legislation_id: null }) }) : undefined)),
    });
    expect(
      await screen.findByText('This conversation cannot be continued because the legislation reference is missing. Please start a new conversation.'),
    ).toBeTruthy();
    expect(input().disabled).toBe(true);
  });
});

describe('ChatPage share, export and print', () => {
  const SHARE = 'http://localhost:8787/shared/AbCdEfGhIjKlMnOpQrStUv_-';

  function shareApi(initial: string | undefined) {
    let shareUrl = initial;
    return api((url, init) => {
      const method = init.method ?? 'GET';
      if (url === '/api/account/chat/7') return json({ success: true, data: savedChat({ shareUrl }) });
      if (url === '/api/create-share-link' && method === 'POST') {
        shareUrl = SHARE;
        return json({ success: true, shareUrl, created: true });
      }
      if (url === '/api/account/chat/7/share' && method === 'DELETE') {
        shareUrl = undefined;
        return json({ success: true, revoked: 1 });
      }
      return undefined;
    });
  }

  it('shares the saved chat from the header, then offers Revoke link, which asks first', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { fetchMock } = renderChat('/chat/7', { fetch: shareApi(undefined) });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByRole('heading', { level: 1, name: 'Small Business Relief' });
    // Not shared yet: no Revoke link.
    expect(screen.queryByRole('button', { name: 'Revoke link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export Markdown' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SHARE));
    const post = fetchMock.mock.calls.find(([u]) => u === '/api/create-share-link')!;
    expect(JSON.parse((post[1] as RequestInit).body as string)).toMatchObject({
      sessionId: 'chat-7',
      title: 'Small Business Relief',
      messages: [{ role: 'assistant', content: 'A resident person whose revenue is below the threshold [1].' }],
    });
    expect(await screen.findByText('Share link copied to clipboard')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke share link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Share Link Revoked')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u, i]) => u === '/api/account/chat/7/share' && (i as RequestInit).method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke link' })).toBeNull());
  });

  it('offers Revoke link on a chat that is shared already, and prints through the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderChat('/chat/7', { fetch: shareApi(SHARE) });
    expect(await screen.findByRole('button', { name: 'Revoke link' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Print / PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('a new chat has no share tools until its first reply saves it', async () => {
    const stream = openSseResponse();
    const { fetchMock } = renderChat('/chat', {
      fetch: api((url) =>
        url === CHAT_URL ? stream.response : url === '/api/create-share-link' ? json({ success: true, shareUrl: SHARE, created: true }) : undefined,
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'General Tax Consultation' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    fireEvent.change(input(), { target: { value: 'What is a Qualifying Free Zone Person?' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    await act(async () => {
      stream.push({ type: 'done', result: reply() });
      stream.close();
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockResolvedValue(undefined) }, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/create-share-link')).toBe(true));
    const post = fetchMock.mock.calls.find(([u]) => u === '/api/create-share-link')!;
    expect(JSON.parse((post[1] as RequestInit).body as string)).toMatchObject({ sessionId: 'chat-77' });
    expect(screen.getByRole('button', { name: 'Export Markdown' })).toBeTruthy();
  });
});

describe('ChatPage new conversation', () => {
  it('Shift+Enter sends, plain Enter does not; the first reply moves to /chat/{chatId} and its session is reused', async () => {
    let call = 0;
    const { fetchMock } = renderChat('/chat?start=12', {
      fetch: api((url) => {
        if (url !== CHAT_URL) return undefined;
        call += 1;
        return sseResponse([
          { type: 'stage', stage: 'retrieving', label: 'Finding the relevant articles...' },
          { type: 'delta', text: 'A resident ' },
          { type: 'done', result: reply({ word_count: call === 1 ? 9 : 5 }) },
        ]);
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();

    await userEvent.type(input(), 'Who may elect?');
    await userEvent.keyboard('{Enter}');
    expect(input().value).toBe('Who may elect?\n');
    expect(chatBodies(fetchMock)).toHaveLength(0);

    // Blank input is ignored.
    await userEvent.clear(input());
    await userEvent.type(input(), '   ');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(chatBodies(fetchMock)).toHaveLength(0);

    await userEvent.clear(input());
    await userEvent.type(input(), 'Who may elect Small Business Relief?');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(await screen.findByText(/A resident person may elect Small Business Relief/)).toBeTruthy();
    expect(chatBodies(fetchMock)[0]).toEqual({ message: 'Who may elect Small Business Relief?', legislationId: 12 });
    expect(input().value).toBe('');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/chat/77'));
    // Same conversation on screen after the address change.
    expect(screen.getByText('Who may elect Small Business Relief?')).toBeTruthy();
    expect(screen.getByText('9 words')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();

    await userEvent.type(input(), 'And groups?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('14 words')).toBeTruthy());
    expect(chatBodies(fetchMock)[1]).toMatchObject({ message: 'And groups?', legislationId: 12, sessionId: 'chat-77' });
  });

  it('changes the progress text at 2 s and 4 s while the answer is pending', async () => {
    const stream = openSseResponse();
    renderChat('/chat', { fetch: api((url) => (url === CHAT_URL ? stream.response : undefined)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'General Tax Consultation' })).toBeTruthy();
    expect(screen.getByText(/for the whole collection of UAE Corporate Tax legislation/)).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.change(input(), { target: { value: 'What is a Qualifying Free Zone Person?' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(screen.getByText('Analyzing your question')).toBeTruthy();
    const progress = () => screen.getByTestId('chat-progress').textContent;
    expect(progress()).toBe('Reviewing the legislation...');
    // No second send while pending.
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(progress()).toBe('Reviewing the legislation...');
    act(() => vi.advanceTimersByTime(1));
    expect(progress()).toBe('Identifying the relevant articles...');
    act(() => vi.advanceTimersByTime(2000));
    expect(progress()).toBe('Preparing a detailed answer with citations...');
    vi.useRealTimers();
    await act(async () => {
      stream.push({ type: 'done', result: reply() });
      stream.close();
    });
    expect(await screen.findByText(/A resident person may elect/)).toBeTruthy();
  });

  it('on a 401 shows the expiry text, then goes to /login after 2 s', async () => {
    renderChat('/chat', {
      fetch: api((url) => (url === CHAT_URL ? json({ error: 'Please log in to use the AI search feature', code: 'LOGIN_REQUIRED' }, 401) : undefined)),
    });
    await screen.findByRole('heading', { level: 1, name: 'General Tax Consultation' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(input(), { target: { value: 'Hello?' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    // In the conversation and in the live region that announces it.
    expect(await screen.findAllByText('Your session has expired. Please log in again to continue.')).toHaveLength(2);
    expect(screen.queryByText('There was an issue processing your request. Please try again.')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/chat');
    await act(async () => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });

  it('shows the billing prompt on a 403 word limit, opening the payment set-up dialog; the network text when the request fails', async () => {
    let answer: () => Response = () =>
      json(
        {
          error: 'Payment required to continue chatting. Please set up payment method for simple per-chat billing.',
          code: 'WORD_LIMIT_EXCEEDED',
          details: { currentUsage: 3, wordLimit: 3, plan: 'free', reason: 'no_payment_method' },
        },
        403,
      );
    const { fetchMock } = renderChat('/chat', {
      fetch: api((url) =>
        url === CHAT_URL
          ? answer()
          : url === '/api/billing/create-setup-intent'
            ? json({ success: true, clientSecret: 'seti_test_abcdefgh_secret_abcdefgh', setupIntentId: 'seti_test_abcdefgh', provider: 'test' })
            : undefined,
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'General Tax Consultation' });
    await userEvent.type(input(), 'Question one');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain('Payment required to continue chatting. Please set up payment method for simple per-chat billing.');
    // The prompt says what to do: no generic error box beside it.
    expect(screen.queryByText('There was an issue processing your request. Please try again.')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/billing/create-setup-intent')).toBe(false);

    await userEvent.click(within(prompt).getByRole('button', { name: 'Set Up Payment Method' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payment Method' });
    // Opening the dialog fetches a set-up intent; the test provider's card form follows.
    expect(await within(dialog).findByLabelText('Card number')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/billing/create-setup-intent' && (init as RequestInit).method === 'POST')).toHaveLength(1);
    expect(within(dialog).getByText(/No real card is charged/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Full Setup Page' }).getAttribute('href')).toBe('/payment-setup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The refused question is back in the input, to send again once a card is set up (issue 27).
    expect(input().value).toBe('Question one');
    await userEvent.clear(input());

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.type(input(), 'Question two');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(await screen.findAllByText('Network error. Please check your connection and try again.')).toHaveLength(2);
    warn.mockRestore();
  });

  it('sends the user to Monthly Usage when the 403 is an unpaid invoice', async () => {
    renderChat('/chat', {
      fetch: api((url) =>
        url === CHAT_URL
          ? json(
              {
                error: 'Your last invoice could not be paid.',
                code: 'WORD_LIMIT_EXCEEDED',
                details: { currentUsage: 9, wordLimit: 3, plan: 'usage_based', reason: 'invoice_failed' },
              },
              403,
            )
          : undefined,
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'General Tax Consultation' });
    await userEvent.type(input(), 'Question');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain(
      'Your last invoice could not be paid. Please update your card or retry the payment from your account page to continue.',
    );
    expect(within(prompt).getByRole('link', { name: 'Go to Monthly Usage' }).getAttribute('href')).toBe('/account?tab=usage');
    expect(within(prompt).queryByRole('button', { name: 'Set Up Payment Method' })).toBeNull();
    expect(screen.queryByText('There was an issue processing your request. Please try again.')).toBeNull();
  });

  it('disables the input for a document whose text is still being processed', async () => {
    renderChat('/chat?start=13', {
      fetch: api((url) => (url === '/api/legislation/13' ? json(doc({ id: 13, original_text: null, text: null, has_text: false })) : undefined)),
    });
    expect(await screen.findByText('The text of this legislation is still being processed. Please try again later or choose another document.')).toBeTruthy();
    expect(input().disabled).toBe(true);
  });
});

describe('ChatPage in Arabic', () => {
  const TITLE_AR = 'مرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال';

  it('greets with the Arabic title, counts in Arabic-Indic digits and sends the Arabic Session Insights request', async () => {
    const { fetchMock } = renderChat('/chat?start=12', {
      language: 'ar',
      numerals: 'arab',
      fetch: api((url) =>
        url === '/api/legislation/12'
          ? json(doc({ title_ar: TITLE_AR }))
          : url === CHAT_URL
            ? sseResponse([{ type: 'done', result: reply({ word_count: 9 }) }])
            : undefined,
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE_AR })).toBeTruthy();
    expect(
      screen.getByText(
        `مرحبًا! أنا مساعدك الذكي للبحث الضريبي في «${TITLE_AR}». اسألني أي سؤال عن هذا المستند: كل إجابة تستشهد بالمواد التي تستند إليها، لتتمكن من فتح نصها بالضبط.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^بدأت في [٠-٩]+ \S+ [٠-٩]{4}$/)).toBeTruthy();
    expect(screen.getByText('٠ كلمة')).toBeTruthy();
    expect(screen.getByText('لأغراض البحث الضريبي فقط. استشر دائمًا مستشارًا ضريبيًا مؤهلًا')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'رسالتك' });
    fireEvent.change(box, { target: { value: 'من يحق له اختيار الإعفاء للأعمال الصغيرة؟' } });
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('٩ كلمات')).toBeTruthy();
    expect(chatBodies(fetchMock)[0]).toEqual({ message: 'من يحق له اختيار الإعفاء للأعمال الصغيرة؟', legislationId: 12 });

    const insights = screen.getByRole('complementary', { name: 'مؤشرات الجلسة' });
    const figure = (label: string) => within(insights).getByText(label).nextElementSibling?.textContent;
    expect(figure('الرسائل')).toBe('٢');
    expect(figure('الكلمات')).toBe('٩');
    expect(figure('مدة القراءة')).toBe('دقيقة واحدة');
    expect(within(insights).getByRole('button', { name: 'النقاط الرئيسية' })).toBeTruthy();
    await userEvent.click(within(insights).getByRole('button', { name: 'ملخص' }));
    await waitFor(() => expect(chatBodies(fetchMock)).toHaveLength(2));
    expect(chatBodies(fetchMock)[1]).toMatchObject({
      message: 'يرجى تقديم ملخص موجز لأهم النقاط حتى الآن، مع الإشارة إلى المواد التي تستند إليها.',
      sessionId: 'chat-77',
    });
  });

  it('shows a saved conversation with Arabic dates and words, and words a 401 in Arabic', async () => {
    renderChat('/chat/7', {
      language: 'ar',
      fetch: api((url) =>
        url === '/api/account/chat/7'
          ? json({ success: true, data: savedChat() })
          : url === CHAT_URL
            ? json({ error: 'Please log in to use the AI search feature', code: 'LOGIN_REQUIRED' }, 401)
            : undefined,
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Small Business Relief' })).toBeTruthy();
    expect(screen.getByText('بدأت في 20 نوفمبر 2026')).toBeTruthy();
    expect(screen.getByText('120 كلمة')).toBeTruthy();
    // No Arabic title in the collection: the English one inside the Arabic greeting (the document's record loads after the chat).
    expect(await screen.findByText(new RegExp(`أنا مساعدك الذكي للبحث الضريبي في «${TITLE.slice(0, 20)}`))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تحديث' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'محادثة جديدة' }).getAttribute('href')).toBe('/legislation/12');
    // The sources under an answer name the article as the official Arabic does; this answer gave no Arabic title.
    expect(screen.getByRole('link', { name: `المادة (21) من ${TITLE}: Small Business Relief` }).getAttribute('href')).toBe('/legislation/12#article-21');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'رسالتك' }), { target: { value: 'سؤال' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'رسالتك' }), { key: 'Enter', shiftKey: true });
    // The saved view words it as an apology; the live region announces the expiry itself.
    const expired = 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى للمتابعة.';
    expect(await screen.findByText(`عذرًا، حدث خطأ أثناء معالجة رسالتك. يرجى المحاولة مرة أخرى. (الخطأ: ${expired})`)).toBeTruthy();
    expect(screen.getByText(expired)).toBeTruthy();
    expect(screen.queryByText('حدثت مشكلة أثناء معالجة طلبك. يرجى المحاولة مرة أخرى.')).toBeNull();
  });

  it('names a source by the official Arabic title an Arabic answer came with', async () => {
    const TITLE_AR = 'مرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال';
    const chat = savedChat();
    chat.messages[1] = { ...chat.messages[1]!, citations: [{ ...citation, title_ar: TITLE_AR }] };
    renderChat('/chat/7', {
      language: 'ar',
      numerals: 'arab',
      fetch: api((url) => (url === '/api/account/chat/7' ? json({ success: true, data: chat }) : undefined)),
    });
    expect(await screen.findByRole('link', { name: `المادة (٢١) من ${TITLE_AR}: Small Business Relief` })).toBeTruthy();
    expect(screen.getByRole('link', { name: `المرجع 1: ${TITLE_AR}، المادة (٢١)` }).getAttribute('href')).toBe('/legislation/12#article-21');
  });

  it('shows the Arabic cards and the general consultation', async () => {
    const { unmount } = renderChat('/chat/5', { user: null, language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'يلزم تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' }).getAttribute('href')).toBe('/login');
    unmount();

    renderChat('/chat', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'استشارة ضريبية عامة' })).toBeTruthy();
    expect(screen.getByText(/مجموعة تشريعات ضريبة الشركات في الإمارات كاملةً/)).toBeTruthy();
    expect(document.title).toContain('المحادثة الذكية');
  });
});
