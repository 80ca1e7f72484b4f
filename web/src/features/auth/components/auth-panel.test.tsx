import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../../../schema/api/auth-messages.ts';
import { json, renderWithProviders, testUser } from '../../../../test/render-with-providers.tsx';
import { AuthPanel } from './auth-panel.tsx';

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('AuthPanel', () => {
  it('asks for every field before calling the server', async () => {
    const { fetchMock } = renderWithProviders(<AuthPanel />, { route: '/login' });
    const form = await screen.findByRole('form', { name: 'Sign In' });
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(within(form).getByRole('alert').textContent).toContain(M.fillAllFields);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/login'))).toHaveLength(0);
  });

  it('signs up with the source of the page, then returns to sign-in with the verification notice', async () => {
    const calls: Record<string, unknown>[] = [];
    renderWithProviders(<AuthPanel initialMode="signup" />, {
      route: '/pricing',
      fetch: (url, init) => {
        if (url !== '/api/auth/signup') return undefined;
        calls.push(bodyOf(init));
        return json({ success: true, message: M.signupSuccess }, 201);
      },
    });
    const form = await screen.findByRole('form', { name: 'Create Account' });
    await userEvent.type(within(form).getByLabelText('Full Name'), 'Layla Haddad');
    await userEvent.type(within(form).getByLabelText('Email'), 'layla@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByRole('alert').textContent).toContain(M.passwordTooShort);
    expect(calls).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Password'), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    const signIn = await screen.findByRole('form', { name: 'Sign In' });
    expect(within(signIn).getByText(M.signupSuccess)).toBeTruthy();
    expect(calls).toEqual([{ name: 'Layla Haddad', email: 'layla@example.com', password: '123456', signupSource: 'pricing_page' }]);
  });

  it('sends an existing e-mail back to sign-in with the spec message', async () => {
    renderWithProviders(<AuthPanel initialMode="signup" />, {
      fetch: (url) => (url === '/api/auth/signup' ? json({ error: M.userExists, code: 'USER_EXISTS' }, 409) : undefined),
    });
    const form = await screen.findByRole('form', { name: 'Create Account' });
    await userEvent.type(within(form).getByLabelText('Full Name'), 'A');
    await userEvent.type(within(form).getByLabelText('Email'), 'a@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    const signIn = await screen.findByRole('form', { name: 'Sign In' });
    expect(within(signIn).getByText(M.alreadyRegistered)).toBeTruthy();
  });

  it('offers a new verification mail after an unverified sign-in, and clears the error once sent', async () => {
    renderWithProviders(<AuthPanel />, {
      fetch: (url) => {
        if (url === '/api/auth/login') return json({ error: M.emailNotVerified, code: 'emailNotVerified' }, 403);
        if (url === '/api/auth/resend-verification') return json({ success: true, message: M.resendSuccess });
        return undefined;
      },
    });
    const form = await screen.findByRole('form', { name: 'Sign In' });
    await userEvent.type(within(form).getByLabelText('Email'), 'new@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(M.emailNotVerified);
    await userEvent.click(within(form).getByRole('button', { name: 'Resend Verification Email' }));
    expect(await within(form).findByText(M.resendSuccess)).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows the server message of a failed sign-in, else the spec fallback', async () => {
    renderWithProviders(<AuthPanel />, { fetch: (url) => (url === '/api/auth/login' ? json({ error: 'Invalid email or password' }, 401) : undefined) });
    const form = await screen.findByRole('form', { name: 'Sign In' });
    await userEvent.type(within(form).getByLabelText('Email'), 'x@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(M.loginFailedTitle);
    expect(alert.textContent).toContain(M.invalidCredentials);
  });

  it('signed in: confirms, and Disconnect logs out and clears local storage', async () => {
    localStorage.setItem('selectedLegislationTitle', 'x');
    const { fetchMock } = renderWithProviders(<AuthPanel redirectTo={null} />, {
      user: testUser(),
      fetch: (url) => (url === '/api/auth/logout' ? json({ success: true, message: 'Logged out' }) : undefined),
    });
    expect(await screen.findByText('Successfully Signed In')).toBeTruthy();
    expect(screen.getByText('Welcome, Aisha Rahman!')).toBeTruthy();
    expect(screen.getByText('AI features are now available')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => u === '/api/auth/logout' && i?.method === 'POST')).toBe(true));
    expect(localStorage.getItem('selectedLegislationTitle')).toBeNull();
  });

  describe('in Arabic', () => {
    it('labels the sign-in form in Arabic, keeps e-mail and password left to right, and checks the fields in Arabic', async () => {
      renderWithProviders(<AuthPanel />, { route: '/login', language: 'ar' });
      const form = await screen.findByRole('form', { name: 'تسجيل الدخول' });
      expect(screen.getByRole('button', { name: 'إنشاء حساب', pressed: false })).toBeTruthy();
      expect(within(form).getByLabelText('البريد الإلكتروني').getAttribute('dir')).toBe('ltr');
      expect(within(form).getByLabelText('كلمة المرور').getAttribute('dir')).toBe('ltr');
      expect(within(form).getByRole('link', { name: 'نسيت كلمة المرور؟' }).getAttribute('href')).toBe('/forgot-password');
      await userEvent.click(within(form).getByRole('button', { name: 'تسجيل الدخول' }));
      const alert = within(form).getByRole('alert').textContent;
      expect(alert).toContain('تعذّر تسجيل الدخول');
      expect(alert).toContain('يُرجى تعبئة جميع الحقول');
    });

    it('words a server error from its code in Arabic with the chosen digits, whatever its English says; an unknown one as sent', async () => {
      // Decision 032: the server rewords its English; the Arabic interface still says the right thing, from the code.
      let answer = json({ error: 'Slow down: too many sign-in attempts.', code: 'RATE_LIMITED', details: { limit: 'logins', retry_after_seconds: 900 } }, 429);
      renderWithProviders(<AuthPanel />, { language: 'ar', numerals: 'arab', fetch: (url) => (url === '/api/auth/login' ? answer : undefined) });
      const form = await screen.findByRole('form', { name: 'تسجيل الدخول' });
      await userEvent.type(within(form).getByLabelText('البريد الإلكتروني'), 'x@example.com');
      await userEvent.type(within(form).getByLabelText('كلمة المرور'), 'wrong');
      await userEvent.click(within(form).getByRole('button', { name: 'تسجيل الدخول' }));
      expect((await within(form).findByRole('alert')).textContent).toContain('يُرجى الانتظار ١٥ دقيقة');
      answer = json({ error: 'The e-mail or the password is not right.', code: 'INVALID_CREDENTIALS' }, 401);
      await userEvent.click(within(form).getByRole('button', { name: 'تسجيل الدخول' }));
      await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain('البريد الإلكتروني أو كلمة المرور غير صحيحة'));
      expect(within(form).getByRole('alert').textContent).not.toContain('not right');
      answer = json({ error: 'Something unexpected' }, 400);
      await userEvent.click(within(form).getByRole('button', { name: 'تسجيل الدخول' }));
      await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain('Something unexpected'));
    });

    it('shows the sign-up form with Arabic prices, digits and the verification notice in Arabic', async () => {
      renderWithProviders(<AuthPanel initialMode="signup" />, {
        language: 'ar',
        numerals: 'arab',
        fetch: (url) => (url === '/api/auth/signup' ? json({ success: true, message: M.signupSuccess }, 201) : undefined),
      });
      const form = await screen.findByRole('form', { name: 'إنشاء حساب' });
      expect(within(form).getByText('٦ أحرف على الأقل.')).toBeTruthy();
      expect(within(form).getByText('هدية ترحيبية: محادثة مجانية واحدة وسؤالا متابعة مجانيان (بقيمة ٩ درهم) لكل حساب جديد.')).toBeTruthy();
      expect(form.textContent).toContain('٥ درهم لكل محادثة');
      expect(form.textContent).toContain('٢ درهم لكل سؤال متابعة');
      expect(form.textContent).toContain('٢٥ درهم');
      await userEvent.type(within(form).getByLabelText('الاسم الكامل'), 'ليلى حداد');
      await userEvent.type(within(form).getByLabelText('البريد الإلكتروني'), 'layla@example.com');
      await userEvent.type(within(form).getByLabelText('كلمة المرور'), '123');
      await userEvent.click(within(form).getByRole('button', { name: 'إنشاء حساب' }));
      expect(within(form).getByRole('alert').textContent).toContain('يجب ألا تقل كلمة المرور عن ٦ أحرف');
      await userEvent.type(within(form).getByLabelText('كلمة المرور'), '456');
      await userEvent.click(within(form).getByRole('button', { name: 'إنشاء حساب' }));
      const signIn = await screen.findByRole('form', { name: 'تسجيل الدخول' });
      expect(within(signIn).getByText(/تم إنشاء الحساب بنجاح/)).toBeTruthy();
    });

    it('signed in: confirms in Arabic', async () => {
      renderWithProviders(<AuthPanel redirectTo={null} />, { user: testUser(), language: 'ar' });
      expect(await screen.findByText('تم تسجيل الدخول بنجاح')).toBeTruthy();
      expect(screen.getByText('مرحبًا بك، Aisha Rahman!')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    });
  });
});
