import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../schema/api/auth-messages.ts';
import { json, renderWithProviders } from '../../test/render-with-providers.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResendVerificationPage } from './resend-verification-page.tsx';
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

describe('the account pages in Arabic', () => {
  it('reset: Arabic labels and checks, digits as chosen, passwords typed left to right', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc', language: 'ar', numerals: 'arab' });
    expect(screen.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeTruthy();
    expect(screen.getByText(/^٦ أحرف على الأقل\./)).toBeTruthy();
    expect(screen.getByLabelText('كلمة المرور الجديدة').getAttribute('dir')).toBe('ltr');
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'abcde');
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور'), 'abcdf');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(screen.getByRole('alert').textContent).toContain('كلمتا المرور غير متطابقتين');
    await userEvent.clear(screen.getByLabelText('تأكيد كلمة المرور'));
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور'), 'abcde');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(screen.getByRole('alert').textContent).toContain('يجب ألا يقل طول كلمة المرور عن ٦ أحرف');
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' }).getAttribute('href')).toBe('/login');
  });

  it('reset: a link without a token says so in Arabic', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', language: 'ar' });
    expect(screen.getByRole('alert').textContent).toContain('رمز إعادة التعيين غير صالح أو مفقود');
    expect(screen.getByRole('link', { name: 'طلب إعادة تعيين جديدة لكلمة المرور' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('verify: the server error of an expired link in Arabic, then the e-mail form in Arabic', async () => {
    renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email?token=old',
      language: 'ar',
      fetch: (url) => (url === '/api/auth/verify-email' ? json({ error: M.verificationExpired, code: 'TOKEN_EXPIRED' }, 400) : undefined),
    });
    expect(await screen.findByText('انتهت صلاحية رابط التأكيد. يُرجى طلب رابط جديد.')).toBeTruthy();
    expect(screen.getByText('تعذّر تأكيد البريد الإلكتروني')).toBeTruthy();
    expect(screen.getByLabelText('البريد الإلكتروني').getAttribute('dir')).toBe('ltr');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال رسالة تأكيد جديدة' }));
    expect(screen.getByText('يُرجى إدخال عنوان بريدك الإلكتروني')).toBeTruthy();
  });

  it('verify: confirms in Arabic, then redirects', async () => {
    renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email?token=good',
      language: 'ar',
      fetch: (url) => (url === '/api/auth/verify-email' ? json({ success: true, message: M.verified }) : undefined),
    });
    expect(await screen.findByText(/تم تأكيد عنوان بريدك الإلكتروني\. يمكنك الآن تسجيل الدخول\. جارٍ التحويل/)).toBeTruthy();
  });

  it('verify without a token: Arabic text with Arabic-Indic digits', () => {
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email', language: 'ar', numerals: 'arab' });
    expect(screen.getByText(/الرابط صالح لمدة ٢٤ ساعة/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إعادة إرسال رسالة التأكيد' }).getAttribute('href')).toBe('/resend-verification');
  });

  it('forgot: Arabic form and the Arabic success text', async () => {
    renderWithProviders(<ForgotPasswordPage />, {
      route: '/forgot-password',
      language: 'ar',
      fetch: (url) => (url === '/api/auth/forgot-password' ? json({ success: true, message: M.forgotSuccess }) : undefined),
    });
    expect(screen.getByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال تعليمات إعادة التعيين' }));
    expect(await screen.findByText('تم إرسال تعليمات إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.')).toBeTruthy();
  });

  it('resend: a rate limit from the server in Arabic, with its Arabic title', async () => {
    renderWithProviders(<ResendVerificationPage />, {
      route: '/resend-verification',
      language: 'ar',
      numerals: 'arab',
      fetch: (url) =>
        url === '/api/auth/resend-verification'
          ? json({ error: M.tooManyRequests, code: 'RATE_LIMITED', details: { limit: 'requests', retry_after_seconds: 3600 } }, 429)
          : undefined,
    });
    expect(screen.getByText(/صالحًا لمدة ٢٤ ساعة/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة إرسال رسالة التأكيد' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('تعذّرت إعادة إرسال رسالة التأكيد');
    expect(alert.textContent).toContain('طلبات كثيرة جدًا');
  });
});
