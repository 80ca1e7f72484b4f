/** The home page and the not-found page in the Arabic interface (issue 17 item 5). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { HomePage } from './home-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const list: FetchHandler = (url) => {
  if (url.startsWith('/api/legislation?')) return json({ records: [], total: 0, total_with_text: 0, total_records: 0, total_records_with_text: 0 });
  if (url === '/api/field-choices') return json({ records: [] });
  return undefined;
};

describe('HomePage in Arabic', () => {
  it('the hero and the two search modes in Arabic', () => {
    renderWithProviders(<HomePage />, { fetch: list, language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'تشريعات ضريبة الشركات في الإمارات، قابلة للبحث حتى مستوى المادة' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'طريقة البحث' });
    expect(within(tabs).getByRole('tab', { name: 'البحث الدقيق بالكلمات المفتاحية مجاني' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'البحث بالذكاء الاصطناعي' })).toBeTruthy();
  });

  it('the AI Search tab: Arabic info box with prices in Arabic-Indic digits, Arabic sign-in prompt', async () => {
    renderWithProviders(<HomePage />, { route: '/?tab=ai-chat', fetch: list, language: 'ar', numerals: 'arab' });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('البحث بالذكاء الاصطناعي في المجموعة كاملة')).toBeTruthy();
    expect(panel.textContent).toContain('٥ درهم لكل بحث، و٢ درهم لكل سؤال متابعة');
    expect(await within(panel).findByRole('button', { name: 'تسجيل الدخول / إنشاء حساب' })).toBeTruthy();
    expect(panel.textContent).toContain('يتطلب البحث بالذكاء الاصطناعي حسابًا ببريد إلكتروني مؤكَّد.');
  });

  it('asks an unverified user, in Arabic, to verify first', async () => {
    renderWithProviders(<HomePage />, { route: '/?tab=ai-chat', fetch: list, user: testUser({ email_verified: false }), language: 'ar' });
    expect(await screen.findByText(/يُرجى تأكيد بريدك الإلكتروني/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إعادة إرسال رسالة التأكيد' }).getAttribute('href')).toBe('/resend-verification');
  });

  it('switching tabs keeps the Arabic', async () => {
    renderWithProviders(<HomePage />, { fetch: list, language: 'ar' });
    await userEvent.click(screen.getByRole('tab', { name: 'البحث بالذكاء الاصطناعي' }));
    expect(screen.getByText('البحث بالذكاء الاصطناعي في المجموعة كاملة')).toBeTruthy();
  });
});

describe('NotFoundPage', () => {
  it('English stays as it was', () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to legislation search' }).getAttribute('href')).toBe('/');
  });

  it('in Arabic, with Arabic-Indic digits', () => {
    renderWithProviders(<NotFoundPage />, { language: 'ar', numerals: 'arab' });
    expect(screen.getByRole('heading', { level: 1, name: 'خطأ ٤٠٤: الصفحة غير موجودة' })).toBeTruthy();
    expect(document.title).toMatch(/^الصفحة غير موجودة · /);
    expect(screen.getByRole('link', { name: 'العودة إلى البحث في التشريعات' })).toBeTruthy();
  });
});
