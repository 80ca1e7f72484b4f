import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GetStartedCta, welcomeGiftLine } from './get-started-cta.tsx';

describe('GetStartedCta', () => {
  it('signed out: Get Started Today, a link to create a free account at /login and the welcome gift', () => {
    render(
      <MemoryRouter>
        <GetStartedCta signedIn={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Get Started Today' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your free account' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(welcomeGiftLine())).toBeTruthy();
    expect(screen.queryByText('Start Research Now')).toBeNull();
  });

  it('signed in: Welcome back! and Start Research Now to /', () => {
    render(
      <MemoryRouter>
        <GetStartedCta signedIn />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Research Now' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Create your free account')).toBeNull();
  });

  it('describes the welcome gift from the pricing constants', () => {
    expect(welcomeGiftLine()).toBe('Welcome gift: 1 free chat and 2 free follow-ups (worth AED 9) for every new account.');
  });
});
