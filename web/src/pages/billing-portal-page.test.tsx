/** /billing/portal, the local test provider's customer portal: plan, status, next billing date, card, cancel. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../../../schema/api/account.ts';
import type { PaymentMethodSummary } from '../../../schema/api/billing.ts';
import { billingWith, once50Charge, visa4242 } from '../../test/fixtures.ts';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { BillingPortalPage } from './billing-portal-page.tsx';

const PERIOD_END = 1_800_000_000 - (1_800_000_000 % 86_400);
const PERIOD_END_TEXT = new Date(PERIOD_END * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const PROFESSIONAL: SubscriptionStatus = { status: 'active', plan: 'professional', current_period_end: PERIOD_END, word_limit: 25_000 };

function portalApi(fake: { status: SubscriptionStatus; card?: PaymentMethodSummary | null }): FetchHandler {
  return (url, init) => {
    if (url === '/api/stripe/subscription-status') return json(fake.status);
    if (url === '/api/stripe/plan-charges') return json({ success: true, data: [once50Charge] });
    if (url === '/api/billing/current')
      return json({ success: true, data: billingWith({ plan: fake.status.plan, paymentMethod: fake.card === undefined ? visa4242 : fake.card }) });
    if (url === '/api/stripe/cancel-subscription' && init.method === 'POST') {
      fake.status = { ...fake.status, cancel_at_period_end: true };
      return json({ message: 'Your Professional Plan is cancelled and ends at the end of the billing period.' });
    }
    if (url === '/api/stripe/resume-subscription' && init.method === 'POST') {
      fake.status = { ...fake.status, cancel_at_period_end: false };
      // Worded by the web from the code and the day (decision 032), whatever the server's English says.
      return json({
        message: `Renews ${PERIOD_END_TEXT}.`,
        code: 'PLAN_RESUMED',
        details: { periodEnd: new Date(PERIOD_END * 1000).toISOString().slice(0, 10) },
      });
    }
    if (url === '/api/billing/create-setup-intent')
      return json({ success: true, clientSecret: 'seti_test_abcdefgh_secret_abcdefgh', setupIntentId: 'seti_test_abcdefgh', provider: 'test' });
    return undefined;
  };
}

function renderPortal(fake: { status: SubscriptionStatus; card?: PaymentMethodSummary | null }, user: ReturnType<typeof testUser> | null = testUser()) {
  return renderWithProviders(
    <Routes>
      <Route path="/billing/portal" element={<BillingPortalPage />} />
    </Routes>,
    { route: '/billing/portal', user, fetch: portalApi(fake) },
  );
}

describe('/billing/portal', () => {
  it('is labelled as the local test portal and shows the plan, its status, the next billing date and the card', async () => {
    renderPortal({ status: { ...PROFESSIONAL } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing portal' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(
      "Local test billing portal — no real payments; with Stripe configured this is Stripe's customer portal",
    );
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(plan.textContent).toContain('Professional Plan · AED 49 per month');
    expect(within(plan).getByText('active')).toBeTruthy();
    expect(within(plan).getByText('Next billing date').nextElementSibling?.textContent).toBe(PERIOD_END_TEXT);
    const card = screen.getByRole('region', { name: 'Card on file' });
    expect(await within(card).findByText('Visa •••• 4242')).toBeTruthy();
    expect(within(card).getByText('Expires 12/2030')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to My Account/ }).getAttribute('href')).toMatch(/^\/account/);
  });

  it('lists the plan’s charges: AED 24.50 paid with ONCE50, before it AED 49.00', async () => {
    renderPortal({ status: PROFESSIONAL });
    const charges = await screen.findByRole('region', { name: 'Plan charges' });
    const rows = await within(charges).findAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('AED 24.50');
    expect(rows[1]!.textContent).toContain('AED 49.00 before the ONCE50 discount');
    expect(rows[1]!.textContent).toContain('Paid');
  });

  it('replaces the card through the payment set-up dialog', async () => {
    const { fetchMock } = renderPortal({ status: { ...PROFESSIONAL } });
    await userEvent.click(await screen.findByRole('button', { name: 'Replace Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payment Method' });
    expect(await within(dialog).findByLabelText('Card number')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/billing/create-setup-intent')).toBe(true);
  });

  it('offers to add a card when none is on file', async () => {
    renderPortal({ status: { ...PROFESSIONAL }, card: null });
    expect(await screen.findByText('No card is on file.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a Card' })).toBeTruthy();
  });

  it('cancels after the confirmation; the plan then ends on its period end date', async () => {
    const { fetchMock } = renderPortal({ status: { ...PROFESSIONAL } });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel Subscription' })).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription Canceled')).toBeTruthy();
    expect(await screen.findByText(`Cancelled: your plan ends on ${PERIOD_END_TEXT} and will not renew.`)).toBeTruthy();
    expect(screen.getByText('Ends on').nextElementSibling?.textContent).toBe(PERIOD_END_TEXT);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/stripe/cancel-subscription')).toHaveLength(1);

    // As in Stripe's portal, a cancelled plan that has not ended can be resumed.
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText('Subscription Resumed')).toBeTruthy();
    expect(screen.getByText(`Your Professional Plan will renew on ${PERIOD_END_TEXT}.`)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.getByText('Next billing date').nextElementSibling?.textContent).toBe(PERIOD_END_TEXT);
  });

  it('shows the card paying the subscription when it is not the card on file', async () => {
    renderPortal({ status: { ...PROFESSIONAL, payment_method: { brand: 'mastercard', last4: '4444', label: 'Mastercard •••• 4444' } }, card: null });
    expect(await screen.findByText('Mastercard •••• 4444')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace Card' })).toBeTruthy();
  });

  it('says so to an account without the plan', async () => {
    renderPortal({ status: { status: 'active', plan: 'usage_based', current_period_end: null, word_limit: null } });
    expect(await screen.findByRole('heading', { name: 'No Professional Plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('asks a signed-out visitor to log in', async () => {
    const { fetchMock } = renderPortal({ status: { ...PROFESSIONAL } }, null);
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/stripe/subscription-status')).toBe(false);
  });
});

describe('/billing/portal in Arabic', () => {
  it('says plainly it is the local test portal, and shows the plan, its status, the date and the card in Arabic', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/billing/portal" element={<BillingPortalPage />} />
      </Routes>,
      { route: '/billing/portal', user: testUser(), fetch: portalApi({ status: { ...PROFESSIONAL } }), language: 'ar', numerals: 'arab' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'بوابة الفوترة' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('بوابة فوترة تجريبية محلية — لا مدفوعات حقيقية');
    const plan = screen.getByRole('region', { name: 'الخطة' });
    expect(plan.textContent).toContain('الخطة الاحترافية · ٤٩ درهم شهريًا');
    expect(within(plan).getByText('مفعّل')).toBeTruthy();
    expect(plan.textContent).toContain('١٥ يناير ٢٠٢٧');
    expect(within(plan).getByRole('button', { name: 'إلغاء الاشتراك' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'البطاقة المسجّلة' });
    expect(card.textContent).toContain('Visa •••• 4242');
    expect(within(card).getByRole('button', { name: 'استبدال البطاقة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '→ العودة إلى حسابي' }).getAttribute('href')).toBe('/account?tab=subscription');
  });

  it('resumes a cancelled plan and shows the server’s confirmation in Arabic', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/billing/portal" element={<BillingPortalPage />} />
      </Routes>,
      { route: '/billing/portal', user: testUser(), fetch: portalApi({ status: { ...PROFESSIONAL, cancel_at_period_end: true } }), language: 'ar' },
    );
    const plan = await screen.findByRole('region', { name: 'الخطة' });
    expect(plan.textContent).toContain('أُلغيت: تنتهي خطتك في 15 يناير 2027 ولن تُجدَّد.');
    await userEvent.click(within(plan).getByRole('button', { name: 'استئناف الاشتراك' }));
    expect(await screen.findByText('استُؤنف الاشتراك')).toBeTruthy();
    expect(screen.getByText('ستُجدَّد خطتك الاحترافية في 15 يناير 2027.')).toBeTruthy();
  });
});
