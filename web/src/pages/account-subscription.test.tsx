/**
 * The account page's Subscription tab with the legacy Professional Plan (spec §4 "Subscription
 * plans", §5 confirmation before cancelling, §8 portal and cancellation toasts, §9 progress bar).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '../../../schema/api/account.ts';
import { billingWith, visa4242 } from '../../test/fixtures.ts';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { AccountPage } from './account-page.tsx';

/** 2027-01-15T00:00:00Z */
const PERIOD_END = 1_800_000_000 - (1_800_000_000 % 86_400);
const PERIOD_END_TEXT = new Date(PERIOD_END * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const PROFESSIONAL: SubscriptionStatus = {
  status: 'active',
  plan: 'professional',
  current_period_end: PERIOD_END,
  word_limit: 25_000,
  cancel_at_period_end: false,
};

interface Fake {
  status: SubscriptionStatus;
  cancel?: () => Response;
  portal?: () => Response;
}

function subscriptionApi(fake: Fake): FetchHandler {
  return (url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/account/chat-history') return json({ success: true, data: [] });
    if (url === '/api/account/summary') return json({ success: true, data: { totalConversations: 9, totalWords: 1200, thisMonthChats: 3 } });
    if (url === '/api/billing/current')
      return json({ success: true, data: billingWith({ plan: 'professional', paymentMethod: visa4242, hasWelcomeCredits: false }) });
    if (url === '/api/stripe/subscription-status') return json(fake.status);
    if (url === '/api/stripe/cancel-subscription' && method === 'POST') {
      if (fake.cancel) return fake.cancel();
      fake.status = { ...fake.status, cancel_at_period_end: true };
      return json({
        message: 'Reworded by the server.',
        code: 'PLAN_CANCELED',
        details: { periodEnd: new Date(PERIOD_END * 1000).toISOString().slice(0, 10) },
      });
    }
    if (url === '/api/stripe/create-portal-session' && method === 'POST') return fake.portal?.() ?? json({ url: '/billing/portal' });
    return undefined;
  };
}

type Locale = Pick<NonNullable<Parameters<typeof renderWithProviders>[1]>, 'language' | 'numerals'>;

function renderTabWith(fetch: FetchHandler, locale: Locale = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
    </Routes>,
    { route: '/account?tab=subscription', user: testUser(), fetch, ...locale },
  );
}

const renderTab = (fake: Fake) => renderTabWith(subscriptionApi(fake));

const posts = (fetchMock: ReturnType<typeof vi.fn>, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init as RequestInit).method === 'POST').length;
const toast = () => screen.getByRole('region', { name: 'Notifications (F8)' });

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  openSpy = vi.fn();
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Subscription tab: the Professional Plan', () => {
  it("shows the plan, the next billing date, the month's AI words and the spec's progress bar (the month's chats ÷ word_limit)", async () => {
    renderTab({ status: { ...PROFESSIONAL, words_used: 6_250, chats_this_month: 6_250 } });
    expect(await screen.findByText('Professional Plan (legacy)')).toBeTruthy();
    expect(screen.getByText('active')).toBeTruthy();
    expect(screen.getByText('AED 49 per month.')).toBeTruthy();
    expect(screen.getByText(`Next billing date: ${PERIOD_END_TEXT}`)).toBeTruthy();
    expect(screen.getByText('25,000 AI words a month')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Professional Plan usage this month' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('6,250 of 25,000 used this month')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% used');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%');
    // The plan is not offered to a subscriber.
    expect(screen.queryByRole('link', { name: 'View the Professional Plan' })).toBeNull();
  });

  it('caps the bar at 100%, fills it with chats (not words), and reads a missing figure as nothing used', async () => {
    const { unmount } = renderTab({ status: { ...PROFESSIONAL, chats_this_month: 30_000 } });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('100');
    unmount();
    const words = renderTab({ status: { ...PROFESSIONAL, words_used: 30_000, chats_this_month: 0 } });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('0');
    words.unmount();
    renderTab({ status: { ...PROFESSIONAL } });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('0');
  });

  it("'Manage Billing' opens the portal session's address in a new tab", async () => {
    const { fetchMock } = renderTab({ status: { ...PROFESSIONAL } });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('/billing/portal', '_blank', 'noopener,noreferrer'));
    expect(posts(fetchMock, '/api/stripe/create-portal-session')).toBe(1);
  });

  it("shows 'Portal Error' with the server's error, or 'Failed to open billing portal'", async () => {
    let answer = json({ error: 'No billing account was found.' }, 404);
    renderTab({ status: { ...PROFESSIONAL }, portal: () => answer });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    expect(await within(toast()).findByText('Portal Error')).toBeTruthy();
    expect(within(toast()).getByText('No billing account was found.')).toBeTruthy();

    answer = json({ error: 'boom' }, 500);
    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(await within(toast()).findByText('Failed to open billing portal')).toBeTruthy();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('cancels only after a keyboard-usable confirmation, then says so and shows the date the plan ends', async () => {
    const { fetchMock } = renderTab({ status: { ...PROFESSIONAL } });
    const cancelButton = await screen.findByRole('button', { name: 'Cancel Subscription' });

    // Escape closes the confirmation without cancelling; focus goes back to the button.
    await userEvent.click(cancelButton);
    let dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog.textContent).toContain(`you keep access until ${PERIOD_END_TEXT}`);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep My Plan' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cancelButton);

    // Tab stays inside the dialog.
    await userEvent.click(cancelButton);
    dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep My Plan' }));
    expect(posts(fetchMock, '/api/stripe/cancel-subscription')).toBe(0);

    // Confirmed from the keyboard.
    cancelButton.focus();
    await userEvent.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    within(dialog).getByRole('button', { name: 'Cancel Subscription' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(await within(toast()).findByText('Subscription Canceled')).toBeTruthy();
    expect(within(toast()).getByText(`Your Professional Plan is cancelled: you keep it until ${PERIOD_END_TEXT}, and it will not renew.`)).toBeTruthy();
    expect(posts(fetchMock, '/api/stripe/cancel-subscription')).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The status is read again: the plan now ends at the period's end, and cannot be cancelled twice.
    expect(await screen.findByText(`Cancelled: your plan ends on ${PERIOD_END_TEXT} and will not renew.`)).toBeTruthy();
    expect(screen.queryByText(/Next billing date/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it("shows 'Cancellation Failed' with the server's error, or 'Failed to cancel subscription'", async () => {
    let answer = json({ error: 'No active subscription to cancel.' }, 409);
    renderTab({ status: { ...PROFESSIONAL }, cancel: () => answer });
    const confirm = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    };
    await confirm();
    expect(await within(toast()).findByText('Cancellation Failed')).toBeTruthy();
    expect(within(toast()).getByText('No active subscription to cancel.')).toBeTruthy();

    answer = json({ error: 'boom' }, 500);
    await confirm();
    expect(await within(toast()).findByText('Failed to cancel subscription')).toBeTruthy();
    expect(screen.getByText(`Next billing date: ${PERIOD_END_TEXT}`)).toBeTruthy();
  });
});

describe('Subscription tab: the other plans', () => {
  it('offers the legacy plan with a link to /subscribe', async () => {
    renderTab({ status: { status: 'inactive', plan: 'free', current_period_end: null, word_limit: null } });
    const link = await screen.findByRole('link', { name: 'View the Professional Plan' });
    expect(link.getAttribute('href')).toBe('/subscribe');
  });
});

describe('Subscription tab in Arabic', () => {
  it('the Professional Plan: status, price, next billing date and the word allowance in Arabic-Indic digits', async () => {
    renderTabWith(subscriptionApi({ status: { ...PROFESSIONAL, words_used: 6_250, chats_this_month: 6_250 } }), { language: 'ar', numerals: 'arab' });
    expect(await screen.findByText('الخطة الاحترافية (القديمة)')).toBeTruthy();
    expect(screen.getByText('مفعّل')).toBeTruthy();
    expect(screen.getByText('٤٩ درهم شهريًا.')).toBeTruthy();
    expect(screen.getByText('تاريخ الفوترة التالي: ١٥ يناير ٢٠٢٧')).toBeTruthy();
    expect(screen.getByText('٢٥٬٠٠٠ كلمة من كلمات الذكاء الاصطناعي شهريًا')).toBeTruthy();
    expect(screen.getByText('استُخدم ٦٬٢٥٠ من ٢٥٬٠٠٠ هذا الشهر')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'استخدام الخطة الاحترافية هذا الشهر' });
    expect(bar.getAttribute('aria-valuetext')).toBe('استُخدم ٢٥٪');
    expect(screen.getByRole('button', { name: 'إدارة الفوترة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء الاشتراك' })).toBeTruthy();
  });

  it('the free plan: pay-as-you-go, the welcome gift and the set-up link in Arabic', async () => {
    renderTabWith(
      (url) => {
        if (url === '/api/billing/current') return json({ success: true, data: billingWith({}) });
        if (url === '/api/stripe/subscription-status') return json({ status: 'inactive', plan: 'free', current_period_end: null, word_limit: null });
        return subscriptionApi({ status: PROFESSIONAL })(url, {});
      },
      { language: 'ar' },
    );
    expect(await screen.findByText('الدفع حسب الاستخدام')).toBeTruthy();
    expect(screen.getByText('الخطة المجانية')).toBeTruthy();
    expect(screen.getByText('يبدأ كل حساب جديد بهدية ترحيبية: محادثة مجانية واحدة وسؤالا متابعة مجانيان (بقيمة 9 درهم).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تفعيل الفوترة حسب الاستخدام' }).getAttribute('href')).toBe('/payment-setup');
    expect(screen.getByRole('link', { name: 'عرض الخطة الاحترافية' }).getAttribute('href')).toBe('/subscribe');
  });
});
