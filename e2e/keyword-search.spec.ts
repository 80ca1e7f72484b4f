import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const MD_73 = /^Ministerial Decision No\. 73 of 2023 on Small Business Relief/;
const CT_LAW = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';

test('searching "Small Business Relief" finds Ministerial Decision No. 73 of 2023 and Article 21 of the Corporate Tax Law', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Browse all 59 Corporate Tax documents')).toBeVisible();
  await expect(page.getByText('Start by searching or filtering')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Keyword' }).fill('Small Business Relief');
  await expect(page.getByRole('link', { name: MD_73 })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ filtered from 59 total records$/)).toBeVisible();
  await expect(page).toHaveURL(/\?q=Small\+Business\+Relief/);

  const lawRow = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: CT_LAW, exact: true }) });
  const article21 = lawRow.getByRole('link', { name: 'Article (21): Small Business Relief' });
  await expect(article21).toBeVisible();
  await expect(lawRow.locator('mark').first()).toHaveText(/small business relief/i);

  await article21.click();
  await expect(page).toHaveURL(/\/legislation\/\d+#article-21$/);
  await expect(page.getByRole('heading', { level: 1, name: CT_LAW })).toBeVisible();
  await expect(page.locator('[id="article-21"]')).toBeInViewport();
});

test('an Arabic keyword finds its document, whatever the hamza', async ({ page }) => {
  await page.goto('/');
  // The official text writes "الأعمال" with hamza; the query leaves it out.
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('تسهيلات الاعمال الصغيرة');
  await expect(page.getByRole('link', { name: MD_73 })).toBeVisible();
});

test('an abbreviation the texts write out names their terms, and one click searches for one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('QFZP');
  const note = page.getByRole('note');
  await expect(note).toContainText('The legislation writes QFZP out in full. Search for:');
  await expect(page.getByText('No legislation found matching your criteria')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.impact} ${v.id}: ${v.help}`)).toEqual([]);

  await note.getByRole('button', { name: 'Qualifying Free Zone Person' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('Qualifying Free Zone Person');
  await expect(page).toHaveURL(/\?q=Qualifying\+Free\+Zone\+Person/);
  await expect(page.getByText(/^Showing \d+ of \d+ filtered from 59 total records$/)).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('filters narrow the list', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Status').selectOption('repealed');
  await expect(page.getByText('Showing 6 of 6 filtered from 59 total records')).toBeVisible();
  const badges = page.locator('tbody [data-tone]');
  await expect(badges).toHaveCount(6);
  for (const badge of await badges.all()) await expect(badge).toHaveText('Repealed');

  await page.getByLabel('Type').selectOption('Ministerial Decision');
  await expect(page.getByText('Showing 4 of 4 filtered from 59 total records')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Keyword' }).fill('Tax Group');
  await expect(page.getByText(/^Showing [1-3] of [1-3] filtered from 59 total records$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ministerial Decision No\. 125 of 2023 on Tax Group/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Keyword' }).fill('zzzz-no-such-words');
  await expect(page.getByText('No legislation found matching your criteria')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters')).toBeVisible();
});

test('a record shows its summary, key points, original text and official source', async ({ page }) => {
  await page.goto('/?q=Small+Business+Relief');
  const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: MD_73 }) });
  await row.getByRole('button', { name: 'Show summary & key points' }).click();
  await expect(row.getByText('Key points')).toBeVisible();
  await expect(row.getByText(/AED 3,000,000/).first()).toBeVisible();
  await row.getByRole('button', { name: 'Show original text' }).click();
  await expect(row.getByRole('region', { name: 'Original text' })).toContainText('Revenue Threshold of the Taxable Person');
  await expect(row.getByRole('link', { name: /Official source/ })).toHaveAttribute('href', /^https:\/\/elaws\.moj\.gov\.ae\//);
});

test('the AI Assistant button explains that AI needs an account', async ({ page }) => {
  await page.goto('/?q=Small+Business+Relief');
  const button = page.getByRole('button', { name: 'AI Assistant' }).first();
  await button.focus();
  await expect(page.getByRole('tooltip', { name: /Login required to access AI chat features/ }).first()).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/login\?chatTitle=/);
  expect(await page.evaluate(() => localStorage.getItem('selectedLegislationTitle'))).toBeTruthy();
});
