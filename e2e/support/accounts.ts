/** Account helpers for the browser tests: unique addresses and the links of the local outbox. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
/** Per run, so reruns against a kept server (reuseExistingServer) do not meet the previous run's sign-up windows. */
const RUN_OCTET = Math.floor(Math.random() * 250);
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.example`;
}

/** The link of the newest mail with this subject to this address, read off /dev/outbox as a person would. */
export async function linkFromOutbox(page: Page, subject: 'Verify your e-mail address' | 'Reset your password', email: string): Promise<string> {
  await page.goto('/dev/outbox');
  const mail = page.getByRole('article', { name: `${subject} to ${email}` }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole('link').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/**
 * A client address of its own: sign-ups are limited per client address, so each account made here counts as a
 * client of its own (locally the header passes through; in production Cloudflare sets it).
 */
export function nextClient(): string {
  counter += 1;
  return `10.${RUN_OCTET}.${Math.floor(counter / 250) % 250}.${counter % 250}`;
}

/** A verified account made through the API and the outbox (for tests about something else). */
export async function createVerifiedAccount(request: APIRequestContext, page: Page, name: string, email: string, password: string): Promise<void> {
  const signup = await request.post('/api/auth/signup', {
    data: { name, email, password, signupSource: 'direct_signup' },
    headers: { 'cf-connecting-ip': nextClient() },
  });
  expect(signup.status()).toBe(201);
  const link = await linkFromOutbox(page, 'Verify your e-mail address', email);
  const token = new URL(link).searchParams.get('token');
  const verify = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verify.status()).toBe(200);
}

export async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** A new verified account, signed in on /login, with the welcome modal (shown once, 500 ms after sign-in) closed. */
export async function signInNewAccount(page: Page, request: APIRequestContext, prefix: string, name: string): Promise<void> {
  const email = uniqueEmail(prefix);
  const password = `${prefix}-pass-9`;
  await createVerifiedAccount(request, page, name, email, password);
  await signInOnLoginPage(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await welcome.getByRole('button', { name: 'Get Started' }).click();
  await expect(welcome).toBeHidden();
}

/**
 * Who GET /api/auth/me says is signed in with this request context's cookies: null for nobody — a visitor is answered
 * { user: null }, an ended session 401 (issue 27).
 */
export async function currentUserOf(request: APIRequestContext): Promise<{ email: string } | null> {
  const res = await request.get('/api/auth/me');
  if (res.status() === 401) return null;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { email: string } | null }).user;
}
