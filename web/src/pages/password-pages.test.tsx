import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../schema/api/auth-messages.ts';
import { json, renderWithProviders } from '../../test/render-with-providers.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

describe('ResetPasswordPage', () => {
  it('says a token is needed when the link has none', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert').textContent).toContain(M.resetTokenMissing);
  });

  it('checks the two passwords and their length before calling the server', async () => {
    const { fetchMock } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?token=abc',
      fetch: (url) => (url === '/api/auth/reset-password' ? json({ success: true, message: 'ok' }) : undefined),
    });
    await userEvent.type(screen.getByLabelText('New Password'), 'abcde');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcdf');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert').textContent).toContain(M.passwordsDoNotMatch);
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcde');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert').textContent).toContain(M.passwordTooShortReset);
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/auth/reset-password')).toBe(false);
    await userEvent.type(screen.getByLabelText('New Password'), 'f');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'f');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(M.resetSuccess)).toBeTruthy();
  });
});

describe('VerifyEmailPage', () => {
  it('tells an expired link from an invalid one and asks for the address', async () => {
    renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email?token=old',
      fetch: (url) => (url === '/api/auth/verify-email' ? json({ error: M.verificationExpired, code: 'TOKEN_EXPIRED' }, 400) : undefined),
    });
    expect(await screen.findByText(M.verificationExpired)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send New Verification Email' }));
    expect(screen.getByText(M.enterEmail)).toBeTruthy();
  });

  it('sends the token once and confirms', async () => {
    const { fetchMock } = renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email?token=good',
      fetch: (url) => (url === '/api/auth/verify-email' ? json({ success: true, message: M.verified }) : undefined),
    });
    expect(await screen.findByText(/Your email address has been verified/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/auth/verify-email')).toHaveLength(1);
  });

  it('without a token offers to resend the mail', () => {
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByRole('link', { name: 'Resend Verification Email' }).getAttribute('href')).toBe('/resend-verification');
  });
});
