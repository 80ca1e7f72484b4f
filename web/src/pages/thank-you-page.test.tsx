/** /thank-you (spec §2 "Thank-you"): the welcome once the plan is active, the processing message until then, the discount banner. */
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '../../../schema/api/account.ts';
import type { PlanChargeDto } from '../../../schema/api/subscriptions.ts';
import { once50Charge } from '../../test/fixtures.ts';
import { json, renderWithProviders, testUser } from '../../test/render-with-providers.tsx';
import { STATUS_RECHECK_MS, STATUS_RECHECKS, ThankYouPage } from './thank-you-page.tsx';

const PROFESSIONAL: SubscriptionStatus = { status: 'active', plan: 'professional', current_period_end: 1_800_000_000, word_limit: 25_000 };
const FREE: SubscriptionStatus = { status: 'inactive', plan: 'free', current_period_end: null, word_limit: null };

function renderPage(
  route: string,
  statuses: SubscriptionStatus[],
  user: ReturnType<typeof testUser> | null = testUser(),
  charges: PlanChargeDto[] = [],
  locale: { language?: 'en' | 'ar' } = {},
) {
  let served = 0;
  return renderWithProviders(
    <Routes>
      <Route path="/thank-you" element={<ThankYouPage />} />
    </Routes>,
    {
      route,
      user,
      ...locale,
      fetch: (url) => {
        if (url === '/api/stripe/plan-charges') return json({ success: true, data: charges });
        if (url !== '/api/stripe/subscription-status') return undefined;
        const status = statuses[Math.min(served, statuses.length - 1)]!;
        served += 1;
        return json(status);
      },
    },
  );
}

const statusCalls = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter(([url]) => url === '/api/stripe/subscription-status').length;

afterEach(() => {
  vi.useRealTimers();
});

describe('/thank-you', () => {
  it('welcomes a Professional subscriber with the monthly words, and links to the account and to research', async () => {
    renderPage('/thank-you?subscription=success', [PROFESSIONAL]);
    expect(await screen.findByRole('heading', { name: 'Welcome to your Professional Plan' })).toBeTruthy();
    expect(screen.getByText(/25,000 AI words a month/)).toBeTruthy();
    expect(screen.queryByText('100% Discount Applied')).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Start Research' }).getAttribute('href')).toBe('/');
  });

  it('shows the amount the first invoice charged, as the server lists it (AED 24.50 with ONCE50)', async () => {
    const renewal: PlanChargeDto = { ...once50Charge, id: 'older-renewal', first: false, discountFils: 0, amountFils: 4900, couponCode: null };
    renderPage('/thank-you?subscription=success', [PROFESSIONAL], testUser(), [once50Charge, renewal]);
    expect(await screen.findByText('Amount paid: AED 24.50')).toBeTruthy();
  });

  it('takes the amount paid from the server, never from the address', async () => {
    renderPage('/thank-you?subscription=success&discount=true&amount=0', [PROFESSIONAL], testUser(), [once50Charge]);
    expect(await screen.findByText('Amount paid: AED 24.50')).toBeTruthy();
  });

  it('says nothing of an amount before the provider lists the charge', async () => {
    renderPage('/thank-you?subscription=success', [PROFESSIONAL], testUser(), []);
    expect(await screen.findByRole('heading', { name: 'Welcome to your Professional Plan' })).toBeTruthy();
    expect(screen.queryByText(/Amount paid/)).toBeNull();
  });

  it('shows the amount paid in Arabic', async () => {
    renderPage('/thank-you?subscription=success', [PROFESSIONAL], testUser(), [once50Charge], { language: 'ar' });
    expect(await screen.findByText(/^المبلغ المدفوع: /)).toBeTruthy();
  });

  it("shows the '100% Discount Applied' banner with discount=true", async () => {
    renderPage('/thank-you?subscription=success&discount=true', [PROFESSIONAL]);
    expect(await screen.findByText('100% Discount Applied')).toBeTruthy();
  });

  it('says the subscription is being processed, and asks again until the plan is active', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = renderPage('/thank-you?subscription=success&discount=true', [FREE, FREE, PROFESSIONAL]);
    expect(await screen.findByRole('heading', { name: 'Your subscription is being processed' })).toBeTruthy();
    expect(screen.getByText('100% Discount Applied')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS));
    expect(await screen.findByRole('heading', { name: 'Welcome to your Professional Plan' })).toBeTruthy();
    expect(statusCalls(fetchMock)).toBe(3);
    // Once welcomed, it stops asking.
    await act(() => vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS * 3));
    expect(statusCalls(fetchMock)).toBe(3);
  });

  it(`stops asking after ${STATUS_RECHECKS} more tries and says it is taking longer`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = renderPage('/thank-you?subscription=success', [FREE]);
    expect(await screen.findByRole('heading', { name: 'Your subscription is being processed' })).toBeTruthy();
    for (let i = 0; i < STATUS_RECHECKS + 2; i += 1) await act(() => vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS));
    expect(statusCalls(fetchMock)).toBe(1 + STATUS_RECHECKS);
    expect(screen.getByText(/taking longer than usual/)).toBeTruthy();
  });

  it('asks a signed-out visitor to log in', async () => {
    renderPage('/thank-you?subscription=success', [PROFESSIONAL], null);
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toBeTruthy();
  });
});

describe('/thank-you in Arabic', () => {
  it('welcomes a subscriber with the monthly words in Arabic-Indic digits, and the discount banner', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/thank-you" element={<ThankYouPage />} />
      </Routes>,
      {
        route: '/thank-you?subscription=success&discount=true',
        user: testUser(),
        language: 'ar',
        numerals: 'arab',
        fetch: (url) => (url === '/api/stripe/subscription-status' ? json(PROFESSIONAL) : undefined),
      },
    );
    expect(await screen.findByRole('heading', { name: 'مرحبًا بك في خطتك الاحترافية' })).toBeTruthy();
    expect(screen.getByText('اشتراكك مفعّل: أصبح لديك ٢٥٬٠٠٠ كلمة من كلمات الذكاء الاصطناعي شهريًا.')).toBeTruthy();
    expect(screen.getByText('طُبّق خصم بنسبة ١٠٠٪')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'عرض حسابي' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'ابدأ البحث' }).getAttribute('href')).toBe('/');
  });

  it('asks a signed-out visitor to log in, in Arabic', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/thank-you" element={<ThankYouPage />} />
      </Routes>,
      { route: '/thank-you?subscription=success', language: 'ar' },
    );
    expect(await screen.findByText('يُرجى تسجيل الدخول للاطلاع على اشتراكك.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' }).getAttribute('href')).toBe('/login');
  });
});
