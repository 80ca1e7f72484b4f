/** The document page's not-found state for addresses that name no document (issue 15: /legislation/1.5). */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testLegislationDetail } from '../../test/fixtures.ts';
import { json, renderWithProviders } from '../../test/render-with-providers.tsx';
import { LegislationPage } from './legislation-page.tsx';

/** Answers as the Worker does: 400 for an address its id/slug pattern refuses, 404 for any other unknown one. */
function renderDocument(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/legislation/:id" element={<LegislationPage />} />
    </Routes>,
    {
      route: path,
      fetch: (url) => {
        if (!url.startsWith('/api/legislation/')) return undefined;
        const id = decodeURIComponent(url.slice('/api/legislation/'.length));
        return /^(\d{1,12}|[a-z0-9-]{1,80})$/.test(id) ? json({ error: 'Legislation not found' }, 404) : json({ error: 'id must be a legislation id or slug' }, 400);
      },
    },
  );
}

async function expectNotFound() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Document not found' })).toBeTruthy();
  expect(screen.getByText('No Corporate Tax document has this address.')).toBeTruthy();
  expect(screen.queryByText(/could not be loaded/)).toBeNull();
  expect(screen.queryByText(/must be/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to legislation search' }).getAttribute('href')).toBe('/');
}

describe('LegislationPage: addresses that name no document', () => {
  it.each(['/legislation/1.5', '/legislation/1,5', '/legislation/2%20', '/legislation/Cabinet%20Decision', '/legislation/%C3%A9', `/legislation/${'a'.repeat(81)}`])(
    '%s shows the not-found state, not a validation message',
    async (path) => {
      const { fetchMock } = renderDocument(path);
      await expectNotFound();
      // An address that is neither a record id nor a slug is not sent to the API at all.
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/legislation/'))).toBe(false);
    },
  );

  // Ids and corpus slugs (/legislation/md-73-2023) are asked for; unknown ones answer 404.
  it.each(['/legislation/0', '/legislation/999999', '/legislation/1234567890123', '/legislation/no-such-slug', '/legislation/-3'])('%s (well-formed, unknown) shows the same not-found state', async (path) => {
    const { fetchMock } = renderDocument(path);
    await expectNotFound();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/legislation/'))).toBe(true);
  });

  it('shows the server error for other failures', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/legislation/:id" element={<LegislationPage />} />
      </Routes>,
      { route: '/legislation/12', fetch: (url) => (url === '/api/legislation/12' ? json({ error: 'Service temporarily unavailable' }, 503) : undefined) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The document could not be loaded' })).toBeTruthy();
  });
});

describe('LegislationPage: what a reader sees of a document', () => {
  it('shows words but no internal figures (estimated tokens, context cost)', async () => {
    const doc = testLegislationDetail(12, 'Ministerial Decision No. 73 of 2023', [{ number: '1', heading: 'Definitions', text_en: 'Definitions.' }], {
      slug: 'md-73-2023',
      number: '73',
      issue_date_actual: '2023-03-30',
      word_count: 1234,
      estimated_tokens: 1605,
      context_cost: 0.000642,
      text_language: 'en',
    });
    renderWithProviders(
      <Routes>
        <Route path="/legislation/:id" element={<LegislationPage />} />
      </Routes>,
      { route: '/legislation/12', fetch: (url) => (url === '/api/legislation/12' ? json(doc) : undefined) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ministerial Decision No. 73 of 2023' })).toBeTruthy();
    expect(screen.getByText('Words')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.queryByText('Estimated tokens')).toBeNull();
    expect(screen.queryByText('Context cost')).toBeNull();
    expect(screen.queryByText('1,605')).toBeNull();
  });
});
