/**
 * Renders a component inside the app's real providers (a fresh SWR cache, the session and
 * the toasts) and a memory router, with `fetch` answered by the test: a handler per call,
 * and `/api/auth/me` answered from `user` unless the handler answers it. `language` (and
 * `numerals`) render the interface in Arabic; English is the default.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { UserDto } from '../../schema/api/auth-messages.ts';
import type { NumeralSystem, UiLanguage } from '../../schema/ui-language.ts';
import { LocaleProvider } from '../src/i18n/locale.tsx';
import { swrDefaults } from '../src/app/providers.tsx';
import { ToastProvider } from '../src/components/ui/toast.tsx';
import { SessionProvider } from '../src/shared/session.tsx';

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function testUser(overrides: Partial<UserDto> = {}): UserDto {
  return { id: 1, name: 'Aisha Rahman', email: 'aisha@example.com', email_verified: true, is_admin: false, created_at: '2026-11-01T08:00:00Z', ...overrides };
}

export interface RenderOptions {
  route?: string;
  user?: UserDto | null;
  fetch?: FetchHandler;
  language?: UiLanguage;
  numerals?: NumeralSystem;
}

export function renderWithProviders(ui: ReactElement, { route = '/', user = null, fetch: handler, language = 'en', numerals = 'latn' }: RenderOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await handler?.(url, init);
    if (answer) return answer;
    // As the server answers: a visitor is { user: null }.
    if (url === '/api/auth/me') return json({ user });
    return json({ error: `unexpected ${init.method ?? 'GET'} ${url} in test` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const result = render(
    <LocaleProvider initial={{ language, numerals }}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <SessionProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          </ToastProvider>
        </SessionProvider>
      </SWRConfig>
    </LocaleProvider>,
  );
  return { ...result, fetchMock };
}

/** Where the router is now (path and query), for a test that follows a redirect: `screen.getByTestId('where')`. */
export function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** `page` opened at `path`, beside the pages it may send the reader to (each a line of text), and `Where`. */
export function renderPageAt(path: string, page: ReactElement, destinations: Record<string, string>, options: Omit<RenderOptions, 'route'> = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        {Object.entries(destinations).map(([to, text]) => (
          <Route key={to} path={to} element={<p>{text}</p>} />
        ))}
      </Routes>
      <Where />
    </>,
    { route: path, ...options },
  );
}
