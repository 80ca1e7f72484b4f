/**
 * Issue 13: answers a professional can use, as a verified user meets them on `npm start` with no
 * keys. A question the collection does not treat gets the neutral 'No matching provisions' state
 * (no green banner, no document count, not charged); an answer ends with the articles to read next.
 */
import { expect, test } from '@playwright/test';
import { signInNewAccount } from './support/accounts.ts';

const PLACEHOLDER = 'What are the transfer pricing rules for related party transactions?';

test('a question nothing in the collection treats shows No matching provisions, neutral and uncharged', async ({ page, request }) => {
  await signInNewAccount(page, request, 'nomatch', 'Omar Saeed');
  await page.getByRole('tab', { name: /AI Search/ }).click();
  await page.getByPlaceholder(PLACEHOLDER).fill('best pizza recipe in Dubai');
  await page.getByRole('button', { name: 'Launch AI Analysis' }).click();

  const heading = page.getByRole('heading', { name: 'No matching provisions' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(heading).toBeFocused();
  await expect(page.getByText('No provision of the legislation in this collection addresses this question')).toBeVisible();
  await expect(page.getByText(/documents? analyzed/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'AI Legal Analysis' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Professional Legal Citations' })).toHaveCount(0);
  // The box is neutral, not the green success banner.
  const box = heading.locator('xpath=..');
  expect(await box.getAttribute('class')).not.toContain('emerald');

  // Not charged: the welcome chat credit is still there for the next question.
  const billing = await page.request.get('/api/billing/current');
  expect(((await billing.json()) as { data: { welcomeChatCredits: number } }).data.welcomeChatCredits).toBe(1);

  await page.getByRole('button', { name: 'New Search' }).click();
  await expect(heading).toHaveCount(0);
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeFocused();
});

test('an answer puts the figure first and ends with the articles to read next, which open', async ({ page, request }) => {
  await signInNewAccount(page, request, 'readnext', 'Omar Saeed');
  await page.getByRole('tab', { name: /AI Search/ }).click();
  await page.getByPlaceholder(PLACEHOLDER).fill('What revenue threshold applies to Small Business Relief?');
  await page.getByRole('button', { name: 'Launch AI Analysis' }).click();

  const analysis = page.getByRole('region', { name: 'AI Legal Analysis' });
  await expect(analysis).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/\d+ documents? analyzed/)).toBeVisible();
  // The Summary answers first, with the figure.
  await expect(analysis.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(analysis).toContainText('AED (3,000,000)');

  await expect(analysis.getByRole('heading', { name: 'Read Next' })).toBeVisible();
  const next = analysis.locator('a[href^="/legislation/"]:not([data-citation])').first();
  const href = (await next.getAttribute('href'))!;
  expect(href).toMatch(/^\/legislation\/\d+#article-[\w.]+$/);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.#]/g, '\\$&')}$`));
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeVisible();
});
