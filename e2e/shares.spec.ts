/**
 * Share links and exports as an owner and a reader meet them on `npm start`: a saved chat is shared,
 * a reader with no account opens the link, follows a citation and counts as a view; the owner revokes
 * and the link answers 'Conversation Not Found'. Export writes the conversation and its sources as
 * Markdown, and the printed page is the conversation alone, with its sources written out.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInNewAccount } from './support/accounts.ts';

const EXTRACTIVE = 'No language model is configured on this server';
const QUESTION = 'What is the revenue threshold for Small Business Relief and until when can it be elected?';

/** A general consultation with one answered question, reopened from its saved address. */
async function savedChat(page: Page): Promise<{ url: string; title: string }> {
  await page.goto('/chat');
  const input = page.getByPlaceholder('Continue your tax consultation...');
  await input.fill(QUESTION);
  await input.press('Shift+Enter');
  const answers = page.getByRole('region', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: EXTRACTIVE });
  await expect(answers).toHaveCount(1, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await page.reload();
  await expect(answers).toHaveCount(1);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  return { url: page.url(), title };
}

test('share a saved chat: the reader sees the answer and its citations, views are counted, and Revoke ends the link', async ({
  page,
  request,
  browser,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewAccount(page, request, 'share', 'Layla Haddad');
  const chat = await savedChat(page);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Share link copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/localhost:\d+\/shared\/[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole('button', { name: 'Revoke link' })).toBeVisible();

  // The account's history lists the live link.
  await page.goto('/account');
  await page.getByRole('tab', { name: /Chat History/ }).click();
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: chat.title }) });
  await expect(row.getByRole('button', { name: `Copy Link: ${chat.title}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke: ${chat.title}` })).toBeVisible();

  // A reader with no account and no cookies.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto(link);
  await expect(readerPage.getByRole('heading', { level: 1, name: chat.title })).toBeVisible();
  await expect(readerPage).toHaveTitle(`UAE Tax Analysis: ${chat.title} · UAE Corporate Tax Research`);
  await expect(readerPage.getByText('1 view', { exact: true })).toBeVisible();
  await expect(readerPage.getByRole('heading', { level: 2, name: /^Question: / })).toHaveText(`Question: ${QUESTION.slice(0, 50)}...`);
  const conversation = readerPage.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(EXTRACTIVE)).toBeVisible();
  await expect(conversation.getByText('Sources')).toBeVisible();
  await expect(readerPage.getByRole('textbox')).toHaveCount(0);
  await expect(readerPage.getByRole('link', { name: /^Try for free: 1 chat \+ 2 follow-ups/ })).toHaveAttribute('href', '/');

  // A citation opens its article.
  const marker = conversation.getByRole('link', { name: /^Citation \d+: / }).first();
  const href = (await marker.getAttribute('href'))!;
  expect(href).toMatch(/^\/legislation\/\d+#article-[\w.]+$/);
  await marker.click();
  await expect(readerPage).toHaveURL(new RegExp(`${href.replace(/[.#]/g, '\\$&')}$`));
  await expect(readerPage.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();

  // Every read is a view.
  await readerPage.goBack();
  await expect(readerPage.getByText('2 views', { exact: true })).toBeVisible();

  // The owner revokes, after confirming.
  await page.goto(chat.url);
  await page.getByRole('button', { name: 'Revoke link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke share link?' });
  await expect(dialog).toContainText('Anyone opening the link will see Conversation Not Found.');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Share Link Revoked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke link' })).toBeHidden();

  await readerPage.reload();
  await expect(readerPage.getByRole('heading', { level: 1, name: 'Conversation Not Found' })).toBeVisible();
  await expect(readerPage.getByRole('alert')).toHaveText('This shared conversation may have expired or been removed.');
  await reader.close();
});

test('Export Markdown downloads the conversation with its numbered sources; the printed page is the conversation alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, request, 'export', 'Layla Haddad');
  const chat = await savedChat(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Markdown' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^[\p{L}\p{N}-]+\.md$/u);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith(`# ${chat.title}\n`)).toBe(true);
  expect(text).toContain(`## Question\n\n${QUESTION}`);
  expect(text).toContain('## Answer');
  expect(text).toContain(EXTRACTIVE);
  // '[n] Document title, Article (N)[: Heading] — absolute link'
  expect(text).toMatch(/^\[1\] .+, .+ — http:\/\/localhost:\d+\/legislation\/\d+#article-[\w.]+$/m);
  expect(text.trimEnd().endsWith('For tax research purposes only. Always consult with a qualified tax advisor')).toBe(true);

  // Paper: no navigation, footer, input or buttons; the sources carry their addresses.
  // The print stylesheet alone decides what paper shows (long answers whole): no print-time render is needed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeHidden();
  await expect(page.getByPlaceholder('Continue your tax consultation...')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export Markdown' })).toBeHidden();
  await expect(page.getByText(QUESTION)).toBeVisible();
  await expect(page.getByText(/— http:\/\/localhost:\d+\/legislation\/\d+#article-[\w.]+$/).first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText(/— http:\/\/localhost:\d+\/legislation\//).first()).toBeHidden();
});
