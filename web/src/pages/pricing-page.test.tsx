/** The pricing page's 'Enable Now' (spec §2 "Pricing page", §4 "Subscription plans", §8 "Billing and payments"). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { PricingPage } from './pricing-page.tsx';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderPricing(enable: () => Response, user: ReturnType<typeof testUser> | null = testUser()) {
  const handler: FetchHandler = (url, init) => {
    if (url === '/api/billing/enable' && init.method === 'POST') return enable();
    if (url.startsWith('/api/legislation')) return json({ records: [], total: 0, total_with_text: 0, total_records: 55, total_records_with_text: 55 });
    return undefined;
  };
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/account" element={<p>Account page</p>} />
        <Route path="/payment-setup" element={<p>Payment setup page</p>} />
      </Routes>
      <Where />
    </>,
    { route: '/pricing', user, fetch: handler },
  );
}

const enableCalls = (fetchMock: ReturnType<typeof renderWithProviders>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/billing/enable').length;

describe("Pricing page 'Enable Now'", () => {
  it('is not offered to anonymous visitors', async () => {
    renderPricing(() => json({ success: true, plan: 'usage_based' }), null);
    expect(await screen.findAllByRole('button', { name: 'Create Account' })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Enable Now' })).toBeNull();
  });

  it('enables usage-based billing: the toast, then /account', async () => {
    const { fetchMock } = renderPricing(() => json({ success: true, plan: 'usage_based' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enable Now' }));
    expect(await screen.findByText('Usage-Based Billing Enabled!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account'));
    expect(enableCalls(fetchMock)).toBe(1);
  });

  it('goes to /payment-setup when no card is on file (409 PAYMENT_METHOD_REQUIRED)', async () => {
    renderPricing(() => json({ success: false, error: 'Add a payment method before enabling usage-based billing.', code: 'PAYMENT_METHOD_REQUIRED' }, 409));
    await userEvent.click(await screen.findByRole('button', { name: 'Enable Now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/payment-setup'));
    expect(screen.queryByText('Usage-Based Billing Enabled!')).toBeNull();
  });

  it('shows the error toast on any other failure and stays on the page', async () => {
    renderPricing(() => json({ error: 'boom' }, 500));
    await userEvent.click(await screen.findByRole('button', { name: 'Enable Now' }));
    expect(await screen.findByText('Error: Failed to enable billing. Please try again or contact support.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/pricing');
    expect((screen.getByRole('button', { name: 'Enable Now' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
