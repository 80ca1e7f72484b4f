/**
 * The XSS corpus (e2e/support/xss-payloads.ts) through every place a stranger's or a model's text reaches a
 * browser (issue 15 item 4): account names (header, account page, the admin's user list), questions and the
 * conversation titles made from them (chat, AI Search, history, shared page and its HTML head), answers of a
 * language model (the fake model endpoint of a third server answers with the corpus and outside links) and
 * an administrator's edits of a legislation record (document page, keyword results, admin list).
 * A test fails if any dialog opens or if the DOM holds anything that could run script: an inline handler
 * attribute, a javascript:/data:/vbscript: address, a frame or object, or a script the app did not ship.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MODEL_TEST_PORT } from '../playwright.config.ts';
import { NAME_NOT_PLAIN } from '../schema/api/auth-messages.ts';
import { personName } from '../schema/api/auth.ts';
import { createVerifiedAccount, nextClient, signInNewAccount, signInOnLoginPage, uniqueEmail } from './support/accounts.ts';
import { ensureCanAsk } from './support/billing.ts';
import { PLAIN_HOSTILE_NAMES, SHORT_PAYLOADS, XSS_PAYLOADS } from './support/xss-payloads.ts';

const ADMIN = { email: 'demo-admin@example.com', password: 'demo-admin-2026' };
const HOSTILE_QUESTION = `Small Business Relief threshold? ${XSS_PAYLOADS.join(' ')}`;

/** Every dialog a page opens, by message: a payload that ran names itself here. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (d) => {
    opened.push(d.message());
    void d.dismiss();
  });
  return opened;
}

async function expectNoInjectedScript(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) bad.push(`${el.tagName} ${attr.name}`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(attr.name) && /^\s*(javascript|data|vbscript):/i.test(attr.value))
          bad.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 40)}`);
      }
    }
    for (const el of Array.from(document.querySelectorAll('iframe, object, embed, frame, base'))) bad.push(el.tagName);
    for (const s of Array.from(document.querySelectorAll('script'))) {
      const src = s.getAttribute('src') ?? '';
      if (!src.startsWith('/assets/') && s.type !== 'application/ld+json') bad.push(`SCRIPT ${src || (s.textContent ?? '').slice(0, 40)}`);
    }
    return bad;
  });
  expect(found, where).toEqual([]);
}

async function checkPage(page: Page, dialogs: string[], where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoInjectedScript(page, where);
  expect(dialogs, where).toEqual([]);
}

async function signInAdmin(page: Page): Promise<void> {
  await page.addInitScript((email) => localStorage.setItem(`welcomeModalSeen:${email}`, '1'), ADMIN.email);
  await signInOnLoginPage(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

/** A question asked in the general consultation of /chat, answered (or found to match no provision) and saved. */
async function askInChat(page: Page, question: string): Promise<number> {
  await page.goto('/chat');
  const input = page.getByPlaceholder('Continue your tax consultation...');
  await input.fill(question);
  await input.press('Shift+Enter');
  // A new conversation takes its address once the reply is saved.
  await expect(page).toHaveURL(/\/chat\/\d+$/, { timeout: 30_000 });
  const chatId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText(question.slice(0, 40));
  return chatId;
}

async function shareOf(page: Page, chatId: number): Promise<string> {
  const res = await page.request.post('/api/create-share-link', { data: { sessionId: `chat-${chatId}` } });
  expect(res.status()).toBe(200);
  return new URL(((await res.json()) as { shareUrl: string }).shareUrl).pathname;
}

/** The shared page as an anonymous reader sees it, and its server-written HTML head. */
async function readShared(browser: Browser, baseURL: string, path: string): Promise<void> {
  const reader = await browser.newContext({ baseURL });
  const page = await reader.newPage();
  const dialogs = watchDialogs(page);
  const html = await (await page.request.get(path)).text();
  expect(html).not.toMatch(/<script>alert|<img[^>]*onerror|<svg[^>]*onload/i);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page, dialogs, `shared page ${path}`);
  await reader.close();
}

test('hostile account names: markup is refused at sign-up; names that look like code render as text in the header, account page and admin user list', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  // A name is plain text (issue 26): markup, schemes and addresses are refused with a clear 400.
  const refused = SHORT_PAYLOADS.filter((p) => !personName.safeParse(p).success);
  expect(refused.length).toBeGreaterThan(0);
  for (const name of refused) {
    const res = await request.post('/api/auth/signup', {
      data: { name, email: uniqueEmail('xss-name'), password: 'xss-name-pass-9' },
      headers: { 'cf-connecting-ip': nextClient() },
    });
    expect(res.status(), name).toBe(400);
    expect((await res.json()).error).toBe(NAME_NOT_PLAIN);
  }
  const names = [...PLAIN_HOSTILE_NAMES, ...SHORT_PAYLOADS.filter((p) => personName.safeParse(p).success)].slice(0, 8);
  for (const name of names.slice(1)) await createVerifiedAccount(request, page, name, uniqueEmail('xss-name'), 'xss-name-pass-9');
  await signInNewAccount(page, request, 'xss-name', names[0]!);
  await checkPage(page, dialogs, 'home, signed in');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${names[0]!}!`);
  await checkPage(page, dialogs, '/account');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminDialogs = watchDialogs(admin);
  await signInAdmin(admin);
  await admin.goto('/admin/usage');
  for (const name of names) await expect(admin.getByRole('cell', { name, exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await checkPage(admin, adminDialogs, '/admin/usage');
  await adminContext.close();
});

test('hostile questions and the titles made of them: chat, AI Search, history and the shared page', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(150_000);
  const dialogs = watchDialogs(page);
  await signInNewAccount(page, request, 'xss-question', 'Noura Khalid');

  // AI Search on the home page (the welcome chat pays).
  await page.getByRole('tab', { name: /AI Search/ }).click();
  await page.getByPlaceholder('What are the transfer pricing rules for related party transactions?').fill(HOSTILE_QUESTION);
  await page.getByRole('button', { name: 'Launch AI Analysis' }).click();
  // Either an analysis or the no-match answer (the corpus dilutes the question): both print the question back.
  await expect(page.getByRole('region', { name: 'AI Legal Analysis' }).or(page.getByRole('heading', { name: 'No matching provisions' }))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(XSS_PAYLOADS[0]!).first()).toBeVisible();
  await checkPage(page, dialogs, 'AI Search answer');

  await ensureCanAsk(page);
  const chatId = await askInChat(page, HOSTILE_QUESTION);
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText(XSS_PAYLOADS[0]!);
  await checkPage(page, dialogs, 'chat');
  await page.reload();
  await checkPage(page, dialogs, 'chat, reloaded');

  await page.goto('/account');
  await page.getByRole('tab', { name: /Chat History/ }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await checkPage(page, dialogs, 'chat history');

  await readShared(browser, baseURL!, await shareOf(page, chatId));
});

test('a language model that answers with script and outside links: nothing runs, outside links show where they go', async ({ browser }) => {
  test.setTimeout(150_000);
  const baseURL = `http://localhost:${MODEL_TEST_PORT}`;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const dialogs = watchDialogs(page);
  await signInNewAccount(page, context.request, 'xss-model', 'Fatima Rashid');

  const chatId = await askInChat(page, 'What is the revenue threshold for Small Business Relief?');
  const answer = page.getByRole('region', { name: 'Conversation' });
  await expect(answer).toContainText('The threshold is AED 3,000,000 of Revenue');
  // The corpus arrives as text, or not at all; never as markup.
  await expect(answer).toContainText("alert('xss-2')");
  await checkPage(page, dialogs, 'model answer');

  const guide = answer.getByRole('link', { name: 'the FTA guide, opens tax.gov.ae in a new tab' });
  await expect(guide).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(guide).toHaveAttribute('target', '_blank');
  await expect(guide).toContainText('(tax.gov.ae)');
  const disguised = answer.getByRole('link', { name: 'https://mof.gov.ae, opens evil.example in a new tab' });
  await expect(disguised).toContainText('(evil.example)');
  await expect(disguised).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  await page.reload();
  await checkPage(page, dialogs, 'model answer, reloaded');
  await readShared(browser, baseURL, await shareOf(page, chatId));
  await context.close();
});

test("an administrator's hostile edits of a record: document page, keyword results and the admin list", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  await signInAdmin(page);
  const marker = `Xsscorpus${Date.now().toString(36)}`;
  const created = await page.request.post('/api/legislation', {
    data: { title: `${marker} ${SHORT_PAYLOADS[1]!}`, legislation: 'Ministerial Decision', status: 'Active' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { record: { id: number } }).record.id;
  const edit = async (field: string, value: string) => page.request.patch(`/api/legislation/${id}`, { data: { [field]: value } });
  expect((await edit('summary', `${marker} summary ${XSS_PAYLOADS.join(' ')}`)).status()).toBe(200);
  expect((await edit('key_points', XSS_PAYLOADS.join('\n'))).status()).toBe(200);
  expect((await edit('status_note', SHORT_PAYLOADS[2]!)).status()).toBe(200);
  const articles = XSS_PAYLOADS.map((p, i) => `### Article (${i + 1}): ${SHORT_PAYLOADS[i % SHORT_PAYLOADS.length]!}\n\n${marker} ${p}`).join('\n\n');
  expect((await edit('markdown', articles)).status()).toBe(200);
  // Addresses other than http(s) are refused outright.
  expect((await edit('source_file', "javascript:alert('xss-source')")).status()).toBe(400);

  try {
    await page.goto(`/legislation/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(marker);
    await checkPage(page, dialogs, 'document page');

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Keyword' }).fill(marker);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(marker) }) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Show summary & key points' }).click();
    await expect(row.getByText('Key points')).toBeVisible();
    await checkPage(page, dialogs, 'keyword results');

    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search title, summary and text' }).fill(marker);
    await expect(page.getByText(marker).first()).toBeVisible({ timeout: 15_000 });
    await checkPage(page, dialogs, '/admin');

    const visitor = await browser.newPage();
    const visitorDialogs = watchDialogs(visitor);
    await visitor.goto(`/legislation/${id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(marker);
    await checkPage(visitor, visitorDialogs, 'document page, visitor');
    await visitor.close();
  } finally {
    // Out of the public list again, so later runs against a kept server see the seeded collection.
    await edit('tax_category', 'Test records');
  }
});

test('the corpus size', () => {
  // Reported in the closing note of issue 15; the floor guards against the corpus being emptied by accident.
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(24);
});
