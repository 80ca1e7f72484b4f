/**
 * /subscribe with the local test card provider against a fake subscription API (spec §2
 * "Subscribe", §4 "/subscribe states", §5 coupon rules, §8 coupon and payment toasts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '../../../schema/api/account.ts';
import { json, renderPageAt, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { TEST_CONFIRM_SUBSCRIPTION_URL } from '../features/billing/subscription/api.ts';
import { SubscribePage } from './subscribe-page.tsx';

const FREE: SubscriptionStatus = { status: 'inactive', plan: 'free', current_period_end: null, word_limit: null };
const SECRET = 'pi_test_0123456789_secret_abcdefghij';
const DISCOUNTED_SECRET = 'seti_test_0123456789_secret_abcdefghij';

interface Fake {
  status?: SubscriptionStatus;
  /** Answers validate-coupon; default: PRO100 is 100% off, PRO20 20% off, others invalid. */
  validate?: (code: string) => Response | Promise<Response>;
  create?: (couponCode: string | undefined) => Response;
  confirm?: (body: { clientSecret: string; cardNumber: string }) => Response;
}

/** The subscription endpoints as the server answers them with the test provider. */
function subscriptionApi(fake: Fake = {}): FetchHandler {
  return (url, init) => {
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, string>) : {};
    if (url === '/api/stripe/subscription-status') return json(fake.status ?? FREE);
    if (url === '/api/stripe/create-subscription' && init.method === 'POST') {
      if (fake.create) return fake.create(body.couponCode);
      const full = body.couponCode === 'PRO100';
      return json({
        clientSecret: full ? DISCOUNTED_SECRET : SECRET,
        status: 'incomplete',
        intent: full ? 'setup' : 'payment',
        provider: 'test',
        amountDueFils: full ? 0 : 4900,
      });
    }
    if (url === '/api/stripe/validate-coupon' && init.method === 'POST') {
      if (fake.validate) return fake.validate(body.couponCode!);
      // As the server answers (decision 032): the web words the discount from its terms, a refusal from its reason.
      const forever = { amountOffFils: null, duration: 'forever', durationInMonths: null };
      if (body.couponCode === 'PRO100')
        return json({ valid: true, discount: '100% off', message: 'PRO100 applied: 100% off.', code: 'COUPON_VALID', terms: { percentOff: 100, ...forever } });
      if (body.couponCode === 'PRO20')
        return json({ valid: true, discount: '20% off', message: 'PRO20 applied: 20% off.', code: 'COUPON_VALID', terms: { percentOff: 20, ...forever } });
      return json({ valid: false, discount: '', message: 'This promo code does not exist.', code: 'COUPON_INVALID', reason: 'unknown' });
    }
    if (url === TEST_CONFIRM_SUBSCRIPTION_URL && init.method === 'POST') {
      if (fake.confirm) return fake.confirm(body as { clientSecret: string; cardNumber: string });
      if (body.cardNumber!.replace(/\s/g, '') === '4000000000000002') {
        return json({ success: false, error: { code: 'card_declined', message: 'Your card was declined.' } }, 402);
      }
      return json({ success: true, subscription: { id: 'sub_test_0123456789', status: 'active' } });
    }
    return undefined;
  };
}

type Locale = Pick<NonNullable<Parameters<typeof renderWithProviders>[1]>, 'language' | 'numerals'>;

function renderPage({ user = testUser(), fake = {}, locale = {} }: { user?: ReturnType<typeof testUser> | null; fake?: Fake; locale?: Locale } = {}) {
  return renderPageAt('/subscribe', <SubscribePage />, { '/thank-you': 'Thank-you page' }, { user, fetch: subscriptionApi(fake), ...locale });
}

const calls = (fetchMock: ReturnType<typeof vi.fn>, url: string) => fetchMock.mock.calls.filter(([u]) => u === url);
const bodyOf = (call: unknown[]) => JSON.parse(((call[1] as RequestInit).body as string) ?? 'null') as unknown;
const toast = () => screen.getByRole('region', { name: 'Notifications (F8)' });

async function fillCard(number: string, expiry = '12/34', cvc = '123') {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), cvc);
}

async function applyCoupon(text: string) {
  const input = await screen.findByLabelText('Promo code');
  await waitFor(() => expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false));
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('/subscribe', () => {
  it('asks a signed-out visitor to log in, and creates nothing', async () => {
    const { fetchMock } = renderPage({ user: null });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(calls(fetchMock, '/api/stripe/create-subscription')).toHaveLength(0);
  });

  it("says 'Already Subscribed' to an active Professional subscriber, with 'Manage Subscription', and creates nothing", async () => {
    const status: SubscriptionStatus = { status: 'active', plan: 'professional', current_period_end: 1_800_000_000, word_limit: 25_000 };
    const { fetchMock } = renderPage({ fake: { status } });
    expect(await screen.findByRole('heading', { name: 'Already Subscribed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toMatch(/^\/account/);
    expect(calls(fetchMock, '/api/stripe/create-subscription')).toHaveLength(0);
  });

  it('offers the plan to a pay-per-use customer: usage-based billing is active but is no subscription', async () => {
    const { fetchMock } = renderPage({ fake: { status: { status: 'active', plan: 'usage_based', current_period_end: null, word_limit: null } } });
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByText('Already Subscribed')).toBeNull();
    expect(calls(fetchMock, '/api/stripe/create-subscription')).toHaveLength(1);
  });

  it("shows the plan's features (spec §1 wording), the promo code box and the test card form", async () => {
    const { fetchMock } = renderPage();
    const features = await screen.findByRole('region', { name: 'Professional Plan' });
    expect(features.textContent).toContain('AED 49 per month');
    const items = within(features)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Unlimited AI chat', 'PDF exports', 'Shareable links', 'Priority AI processing', 'Email support']);
    expect(screen.getByLabelText('Promo code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Test mode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe to Professional Plan' })).toBeTruthy();
    const created = calls(fetchMock, '/api/stripe/create-subscription');
    expect(created).toHaveLength(1);
    expect(bodyOf(created[0]!)).toEqual({});
  });

  it('subscribes without a coupon: the card confirms the client secret, then /thank-you?subscription=success', async () => {
    let release: (r: Response) => void = () => {};
    const { fetchMock } = renderPage({ fake: { confirm: () => new Promise<Response>((r) => (release = r)) as unknown as Response } });
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Professional Plan' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release(json({ success: true, subscription: { id: 'sub_test_0123456789', status: 'active' } }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?subscription=success'));
    expect(bodyOf(calls(fetchMock, TEST_CONFIRM_SUBSCRIPTION_URL)[0]!)).toEqual({
      clientSecret: SECRET,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    });
  });

  it('asks for a coupon before validating an empty box', async () => {
    const { fetchMock } = renderPage();
    await applyCoupon('   ');
    expect(await within(toast()).findByText('Coupon Required')).toBeTruthy();
    expect(within(toast()).getByText('Please enter a coupon code to validate.')).toBeTruthy();
    expect(calls(fetchMock, '/api/stripe/validate-coupon')).toHaveLength(0);
  });

  it("sends the code trimmed and upper-cased, and shows 'Invalid Coupon' with the server's message or the fallback", async () => {
    let message = 'This promo code does not exist.';
    const { fetchMock } = renderPage({ fake: { validate: () => json({ valid: false, discount: '', message }) } });
    await applyCoupon('  nope10 ');
    expect(await within(toast()).findByText('Invalid Coupon')).toBeTruthy();
    expect(within(toast()).getByText('This promo code does not exist.')).toBeTruthy();
    expect(bodyOf(calls(fetchMock, '/api/stripe/validate-coupon')[0]!)).toEqual({ couponCode: 'NOPE10' });

    message = '';
    await applyCoupon('other');
    expect(await within(toast()).findByText('This coupon code is not valid or has expired.')).toBeTruthy();
    // Nothing was applied: one subscription, the box still open.
    expect(calls(fetchMock, '/api/stripe/create-subscription')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it("reads a 4xx refusal as an invalid coupon, and a network failure as 'Failed to validate coupon. Please try again.'", async () => {
    let mode: 'refused' | 'offline' | 'down' = 'refused';
    renderPage({
      fake: {
        validate: () => {
          if (mode === 'refused') return json({ error: 'couponCode must be at most 40 characters' }, 400);
          if (mode === 'down') return json({ error: 'boom' }, 500);
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      },
    });
    await applyCoupon('x'.repeat(41));
    expect(await within(toast()).findByText('Invalid Coupon')).toBeTruthy();
    expect(within(toast()).getByText('couponCode must be at most 40 characters')).toBeTruthy();

    mode = 'offline';
    await applyCoupon('PRO100');
    expect(await within(toast()).findByText('Failed to validate coupon. Please try again.')).toBeTruthy();

    mode = 'down';
    await applyCoupon('PRO20');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy());
    expect(within(toast()).getByText('Failed to validate coupon. Please try again.')).toBeTruthy();
  });

  it('applies a 100% coupon: the subscription is created again with it, the box locks, and the card still pays through to the discount thank-you page', async () => {
    const { fetchMock } = renderPage();
    await applyCoupon('pro100');
    expect(await within(toast()).findByText('Coupon Applied!')).toBeTruthy();
    const applied = await screen.findByRole('button', { name: 'Applied' });
    expect((applied as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('PRO100');

    const created = calls(fetchMock, '/api/stripe/create-subscription');
    expect(created).toHaveLength(2);
    expect(bodyOf(created[1]!)).toEqual({ couponCode: 'PRO100' });

    // Card details are still collected at 100% off.
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Professional Plan' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?subscription=success&discount=true'));
    expect(bodyOf(calls(fetchMock, TEST_CONFIRM_SUBSCRIPTION_URL)[0]!)).toMatchObject({ clientSecret: DISCOUNTED_SECRET });
  });

  it('a partial coupon returns to the thank-you page without the discount banner', async () => {
    renderPage();
    await applyCoupon('PRO20');
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeTruthy();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Professional Plan' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?subscription=success'));
  });

  it('shows the price, the discount and what is due before paying: AED 49.00, then AED 24.50 with ONCE50', async () => {
    renderPage({
      fake: {
        validate: () => json({ valid: true, discount: '50% off the first month', message: 'Coupon applied: 50% off the first month.' }),
        create: (code) =>
          json({
            clientSecret: code ? DISCOUNTED_SECRET.replace('seti', 'pi') : SECRET,
            status: 'incomplete',
            intent: 'payment',
            provider: 'test',
            amountDueFils: code ? 2450 : 4900,
            priceFils: 4900,
            discountFils: code ? 2450 : 0,
            couponCode: code ?? null,
          }),
      },
    });
    const summary = await screen.findByRole('region', { name: 'Price of the first month' });
    const lines = () =>
      within(summary)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines()).toEqual(['Professional Plan: AED 49.00', 'Due today: AED 49.00']);

    await userEvent.type(screen.getByLabelText('Promo code'), 'once50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await within(toast()).findByText('Coupon Applied!');
    await waitFor(() => expect(lines()).toEqual(['Professional Plan: AED 49.00', 'Discount (ONCE50): −AED 24.50', 'Due today: AED 24.50']));
  });

  it("says 'Failed to apply coupon to subscription. Please try again.' when the subscription cannot be created with it", async () => {
    const { fetchMock } = renderPage({
      fake: { create: (code) => (code ? json({ error: 'boom' }, 500) : json({ clientSecret: SECRET, status: 'incomplete' })) },
    });
    await applyCoupon('PRO100');
    expect(await within(toast()).findByText('Failed to apply coupon to subscription. Please try again.')).toBeTruthy();
    // A 5xx gives no reason worth showing.
    expect(within(toast()).queryByText('boom')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByText('Coupon Applied!')).toBeNull();
    // The first subscription's form is still there.
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Professional Plan' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?subscription=success'));
    expect(bodyOf(calls(fetchMock, TEST_CONFIRM_SUBSCRIPTION_URL)[0]!)).toMatchObject({ clientSecret: SECRET });
  });

  it("shows 'Payment Failed' with the provider's message for a declined card, and stays", async () => {
    renderPage();
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Professional Plan' }));
    expect(await within(toast()).findByText('Payment Failed')).toBeTruthy();
    expect(within(toast()).getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(screen.getByTestId('where').textContent).toBe('/subscribe');
    expect((screen.getByRole('button', { name: 'Subscribe to Professional Plan' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'Payment Error' when confirming fails unexpectedly", async () => {
    renderPage({ fake: { confirm: () => json({ error: 'boom' }, 500) } });
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Professional Plan' }));
    expect(await within(toast()).findByText('Payment Error')).toBeTruthy();
    expect(within(toast()).getByText('An unexpected error occurred. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/subscribe');
  });

  it("says 'Unable to initialize payment' with 'Refresh Page' when no client secret comes back", async () => {
    renderPage({ fake: { create: () => json({ error: 'boom' }, 500) } });
    expect(await screen.findByRole('heading', { name: 'Unable to initialize payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(within(toast()).getByText('Failed to initialize subscription. Please try again.')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it("adds the server's reason to the toast when it refuses to start a subscription", async () => {
    const pastDue = 'The last payment of your Professional Plan failed. Update your card in Manage Billing instead of subscribing again.';
    renderPage({ fake: { create: () => json({ error: pastDue }, 409) } });
    expect(await screen.findByRole('heading', { name: 'Unable to initialize payment' })).toBeTruthy();
    expect(within(toast()).getByText('Failed to initialize subscription. Please try again.')).toBeTruthy();
    expect(within(toast()).getByText(pastDue)).toBeTruthy();
  });
});

describe('/subscribe in Arabic', () => {
  const renderArabic = (fake: Fake = {}) => renderPage({ fake, locale: { language: 'ar', numerals: 'arab' } });

  it('shows the plan, its price in Arabic-Indic digits, the promo box and the card form in Arabic', async () => {
    renderArabic();
    expect(await screen.findByRole('heading', { level: 1, name: 'الاشتراك في الخطة الاحترافية' })).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'الخطة الاحترافية' });
    expect(plan.textContent).toContain('٤٩ درهم شهريًا');
    expect(plan.textContent).toContain('تصدير بصيغة PDF');
    const promo = screen.getByRole('form', { name: 'تطبيق رمز ترويجي' });
    expect(within(promo).getByLabelText('الرمز الترويجي').getAttribute('dir')).toBe('ltr');
    expect(await screen.findByRole('form', { name: 'بيانات البطاقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الاشتراك في الخطة الاحترافية' })).toBeTruthy();
  });

  it('shows the price summary in Arabic', async () => {
    renderPage({
      fake: {
        create: () =>
          json({ clientSecret: SECRET, status: 'incomplete', intent: 'payment', provider: 'test', amountDueFils: 4900, priceFils: 4900, discountFils: 0 }),
      },
      locale: { language: 'ar' },
    });
    const summary = await screen.findByRole('region', { name: 'سعر الشهر الأول' });
    expect(within(summary).getByText('المستحق اليوم')).toBeTruthy();
    expect(within(summary).getByText('الخطة الاحترافية')).toBeTruthy();
  });

  it('an applied coupon reads its discount in Arabic', async () => {
    renderArabic();
    const promo = await screen.findByRole('form', { name: 'تطبيق رمز ترويجي' });
    await screen.findByRole('form', { name: 'بيانات البطاقة' });
    await userEvent.type(within(promo).getByLabelText('الرمز الترويجي'), 'pro20');
    await userEvent.click(within(promo).getByRole('button', { name: 'تطبيق' }));
    expect(await within(promo).findByText('PRO20: خصم ٢٠٪.')).toBeTruthy();
    expect(within(promo).getByRole('button', { name: 'طُبّق' })).toBeTruthy();
  });

  it('an empty promo code: the schema toast in Arabic', async () => {
    renderArabic();
    const promo = await screen.findByRole('form', { name: 'تطبيق رمز ترويجي' });
    await screen.findByRole('form', { name: 'بيانات البطاقة' });
    await userEvent.click(within(promo).getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByText('الرمز مطلوب')).toBeTruthy();
    expect(screen.getByText('يُرجى إدخال رمز القسيمة للتحقق منه.')).toBeTruthy();
  });
});
