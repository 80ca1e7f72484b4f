/**
 * Issue 17 item 5: the Arabic interface, as an Arabic-speaking reader meets it on `npm start`, at a desktop
 * width and on a 400 px phone: the first visit follows the browser's Accept-Language, the layout mirrors
 * without sideways scrolling, an Arabic keyword finds a document by its Arabic title, the document page
 * shows the official Arabic first, an Arabic question gets an Arabic answer whose citation opens its
 * article, and the interface switches back to English and stays there; a document's chapters read as the
 * official Arabic names them (issue 27 item 7). Texts come from the app's own texts modules, so this test
 * follows their wording.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NAV_TEXTS } from '../web/src/app/layout/messages.ts';
import { AUTH_TEXTS } from '../web/src/features/auth/messages.ts';
import { DOCUMENT_TEXTS, LEGISLATION_SEARCH_TEXTS } from '../web/src/features/legislation/messages.ts';
import { HOME_TEXTS } from '../web/src/features/marketing/messages.ts';
import { SEARCH_TEXTS } from '../web/src/features/research/messages.ts';
import { LANGUAGE_MENU_TEXTS } from '../web/src/i18n/messages.ts';
import { createVerifiedAccount, uniqueEmail } from './support/accounts.ts';

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls ${overflow}px sideways`).toBeLessThanOrEqual(0);
}

async function expectDirection(page: Page, lang: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 400, height: 800 },
]) {
  test.describe(`the Arabic interface at ${viewport.width} px`, () => {
    // Playwright sends the locale as Accept-Language: a first visit from an Arabic browser.
    test.use({ viewport, locale: 'ar-AE' });
    const narrow = viewport.width < 480;

    test('first visit in Arabic, keyword search by Arabic title, official Arabic first, Arabic answer, and back to English', async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await expectDirection(page, 'ar');
      if (narrow) await expect(page.getByRole('button', { name: NAV_TEXTS.ar.menu })).toBeVisible();
      else await expect(page.getByRole('link', { name: NAV_TEXTS.ar.pricing, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: new RegExp(HOME_TEXTS.ar.keywordTab) })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the home page');

      // An Arabic keyword finds Ministerial Decision No. 73 of 2023 by its official Arabic title, shown first.
      await page.getByRole('searchbox', { name: LEGISLATION_SEARCH_TEXTS.ar.keyword }).fill('تسهيلات الأعمال الصغيرة');
      const title = page.getByRole('link', { name: /^قرار وزاري رقم 73/ }).first();
      await expect(title).toBeVisible();
      await expectNoSidewaysScroll(page, 'the keyword results');

      // The document page: the official Arabic of each article before the English translation.
      await title.click();
      await expect(page).toHaveURL(/\/legislation\/\d+/);
      const article = page.locator('[id="article-2"]');
      await expect(article).toBeVisible();
      const arabic = article.locator('[lang="ar"]').first();
      const english = article.locator('[lang="en"]').first();
      await expect(arabic).toContainText('الإيرادات');
      const [a, e] = [(await arabic.boundingBox())!, (await english.boundingBox())!];
      // Side by side, right to left: the Arabic on the right; stacked: the Arabic on top.
      expect(a.y < e.y - 1 || a.x > e.x).toBe(true);
      // The editorial summary and key points in Arabic (seed/editorial/ar), not marked as English.
      const summary = page.getByRole('region', { name: 'الملخص' });
      await expect(summary).toContainText('تسهيلات الأعمال الصغيرة');
      await expect(summary).toContainText('3,000,000 درهم');
      expect(await summary.locator('[lang="en"]').count()).toBe(0);
      await expectNoSidewaysScroll(page, 'the document page');

      // Signed in through the Arabic sign-in form.
      const email = uniqueEmail(`arabic-ui-${viewport.width}`);
      await createVerifiedAccount(request, page, 'Omar Saeed', email, 'arabic-ui-pass-9');
      await page.goto('/login');
      await expectDirection(page, 'ar');
      const form = page.getByRole('form', { name: AUTH_TEXTS.ar.signIn });
      await form.getByLabel(AUTH_TEXTS.ar.email).fill(email);
      await form.getByLabel(AUTH_TEXTS.ar.password, { exact: true }).fill('arabic-ui-pass-9');
      await form.getByRole('button', { name: AUTH_TEXTS.ar.signIn }).click();
      await expect(page).toHaveURL(/\/$/);
      const welcome = page.getByRole('dialog', { name: /مرحبًا بك/ });
      await welcome.getByRole('button', { name: AUTH_TEXTS.ar.getStarted }).click();
      await expect(welcome).toBeHidden();

      // An Arabic question in AI Search: an Arabic answer quoting the official Arabic; its citation opens the article.
      await page.getByRole('tab', { name: new RegExp(HOME_TEXTS.ar.aiTab) }).click();
      await page.getByLabel(SEARCH_TEXTS.ar.inputLabel).fill('ما هو حد الإيرادات الذي يسمح بالاستفادة من تسهيلات الأعمال الصغيرة؟');
      await page.getByRole('button', { name: SEARCH_TEXTS.ar.submit }).click();
      const analysis = page.getByRole('region', { name: SEARCH_TEXTS.ar.analysisTitle });
      await expect(analysis).toBeVisible({ timeout: 15_000 });
      await expect(analysis.getByRole('heading', { name: 'الملخص' })).toBeVisible();
      await expect(analysis.locator('h2:has-text("الملخص") + p')).toContainText('ثلاثة ملايين درهم');
      await expectNoSidewaysScroll(page, 'the AI Search answer');
      // The marker is named by the document's official Arabic title and the article as the Arabic names it.
      const marker = analysis.getByRole('link', { name: /^المرجع \d+: قرار وزاري رقم 73: في شأن تسهيلات الأعمال الصغيرة.*، المادة \(2\)$/ }).first();
      expect(await marker.getAttribute('href')).toMatch(/^\/legislation\/\d+#article-2$/);
      await marker.click();
      await expect(page.locator('[id="article-2"]')).toBeInViewport();

      // Back to English from the language menu; the choice is remembered over the browser's Arabic.
      await page.getByRole('button', { name: `${LANGUAGE_MENU_TEXTS.ar.button}: العربية` }).click();
      await page.getByRole('radio', { name: 'English' }).check();
      await expectDirection(page, 'en');
      await page.goto('/');
      await expectDirection(page, 'en');
      if (narrow) await expect(page.getByRole('button', { name: NAV_TEXTS.en.menu })).toBeVisible();
      else await expect(page.getByRole('link', { name: NAV_TEXTS.en.pricing, exact: true }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'the English home page');
    });

    test('a document’s chapters as the official Arabic names them, in the contents and over the articles', async ({ page }) => {
      // The Tax Procedures Law: parts (الباب) of sections (الفصل), seeded from ../shared/corpus/ar/fdl-28-2022.md.
      await page.goto('/legislation/fdl-28-2022#article-6');
      await expectDirection(page, 'ar');
      const section = 'الباب الثاني: الالتزامات الضريبية — الفصل الثاني: التسجيل الضريبي';
      const article = page.locator('[id="article-6"]');
      await expect(article).toBeInViewport();
      const heading = article.getByText(section, { exact: true });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveAttribute('lang', 'ar');
      const toc = page.getByRole('navigation', { name: DOCUMENT_TEXTS.ar.tableOfContents });
      await expect(toc.getByText(section, { exact: true })).toHaveCount(1);
      await expect(toc.getByText('الباب الأول: التعاريف ونطاق تطبيق هذا المرسوم بقانون', { exact: true })).toHaveCount(1);
      // No chapter is named in English: every one has its official Arabic name.
      await expect(page.getByText(/^Chapter \d+: /)).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'the chaptered document page');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        violations.map(
          (v) =>
            `${v.impact} ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        ),
      ).toEqual([]);
    });
  });
}
