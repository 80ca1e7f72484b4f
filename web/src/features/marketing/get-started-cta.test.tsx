import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { welcomeGiftLine } from '../../shared/welcome-gift.ts';
import { GetStartedCta } from './get-started-cta.tsx';

describe('GetStartedCta', () => {
  // The pages embed the auth feature's panel here (pages/marketing-pages.test.tsx shows it on /about).
  it('signed out: Get Started Today, the embedded sign-up form and the welcome gift', () => {
    renderWithProviders(<GetStartedCta signedIn={false} signUpForm={<form aria-label="Sign-up form" />} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Get Started Today' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign-up form' })).toBeTruthy();
    expect(screen.getAllByText(welcomeGiftLine()).length).toBeGreaterThan(0);
    expect(screen.queryByText('Start Research Now')).toBeNull();
  });

  it('signed in: Welcome back! and Start Research Now to /', () => {
    renderWithProviders(<GetStartedCta signedIn signUpForm={<form aria-label="Sign-up form" />} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Research Now' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('form', { name: 'Sign-up form' })).toBeNull();
  });

  it('describes the welcome gift from the pricing constants', () => {
    expect(welcomeGiftLine()).toBe('Welcome gift: 1 free chat and 2 free follow-ups (worth AED 9) for every new account.');
  });
});
