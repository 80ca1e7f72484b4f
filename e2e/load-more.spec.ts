import { expect, test } from '@playwright/test';
import { LOAD_TEST_PORT } from '../playwright.config.ts';

// Against the second server: the corpus 3× over (59 real records + 118 generated copies).
test.use({ baseURL: `http://localhost:${LOAD_TEST_PORT}` });

test('Load More shows 25 more records at a time after the first 100', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Show all documents' }).click();
  await expect(page.getByText('Showing 100 of 177 filtered from 177 total records')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(100);

  await page.getByRole('button', { name: 'Load More (77 remaining)' }).click();
  await expect(page.getByText('Showing 125 of 177 filtered from 177 total records')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(125);

  await page.getByRole('button', { name: 'Load More (52 remaining)' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(150);
});

test('rows past the 25th of a keyword search load their matching articles after the list, a chunk of rows per request', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/legislation/matches')) chunks.push(r.url());
  });
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('Tax Period');
  await expect(page.getByText('Showing 66 of 66 filtered from 177 total records')).toBeVisible();
  const rows = page.locator('tbody tr');
  // The first rows came with the list; a row far down fills in from its chunk.
  await expect(rows.nth(0).getByRole('list', { name: 'Matching articles' }).getByRole('link').first()).toBeVisible();
  const late = rows.nth(60);
  await late.scrollIntoViewIfNeeded();
  const link = late.getByRole('list', { name: 'Matching articles' }).getByRole('link').first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/legislation\/\d+#article-/);
  await expect(late.locator('mark').first()).toHaveText(/tax period/i);
  // Rows 26–50 and 51–66.
  expect(chunks).toHaveLength(2);
});
