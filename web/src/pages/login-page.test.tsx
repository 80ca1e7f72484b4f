/** /login as the legislation-chat entry screen: a sign-up there is tagged as coming from the chat. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../schema/api/auth-messages.ts';
import { json, renderWithProviders } from '../../test/render-with-providers.tsx';
import { LoginPage } from './login-page.tsx';

describe('LoginPage with chatTitle', () => {
  it('signs up with the source chat_interface', async () => {
    const calls: Record<string, unknown>[] = [];
    renderWithProviders(<LoginPage />, {
      route: '/login?chatTitle=Corporate%20Tax%20Law',
      fetch: (url, init) => {
        if (url !== '/api/auth/signup') return undefined;
        calls.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({ success: true, message: M.signupSuccess }, 201);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account', pressed: false }));
    const form = await screen.findByRole('form', { name: 'Create Account' });
    await userEvent.type(within(form).getByLabelText('Full Name'), 'Omar Khalid');
    await userEvent.type(within(form).getByLabelText('Email'), 'omar@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(M.signupSuccess)).toBeTruthy();
    expect(calls).toEqual([{ name: 'Omar Khalid', email: 'omar@example.com', password: 'secret1', signupSource: 'chat_interface' }]);
  });
});

describe('LoginPage in Arabic', () => {
  it('welcomes in Arabic and titles the tab in Arabic', async () => {
    renderWithProviders(<LoginPage />, { route: '/login', language: 'ar' });
    expect(screen.getByRole('heading', { name: 'مرحبًا بك' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.title.startsWith('تسجيل الدخول · ')).toBe(true);
  });

  it('as the chat entry: the Arabic heading and the Arabic sign-in dialog', async () => {
    renderWithProviders(<LoginPage />, { route: '/login?chatTitle=Corporate%20Tax%20Law', language: 'ar' });
    expect(screen.getByRole('heading', { name: 'محادثة بالذكاء الاصطناعي حول Corporate Tax Law' })).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'سجّل الدخول إلى ضريبة الشركات في الإمارات' })).toBeTruthy();
  });
});
