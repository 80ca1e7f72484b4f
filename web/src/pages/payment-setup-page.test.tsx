/** /payment-setup with the local test card provider (spec §2 "Payment setup", §4 "Payment setup", §8 "Billing and payments"). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visa4242 } from '../../test/fixtures.ts';
import { json, renderPageAt, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { PaymentSetupPage } from './payment-setup-page.tsx';

const INTENT = { success: true, clientSecret: 'seti_test_abcdefgh_secret_abcdefgh', setupIntentId: 'seti_test_abcdefgh', provider: 'test' } as const;

/** The test provider as the server runs it: 4000 0000 0000 0002 is declined, other cards succeed. */
function testProvider(extra?: FetchHandler): FetchHandler {
  return (url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url === '/api/billing/create-setup-intent' && init.method === 'POST') return json(INTENT);
    if (url === '/api/billing/test-provider/confirm-setup') {
      const body = JSON.parse(init.body as string) as { cardNumber: string };
      if (body.cardNumber.replace(/\s/g, '') === '4000000000000002') {
        return json({ success: false, error: { code: 'card_declined', message: 'Your card was declined.' } }, 402);
      }
      return json({ success: true, setupIntent: { id: INTENT.setupIntentId, status: 'succeeded' } });
    }
    if (url === '/api/billing/setup-complete') return json({ success: true, paymentMethod: visa4242, plan: 'usage_based', retriedInvoices: [] });
    return undefined;
  };
}

type Locale = Pick<NonNullable<Parameters<typeof renderWithProviders>[1]>, 'language' | 'numerals'>;

function renderPage({
  user = testUser(),
  fetch = testProvider(),
  locale = {},
}: { user?: ReturnType<typeof testUser> | null; fetch?: FetchHandler; locale?: Locale } = {}) {
  return renderPageAt('/payment-setup', <PaymentSetupPage />, { '/': 'Home page' }, { user, fetch, ...locale });
}

const calls = (fetchMock: ReturnType<typeof vi.fn>, url: string) => fetchMock.mock.calls.filter(([u]) => u === url);
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as unknown;

async function fillCard(number: string, expiry = '12/30', cvc = '123') {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), cvc);
}

describe('/payment-setup', () => {
  it('asks a signed-out visitor to log in', async () => {
    const { fetchMock } = renderPage({ user: null });
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(calls(fetchMock, '/api/billing/create-setup-intent')).toHaveLength(0);
  });

  it('shows the title, the 83% progress bar, the pricing box and the test-mode notice with the test cards', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Payment Method' })).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('83');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');

    const pricing = screen.getByRole('complementary', { name: 'Simple per-chat billing' });
    expect(within(pricing).getByText('Chat (single document)').nextElementSibling?.textContent).toBe('AED 5.00');
    expect(within(pricing).getByText('Multi-document search').nextElementSibling?.textContent).toBe('AED 5.00');
    expect(within(pricing).getByText('Follow-up question').nextElementSibling?.textContent).toBe('AED 2.00');
    expect(pricing.textContent).toContain('AED 25.00');

    const notice = await screen.findByRole('region', { name: 'Test mode' });
    expect(notice.textContent).toContain('No real card is charged.');
    expect(notice.textContent).toContain('4242 4242 4242 4242 (succeeds)');
    expect(notice.textContent).toContain('4000 0000 0000 0002 (declined)');
    expect(notice.textContent).toContain('4000 0000 0000 0341');
    expect(notice.textContent).toContain('4000 0027 6000 3184');
    // The test provider's own form: labelled inputs.
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('CVC').getAttribute('autocomplete')).toBe('cc-csc');
  });

  it('formats the card as typed: the number in fours, the expiry typed as 1230 read as 12 / 30 (issue 27)', async () => {
    const { fetchMock } = renderPage();
    await fillCard('4242424242424242', '1230');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toBe('12 / 30');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Payment Method Added')).toBeTruthy();
    expect(bodyOf(calls(fetchMock, '/api/billing/test-provider/confirm-setup')[0]!)).toMatchObject({
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 30,
    });
  });

  it('adds a test card: confirm, setup-complete, the toast Payment Method Added, then /', async () => {
    const { fetchMock } = renderPage();
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    expect(await screen.findByText('Payment Method Added')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(bodyOf(calls(fetchMock, '/api/billing/test-provider/confirm-setup')[0]!)).toEqual({
      clientSecret: INTENT.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 30,
      cvc: '123',
    });
    const complete = calls(fetchMock, '/api/billing/setup-complete');
    expect(complete).toHaveLength(1);
    expect(bodyOf(complete[0]!)).toEqual({ setupIntentId: INTENT.setupIntentId });
    expect((complete[0]![1] as RequestInit).method).toBe('POST');
  });

  it("shows the provider's message for a declined card and stays on the page", async () => {
    const { fetchMock } = renderPage();
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your card was declined.');
    expect(screen.getByTestId('where').textContent).toBe('/payment-setup');
    expect(calls(fetchMock, '/api/billing/setup-complete')).toHaveLength(0);
    expect(screen.queryByText('Payment Method Added')).toBeNull();
    // The button is back for another card.
    expect((screen.getByRole('button', { name: 'Add Payment Method' }) as HTMLButtonElement).disabled).toBe(false);

    // A good card then goes through; the old message goes away.
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('checks the expiry before sending, and reads a refused field from the server', async () => {
    const refuse: FetchHandler = (url) =>
      url === '/api/billing/test-provider/confirm-setup' ? json({ error: 'Your card number is incomplete.' }, 400) : undefined;
    const { fetchMock } = renderPage({ fetch: testProvider(refuse) });
    await fillCard('4242', '13', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Your card's expiration date is incomplete.");
    expect(calls(fetchMock, '/api/billing/test-provider/confirm-setup')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '/30');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.'));
  });

  it("says 'Failed to confirm payment setup' when storing the card fails, and 'Failed to setup payment method' without a set-up intent", async () => {
    const failComplete: FetchHandler = (url) => (url === '/api/billing/setup-complete' ? json({ error: 'boom' }, 500) : undefined);
    const { unmount } = renderPage({ fetch: testProvider(failComplete) });
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to confirm payment setup');
    expect(screen.getByTestId('where').textContent).toBe('/payment-setup');
    unmount();

    const failIntent: FetchHandler = (url) => (url === '/api/billing/create-setup-intent' ? json({ error: 'boom' }, 500) : undefined);
    renderPage({ fetch: testProvider(failIntent) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to setup payment method');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});

describe('/payment-setup in Arabic', () => {
  const renderArabic = (fetch: FetchHandler = testProvider()) => renderPage({ fetch, locale: { language: 'ar', numerals: 'arab' } });

  it('shows the title, the progress, the pricing box and the test-mode notice in Arabic, with Arabic-Indic digits', async () => {
    renderArabic();
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة وسيلة دفع' })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'تقدّم إعداد الحساب' });
    expect(bar.getAttribute('aria-valuetext')).toBe('اكتمل بنسبة ٨٣٪');
    const pricing = screen.getByRole('complementary', { name: 'فوترة بسيطة لكل محادثة' });
    expect(pricing.textContent).toContain('محادثة (مستند واحد)');
    expect(pricing.textContent).toContain('٥٫٠٠ درهم');
    expect(pricing.textContent).toContain('الهدية الترحيبية أولًا: محادثة مجانية واحدة وسؤالا متابعة مجانيان (بقيمة ٩٫٠٠ درهم).');
    const notice = await screen.findByRole('region', { name: 'وضع الاختبار' });
    expect(notice.textContent).toContain('لا تُخصم أي مبالغ من بطاقة حقيقية.');
    expect(notice.textContent).toContain('4000 0000 0000 0002 (تُرفض)');
    expect(screen.getByRole('form', { name: 'بيانات البطاقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة وسيلة دفع' })).toBeTruthy();
  });

  it('an incomplete expiry date is explained in Arabic, and a declined card keeps the provider’s words', async () => {
    renderArabic();
    await userEvent.type(await screen.findByLabelText('رقم البطاقة'), '4000000000000002');
    await userEvent.type(screen.getByLabelText('تاريخ الانتهاء (شهر/سنة)'), '12');
    await userEvent.type(screen.getByLabelText('رمز التحقق (CVC)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'إضافة وسيلة دفع' }));
    expect((await screen.findByRole('alert')).textContent).toContain('تاريخ انتهاء صلاحية بطاقتك غير مكتمل.');
    await userEvent.type(screen.getByLabelText('تاريخ الانتهاء (شهر/سنة)'), '/30');
    await userEvent.click(screen.getByRole('button', { name: 'إضافة وسيلة دفع' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your card was declined.'));
  });

  it('a failed set-up intent shows the Arabic of the schema text', async () => {
    renderArabic((url) => (url === '/api/billing/create-setup-intent' ? json({ error: 'boom' }, 500) : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain('تعذّر إعداد وسيلة الدفع');
  });
});
