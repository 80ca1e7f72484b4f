/**
 * Pay-per-use billing as a new user meets it on `npm start` (local test card provider): the
 * welcome chat and two follow-ups count down in the billing line, the next question asks for a
 * card, a declined test card shows the provider's message, the 4242 test card is saved, further
 * answers are charged, and the account page shows the charges.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInNewAccount } from './support/accounts.ts';

const EXTRACTIVE = 'No language model is configured on this server';

async function fillTestCard(scope: ReturnType<Page['getByRole']>, number: string) {
  await scope.getByLabel('Card number').fill(number);
  // Typed as people type it (issue 27): the digits alone, written '12 / 34' as they come.
  const expiry = scope.getByLabel(/Expiry/);
  await expiry.clear();
  await expiry.pressSequentially('1234');
  await expect(expiry).toHaveValue('12 / 34');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByRole('button', { name: 'Add Payment Method' }).click();
}

test('welcome credits count down, the billing prompt sets up a test card, answers are charged and shown on the account page', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, request, 'billing', 'Layla Haddad');
  const list = await request.get('/api/legislation?search=Small%20Business%20Relief');
  const md73 = ((await list.json()) as { records: Array<{ id: number; slug: string }> }).records.find((r) => r.slug === 'md-73-2023')!;

  await page.goto(`/chat?start=${md73.id}`);
  const input = page.getByPlaceholder('Continue your tax consultation...');
  const answers = page.getByRole('region', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: EXTRACTIVE });
  const billingLine = page.getByText(/^Next question:/);
  await expect(billingLine).toHaveText('Next question: free (welcome chat credit) · 1 free chat and 2 free follow-ups left');
  await page.screenshot({ path: '/tmp/shots/01-chat-start.png', fullPage: true });

  const questions = ['What is the revenue threshold for the relief?', 'Until which tax period can it be elected?', 'Who can not elect the relief?'];
  for (const [i, q] of questions.entries()) {
    await input.fill(q);
    await input.press('Shift+Enter');
    await expect(answers).toHaveCount(i + 1, { timeout: 15_000 });
  }
  await expect(billingLine).toHaveText('Next question: AED 2.00 · AED 0.00 this month · Set up a payment method');
  await page.screenshot({ path: '/tmp/shots/02-credits-used.png', fullPage: true });

  await input.fill('What happens if revenue exceeds the threshold later?');
  await input.press('Shift+Enter');
  await expect(page.getByText('Payment required to continue chatting. Please set up payment method for simple per-chat billing.').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/03-prompt.png', fullPage: true });
  await page.getByRole('button', { name: /Set Up Payment Method/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
  await expect(dialog.getByText(/Test mode/).first()).toBeVisible();
  await fillTestCard(dialog, '4000 0000 0000 0002');
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await page.screenshot({ path: '/tmp/shots/04-declined.png', fullPage: true });
  await fillTestCard(dialog, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Method Added')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Back in the conversation, the next follow-up is charged AED 2.
  await page.goBack();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(billingLine).toHaveText('Next question: AED 2.00 · AED 0.00 this month');
  await input.fill('What happens if revenue exceeds the threshold later?');
  await input.press('Shift+Enter');
  await expect(answers).toHaveCount(4, { timeout: 15_000 });
  await expect(billingLine).toHaveText('Next question: AED 2.00 · AED 2.00 this month');

  // The account page shows the card and the month's ledger: three free answers and one charge.
  await page.goto('/account');
  await page.getByRole('tab', { name: /Monthly Usage/ }).click();
  const usage = page.getByRole('tabpanel');
  await expect(usage.getByText('AED 2.00').first()).toBeVisible();
  const ledger = usage.getByRole('table');
  await expect(ledger.getByRole('row')).toHaveCount(5); // the header and four answers
  await expect(ledger.getByText('Free (welcome chat credit)')).toHaveCount(1);
  await expect(ledger.getByText('Free (welcome follow-up credit)')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/shots/05-account-usage.png', fullPage: true });
  await page.getByRole('tab', { name: /Subscription/ }).click();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  await expect(page.getByText('Usage-Based Billing')).toBeVisible();
});

test('a declined invoice pauses paid answers until a new card pays it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, request, 'billing', 'Layla Haddad');
  // Card set-up on the full page, with the card whose charges are declined.
  await page.goto('/payment-setup');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');
  await fillTestCard(page.getByRole('main'), '4000 0000 0000 0341');
  await expect(page.getByText('Payment Method Added')).toBeVisible();

  // A search and fifteen follow-ups through the API, as the panel sends them: AED 26 crosses AED 25.
  const ask = (query: string, sessionId?: string) => page.request.post('/api/multi-document-search', { data: { query, ...(sessionId ? { sessionId } : {}) } });
  const first = await ask('Which businesses can elect Small Business Relief?');
  expect(first.status()).toBe(200);
  const sessionId = `chat-${((await first.json()) as { chatId: number }).chatId}`;
  for (let i = 0; i < 15; i++) expect((await ask(`What revenue threshold applies in tax period ${i + 1}?`, sessionId)).status()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get('/api/billing/current')).json()) as { data: { failedInvoice: unknown } }).data.failedInvoice)
    .not.toBeNull();

  // Paid answers are paused, and the AI search shows the billing prompt for it.
  const paused = await ask('And after that?', sessionId);
  expect(paused.status()).toBe(403);
  await page.goto('/');
  await page.getByRole('tab', { name: /AI Search/ }).click();
  await page.getByPlaceholder('What are the transfer pricing rules for related party transactions?').fill('Who must keep transfer pricing documentation?');
  await page.getByRole('button', { name: 'Launch AI Analysis' }).click();
  await expect(page.getByText('Your last invoice could not be paid.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Monthly Usage' }).click();
  await expect(page).toHaveURL(/\/account\?tab=usage$/);

  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByText('AED 26.00')).toBeVisible();
  await expect(invoices.getByText('Threshold reached · 13 answers')).toBeVisible();
  await invoices.getByRole('button', { name: 'Retry payment' }).click();
  await expect(invoices.getByRole('alert')).toContainText('Your card was declined.');
  await page.screenshot({ path: '/tmp/shots/06-failed-invoice.png', fullPage: true });

  // A new card pays the failed invoice when it is saved.
  await page.getByRole('tab', { name: /Subscription/ }).click();
  await page.getByRole('button', { name: 'Replace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
  await fillTestCard(dialog, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Method Added')).toBeVisible();
  await page.goto('/account?tab=usage');
  await expect(page.getByRole('region', { name: 'Invoices' }).getByText('Paid', { exact: true })).toBeVisible();
  expect((await ask('And after that?', sessionId)).status()).toBe(200);
});
