/** Smoke tests of the four marketing and legal pages (rendered with the record count mocked). */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './about-page.tsx';
import { PricingPage } from './pricing-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../test/render-with-providers.tsx';
import { useCollectionCounts } from '../features/legislation/api.ts';

vi.mock('../features/legislation/api.ts', () => ({ useCollectionCounts: vi.fn() }));
const countMock = vi.mocked(useCollectionCounts);

function renderPage(page: React.ReactNode) {
  return renderWithProviders(<>{page}</>);
}
const text = () => document.body.textContent ?? '';

beforeEach(() => {
  countMock.mockReset();
  countMock.mockReturnValue(undefined);
});

describe('AboutPage', () => {
  it('has one h1, sets the title and falls back to 55+ documents', () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^About/);
    expect(text()).toContain('55+ Corporate Tax documents');
    expect(text()).toContain('90,000+ words of law');
  });

  it('uses the live counts when available: the exact number of documents, and how many have full text (issue 27 item 6)', () => {
    countMock.mockReturnValue({ records: 59, withText: 34 });
    renderPage(<AboutPage />);
    // The tile, the hero and the keyword-search card: the collection's figures, never '59+' nor 'the full text of all'.
    const tile = screen.getByText('Corporate Tax documents (34 with full text)');
    expect(tile.tagName).toBe('DT');
    expect(tile.parentElement!.querySelector('dd')!.textContent).toBe('59');
    expect(text()).toContain('59 Corporate Tax documents (34 with full text) and about 90,000+ words of law');
    expect(text()).toContain('Search all 59 Corporate Tax documents (34 with full text) for exact words and phrases');
    expect(text()).not.toContain('59+');
    expect(text()).not.toContain('full text of all');
  });

  it('in Arabic: the counts and the full-text count in Arabic', () => {
    countMock.mockReturnValue({ records: 59, withText: 34 });
    renderWithProviders(<AboutPage />, { language: 'ar' });
    expect(text()).toContain('وثيقة في ضريبة الشركات (34 منها بنصها الكامل)');
    expect(text()).not.toContain('with full text');
  });

  it('explains the three search methods, quotes the founder and shows the signed-out call to action', async () => {
    renderPage(<AboutPage />);
    for (const name of ['Exact Keyword Search', 'Single-document AI Chat', 'Multi-document AI Search']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(text()).toContain('Founder, UAE Corporate Tax Research');
    expect(screen.getByRole('heading', { name: 'In-house finance, accounting and tax teams' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tax advisors at audit, consulting and law firms' })).toBeTruthy();
    expect(text()).toContain('Compliance officers');
    expect(screen.getByRole('heading', { name: 'Get Started Today' })).toBeTruthy();
    expect(await screen.findByLabelText('Full Name')).toBeTruthy();
  });

  it('signed in: Welcome back! instead of the sign-up form', async () => {
    renderWithProviders(<AboutPage />, { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });
});

describe('PricingPage', () => {
  it('has one h1, the free-trial note and the three cards', () => {
    renderPage(<PricingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(text()).toContain('1 chat + 2 follow-ups free (worth AED 9)');
    expect(text()).toContain('Keyword search always free');
    expect(screen.getByRole('heading', { name: 'AI Chat' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Follow-up Question' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Transparent Pay As You Go' })).toBeTruthy();
    expect(text()).toContain('pending charges reach AED 25');
  });

  it('shows the ROI figures of the spec', () => {
    renderPage(<PricingPage />);
    for (const s of [
      '4 hours',
      'AED 800',
      '3 minutes',
      '99%',
      'AED 795',
      'pays for itself 159 times over',
      'ROI of 16,000%',
      'AED 200 per hour',
      'AED 50 per hour for a junior',
    ]) {
      expect(text()).toContain(s);
    }
  });

  it('is the anonymous variant: Create Account opens the sign-up dialog; no Enable Now', async () => {
    renderPage(<PricingPage />);
    const create = await screen.findAllByRole('button', { name: 'Create Account' });
    expect(create.length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'Enable Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Research Now' })).toBeNull();
    await userEvent.click(create[0]!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Full Name')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create Account', pressed: true })).toBeTruthy();
  });

  it('signed in: Start Research Now and no Create Account', async () => {
    renderWithProviders(<PricingPage />, { user: testUser() });
    expect((await screen.findAllByRole('link', { name: 'Start Research Now' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });

  it('links to /about, /login and the example document, and has the FAQ', () => {
    renderPage(<PricingPage />);
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/about', '/login', '/legislation/md-73-2023']));
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(7);
    expect(within(faq).getByText(/Cabinet Decision No\. 142 of 2024/)).toBeTruthy();
    expect(within(faq).getByText(/A 100% off coupon still requires card details/)).toBeTruthy();
    expect(screen.getByLabelText('New chats per month')).toHaveProperty('value', '10');
  });
});

describe('legal pages', () => {
  it('Terms carries the required clauses and the last-updated date', () => {
    renderPage(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(text()).toContain('Last updated: 23 November 2026');
    expect(text()).toContain('Refunds are handled case by case');
    expect(text()).toContain('Price changes need 30 days notice');
    expect(text()).toContain('capped at the amount you paid us in the 12 months');
    expect(text()).toContain('research support, not tax advice');
    expect(text()).toContain('consult a qualified tax advisor');
    expect(text()).toContain('official Arabic text prevails');
  });

  it('Privacy lists the data, the session cookie, the retention and the contact e-mail', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(text()).toContain('Last updated: 23 November 2026');
    expect(text()).toContain('one HttpOnly session cookie');
    expect(text()).toContain('up to 12 months');
    expect(text()).toContain('Card details are held by our card payment provider, not by us');
    expect(screen.getAllByRole('link', { name: 'support@uaecorporatetax.ai' })[0]?.getAttribute('href')).toBe('mailto:support@uaecorporatetax.ai');
  });
});

describe('in Arabic', () => {
  it('About: Arabic headings and copy, counts in Arabic-Indic digits', async () => {
    renderWithProviders(<AboutPage />, { language: 'ar', numerals: 'arab' });
    expect(screen.getByRole('heading', { level: 1, name: 'بحث بمساعدة الذكاء الاصطناعي في تشريعات ضريبة الشركات في الإمارات' })).toBeTruthy();
    expect(document.title).toMatch(/^نبذة عن المنصة · /);
    expect(text()).toContain('٥٥+ وثيقة في ضريبة الشركات');
    expect(text()).toContain('٩٠٬٠٠٠+ كلمة من نصوص القانون');
    expect(text()).toContain('في نحو ٣ دقائق');
    expect(screen.getByRole('heading', { level: 3, name: 'محادثة الذكاء الاصطناعي حول وثيقة واحدة' })).toBeTruthy();
    expect(text()).toContain('٥ درهم لكل محادثة');
    expect(text()).toContain('عندما تبلغ الرسوم المستحقة ٢٥ درهم');
    expect(screen.getByRole('heading', { name: 'فرق المالية والمحاسبة والضرائب الداخلية' })).toBeTruthy();
    expect(text()).toContain('مسؤولو الامتثال');
    expect(text()).toContain('— مؤسس ');
    expect(screen.getByRole('heading', { name: 'ابدأ اليوم' })).toBeTruthy();
    expect(text()).not.toMatch(/Corporate Tax documents|words of law|Get Started Today/);
  });

  it('Pricing: the cards, the ROI figures and the FAQ in Arabic', () => {
    renderWithProviders(<PricingPage />, { language: 'ar', numerals: 'arab' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^الأسعار · /);
    expect(text()).toContain('محادثة واحدة + سؤالا متابعة مجانًا (بقيمة ٩ درهم)');
    expect(screen.getByRole('heading', { name: 'محادثة الذكاء الاصطناعي' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'سؤال المتابعة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الدفع حسب الاستخدام بشفافية' })).toBeTruthy();
    expect(text()).toContain('٠ درهم');
    for (const s of [
      '٤ ساعات',
      '٨٠٠ درهم',
      '٣ دقائق',
      '٩٩٪',
      '٧٩٥ درهم',
      'يغطي تكلفته ١٥٩ مرة',
      'بنسبة ١٦٬٠٠٠٪',
      '٢٠٠ درهم للساعة',
      '٥٠ درهم للساعة للموظف المبتدئ',
    ]) {
      expect(text()).toContain(s);
    }
    expect(text()).toContain('شهر على سبيل المثال: ١٠ محادثات و٥ أسئلة متابعة = ٦٠٫٠٠ درهم');
    const faq = screen.getByRole('region', { name: 'الأسئلة المتكررة' });
    expect(faq.querySelectorAll('details')).toHaveLength(7);
    expect(within(faq).getByText(/قرار مجلس الوزراء رقم ١٤٢ لسنة ٢٠٢٤/)).toBeTruthy();
    expect(within(faq).getByRole('link', { name: 'القرار الوزاري رقم ٧٣ لسنة ٢٠٢٣ في شأن تسهيلات الأعمال الصغيرة' }).getAttribute('href')).toBe(
      '/legislation/md-73-2023',
    );
    expect(screen.getByLabelText('المحادثات الجديدة شهريًا')).toHaveProperty('value', '١٠');
  });

  it('Pricing with Western digits keeps 0-9 in the Arabic text', () => {
    renderWithProviders(<PricingPage />, { language: 'ar', numerals: 'latn' });
    expect(text()).toContain('16,000%');
    expect(text()).toContain('800 درهم');
  });

  it('Terms: Arabic title and notice above the binding English, marked as English', () => {
    renderWithProviders(<TermsPage />, { language: 'ar', numerals: 'arab' });
    expect(screen.getByRole('heading', { level: 1, name: 'شروط الخدمة' })).toBeTruthy();
    expect(text()).toContain('آخر تحديث: ٢٣ نوفمبر ٢٠٢٦');
    const notice = screen.getByRole('note');
    expect(notice.textContent).toBe('النص الإنجليزي أدناه هو النص المُلزِم، ولا تتوفر ترجمة عربية له.');
    const english = screen.getByText(/Refunds are handled case by case/).closest('[lang="en"]');
    expect(english?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('navigation', { name: 'المحتويات' })).toBeTruthy();
  });

  it('Privacy: Arabic title, English body', () => {
    renderWithProviders(<PrivacyPage />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeTruthy();
    expect(
      screen
        .getByText(/one HttpOnly session cookie/)
        .closest('[lang="en"]')
        ?.getAttribute('dir'),
    ).toBe('ltr');
  });

  it('English pages show no Arabic notice', () => {
    renderPage(<TermsPage />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
