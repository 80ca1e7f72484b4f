/** The welcome modal in Arabic: its texts, the prices in درهم and the chosen digits. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '../../../../test/render-with-providers.tsx';
import { hasSeenWelcome } from '../welcome-seen.ts';
import { WelcomeModal } from './welcome-modal.tsx';

afterEach(() => localStorage.clear());

describe('WelcomeModal', () => {
  it('greets in English with the spec texts', async () => {
    renderWithProviders(<WelcomeModal />, { user: testUser() });
    expect(await screen.findByRole('dialog', { name: 'Welcome, Aisha Rahman!' }, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText(/AED 5 per AI chat or multi-document search, AED 2 per follow-up question/)).toBeTruthy();
    expect(screen.getByText('Welcome gift: 1 free chat and 2 free follow-ups (worth AED 9) for every new account.')).toBeTruthy();
  });

  it('greets in Arabic with Arabic-Indic digits and is marked seen when closed', async () => {
    renderWithProviders(<WelcomeModal />, { user: testUser(), language: 'ar', numerals: 'arab' });
    const dialog = await screen.findByRole('dialog', { name: 'مرحبًا بك، Aisha Rahman!' }, { timeout: 2000 });
    expect(dialog.textContent).toContain('إليك طريقة عمل المنصة.');
    expect(screen.getByText('بحث مجاني بالكلمات المفتاحية')).toBeTruthy();
    expect(screen.getByText(/^٥ درهم لكل محادثة بالذكاء الاصطناعي أو بحث في عدة وثائق، و٢ درهم لكل سؤال متابعة/)).toBeTruthy();
    expect(dialog.textContent).toContain('٢٥ درهم');
    expect(screen.getByText('هدية ترحيبية: محادثة مجانية واحدة وسؤالا متابعة مجانيان (بقيمة ٩ درهم) لكل حساب جديد.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الاطلاع على الأسعار' }).getAttribute('href')).toBe('/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'ابدأ الآن' }));
    expect(hasSeenWelcome('aisha@example.com')).toBe(true);
  });
});
