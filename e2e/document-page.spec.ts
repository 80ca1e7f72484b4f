import { expect, test } from '@playwright/test';

test('a document page shows metadata, contents and every article in English and official Arabic', async ({ page }) => {
  await page.goto('/legislation/md-73-2023');
  await expect(page.getByRole('heading', { level: 1, name: /^Ministerial Decision No\. 73 of 2023/ })).toBeVisible();
  await expect(page.getByText('The English text is an unofficial translation.')).toBeVisible();
  await expect(page.getByText('Key points', { exact: true })).toBeVisible();

  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await toc.getByRole('link', { name: 'Article (2): Revenue Threshold of the Taxable Person' }).click();
  await expect(page).toHaveURL(/#article-2$/);
  const article = page.locator('[id="article-2"]');
  await expect(article).toBeInViewport();
  await expect(article.locator('[lang="en"]')).toContainText('AED (3,000,000)');
  const arabic = article.locator('[lang="ar"]');
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toContainText('حد إيرادات الخاضع للضريبة');
});

test('an article anchor in the address opens the page at that article', async ({ page }) => {
  await page.goto('/legislation/fdl-47-2022#article-50');
  await expect(page.locator('[id="article-50"]')).toBeInViewport();
  await expect(page.locator('[id="article-50"]')).toContainText('General Anti-abuse Rule');
});

test('repealed, amended and official-English documents say so', async ({ page }) => {
  await page.goto('/legislation/md-139-2023');
  await expect(page.getByText('This document has been repealed.')).toBeVisible();
  await page.goto('/legislation/fdl-47-2022');
  await expect(page.getByText('This document has been amended.')).toBeVisible();
  await page.goto('/legislation/cd-142-2024');
  await expect(page.getByText('Official English text')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: /^Annex Article 2\.1$/ })).toBeVisible();
});

test('a document without text shows its metadata and says the text is still being processed', async ({ page }) => {
  await page.goto('/legislation/cd-55-2023');
  await expect(page.getByRole('heading', { level: 1, name: /Cabinet Decision No\. 55 of 2023/ })).toBeVisible();
  await expect(page.getByText(/The text of this document is still being processed/)).toBeVisible();
});
