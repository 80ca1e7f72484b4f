import { expect, test } from '@playwright/test';

/** Issue 13: the citator on the document page, between the Corporate Tax Law and Ministerial Decision No. 73 of 2023. */

async function idOf(request: import('@playwright/test').APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/legislation/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

test('Article 21 of the Corporate Tax Law is implemented by MD 73/2023, whose article links back under "Implements"', async ({ page, request }) => {
  const lawId = await idOf(request, 'fdl-47-2022');
  const mdId = await idOf(request, 'md-73-2023');

  await page.goto('/legislation/fdl-47-2022#article-21');
  const article21 = page.locator('[id="article-21"]');
  const implementedBy = article21.getByRole('list', { name: 'Implemented by' });
  const md73 = implementedBy.getByRole('link', { name: /^Ministerial Decision No\. 73 of 2023\b.*, Article \(\d+\)$/ }).first();
  await expect(md73).toBeVisible();
  await expect(md73).toHaveAttribute('href', new RegExp(`^/legislation/${mdId}#article-\\d+$`));

  await md73.click();
  await expect(page).toHaveURL(new RegExp(`/legislation/${mdId}#article-\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Ministerial Decision No\. 73 of 2023/ })).toBeVisible();
  const implementing = page.locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`);
  await expect(implementing).toBeInViewport();
  const back = implementing.getByRole('list', { name: 'Implements' }).getByRole('link', { name: /^Federal Decree-Law No\. 47 of 2022\b.*, Article \(21\)$/ });
  await expect(back).toHaveAttribute('href', `/legislation/${lawId}#article-21`);
});

test('a reference inside an article text opens the article it names', async ({ page, request }) => {
  const lawId = await idOf(request, 'fdl-47-2022');

  await page.goto('/legislation/md-73-2023#article-2');
  const english = page.locator('[id="article-2"] [lang="en"] .legal-text');
  const reference = english.getByRole('link', { name: /Article \(21\)/ }).first();
  await expect(reference).toHaveAttribute('href', `/legislation/${lawId}#article-21`);
  await reference.click();
  await expect(page).toHaveURL(new RegExp(`/legislation/${lawId}#article-21$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Federal Decree-Law No\. 47 of 2022/ })).toBeVisible();
  await expect(page.locator('[id="article-21"]')).toBeInViewport();

  // Within the same document a reference is an anchor of the page: the browser's hash navigation.
  const withinLaw = page
    .locator('[id="article-21"] [lang="en"] .legal-text')
    .getByRole('link', { name: /^Article \(55\)/ })
    .first();
  await expect(withinLaw).toHaveAttribute('href', '#article-55');
  await withinLaw.click();
  await expect(page).toHaveURL(new RegExp(`/legislation/${lawId}#article-55$`));
  await expect(page.locator('[id="article-55"]')).toBeInViewport();
});

test('the header of the Corporate Tax Law lists what amended it', async ({ page }) => {
  await page.goto('/legislation/fdl-47-2022');
  const relations = page.getByRole('region', { name: 'Amendments and repeals' });
  await expect(relations.getByRole('list', { name: 'Amended by' })).toContainText('Federal Decree-Law No. 60 of 2023');
});
