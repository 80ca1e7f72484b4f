import { expect, test } from '@playwright/test';
import { createVerifiedAccount, currentUserOf, linkFromOutbox, signInOnLoginPage, uniqueEmail } from './support/accounts.ts';

const SIGNUP_SUCCESS = 'Account created successfully! Please check your email to verify your account before logging in.';
const NOT_VERIFIED = 'Please verify your email address before logging in. Check your inbox for the verification email.';

test('sign up, verify through the outbox, sign in, welcome modal, account page, log out', async ({ page }) => {
  const email = uniqueEmail('lifecycle');
  const password = 'correct-horse-7';

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Login / Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Account', pressed: false }).click();
  const signupForm = dialog.getByRole('form', { name: 'Create Account' });
  await signupForm.getByLabel('Full Name').fill('Layla Haddad');
  await signupForm.getByLabel('Email').fill(email);
  await signupForm.getByLabel('Password').fill(password);
  await signupForm.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText(SIGNUP_SUCCESS)).toBeVisible();

  // Back in sign-in mode: an unverified account cannot sign in yet, and is offered a new link.
  const signinForm = dialog.getByRole('form', { name: 'Sign In' });
  await signinForm.getByLabel('Email').fill(email);
  await signinForm.getByLabel('Password').fill(password);
  await signinForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText(NOT_VERIFIED)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const link = await linkFromOutbox(page, 'Verify your e-mail address', email);
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await signInOnLoginPage(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome, Layla Haddad!' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('Free keyword search')).toBeVisible();
  await welcome.getByRole('button', { name: 'Get Started' }).click();
  await expect(welcome).toBeHidden();

  // Once per account e-mail: not again after a reload. The page's clock is driven past the modal's delay (500 ms), so
  // "hidden" is asserted after the moment it would have opened, whatever the machine's speed.
  await page.clock.install();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'My Account' })).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page.getByRole('dialog')).toBeHidden();

  await nav.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Layla Haddad').first()).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('No conversations yet')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  const confirm = page.getByRole('dialog', { name: /log out/i });
  await expect(confirm.getByText('Are you sure you want to log out?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(nav.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
  expect(await currentUserOf(page.request)).toBeNull();
});

test('forgot password, reset, and the session opened before the reset no longer works', async ({ page, browser, request }) => {
  const email = uniqueEmail('reset');
  await createVerifiedAccount(request, page, 'Omar Nasser', email, 'old-password-1');

  // Session A: signed in before the reset.
  await signInOnLoginPage(page, email, 'old-password-1');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // Elsewhere, the password is reset through the mailed link.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await page2.goto('/login');
  await page2.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page2).toHaveURL(/\/forgot-password$/);
  // The page loads on demand: until it renders, the login form (with its own Email field) is still shown.
  await expect(page2.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page2.getByLabel('Email').fill(email);
  await page2.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page2.getByText('Password reset instructions have been sent to your email.')).toBeVisible();

  const link = await linkFromOutbox(page2, 'Reset your password', email);
  await page2.goto(link);
  await page2.getByLabel('New Password').fill('new-password-2');
  await page2.getByLabel('Confirm Password').fill('new-password-3');
  await page2.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page2.getByText('Passwords do not match')).toBeVisible();
  await page2.getByLabel('Confirm Password').fill('new-password-2');
  await page2.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page2.getByText('Password has been reset successfully! Redirecting to login...')).toBeVisible();
  await expect(page2).toHaveURL(/\/login$/, { timeout: 6000 });

  // The link works once.
  await page2.goto(link);
  await page2.getByLabel('New Password').fill('another-pass-4');
  await page2.getByLabel('Confirm Password').fill('another-pass-4');
  await page2.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page2.getByRole('alert')).toBeVisible();
  await expect(page2.getByText('Password has been reset successfully!')).toBeHidden();

  // Session A is over.
  await page.goto('/account');
  await expect(page.getByText('Account Access Required')).toBeVisible();
  expect(await currentUserOf(page.request)).toBeNull();

  // The old password is refused, the new one works.
  await signInOnLoginPage(page, email, 'old-password-1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInOnLoginPage(page, email, 'new-password-2');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' })).toBeVisible();
  await other.close();
});

test('non-admins visiting /admin go to the home page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/monitoring');
  await expect(page).toHaveURL(/\/$/);
});

test('the seeded demo admin reaches /admin; the demo user is sent home', async ({ page }) => {
  await signInOnLoginPage(page, 'demo-admin@example.com', 'demo-admin-2026');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Legislation Management' })).toBeVisible();
  await expect(page.getByText('59 records')).toBeVisible();
  expect((await page.request.get('/api/admin/legislation')).status()).toBe(200);

  await page.context().clearCookies();
  await signInOnLoginPage(page, 'demo-user@example.com', 'demo-user-2026');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/legislation')).status()).toBe(403);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('the AI Assistant button of a record leads a visitor through sign-in to the chat for that record', async ({ page }) => {
  await page.goto('/?q=Small+Business+Relief');
  const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: /Ministerial Decision No\. 73 of 2023/ }) });
  await row.getByRole('button', { name: 'AI Assistant' }).click();
  await expect(page).toHaveURL(/\/login\?chatTitle=/);
  const dialog = page.getByRole('dialog');
  const form = dialog.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill('demo-user@example.com');
  await form.getByLabel('Password').fill('demo-user-2026');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/chat\?start=\d+$/);
  const id = new URL(page.url()).searchParams.get('start');
  const doc = await (await page.request.get(`/api/legislation/${id}`)).json();
  expect(doc.title).toMatch(/Ministerial Decision No\. 73 of 2023/);
});
