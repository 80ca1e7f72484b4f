/**
 * The paid AI features as a verified user meets them on `npm start` with no keys: answers come
 * from the extractive analyst, and every citation opens an existing article.
 */
import { expect, test } from '@playwright/test';
import { signInNewAccount } from './support/accounts.ts';

const EXTRACTIVE = 'No language model is configured on this server';

test('multi-document search: numbered citations, and a citation opens its article', async ({ page, request }) => {
  await signInNewAccount(page, request, 'search', 'Omar Saeed');
  await page.getByRole('tab', { name: /AI Search/ }).click();

  const question = page.getByPlaceholder('What are the transfer pricing rules for related party transactions?');
  await question.fill('What is the revenue threshold for Small Business Relief and until when can it be elected?');
  await page.getByRole('button', { name: 'Launch AI Analysis' }).click();

  const analysis = page.getByRole('region', { name: 'AI Legal Analysis' });
  await expect(analysis).toBeVisible({ timeout: 15_000 });
  await expect(analysis).toContainText(EXTRACTIVE);
  const citations = page.getByRole('region', { name: 'Professional Legal Citations' });
  await expect(citations.getByRole('listitem').first()).toBeVisible();
  await expect(citations.getByText('Professional Legal Citation').first()).toBeVisible();
  expect(await citations.getByRole('listitem').count()).toBeGreaterThan(1);

  // The first [n] of the answer links to the article it cites.
  const marker = analysis.getByRole('link', { name: /^Citation \d+: / }).first();
  const href = await marker.getAttribute('href');
  expect(href).toMatch(/^\/legislation\/\d+#article-[\w.]+$/);
  await marker.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.#]/g, '\\$&')}$`));
  const anchor = href!.split('#')[1]!;
  const article = page.locator(`[id="${anchor}"]`);
  await expect(article).toBeVisible();
  await expect(article).toBeInViewport();
});

test('an Arabic question: the answer quotes the official Arabic, reads right to left, and its citation opens the article', async ({ page, request }) => {
  await signInNewAccount(page, request, 'arabic', 'Omar Saeed');
  await page.getByRole('tab', { name: /AI Search/ }).click();
  await page
    .getByPlaceholder('What are the transfer pricing rules for related party transactions?')
    .fill('ما هو حد الإيرادات الذي يسمح بالاستفادة من تسهيلات الأعمال الصغيرة؟');
  await page.getByRole('button', { name: 'Launch AI Analysis' }).click();

  const analysis = page.getByRole('region', { name: 'AI Legal Analysis' });
  await expect(analysis).toBeVisible({ timeout: 15_000 });
  const heading = analysis.getByRole('heading', { name: 'الملخص' });
  await expect(heading).toBeVisible();
  // Each block takes the direction of its text: Arabic right to left, in the English interface too.
  expect(await heading.evaluate((h) => getComputedStyle(h).direction)).toBe('rtl');
  const summary = analysis.locator('h2:has-text("الملخص") + p');
  await expect(summary).toContainText('ثلاثة ملايين درهم');
  expect(await summary.evaluate((p) => getComputedStyle(p).direction)).toBe('rtl');

  const marker = summary.getByRole('link', { name: /^Citation \d+: / }).first();
  const href = await marker.getAttribute('href');
  expect(href).toMatch(/^\/legislation\/\d+#article-2$/);
  await marker.click();
  await expect(page.locator('[id="article-2"]')).toBeInViewport();
});

test('a question whether an instrument is in force: its recorded status first, linking to what replaced it', async ({ page, request }) => {
  await signInNewAccount(page, request, 'status', 'Omar Saeed');
  await page.getByRole('tab', { name: /AI Search/ }).click();
  await page
    .getByPlaceholder('What are the transfer pricing rules for related party transactions?')
    .fill('Is Ministerial Decision No. 125 of 2023 still in force?');
  await page.getByRole('button', { name: 'Launch AI Analysis' }).click();

  const analysis = page.getByRole('region', { name: 'AI Legal Analysis' });
  await expect(analysis).toBeVisible({ timeout: 15_000 });
  await expect(analysis).toContainText(
    'Status, as this collection records it: Ministerial Decision No. 125 of 2023 is repealed: replaced by Ministerial Decision No. 301 of 2024',
  );
  // Its own entry into force is what is quoted and cited.
  await expect(analysis.getByRole('link', { name: /^Citation 1: / }).first()).toHaveAttribute('href', /^\/legislation\/\d+#article-14$/);
  await analysis.getByRole('link', { name: 'Ministerial Decision No. 301 of 2024' }).first().click();
  await expect(page).toHaveURL(/\/legislation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ministerial Decision No. 301 of 2024');
});

test('/ai-search: a long answer in the dialog scrolls, and its citations open the article', async ({ page, request }) => {
  await signInNewAccount(page, request, 'dialog', 'Omar Saeed');
  await page.goto('/ai-search');
  const dialog = page.getByRole('dialog', { name: 'AI Search' });
  await dialog
    .getByPlaceholder('What are the transfer pricing rules for related party transactions?')
    .fill('Do we have to prepare a master file and local file for transfer pricing?');
  await dialog.getByRole('button', { name: 'Launch AI Analysis' }).click();
  const analysis = dialog.getByRole('region', { name: 'AI Legal Analysis' });
  await expect(analysis).toBeVisible({ timeout: 15_000 });
  // Taller than the window: the dialog's own title must still be reachable at the top.
  await page.evaluate(() => document.querySelector('[role="dialog"]')?.parentElement?.scrollTo(0, 0));
  await expect(dialog.getByRole('heading', { name: 'AI Search' })).toBeInViewport();
  const marker = analysis.getByRole('link', { name: /^Citation \d+: / }).last();
  const href = (await marker.getAttribute('href'))!;
  await marker.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.#]/g, '\\$&')}$`));
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
});

test('single-document chat: answer, follow-up, reload shows the history, delete it from the account page', async ({ page, request }) => {
  await signInNewAccount(page, request, 'chat', 'Omar Saeed');
  const list = await request.get('/api/legislation?search=Small%20Business%20Relief');
  const records = ((await list.json()) as { records: Array<{ id: number; slug: string; title: string }> }).records;
  const md73 = records.find((r) => r.slug === 'md-73-2023')!;
  expect(md73).toBeTruthy();

  await page.goto(`/chat?start=${md73.id}`);
  const input = page.getByPlaceholder('Continue your tax consultation...');
  await input.fill('What is the revenue threshold for the relief?');
  // Plain Enter adds a line; Shift+Enter sends (spec §5).
  await input.press('Shift+Enter');
  const answers = page.getByRole('region', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: EXTRACTIVE });
  await expect(answers).toHaveCount(1, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const chatUrl = page.url();

  await input.fill('Until which tax period can it be elected?');
  await input.press('Shift+Enter');
  await expect(answers).toHaveCount(2, { timeout: 15_000 });

  await page.reload();
  await expect(page.getByText('What is the revenue threshold for the relief?')).toBeVisible();
  await expect(page.getByText('Until which tax period can it be elected?')).toBeVisible();
  await expect(answers).toHaveCount(2);
  expect(page.url()).toBe(chatUrl);

  await page.goto('/account');
  await page.getByRole('tab', { name: /Chat History/ }).click();
  const title = md73.title;
  await page
    .getByRole('button', { name: `Delete: ${title}` })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Conversation' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Conversation Deleted')).toBeVisible();
  await page.goto(chatUrl);
  await expect(page.getByText('Chat Not Found')).toBeVisible();
});
