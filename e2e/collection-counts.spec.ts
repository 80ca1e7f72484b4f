/**
 * Honest about the collection (issue 27 item 6): the counts the pages show are the server's, with how many documents have
 * full text, and a record whose text the collection does not hold is marked, offers its official source where it has one,
 * and never an AI Assistant button that could analyse nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { LegislationListItem, LegislationListResponse } from '../schema/api/legislation.ts';

async function listed(page: Page, query: string): Promise<LegislationListResponse> {
  const res = await page.request.get(`/api/legislation?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as LegislationListResponse;
}

/** The row of a record, found as a reader would: by keyword-searching its title. */
async function rowOf(page: Page, record: LegislationListItem) {
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(record.title);
  const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: record.title, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

test('a text-less record shows no AI Assistant button: it is marked, and offers its official source where it has one', async ({ page }) => {
  const { records } = await listed(page, 'limit=1000');
  const withSource = records.find((r) => !r.has_text && r.source_file)!;
  const withoutSource = records.find((r) => !r.has_text && !r.source_file)!;
  const withText = records.find((r) => r.has_text)!;
  expect(withSource && withoutSource && withText).toBeTruthy();

  await page.goto('/');
  let row = await rowOf(page, withSource);
  await expect(row.getByText('Text not yet available')).toBeVisible();
  await expect(row.getByRole('button', { name: 'AI Assistant' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Official source ↗' })).toHaveAttribute('href', withSource.source_file!);
  const { violations } = await new AxeBuilder({ page }).include('table').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.impact} ${v.id}: ${v.help}`)).toEqual([]);

  row = await rowOf(page, withoutSource);
  await expect(row.getByText('Text not yet available')).toBeVisible();
  await expect(row.getByRole('button', { name: 'AI Assistant' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /Official source/ })).toHaveCount(0);

  // A record with text keeps its button, and no mark.
  row = await rowOf(page, withText);
  await expect(row.getByRole('button', { name: 'AI Assistant' })).toBeVisible();
  await expect(row.getByText('Text not yet available')).toHaveCount(0);

  // Its document page: the official source, and no AI Assistant either.
  await page.goto(`/legislation/${withSource.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withSource.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Official source ↗' })).toHaveAttribute('href', withSource.source_file!);
  await expect(page.getByRole('button', { name: 'AI Assistant' })).toHaveCount(0);
});

test('the home page and the About page show the collection’s counts as the API gives them, with how many have full text', async ({ page }) => {
  const counts = await listed(page, 'limit=0');
  expect(counts.total_records_with_text).toBeGreaterThan(0);
  expect(counts.total_records_with_text).toBeLessThan(counts.total_records);
  const fullText = `(${counts.total_records_with_text} with full text)`;

  await page.goto('/');
  await expect(page.getByText(`Browse all ${counts.total_records} Corporate Tax documents`)).toBeVisible();
  await expect(page.getByText(fullText)).toBeVisible();
  // The filtered list says how many of its records have text, as the API counts them.
  const repealed = await listed(page, 'status=repealed&limit=0');
  await page.getByLabel('Status').selectOption('repealed');
  await expect(page.getByText(`Showing ${repealed.total} of ${repealed.total} filtered from ${counts.total_records} total records`)).toBeVisible();
  await expect(page.getByText(`· ${repealed.total_with_text} of them with full text`)).toBeVisible();

  await page.goto('/about');
  const tile = page.locator('dt', { hasText: 'Corporate Tax documents' });
  await expect(tile).toHaveText(`Corporate Tax documents ${fullText}`);
  await expect(tile.locator('xpath=following-sibling::dd')).toHaveText(String(counts.total_records));
  await expect(page.getByText(`${counts.total_records} Corporate Tax documents ${fullText} and about 90,000+ words of law`)).toBeVisible();
  await expect(page.getByText(`Search all ${counts.total_records} Corporate Tax documents ${fullText}`)).toBeVisible();
  await expect(page.getByText(/full text of all/)).toHaveCount(0);
});

test.describe('in Arabic', () => {
  // Playwright sends the locale as Accept-Language: the page is served in Arabic (Western digits by default).
  test.use({ locale: 'ar-AE' });

  test('the mark, the source link and the count of full texts are in Arabic', async ({ page }) => {
    const { records } = await listed(page, 'limit=1000');
    const withSource = records.find((r) => !r.has_text && r.source_file)!;
    const counts = await listed(page, 'limit=0');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText(`(${counts.total_records_with_text} منها بنصها الكامل)`)).toBeVisible();
    await page.getByRole('searchbox').first().fill(withSource.title);
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: withSource.title }) });
    await expect(row.getByText('النص غير متاح بعد')).toBeVisible();
    await expect(row.getByRole('link', { name: 'المصدر الرسمي ↗' })).toHaveAttribute('href', withSource.source_file!);
    await expect(row.getByRole('button', { name: 'المساعد الذكي' })).toHaveCount(0);
  });
});
