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
