/**
 * /admin/api-costs and /admin/monitoring as the demo administrator meets them on `npm start`: a question
 * the admin asks shows up as a model call (the extractive analyst, at no cost) with the charts drawn,
 * and monitoring shows a healthy system with a real database latency in its four tabs. Signed-in
 * non-admins are sent home.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInNewAccount, signInOnLoginPage } from './support/accounts.ts';
import { ensureCanAsk } from './support/billing.ts';

const ADMIN = { email: 'demo-admin@example.com', password: 'demo-admin-2026' };
const QUESTION = 'What is the revenue threshold for Small Business Relief?';

const tile = (page: Page, label: string) => page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd').first();

test('the admin asks a question, sees the call and its charts on /admin/api-costs, and a healthy system on /admin/monitoring', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript((email) => localStorage.setItem(`welcomeModalSeen:${email}`, '1'), ADMIN.email);
  await signInOnLoginPage(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  // The demo admin's welcome chat pays on a fresh database; against a server kept from an earlier run a test card pays.
  await ensureCanAsk(page);

  // A question in the AI Search tab of the home page: the answer pipeline records one model call.
  await page.getByRole('tab', { name: /AI Search/ }).click();
  await page.getByPlaceholder('What are the transfer pricing rules for related party transactions?').fill(QUESTION);
  await page.getByRole('button', { name: 'Launch AI Analysis' }).click();
  await expect(page.getByRole('region', { name: 'AI Legal Analysis' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/admin/api-costs');
  await expect(page.getByRole('heading', { level: 1, name: 'API Costs' })).toBeVisible();
  await expect(tile(page, 'Total API Calls')).toHaveText(/^[1-9][\d,]*$/);
  await expect(tile(page, 'Estimated Cost')).toHaveText(/^AED \d[\d,]*\.\d{2}$/);
  const byUser = page.getByRole('figure', { name: /Estimated cost and calls by user/ });
  await expect(byUser.locator('[data-chart-state="ready"] canvas')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();

  await page.getByRole('tab', { name: 'Recent API Calls' }).click();
  const call = page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ hasText: 'Demo Admin' })
    .filter({ hasText: QUESTION.slice(0, 40) })
    .first();
  await expect(call).toContainText('extractive');
  await call.getByRole('button', { name: /View the full context of call/ }).click();
  const context = page.getByRole('dialog', { name: /Context of call/ });
  await expect(context.locator('pre')).toContainText(`"question": "${QUESTION}"`);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Monthly Trends' }).click();
  const monthly = page.getByRole('figure', { name: 'API calls and estimated cost per month' });
  await expect(monthly.locator('[data-chart-state="ready"] canvas')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-api-costs.png', fullPage: true });

  await page.goto('/admin/monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'System Monitoring' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Errors', 'Performance', 'Users']);
  await expect(tile(page, 'System Status')).toHaveText('healthy');
  await expect(tile(page, 'Database (D1)')).toHaveText('connected');
  await expect(page.getByText(/^Latency \d+ ms \(SELECT 1\)$/)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-monitoring.png', fullPage: true });

  await page.getByRole('tab', { name: 'Errors' }).click();
  await expect(tile(page, 'Last 24 Hours')).toHaveText(/^\d[\d,]*$/);
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(tile(page, 'Heap Used')).toHaveText('Not available on Cloudflare Workers');
  await expect(tile(page, 'Runtime')).toHaveText('Cloudflare-Workers');
  await expect(tile(page, 'Database Latency')).toHaveText(/^\d+ ms$/);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(tile(page, 'Total Users')).toHaveText(/^[1-9][\d,]*$/);
  await expect(tile(page, 'Avg Chats per User')).toHaveText(/^\d+\.\d$/);
  await expect(tile(page, 'Subscription Rate')).toHaveText(/^\d+%$/);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
});

test('a signed-in non-admin going to /admin/monitoring or /admin/api-costs is sent to the home page', async ({ page, request }) => {
  await signInNewAccount(page, request, 'dashboards', 'Nadia Karim');
  for (const path of ['/admin/monitoring', '/admin/api-costs']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  expect((await page.request.get('/api/admin/monitoring')).status()).toBe(403);
  expect((await page.request.get('/api/admin/api-costs')).status()).toBe(403);
});
