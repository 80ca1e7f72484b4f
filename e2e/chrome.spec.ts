import { expect, test } from '@playwright/test';

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to legislation search' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the navigation bar collapses into a keyboard-usable menu below 480 px', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
  const menu = nav.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'About' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.click();
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the footer links to the static pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [name, path] of [
    ['About', '/about'],
    ['Pricing', '/pricing'],
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
});
