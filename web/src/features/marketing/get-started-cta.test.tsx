import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { GetStartedCta, welcomeGiftLine } from './get-started-cta.tsx';

describe('GetStartedCta', () => {
  it('signed out: Get Started Today, the embedded sign-up form and the welcome gift', async () => {
    renderWithProviders(<GetStartedCta signedIn={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Get Started Today' })).toBeTruthy();
    expect(await screen.findByLabelText('Full Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account', pressed: true })).toBeTruthy();
    expect(screen.getAllByText(welcomeGiftLine()).length).toBeGreaterThan(0);
    expect(screen.queryByText('Start Research Now')).toBeNull();
  });

  it('signed in: Welcome back! and Start Research Now to /', () => {
    renderWithProviders(<GetStartedCta signedIn />);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Research Now' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });

  it('describes the welcome gift from the pricing constants', () => {
    expect(welcomeGiftLine()).toBe('Welcome gift: 1 free chat and 2 free follow-ups (worth AED 9) for every new account.');
  });
});
