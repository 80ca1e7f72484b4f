/**
 * The payment form with Stripe (provider 'stripe'), Stripe.js and its React bindings mocked:
 * confirmSetup without a redirect, then setup-complete, the toast and /; or the provider's message.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStripe as stripe } from '../../../../test/fake-stripe-js.tsx';
import { visa4242 } from '../../../../test/fixtures.ts';
import { json, renderPageAt, testUser, type FetchHandler } from '../../../../test/render-with-providers.tsx';
import { PaymentSetupPage } from '../../../pages/payment-setup-page.tsx';

vi.mock('@stripe/stripe-js', async () => (await import('../../../../test/fake-stripe-js.tsx')).stripeJs);
vi.mock('@stripe/react-stripe-js', async () => (await import('../../../../test/fake-stripe-js.tsx')).reactStripeJs);

const INTENT = {
  success: true,
  clientSecret: 'seti_1ABC_secret_XYZ',
  setupIntentId: 'seti_1ABC',
  provider: 'stripe',
  publishableKey: 'pk_test_51abc',
} as const;

const api: FetchHandler = (url) => {
  if (url === '/api/billing/create-setup-intent') return json(INTENT);
  if (url === '/api/billing/setup-complete') return json({ success: true, paymentMethod: visa4242, plan: 'usage_based', retriedInvoices: [] });
  return undefined;
};

function renderPage() {
  return renderPageAt('/payment-setup', <PaymentSetupPage />, { '/': 'Home page' }, { user: testUser(), fetch: api });
}

beforeEach(() => stripe.reset());

describe('Stripe payment form', () => {
  it('confirms the set-up without a redirect, then setup-complete, the toast and /', async () => {
    stripe.instance.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1ABC', status: 'succeeded' } });
    const { fetchMock } = renderPage();

    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_51abc');
    expect(stripe.elementsOptions[0]).toMatchObject({ clientSecret: 'seti_1ABC_secret_XYZ' });
    // A Stripe test key: the test-mode notice is shown too; our own card inputs are not.
    expect(screen.getByRole('region', { name: 'Test mode' })).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Payment Method Added')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));

    expect(stripe.instance.confirmSetup).toHaveBeenCalledWith({
      elements: stripe.elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/account` },
    });
    const complete = fetchMock.mock.calls.filter(([url]) => url === '/api/billing/setup-complete');
    expect(complete).toHaveLength(1);
    expect(JSON.parse((complete[0]![1] as RequestInit).body as string)).toEqual({ setupIntentId: 'seti_1ABC' });
  });

  it("shows Stripe's message when the card is refused, and stays on the page", async () => {
    stripe.instance.confirmSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const { fetchMock } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
    expect(screen.getByTestId('where').textContent).toBe('/payment-setup');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/billing/setup-complete')).toBe(false);
  });

  it("falls back to 'Failed to setup payment method' when Stripe gives no message", async () => {
    stripe.instance.confirmSetup.mockResolvedValue({ error: { type: 'api_error' } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to setup payment method');
  });
});
