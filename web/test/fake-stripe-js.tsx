/**
 * Stripe.js and its React bindings as the Stripe form tests replace them, in their own module graph (vi.mock):
 *   vi.mock('@stripe/stripe-js', async () => (await import('…/test/fake-stripe-js.tsx')).stripeJs);
 *   vi.mock('@stripe/react-stripe-js', async () => (await import('…/test/fake-stripe-js.tsx')).reactStripeJs);
 * `fakeStripe` holds the Stripe instance's confirm calls, the Elements handle and every options object Elements got.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';

const instance = { confirmSetup: vi.fn(), confirmPayment: vi.fn(), confirmCardPayment: vi.fn() };

export const fakeStripe = {
  instance,
  elements: { kind: 'elements' },
  loadStripe: vi.fn(async (_key: string) => instance),
  elementsOptions: [] as unknown[],
  /** Before each test: no answers, no calls, no options. */
  reset() {
    instance.confirmSetup.mockReset();
    instance.confirmPayment.mockReset();
    instance.confirmCardPayment.mockReset();
    fakeStripe.loadStripe.mockClear();
    fakeStripe.elementsOptions.length = 0;
  },
};

export const stripeJs = { loadStripe: fakeStripe.loadStripe };

export const reactStripeJs = {
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    fakeStripe.elementsOptions.push(options);
    return <div data-testid="stripe-elements">{children}</div>;
  },
  PaymentElement: () => <div data-testid="payment-element">Stripe Payment Element</div>,
  useStripe: () => fakeStripe.instance,
  useElements: () => fakeStripe.elements,
};
