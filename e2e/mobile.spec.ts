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
