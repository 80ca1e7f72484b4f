/** Issue 27, "An answer survives navigation": the search panel's own address (`?chat={id}`) and what opening it shows. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { ChatHistoryItem, ChatMessageDto } from '../../../../../schema/api/account.ts';
import { EXTRACTIVE_NOTICE, RESEARCH_MESSAGES, type Citation, type MultiDocumentSearchResponse } from '../../../../../schema/api/research.ts';
import { json, renderWithProviders, type FetchHandler } from '../../../../test/render-with-providers.tsx';
import { sseResponse } from '../../../../test/sse.ts';
import { restoredState } from '../use-multi-document-search.ts';
import { MultiDocumentSearchPanel } from './multi-document-search-panel.tsx';

const CT_LAW = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';
const SBR = 'Ministerial Decision No. 73 of 2023 on Small Business Relief';
const SEARCH_URL = '/api/multi-document-search/stream';

function citation(n: number, legislationId: number, title: string, article: string): Citation {
  return {
    n,
    legislation_id: legislationId,
    slug: null,
    title,
    legislation: 'Ministerial Decision',
    status: 'Active',
    repealed: false,
    article,
    heading: null,
    article_label: `Article (${article})`,
    url: `/legislation/${legislationId}#article-${article}`,
    text: `${title}, Article (${article})`,
  };
}

const message = (role: ChatMessageDto['role'], content: string, citations: Citation[] = []): ChatMessageDto => ({
  role,
  content,
  created_at: '2026-11-20T10:00:00Z',
  citations,
});

function saved(overrides: Partial<ChatHistoryItem> = {}): ChatHistoryItem {
  return {
    id: 31,
    title: 'Small Business Relief threshold',
    created_at: '2026-11-20T10:00:00Z',
    word_count: 60,
    legislation_id: null,
    kind: 'collection',
    messages: [
      message('user', 'What is the revenue threshold for Small Business Relief?'),
      message('assistant', `${EXTRACTIVE_NOTICE}\n\n## Summary\n\nRevenue not exceeding AED 3,000,000 [1].`, [citation(1, 73, SBR, '2')]),
      message('user', 'Until when can it be elected?'),
      message('assistant', `${EXTRACTIVE_NOTICE}\n\n## Summary\n\nTax Periods ending on or before 31 December 2026 [1]; see also [2].`, [
        citation(1, 73, SBR, '2'),
        citation(2, 12, CT_LAW, '21'),
      ]),
    ],
    ...overrides,
  };
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPanel(handler: FetchHandler, route = '/ai-search') {
  return renderWithProviders(
    <>
      <MultiDocumentSearchPanel documents={[{ id: 73, title: SBR }]} onOpenDocumentChat={vi.fn()} paymentPrompt={() => null} />
      <Address />
    </>,
    { fetch: handler, route },
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('restoredState', () => {
  it('shows the last question and answer with its citations, and keeps every turn for follow-ups', () => {
    const state = restoredState(saved())!;
    expect(state.question).toBe('Until when can it be elected?');
    expect(state.result).toMatchObject({
      chatId: 31,
      conversation_title: 'Small Business Relief threshold',
      documents_analyzed: 2,
      analyst: 'extractive',
      no_match: false,
    });
    expect(state.result!.professional_citations).toEqual([`${SBR}, Article (2)`, `${CT_LAW}, Article (21)`]);
    expect(state.result!.source_documents).toEqual([SBR, CT_LAW]);
    expect(state.history).toHaveLength(4);
    expect(state.sessionId).toBe('chat-31');
  });

  it('reads a saved refusal as the no-match state, and a conversation without an answer as nothing to show', () => {
    const refused = restoredState(saved({ messages: [message('user', 'What is the capital of France?'), message('assistant', RESEARCH_MESSAGES.noPassages)] }));
    expect(refused!.result!.no_match).toBe(true);
    expect(restoredState(saved({ messages: [message('user', 'Only a question')] }))).toBeNull();
  });
});

describe('the search panel’s address', () => {
  it('names the saved conversation once the answer arrives, without a new history entry', async () => {
    const answer: MultiDocumentSearchResponse = {
      success: true,
      response: 'Revenue not exceeding AED 3,000,000 [1].',
      conversation_title: 'Small Business Relief threshold',
      documents_analyzed: 9,
      professional_citations: [`${SBR}, Article (2)`],
      source_documents: [SBR],
      citations: [citation(1, 73, SBR, '2')],
      removed_citations: [],
      analyst: 'extractive',
      model: 'extractive',
      chatId: 58,
      word_count: 7,
    };
    renderPanel((url) => (url === SEARCH_URL ? sseResponse([{ type: 'done', result: answer }]) : undefined));
    expect(address()).toBe('/ai-search');
    await userEvent.type(screen.getByRole('textbox'), 'What is the revenue threshold?');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    await screen.findByRole('heading', { name: 'Small Business Relief threshold' });
    await waitFor(() => expect(address()).toBe('/ai-search?chat=58'));
    expect(screen.getByText(/^Saved in your account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');

    // A new search leaves it: the address no longer names it.
    await userEvent.click(screen.getByRole('button', { name: 'New Search' }));
    await waitFor(() => expect(address()).toBe('/ai-search'));
  });

  it('opened with ?chat=31 (Back from a cited article, a reload): shows the saved answer again and continues it', async () => {
    const followUp = vi.fn();
    const { fetchMock } = renderPanel((url, init) => {
      if (url === '/api/account/chat/31') return json({ success: true, data: saved() });
      if (url === SEARCH_URL) {
        followUp(JSON.parse(init.body as string));
        return sseResponse([{ type: 'done', result: { ...restoredState(saved())!.result!, response: 'A further answer [1].' } }]);
      }
      return undefined;
    }, '/?tab=ai-chat&chat=31');

    const banner = await screen.findByRole('heading', { name: 'Small Business Relief threshold' });
    expect(screen.getByText('Until when can it be elected?')).toBeTruthy();
    const analysis = screen.getByRole('region', { name: 'AI Legal Analysis' });
    expect(analysis.textContent).toContain('31 December 2026');
    expect(
      within(analysis)
        .getByRole('link', { name: `Citation 2: ${CT_LAW}, Article (21)` })
        .getAttribute('href'),
    ).toBe('/legislation/12#article-21');
    expect(within(screen.getByRole('region', { name: 'Professional Legal Citations' })).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(banner));
    expect(address()).toBe('/?tab=ai-chat&chat=31');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/account/chat/31')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Ask Follow-up' }));
    await userEvent.type(screen.getByRole('textbox'), 'And for a Free Zone Person?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Follow-up Question' }));
    await screen.findByText('A further answer', { exact: false });
    expect(followUp).toHaveBeenCalledWith(expect.objectContaining({ query: 'And for a Free Zone Person?', sessionId: 'chat-31' }));
    expect(followUp.mock.calls[0]![0].conversationHistory).toHaveLength(4);
  });

  it('New Search on a restored search: the question box takes focus, and the search left is not fetched again', async () => {
    const { fetchMock } = renderPanel((url) => (url === '/api/account/chat/31' ? json({ success: true, data: saved() }) : undefined), '/?tab=ai-chat&chat=31');
    await screen.findByRole('heading', { name: 'Small Business Relief threshold' });
    await userEvent.click(screen.getByRole('button', { name: 'New Search' }));
    await waitFor(() => expect(address()).toBe('/?tab=ai-chat'));
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    expect(screen.queryByRole('status', { name: 'Opening your saved search...' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/account/chat/31')).toHaveLength(1);
  });

  it('says so when the account has no such search, and offers a new one', async () => {
    renderPanel((url) => (url === '/api/account/chat/404' ? json({ success: false, error: 'Chat not found' }, 404) : undefined), '/ai-search?chat=404');
    expect((await screen.findByRole('alert')).textContent).toBe('This saved search was not found in your account. It may have been deleted.');
    expect(screen.getByRole('button', { name: 'Launch AI Analysis' })).toBeTruthy();
  });

  it('opens a single-document conversation where it belongs, at /chat/:id', async () => {
    renderPanel(
      (url) => (url === '/api/account/chat/31' ? json({ success: true, data: saved({ kind: 'document', legislation_id: 73 }) }) : undefined),
      '/ai-search?chat=31',
    );
    await waitFor(() => expect(address()).toBe('/chat/31'));
  });

  it('ignores an address that names no saved search', () => {
    const { fetchMock } = renderPanel(() => undefined, '/ai-search?chat=abc');
    expect(screen.getByRole('button', { name: 'Launch AI Analysis' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/account/chat/'))).toBe(false);
  });
});
