/**
 * The legacy Professional Plan as a new user meets it on `npm start` (local test card provider):
 * the 100% demo promo code on /subscribe, the test card still collected, the thank-you page with
 * the discount banner, the plan on the account page, the local test billing portal, and a
 * cancellation after its confirmation, which leaves the plan running to the period's end.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInNewAccount } from './support/accounts.ts';

/** The demo promo code taking 100% off, seeded for local data. */
const FULL_DISCOUNT_CODE = 'PRO100';

test('subscribe with the 100% promo code and a test card, see the plan on the account page, open the test portal, then cancel', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, request, 'subscribe', 'Omar Khalid');

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Subscribe to the Professional Plan' })).toBeVisible();
  const features = page.getByRole('region', { name: 'Professional Plan' });
  await expect(features.getByText('AED 49 per month')).toBeVisible();
  await expect(features.getByRole('listitem')).toHaveText(['Unlimited AI chat', 'PDF exports', 'Shareable links', 'Priority AI processing', 'Email support']);
  await expect(page.getByRole('region', { name: 'Test mode' })).toBeVisible();

  // The code is sent trimmed and upper-cased; the box then locks.
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await page.getByRole('textbox', { name: 'Promo code' }).fill(`  ${FULL_DISCOUNT_CODE.toLowerCase()} `);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toasts.getByText('Coupon Applied!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue(FULL_DISCOUNT_CODE);
  await page.screenshot({ path: '/tmp/shots/subscription-01-coupon.png', fullPage: true });

  // 100% off still asks for the card.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe to Professional Plan' }).click();

  await expect(page).toHaveURL(/\/thank-you\?subscription=success&discount=true$/);
  await expect(page.getByText('100% Discount Applied')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to your Professional Plan' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/25,000 AI words a month/)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/subscription-02-thank-you.png', fullPage: true });

  await page.getByRole('link', { name: 'View My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('tab', { name: 'Subscription' }).click();
  const plan = page.getByRole('tabpanel');
  await expect(plan.getByText('Professional Plan (legacy)')).toBeVisible();
  await expect(plan.getByText(/^Next billing date: \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(plan.getByRole('progressbar', { name: 'Professional Plan usage this month' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/subscription-03-account.png', fullPage: true });

  // 'Manage Billing' opens the local test portal in a new tab.
  const [portal] = await Promise.all([context.waitForEvent('page'), plan.getByRole('button', { name: 'Manage Billing' }).click()]);
  await portal.waitForLoadState();
  await expect(portal).toHaveURL(/\/billing\/portal/);
  await expect(portal.getByText("Local test billing portal — no real payments; with Stripe configured this is Stripe's customer portal")).toBeVisible();
  await expect(portal.getByRole('region', { name: 'Card on file' }).getByText('Visa •••• 4242')).toBeVisible();
  await portal.screenshot({ path: '/tmp/shots/subscription-04-portal.png', fullPage: true });
  await portal.close();

  // Cancelling asks first; Escape leaves the plan alone.
  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toasts.getByText('Subscription Canceled')).toBeVisible();
  await expect(plan.getByText(/^Cancelled: your plan ends on \d{1,2} \w+ \d{4} and will not renew\.$/)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/subscription-05-cancelled.png', fullPage: true });

  // Still subscribed until the period ends: /subscribe says so.
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Already Subscribed' })).toBeVisible();
});

/** The demo code taking 50% off the first month, one redemption in all (seeded for local data; a fresh database per run). */
const HALF_OFF_ONCE_CODE = 'ONCE50';

/** No serious or critical axe violation on the page as it stands. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('subscribe with ONCE50: AED 49.00 less AED 24.50 before paying, AED 24.50 paid on the thank-you page, and the charge among the invoices and in the portal', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, request, 'once50', 'Layla Hassan');

  await page.goto('/subscribe');
  const summary = page.getByRole('region', { name: 'Price of the first month' });
  const line = (term: string) => summary.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(line('Professional Plan')).toHaveText('AED 49.00');
  await expect(line('Due today')).toHaveText('AED 49.00');

  await page.getByRole('textbox', { name: 'Promo code' }).fill(HALF_OFF_ONCE_CODE);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(line(`Discount (${HALF_OFF_ONCE_CODE})`)).toHaveText('−AED 24.50');
  await expect(line('Due today')).toHaveText('AED 24.50');
  await expect(line('Professional Plan')).toHaveText('AED 49.00');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/subscription-once50-01-price.png', fullPage: true });

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe to Professional Plan' }).click();

  // A partial discount: no '100% Discount Applied' banner; the amount is the server's.
  await expect(page).toHaveURL(/\/thank-you\?subscription=success$/);
  await expect(page.getByRole('heading', { name: 'Welcome to your Professional Plan' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Amount paid: AED 24.50')).toBeVisible();
  await expect(page.getByText('100% Discount Applied')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/subscription-once50-02-thank-you.png', fullPage: true });

  await page.getByRole('link', { name: 'View My Account' }).click();
  await page.getByRole('tab', { name: 'Monthly Usage' }).click();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const charge = invoices.getByRole('row').filter({ hasText: 'Professional Plan' });
  await expect(charge).toHaveCount(1);
  await expect(charge).toContainText('AED 24.50');
  await expect(charge).toContainText(`AED 49.00 before the ${HALF_OFF_ONCE_CODE} discount`);
  await expect(charge).toContainText('Paid');
  await expect(invoices.getByText(/No invoices yet/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/subscription-once50-03-invoices.png', fullPage: true });

  // The local test portal: the plan's price and its charges.
  await page.goto('/billing/portal');
  await expect(page.getByText('Professional Plan · AED 49 per month')).toBeVisible();
  const charges = page.getByRole('region', { name: 'Plan charges' });
  await expect(charges.getByRole('row').filter({ hasText: 'AED 24.50' })).toContainText('Paid');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/subscription-once50-04-portal.png', fullPage: true });
});
