/**
 * /admin/usage as the demo administrator meets it on `npm start`: the stat cards show the server's
 * figures, a throwaway user's conversation shows its share link and API context, and deleting the
 * user (after the confirmation) takes them and their chats off the lists, ends their session and
 * their share link.
 */
import { expect, test } from '@playwright/test';
import type { AdminUsersResponse } from '../schema/api/admin-usage.ts';
import { createVerifiedAccount, currentUserOf, signInOnLoginPage, uniqueEmail } from './support/accounts.ts';

const ADMIN = { email: 'demo-admin@example.com', password: 'demo-admin-2026' };
const QUESTION = 'Which businesses can elect Small Business Relief and what revenue threshold applies?';

test('the admin sees real figures, opens a chat’s API context and deletes a throwaway user', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(60_000);

  // A throwaway user with one answered question, shared, in a session of their own.
  const email = uniqueEmail('usage-throwaway');
  const password = 'throwaway-pass-9';
  await createVerifiedAccount(request, page, 'Throwaway Person', email, password);
  const throwaway = await playwright.request.newContext({ baseURL });
  expect((await throwaway.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
  const answer = await throwaway.post('/api/multi-document-search', { data: { query: QUESTION } });
  expect(answer.status()).toBe(200);
  const chatId = ((await answer.json()) as { chatId: number }).chatId;
  const shared = await throwaway.post('/api/create-share-link', { data: { title: 'x', messages: [], userInfo: {}, sessionId: `chat-${chatId}` } });
  expect(shared.status()).toBe(200);
  const shareUrl = ((await shared.json()) as { shareUrl: string }).shareUrl;
  const token = shareUrl.split('/').pop()!;

  // The demo admin, without the one-time welcome modal over the page.
  await page.addInitScript((admin) => localStorage.setItem(`welcomeModalSeen:${admin}`, '1'), ADMIN.email);
  await signInOnLoginPage(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage Analytics' })).toBeVisible();

  // The stat cards are the server's figures.
  const { summary } = (await (await page.request.get('/api/admin/users')).json()) as AdminUsersResponse;
  expect(summary.totalUsers).toBeGreaterThanOrEqual(3);
  expect(summary.activeUsers).toBeGreaterThanOrEqual(1);
  const tile = (label: string) => page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd');
  await expect(tile('Total Users')).toHaveText(summary.totalUsers.toLocaleString('en-US'));
  await expect(tile('Active Users')).toHaveText(summary.activeUsers.toLocaleString('en-US'));
  await expect(tile('Total Chats')).toHaveText(summary.totalChats.toLocaleString('en-US'));
  await expect(tile('Total Words')).toHaveText(summary.totalWords.toLocaleString('en-US'));

  // Users: the throwaway with their words; the admin's own row cannot be deleted.
  const userRow = page.getByRole('row').filter({ hasText: email });
  await expect(userRow).toBeVisible();
  await expect(userRow.getByRole('cell', { name: 'Throwaway Person' })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: ADMIN.email })
      .getByRole('button', { name: `Delete ${ADMIN.email}` }),
  ).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots/admin-usage-users.png', fullPage: true });

  // Chat History: the conversation with its share link and API context.
  await page.getByRole('tab', { name: /^Chat History/ }).click();
  const chatRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(chatId), exact: true }) });
  await expect(chatRow).toContainText(email);
  await expect(chatRow.getByRole('link', { name: `Share link of chat ${chatId}` })).toHaveAttribute('href', shareUrl);
  await chatRow.getByRole('button', { name: `API context of chat ${chatId}: view` }).click();
  const context = page.getByRole('dialog', { name: `API context of chat ${chatId}` });
  await expect(context.locator('pre')).toContainText('"question": "Which businesses can elect Small Business Relief');
  await expect(context.locator('pre')).toContainText('"passages": [');
  await page.screenshot({ path: '/tmp/shots/admin-usage-context.png', fullPage: true });
  await page.keyboard.press('Escape');
  await expect(context).toBeHidden();

  // Delete the throwaway user, after the confirmation.
  await page.getByRole('tab', { name: /^Users/ }).click();
  await userRow.getByRole('button', { name: `Delete ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText(email);
  await expect(confirm).toContainText('This cannot be undone');
  await expect(confirm).toContainText('removes all their chats and monthly usage');
  await page.screenshot({ path: '/tmp/shots/admin-usage-confirm.png', fullPage: true });
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText(`User ${email} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(tile('Total Users')).toHaveText((summary.totalUsers - 1).toLocaleString('en-US'));
  await page.getByRole('tab', { name: /^Chat History/ }).click();
  await expect(page.getByRole('tabpanel', { name: /^Chat History/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: /^Chat History/ })).not.toContainText(email);

  // On a phone the lists are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: /^Users/ }).click();
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: ADMIN.email })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await page.screenshot({ path: '/tmp/shots/admin-usage-phone.png', fullPage: true });

  // Their session and their share link are gone too.
  expect(await currentUserOf(throwaway)).toBeNull();
  expect((await page.request.get(`/api/shared/${token}`)).status()).toBe(404);
  await throwaway.dispose();
});
