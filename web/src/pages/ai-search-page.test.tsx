/** The home page's 'ai-chat' tab and the /ai-search dialog (spec §2). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { CT_LAW_TITLE as TITLE, testCitation } from '../../test/fixtures.ts';
import { sseResponse } from '../../test/sse.ts';
import { AiSearchPage } from './ai-search-page.tsx';
import { HomePage } from './home-page.tsx';

const list: FetchHandler = (url) => {
  if (url.startsWith('/api/legislation?'))
    return json({ records: [{ id: 12, title: TITLE }], total: 1, total_with_text: 1, total_records: 1, total_records_with_text: 1 });
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
              result: {
                success: true,
                response: 'Relief applies [1].',
                conversation_title: 'Relief',
                documents_analyzed: 55,
                professional_citations: [citation.text],
                source_documents: [TITLE],
                citations: [citation],
                removed_citations: [],
                analyst: 'extractive',
                model: 'x',
                chatId: 3,
                word_count: 3,
              },
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

  it('opens the payment set-up dialog over the AI Search dialog on a 403; Escape closes only the top one', async () => {
    const refuse: FetchHandler = (url, init) =>
      list(url, init) ??
      (url === '/api/multi-document-search/stream'
        ? json(
            { error: 'Payment required', code: 'WORD_LIMIT_EXCEEDED', details: { currentUsage: 3, wordLimit: 3, plan: 'free', reason: 'no_payment_method' } },
            403,
          )
        : url === '/api/billing/create-setup-intent'
          ? json({ success: true, clientSecret: 'seti_test_abcdefgh_secret_abcdefgh', setupIntentId: 'seti_test_abcdefgh', provider: 'test' })
          : undefined);
    renderWithProviders(
      <Routes>
        <Route path="/ai-search" element={<AiSearchPage />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>,
      { route: '/ai-search', user: testUser(), fetch: refuse },
    );
    const search = await screen.findByRole('dialog', { name: 'AI Search' });
    await userEvent.type(await within(search).findByRole('textbox', { name: 'Your research question' }), 'Relief?');
    await userEvent.click(within(search).getByRole('button', { name: 'Launch AI Analysis' }));
    const opener = await within(search).findByRole('button', { name: 'Set Up Payment Method' });
    await userEvent.click(opener);
    const payment = screen.getByRole('dialog', { name: 'Add Payment Method' });
    const cardNumber = await within(payment).findByLabelText('Card number');
    // Tab stays inside the top dialog.
    cardNumber.focus();
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(payment.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Add Payment Method' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'AI Search' })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });
});

describe('/ai-search in Arabic (issue 17 item 5)', () => {
  it('names the dialog and the panel in Arabic', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/ai-search" element={<AiSearchPage />} />
      </Routes>,
      { route: '/ai-search', user: testUser(), fetch: list, language: 'ar' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'البحث بالذكاء الاصطناعي' });
    expect(within(dialog).getByText('اطرح سؤالاً واحداً على مجموعة تشريعات ضريبة الشركات كاملةً.')).toBeTruthy();
    expect(await within(dialog).findByRole('textbox', { name: 'سؤالك البحثي' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'بدء التحليل بالذكاء الاصطناعي' })).toBeTruthy();
    expect(document.title).toContain('البحث بالذكاء الاصطناعي');
  });
});
