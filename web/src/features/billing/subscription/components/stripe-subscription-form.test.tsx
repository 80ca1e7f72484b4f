/**
 * /subscribe with Stripe (Stripe.js and its React bindings mocked): the Payment Element on the
 * subscription's client secret, confirmPayment (or confirmSetup for a set-up secret at 100% off)
 * with the thank-you return URL, and the provider's message when it refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStripe as stripe } from '../../../../../test/fake-stripe-js.tsx';
import { json, renderPageAt, testUser } from '../../../../../test/render-with-providers.tsx';
import { SubscribePage } from '../../../../pages/subscribe-page.tsx';

vi.mock('@stripe/stripe-js', async () => (await import('../../../../../test/fake-stripe-js.tsx')).stripeJs);
vi.mock('@stripe/react-stripe-js', async () => (await import('../../../../../test/fake-stripe-js.tsx')).reactStripeJs);

function renderPage(subscription: Record<string, unknown>) {
  return renderPageAt(
    '/subscribe',
    <SubscribePage />,
    { '/thank-you': 'Thank-you page' },
    {
      user: testUser(),
      fetch: (url) => {
        if (url === '/api/stripe/subscription-status') return json({ status: 'inactive', plan: 'free', current_period_end: null, word_limit: null });
        if (url === '/api/stripe/create-subscription') return json(subscription);
        return undefined;
      },
    },
  );
}

beforeEach(() => stripe.reset());

const PAYMENT = { clientSecret: 'pi_3ABC_secret_XYZ', status: 'incomplete', provider: 'stripe', publishableKey: 'pk_test_51abc' };

describe('Stripe subscription form', () => {
  it('confirms the first payment without a redirect and lands on the thank-you page', async () => {
    stripe.instance.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_3ABC', status: 'succeeded' } });
    renderPage(PAYMENT);
    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_51abc');
    expect(stripe.elementsOptions[0]).toMatchObject({ clientSecret: 'pi_3ABC_secret_XYZ' });
    expect(screen.queryByLabelText('Card number')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Professional Plan' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?subscription=success'));
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/thank-you?subscription=success` },
    });
  });

  it('confirms a set-up secret (nothing to pay now) with confirmSetup: the card is still collected', async () => {
    stripe.instance.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    renderPage({ ...PAYMENT, clientSecret: 'seti_1ABC_secret_XYZ' });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to Professional Plan' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?subscription=success'));
    expect(stripe.instance.confirmSetup).toHaveBeenCalledTimes(1);
    expect(stripe.instance.confirmPayment).not.toHaveBeenCalled();
  });

  it("shows 'Payment Failed' with Stripe's message, and 'Payment Error' when confirming throws", async () => {
    stripe.instance.confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    renderPage(PAYMENT);
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to Professional Plan' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Payment Failed')).toBeTruthy();
    expect(within(region).getByText('Your card has insufficient funds.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/subscribe');

    stripe.instance.confirmPayment.mockRejectedValueOnce(new Error('network'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Professional Plan' }));
    expect(await within(region).findByText('Payment Error')).toBeTruthy();
    expect(within(region).getByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });
});
