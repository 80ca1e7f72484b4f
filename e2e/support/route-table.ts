/**
 * Every page of the SPA's route table, as a visitor, a user or an administrator reaches it, for the sweeps
 * that must cover all of them (accessibility scan, phone width). The route patterns are the router's own
 * (schema/page-routes.ts), so a new route without an entry here fails `routeTableIsCovered`.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CreateShareLinkResponse } from '../../schema/api/shares.ts';
import { PAGE_ROUTES } from '../../schema/page-routes.ts';

export type Role = 'anonymous' | 'user' | 'admin';

/** Resources the pages with parameters need, made once per run by `prepareResources`. */
export interface Resources {
  documentId: number;
  chatId: number;
  shareId: string;
}

export interface PageVisit {
  /** The route pattern of router.tsx this visit covers. */
  route: string;
  as: Role;
  url: (r: Resources) => string;
}

const visit = (route: string, as: Role, url: string | ((r: Resources) => string)): PageVisit => ({ route, as, url: typeof url === 'string' ? () => url : url });

export const PAGE_VISITS: readonly PageVisit[] = [
  visit('/', 'anonymous', '/'),
  visit('/', 'user', '/'),
  visit('/', 'admin', '/'),
  visit('/legislation/:id', 'anonymous', (r) => `/legislation/${r.documentId}`),
  visit('/ai-search', 'user', '/ai-search'),
  visit('/chat/:chatId?', 'user', '/chat'),
  visit('/chat/:chatId?', 'user', (r) => `/chat/${r.chatId}`),
  visit('/shared/:shareId', 'anonymous', (r) => `/shared/${r.shareId}`),
  visit('/about', 'anonymous', '/about'),
  visit('/pricing', 'anonymous', '/pricing'),
  visit('/developers', 'anonymous', '/developers'),
  visit('/terms', 'anonymous', '/terms'),
  visit('/privacy', 'anonymous', '/privacy'),
  visit('/account', 'user', '/account'),
  visit('/payment-setup', 'user', '/payment-setup'),
  visit('/subscribe', 'user', '/subscribe'),
  visit('/thank-you', 'user', '/thank-you'),
  visit('/billing/portal', 'user', '/billing/portal'),
  visit('/login', 'anonymous', '/login'),
  visit('/forgot-password', 'anonymous', '/forgot-password'),
  visit('/reset-password', 'anonymous', '/reset-password?token=not-a-real-token'),
  visit('/verify-email', 'anonymous', '/verify-email?token=not-a-real-token'),
  visit('/resend-verification', 'anonymous', '/resend-verification'),
  visit('/admin', 'admin', '/admin'),
  visit('/admin/usage', 'admin', '/admin/usage'),
  visit('/admin/monitoring', 'admin', '/admin/monitoring'),
  visit('/admin/api-costs', 'admin', '/admin/api-costs'),
  visit('/admin/beehiiv', 'admin', '/admin/beehiiv'),
  visit('/admin/*', 'admin', '/admin/no-such-dashboard'),
  visit('*', 'anonymous', '/no-such-page'),
];

/** Every page the router mounts (schema/page-routes.ts; web/src/app/router.test.ts checks the router uses exactly these), and its catch-all. */
export function routerPatterns(): string[] {
  return [...Object.values(PAGE_ROUTES), '*'];
}

export function routeTableIsCovered(): void {
  const patterns = routerPatterns();
  expect(patterns.length).toBeGreaterThan(20);
  expect([...new Set(PAGE_VISITS.map((v) => v.route))].sort()).toEqual([...new Set(patterns)].sort());
}

/** A document, a saved conversation of `page`'s user and a live share link of it. */
export async function prepareResources(page: Page, request: APIRequestContext): Promise<Resources> {
  const list = await request.get('/api/legislation?search=Small%20Business%20Relief&limit=1');
  const documentId = ((await list.json()) as { records: Array<{ id: number }> }).records[0]!.id;
  const chat = await page.request.post('/api/chat', { data: { message: 'What is the revenue threshold for Small Business Relief?' } });
  expect(chat.status()).toBe(200);
  const chatId = ((await chat.json()) as { chatId: number }).chatId;
  const share = await page.request.post('/api/create-share-link', { data: { sessionId: `chat-${chatId}` } });
  expect(share.status()).toBe(200);
  const shareUrl = ((await share.json()) as CreateShareLinkResponse).shareUrl;
  return { documentId, chatId, shareId: shareUrl.split('/shared/')[1]! };
}

/** The page has rendered: its lazy chunk is in, its first heading is shown and no request is pending. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
}
