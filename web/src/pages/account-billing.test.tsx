/**
 * Billing on the account page against a fake billing API: the Monthly Usage tab (banner, this
 * month's answers, invoices, retrying a failed invoice) and the Subscription tab (plan, card on
 * file, Replace, Remove after a confirmation).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '../../../schema/api/account.ts';
import type { BillingCurrent, InvoiceDto, UsageEventDto } from '../../../schema/api/billing.ts';
import type { PlanChargeDto } from '../../../schema/api/subscriptions.ts';
import { billingWith, once50Charge, visa4242 } from '../../test/fixtures.ts';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { AccountPage } from './account-page.tsx';

function event(id: number, over: Partial<UsageEventDto> = {}): UsageEventDto {
  return {
    id,
    kind: 'chat',
    priceFils: 500,
    credit: null,
    chatId: 10 + id,
    chatTitle: `Conversation ${id}`,
    invoiceId: null,
    createdAt: `2026-11-0${id}T10:00:00.000Z`,
    ...over,
  };
}

function invoice(id: number, over: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id,
    period: '2026-10',
    reason: 'monthly',
    status: 'paid',
    totalFils: 1200,
    total: 12,
    lineCount: 3,
    attempts: 1,
    failureMessage: null,
    createdAt: '2026-11-01T00:05:00.000Z',
    paidAt: '2026-11-01T00:06:00.000Z',
    ...over,
  };
}

const EVENTS: UsageEventDto[] = [
  event(1, { priceFils: 0, credit: 'welcome_chat' }),
  event(2, { kind: 'followup', priceFils: 0, credit: 'welcome_followup', chatId: 11, chatTitle: 'Conversation 1' }),
  event(3, { kind: 'search', chatTitle: null, chatId: 13 }),
  event(4, { kind: 'followup', priceFils: 200, chatId: 11, chatTitle: 'Conversation 1' }),
];

interface FakeBilling {
  billing: BillingCurrent;
  status: SubscriptionStatus;
  invoices: InvoiceDto[];
  events?: UsageEventDto[];
  /** GET /api/stripe/plan-charges; default: none. */
  planCharges?: PlanChargeDto[];
  /** Answers POST /api/billing/invoices/:id/pay; default: the invoice is paid. */
  pay?: (inv: InvoiceDto, attempt: number) => Response;
  /** Answers DELETE /api/billing/payment-method; default: removed. */
  removeCard?: () => Response;
}

/** A fake of the billing endpoints that changes its state as the server would. */
function billingApi(fake: FakeBilling): FetchHandler {
  let payAttempts = 0;
  return (url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/account/chat-history') return json({ success: true, data: [] });
    if (url === '/api/account/summary') return json({ success: true, data: { totalConversations: 0, totalWords: 0, thisMonthChats: 0 } });
    if (url === '/api/billing/current') return json({ success: true, data: fake.billing });
    if (url === '/api/stripe/subscription-status') return json(fake.status);
    if (url === '/api/billing/events') return json({ success: true, data: { month: '2026-11', events: fake.events ?? EVENTS } });
    if (url === '/api/billing/invoices') return json({ success: true, data: fake.invoices });
    if (url === '/api/stripe/plan-charges') return json({ success: true, data: fake.planCharges ?? [] });
    const pay = url.match(/^\/api\/billing\/invoices\/(\d+)\/pay$/);
    if (pay && method === 'POST') {
      const inv = fake.invoices.find((i) => i.id === Number(pay[1]))!;
      payAttempts += 1;
      if (fake.pay) return fake.pay(inv, payAttempts);
      const paid = { ...inv, status: 'paid' as const, failureMessage: null, paidAt: '2026-11-20T10:00:00.000Z', attempts: inv.attempts + 1 };
      fake.invoices = fake.invoices.map((i) => (i.id === inv.id ? paid : i));
      fake.billing = { ...fake.billing, failedInvoice: null, unpaidFils: 0, canChargeCard: true };
      return json({ success: true, data: paid });
    }
    if (url === '/api/billing/payment-method' && method === 'DELETE') {
      if (fake.removeCard) return fake.removeCard();
      fake.billing = { ...fake.billing, paymentMethod: null, canChargeCard: false };
      return json({ success: true });
    }
    if (url === '/api/billing/create-setup-intent')
      return json({ success: true, clientSecret: 'seti_test_abcdefgh_secret_abcdefgh', setupIntentId: 'seti_test_abcdefgh', provider: 'test' });
    return undefined;
  };
}

const usageBased: SubscriptionStatus = { status: 'active', plan: 'usage_based', current_period_end: null, word_limit: null };
const paying = billingWith({
  hasWelcomeCredits: false,
  welcomeChatCredits: 0,
  welcomeFollowupCredits: 0,
  isOverFreeLimit: true,
  chatsUsed: 2,
  followupsUsed: 2,
  chatCostFils: 500,
  followupCostFils: 200,
  totalCostFils: 700,
  pendingFils: 700,
  plan: 'usage_based',
  paymentMethod: visa4242,
  canChargeCard: true,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAccount(fake: FakeBilling, route = '/account?tab=usage', options: { language?: 'en' | 'ar'; numerals?: 'latn' | 'arab' } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
      </Routes>
      <Where />
    </>,
    { route, user: testUser(), fetch: billingApi(fake), ...options },
  );
}

const payCalls = (fetchMock: ReturnType<typeof vi.fn>, id: number) => fetchMock.mock.calls.filter(([url]) => url === `/api/billing/invoices/${id}/pay`).length;

describe('Monthly Usage tab', () => {
  it('opens from ?tab=usage and lists this month’s answers and the invoices', async () => {
    renderAccount({
      billing: paying,
      status: usageBased,
      invoices: [invoice(2, { period: '2026-11', reason: 'threshold', status: 'open', paidAt: null, totalFils: 2500 }), invoice(1)],
    });
    expect((await screen.findByRole('tab', { name: 'Monthly Usage' })).getAttribute('aria-selected')).toBe('true');

    expect(await screen.findByText('Pay-as-you-go usage')).toBeTruthy();
    expect(screen.getByText(/AED 7\.00 so far this month\./)).toBeTruthy();
    expect(screen.getByText(/Not yet invoiced: AED 7\.00\./)).toBeTruthy();
    const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(tile('Chat cost')).toBe('AED 5.00');
    expect(tile('Follow-up cost')).toBe('AED 2.00');
    expect(tile('Total this month')).toBe('AED 7.00');

    const answers = screen.getByRole('region', { name: "This Month's AI Answers" });
    const rows = await within(answers).findAllByRole('row');
    expect(rows).toHaveLength(5);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1]!)).toEqual(['1 November 2026', 'Chat', 'Free (welcome chat credit)', 'Conversation 1']);
    expect(cells(rows[2]!)).toEqual(['2 November 2026', 'Follow-up', 'Free (welcome follow-up credit)', 'Conversation 1']);
    expect(cells(rows[3]!)).toEqual(['3 November 2026', 'Multi-document search', 'AED 5.00', 'Deleted conversation']);
    expect(cells(rows[4]!)).toEqual(['4 November 2026', 'Follow-up', 'AED 2.00', 'Conversation 1']);
    expect(within(rows[1]!).getByRole('link', { name: 'Conversation 1' }).getAttribute('href')).toBe('/chat/11');

    const invoices = screen.getByRole('region', { name: 'Invoices' });
    const invoiceRows = await within(invoices).findAllByRole('row');
    expect(invoiceRows).toHaveLength(3);
    expect(invoiceRows[1]!.textContent).toContain('November 2026');
    expect(invoiceRows[1]!.textContent).toContain('Threshold reached');
    expect(invoiceRows[1]!.textContent).toContain('AED 25.00');
    expect(invoiceRows[1]!.textContent).toContain('Open');
    expect(invoiceRows[2]!.textContent).toContain('October 2026');
    expect(invoiceRows[2]!.textContent).toContain('Monthly invoice · 3 answers');
    expect(invoiceRows[2]!.textContent).toContain('AED 12.00');
    expect(invoiceRows[2]!.textContent).toContain('Paid');
    expect(within(invoices).queryByRole('button', { name: 'Retry payment' })).toBeNull();
  });

  it('lists the Professional Plan’s charge among the invoices, with its price before the coupon (AED 24.50 with ONCE50)', async () => {
    renderAccount({ billing: paying, status: usageBased, invoices: [invoice(1)], planCharges: [once50Charge] });
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    const rows = await within(invoices).findAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Newest first: the plan's charge of 28 November, then October's pay-per-use invoice.
    expect(cells(rows[1]!)).toEqual([
      '28 November 2026',
      'November 2026Professional Plan · AED 49.00 before the ONCE50 discount',
      'AED 24.50',
      'PaidPaid 28 November 2026',
      '',
    ]);
    expect(rows[2]!.textContent).toContain('Monthly invoice · 3 answers');
    expect(within(invoices).queryByText(/No invoices yet/)).toBeNull();
  });

  it('does not say “No invoices yet” when the plan has charged the card', async () => {
    renderAccount({ billing: paying, status: usageBased, invoices: [], planCharges: [once50Charge] });
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('AED 24.50')).toBeTruthy();
    expect(within(invoices).queryByText(/No invoices yet/)).toBeNull();
  });

  it('shows a red alert for a failed invoice, and retries its payment', async () => {
    const failed = invoice(3, { status: 'failed', paidAt: null, totalFils: 2700, attempts: 2, failureMessage: 'Your card was declined.' });
    const fake: FakeBilling = {
      billing: { ...paying, failedInvoice: { id: 3, totalFils: 2700, failureMessage: 'Your card was declined.' }, unpaidFils: 2700, canChargeCard: false },
      status: usageBased,
      invoices: [failed],
    };
    const { fetchMock } = renderAccount(fake);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment failed');
    expect(alert.textContent).toContain('Your invoice of AED 27.00 could not be paid.');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(alert.textContent).toContain('Paid AI answers are paused until it is paid');

    const invoices = screen.getByRole('region', { name: 'Invoices' });
    const retry = await within(invoices).findByRole('button', { name: 'Retry payment' });
    expect(within(invoices).getByText('Payment failed')).toBeTruthy();
    expect(retry.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(retry.getAttribute('aria-describedby')!)?.textContent).toBe('Your card was declined.');

    await userEvent.click(retry);
    expect(await screen.findByText('Invoice Paid')).toBeTruthy();
    expect(screen.getByText('AED 27.00 was charged to your card. Thank you!')).toBeTruthy();
    expect(payCalls(fetchMock, 3)).toBe(1);
    // The figures reload: the invoice is paid and the alert is gone.
    await waitFor(() => expect(within(invoices).queryByRole('button', { name: 'Retry payment' })).toBeNull());
    expect(within(invoices).getByText('Paid')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Payment failed')).toBeNull());
  });

  it('shows why a retried payment failed', async () => {
    const failed = invoice(3, { status: 'failed', paidAt: null, failureMessage: 'Your card was declined.' });
    const fake: FakeBilling = {
      billing: { ...paying, failedInvoice: { id: 3, totalFils: 1200, failureMessage: 'Your card was declined.' } },
      status: usageBased,
      invoices: [failed],
      pay: (inv) =>
        json(
          {
            success: false,
            data: { ...inv, attempts: inv.attempts + 1, failureMessage: 'Your card has insufficient funds.' },
            error: 'Your card has insufficient funds.',
          },
          402,
        ),
    };
    renderAccount(fake);
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    await userEvent.click(await within(invoices).findByRole('button', { name: 'Retry payment' }));
    expect((await within(invoices).findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
    expect(screen.queryByText('Invoice Paid')).toBeNull();
  });

  it('pays again after the test provider asks for authentication', async () => {
    const failed = invoice(5, { status: 'failed', paidAt: null, failureMessage: 'Authentication required.' });
    const fake: FakeBilling = {
      billing: { ...paying, failedInvoice: { id: 5, totalFils: 1200, failureMessage: 'Authentication required.' } },
      status: usageBased,
      invoices: [failed],
      pay: (inv, attempt) =>
        attempt === 1
          ? json({ success: false, data: inv, requiresAction: { clientSecret: 'pi_test_secret', paymentMethodId: 'pm_test_1', publishableKey: null } })
          : json({ success: true, data: { ...inv, status: 'paid', failureMessage: null, paidAt: '2026-11-20T10:00:00.000Z' } }),
    };
    const { fetchMock } = renderAccount(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText('Invoice Paid')).toBeTruthy();
    expect(payCalls(fetchMock, 5)).toBe(2);
  });
});

describe('Subscription tab', () => {
  it('shows Usage-Based Billing as active with the card, and Replace opens the set-up dialog', async () => {
    const { fetchMock } = renderAccount({ billing: paying, status: usageBased, invoices: [] }, '/account?tab=subscription');
    expect(await screen.findByText('Usage-Based Billing')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(await screen.findByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText('Expires 12/2030')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payment Method' });
    expect(await within(dialog).findByLabelText('Card number')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/billing/create-setup-intent')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes the card only after a confirmation', async () => {
    const fake: FakeBilling = { billing: paying, status: usageBased, invoices: [] };
    const { fetchMock } = renderAccount(fake, '/account?tab=subscription');
    const removals = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/billing/payment-method' && (init as RequestInit).method === 'DELETE').length;

    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Card' });
    expect(dialog.textContent).toContain('Remove Visa •••• 4242?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removals()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Card' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment Method Removed')).toBeTruthy();
    expect(removals()).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The card is gone; the plan card offers to add one.
    await waitFor(() => expect(screen.queryByText('Visa •••• 4242')).toBeNull());
    expect(screen.getByRole('link', { name: 'Add Payment Method' }).getAttribute('href')).toBe('/payment-setup');
  });

  it("shows the server's reason when the card cannot be removed", async () => {
    const reason = 'Your card cannot be removed while AED 7.00 of charges are unpaid or not yet invoiced. Replace it instead, or remove it once they are paid.';
    renderAccount(
      {
        billing: paying,
        status: usageBased,
        invoices: [],
        removeCard: () => json({ error: reason, code: 'CHARGES_PENDING', details: { pending_fils: 700 } }, 409),
      },
      '/account?tab=subscription',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove Card' })).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
  });

  it('words the refusal from its code and amount in Arabic, whatever English the server sent (decision 032)', async () => {
    const refusal = { error: 'Reworded: AED 7.00 is still owed on this card.', code: 'CHARGES_PENDING', details: { pending_fils: 700 } };
    renderAccount({ billing: paying, status: usageBased, invoices: [], removeCard: () => json(refusal, 409) }, '/account?tab=subscription', {
      language: 'ar',
      numerals: 'arab',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'إزالة' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'إزالة البطاقة' })).getByRole('button', { name: 'إزالة' }));
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain('لا يمكن إزالة بطاقتك ما دامت هناك رسوم بقيمة ٧٫٠٠ درهم غير مسدّدة');
    expect(alert).not.toContain('Reworded');
  });
});

describe('Returning from the bank (Stripe redirect)', () => {
  it('finishes the set-up from /account?setup_intent=…&redirect_status=succeeded and tidies the address', async () => {
    const fake: FakeBilling = { billing: paying, status: usageBased, invoices: [] };
    const handler = billingApi(fake);
    const { fetchMock } = renderWithProviders(
      <>
        <Routes>
          <Route path="/account" element={<AccountPage />} />
        </Routes>
        <Where />
      </>,
      {
        route: '/account?setup_intent=seti_1ABC&setup_intent_client_secret=seti_1ABC_secret_x&redirect_status=succeeded',
        user: testUser(),
        fetch: (url, init) =>
          url === '/api/billing/setup-complete'
            ? json({ success: true, paymentMethod: visa4242, plan: 'usage_based', retriedInvoices: [] })
            : handler(url, init),
      },
    );
    expect(await screen.findByText('Payment Method Added')).toBeTruthy();
    const complete = fetchMock.mock.calls.filter(([url]) => url === '/api/billing/setup-complete');
    expect(complete).toHaveLength(1);
    expect(JSON.parse((complete[0]![1] as RequestInit).body as string)).toEqual({ setupIntentId: 'seti_1ABC' });
    // The router applies the tidied address as a transition: it may land just after the toast.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account'));
  });
});

describe('Monthly Usage tab in Arabic', () => {
  function renderArabic(fake: FakeBilling) {
    return renderWithProviders(
      <Routes>
        <Route path="/account" element={<AccountPage />} />
      </Routes>,
      { route: '/account?tab=usage', user: testUser(), fetch: billingApi(fake), language: 'ar', numerals: 'arab' },
    );
  }

  it('shows the banner, the figures, this month’s answers and the invoices in Arabic, with Arabic dates and digits', async () => {
    renderArabic({ billing: paying, status: usageBased, invoices: [invoice(1)] });
    expect(await screen.findByText('الاستخدام بنظام الدفع حسب الاستخدام')).toBeTruthy();
    expect(screen.getByText(/٧٫٠٠ درهم حتى الآن هذا الشهر\./)).toBeTruthy();
    expect(screen.getByText(/لم تصدر بها فاتورة بعد: ٧٫٠٠ درهم\./)).toBeTruthy();
    const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(tile('تكلفة المحادثات')).toBe('٥٫٠٠ درهم');
    expect(tile('المحادثات وعمليات البحث')).toBe('٢');

    const answers = screen.getByRole('region', { name: 'إجابات الذكاء الاصطناعي لهذا الشهر' });
    const rows = await within(answers).findAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1]!)).toEqual(['١ نوفمبر ٢٠٢٦', 'محادثة', 'مجاني (رصيد المحادثة الترحيبي)', 'Conversation 1']);
    expect(cells(rows[3]!)).toEqual(['٣ نوفمبر ٢٠٢٦', 'بحث متعدد المستندات', '٥٫٠٠ درهم', 'محادثة محذوفة']);

    const invoices = screen.getByRole('region', { name: 'الفواتير' });
    const invoiceRows = await within(invoices).findAllByRole('row');
    expect(
      within(invoiceRows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('المبلغ');
    expect(invoiceRows[1]!.textContent).toContain('أكتوبر ٢٠٢٦');
    expect(invoiceRows[1]!.textContent).toContain('فاتورة شهرية · ٣ إجابات');
    expect(invoiceRows[1]!.textContent).toContain('١٢٫٠٠ درهم');
    expect(invoiceRows[1]!.textContent).toContain('سُدّدت في ١ نوفمبر ٢٠٢٦');
  });

  it('a failed invoice: the red alert in Arabic, the provider’s words as sent', async () => {
    const failed = invoice(3, { status: 'failed', paidAt: null, totalFils: 2700, attempts: 2, failureMessage: 'Your card was declined.' });
    renderArabic({
      billing: { ...paying, failedInvoice: { id: 3, totalFils: 2700, failureMessage: 'Your card was declined.' }, unpaidFils: 2700, canChargeCard: false },
      status: usageBased,
      invoices: [failed],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('تعذّر سداد فاتورتك البالغة ٢٧٫٠٠ درهم.');
    expect(alert.textContent).toContain('«Your card was declined.»');
    const invoices = screen.getByRole('region', { name: 'الفواتير' });
    expect(await within(invoices).findByRole('button', { name: 'إعادة محاولة الدفع' })).toBeTruthy();
    expect(invoices.textContent).toContain('تعذّر الدفع');
  });
});
