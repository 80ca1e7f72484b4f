/**
 * /admin (legislation management) as the demo administrator meets it on `npm start`: a new record
 * is added, expanded and edited inline (summary and status), and the home page keyword search
 * finds it by a word of its title and of its new summary. A signed-in non-admin is sent home.
 */
import { expect, test, type Page } from '@playwright/test';
import type { CreateLegislationResponse } from '../schema/api/admin-legislation.ts';
import { signInOnLoginPage } from './support/accounts.ts';

const ADMIN = { email: 'demo-admin@example.com', password: 'demo-admin-2026' };
const USER = { email: 'demo-user@example.com', password: 'demo-user-2026' };
/** Where the record goes when the test ends: off the public list (Corporate Tax only), so other specs' counts hold. */
const RETIRED_CATEGORY = 'E2E test records';

async function signInWithoutWelcome(page: Page, account: { email: string; password: string }) {
  await page.addInitScript((email) => localStorage.setItem(`welcomeModalSeen:${email}`, '1'), account.email);
  await signInOnLoginPage(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
}

let createdId: number | null = null;

test.afterEach(async ({ page }) => {
  if (createdId === null) return;
  const res = await page.request.patch(`/api/legislation/${createdId}`, { data: { tax_category: RETIRED_CATEGORY } });
  expect(res.status()).toBe(200);
  createdId = null;
});

test('an admin adds a record, edits its summary and status inline, and the keyword search finds it', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const titleWord = `Zephyrine${stamp}`;
  const summaryWord = `quillwort${stamp}`;
  const title = `Cabinet Decision on ${titleWord} Testing`;

  await signInWithoutWelcome(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Legislation Management' })).toBeVisible();
  const countLine = page.getByText(/^Showing \d+ of \d+ records$/);
  await expect(countLine).toBeVisible();
  const before = Number((await countLine.textContent())!.match(/of (\d+)/)![1]);

  // Add Legislation: Create stays disabled until there is a title; the tax category starts on Corporate Tax.
  await page.getByRole('button', { name: 'Add Legislation' }).click();
  const form = page.getByRole('form', { name: 'Add Legislation' });
  const create = form.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await expect(form.getByLabel('Tax category')).toHaveValue('Corporate Tax');
  await form.getByLabel('Title (required)').fill(title);
  await form.getByLabel('Type').selectOption('Cabinet Decision');
  await form.getByLabel('Status').fill('active');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/legislation') && r.request().method() === 'POST');
  await create.click();
  const response = await created;
  expect(response.status()).toBe(201);
  createdId = ((await response.json()) as CreateLegislationResponse).record.id;
  await expect(form).toBeHidden();
  await expect(page.getByText(`Showing ${before + 1} of ${before + 1} records`)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-01-created.png' });

  // The new record is first; expand it.
  const header = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const record = page.getByRole('region', { name: new RegExp(`^${title}`) });

  // Content: edit the summary inline.
  await record.getByRole('tab', { name: 'Content' }).click();
  await expect(record.getByText('Summary', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Not set');
  await record.getByRole('button', { name: 'Edit Summary', exact: true }).click();
  const summary = record.getByRole('textbox', { name: 'Summary', exact: true });
  await expect(summary).toBeFocused();
  await summary.fill(`A test record about ${summaryWord} and nothing else.`);
  await record.getByRole('button', { name: 'Save Summary', exact: true }).click();
  await expect(record.getByText(`A test record about ${summaryWord} and nothing else.`)).toBeVisible();
  await expect(record.getByRole('button', { name: 'Edit Summary', exact: true })).toBeFocused();

  // Basic Info: edit the status inline.
  await record.getByRole('tab', { name: 'Basic Info' }).click();
  await record.getByRole('button', { name: 'Edit Status', exact: true }).click();
  await record.getByRole('textbox', { name: 'Status', exact: true }).fill('amended');
  await record.getByRole('textbox', { name: 'Status', exact: true }).press('Enter');
  await expect(record.getByRole('button', { name: 'Edit Status', exact: true })).toBeVisible();
  await expect(header.locator('[data-tone]')).toHaveText('Amended');

  // Dates & Metadata: computed figures (no text yet), and the history has both edits.
  await record.getByRole('tab', { name: 'Dates & Metadata' }).click();
  await expect(record.getByText('Word count', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('0');
  await expect(record.getByText('Context cost (AED)', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('AED 0.000000');
  const history = record.getByRole('region', { name: 'History' });
  await expect(history.getByText(ADMIN.email).first()).toBeVisible();
  await expect(history.getByText(/^Status:/)).toContainText('active → amended');
  await expect(history.getByText(/^Summary:/)).toContainText(summaryWord);
  await record.screenshot({ path: '/tmp/shots/admin-02-edited.png' });

  // The home page keyword search finds it by its title word, and by its new summary.
  await page.goto('/');
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  await keyword.fill(titleWord);
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(page.getByText(/^Showing 1 of 1 filtered from \d+ total records$/)).toBeVisible();
  await keyword.fill(summaryWord);
  await expect(link).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-03-found.png', fullPage: true });
});

test('a signed-in non-admin going to /admin lands on the home page, and the server refuses their edits', async ({ page }) => {
  await signInWithoutWelcome(page, USER);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Legislation Management' })).toHaveCount(0);
  expect((await page.request.patch('/api/legislation/1', { data: { status: 'repealed' } })).status()).toBe(403);
  expect((await page.request.post('/api/legislation', { data: { title: 'Not allowed' } })).status()).toBe(403);
});
