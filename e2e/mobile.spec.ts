/** Issue 15 item 9 (started): the account page on a 400 px phone keeps its tabs on one row and does not overflow sideways. */
import { expect, test } from '@playwright/test';
import { signInNewAccount } from './support/accounts.ts';

test.use({ viewport: { width: 400, height: 800 } });

test('the account tabs stay on one row at 400 px, every tab reachable, and the page does not scroll sideways', async ({ page, request }) => {
  await signInNewAccount(page, request, 'mobile', 'Huda Karim');
  await page.goto('/account');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const last = tabs.last();
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport();
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('keyword results are cards at 400 px: details, matching articles and every action on screen, no sideways scroll', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('Small Business Relief');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Ministerial Decision No\. 73 of 2023/ }) });
  await expect(row).toBeVisible();
  // Below 640 px the column headings are for screen readers only; each record is one full-width card.
  await expect(page.getByRole('columnheader', { name: 'Details' })).toHaveCount(1);
  const card = await row.boundingBox();
  expect(card!.width).toBeLessThanOrEqual(400);
  for (const action of [
    row.locator('[data-tone]'),
    row.getByRole('button', { name: /AI Assistant/ }),
    row.getByRole('link', { name: 'Open document' }),
    row.getByRole('button', { name: 'Show summary & key points' }),
  ]) {
    await expect(action).toBeVisible();
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(400);
  }
  await row.getByRole('button', { name: 'Show summary & key points' }).click();
  await expect(row.getByRole('button', { name: 'Hide details' })).toBeVisible();
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the home page tabs fit a 400 px phone in Arabic: both labels whole on screen, nothing to scroll sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 }, locale: 'ar-AE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  for (const tab of await tabs.all()) {
    // The whole label is drawn inside its tab, and the tab inside the window.
    const clipped = await tab.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(clipped).toBe(false);
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(400);
  }
  const list = page.getByRole('tablist');
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await context.close();
});
