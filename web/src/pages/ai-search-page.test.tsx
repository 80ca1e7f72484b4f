/** The home page's 'ai-chat' tab and the /ai-search dialog (spec §2). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { CT_LAW_TITLE as TITLE, testCitation } from '../../test/fixtures.ts';
import { sseResponse } from '../lib/test-sse.ts';
import { AiSearchPage } from './ai-search-page.tsx';
import { HomePage } from './home-page.tsx';


const list: FetchHandler = (url) => {
  if (url.startsWith('/api/legislation?')) return json({ records: [{ id: 12, title: TITLE }], total: 1, total_records: 1 });
  if (url === '/api/field-choices') return json({ records: [] });
  return undefined;
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

describe("Home page 'ai-chat' tab", () => {
  it('shows the info box and a login prompt to a signed-out visitor', async () => {
    renderWithProviders(<HomePage />, { route: '/?tab=ai-chat', fetch: list });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('AI Search across the whole collection')).toBeTruthy();
    expect(await within(panel).findByRole('button', { name: 'Login / Sign Up' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Launch AI Analysis' })).toBeNull();
  });

  it('asks an unverified user to verify first', async () => {
    renderWithProviders(<HomePage />, { route: '/?tab=ai-chat', user: testUser({ email_verified: false }), fetch: list });
    expect(await screen.findByText(/Please verify your email address before using AI features/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Resend Verification Email' }).getAttribute('href')).toBe('/resend-verification');
  });

  it('embeds the panel for a verified user, matching citations against the legislation list', async () => {
    const citation = testCitation();
    const search: FetchHandler = (url, init) =>
      list(url, init) ??
      (url === '/api/multi-document-search/stream'
        ? sseResponse([
            {
              type: 'done',
              result: { success: true, response: 'Relief applies [1].', conversation_title: 'Relief', documents_analyzed: 55, professional_citations: [citation.text], source_documents: [TITLE], citations: [citation], removed_citations: [], analyst: 'extractive', model: 'x', chatId: 3, word_count: 3 },
            },
          ])
        : undefined);
    renderWithProviders(
      <>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/chat" element={<p>Chat</p>} />
        </Routes>
        <Where />
      </>,
      { route: '/?tab=ai-chat', user: testUser(), fetch: search },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your research question' }), 'Small business relief?');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with this document' }));
    expect(screen.getByTestId('where').textContent).toBe('/chat?start=12');
  });
});

describe('/ai-search', () => {
  it('opens the panel in a dialog over the home page; closing goes back in history', async () => {
    renderWithProviders(
      <>
        <Routes>
          <Route path="/start" element={<Link to="/ai-search">Open AI search</Link>} />
          <Route path="/ai-search" element={<AiSearchPage />} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
        <Where />
      </>,
      { route: '/start', user: testUser(), fetch: list },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open AI search' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Search' });
    expect(await within(dialog).findByRole('button', { name: 'Launch AI Analysis' })).toBeTruthy();
    // The home page is behind it.
    expect(screen.getByRole('tablist', { name: 'Search mode' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/start'));
  });

  it('goes to / when the dialog was the first page opened', async () => {
    renderWithProviders(
      <>
        <Routes>
          <Route path="/ai-search" element={<AiSearchPage />} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
        <Where />
      </>,
      { route: '/ai-search', fetch: list },
    );
    const dialog = await screen.findByRole('dialog', { name: 'AI Search' });
    expect(await within(dialog).findByRole('link', { name: 'Login / Sign Up' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });
});
