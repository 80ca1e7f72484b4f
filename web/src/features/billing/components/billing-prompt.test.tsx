/** The billing prompt of an AI request refused with 403 WORD_LIMIT_EXCEEDED (spec §4 "Chat", §8 "Chat"). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentRequiredDetails } from '../../../../../schema/api/billing.ts';
import { json, renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { BillingPrompt } from './billing-prompt.tsx';

const details = (reason: PaymentRequiredDetails['reason']): PaymentRequiredDetails => ({
  currentUsage: 3,
  wordLimit: 3,
  plan: reason === 'invoice_failed' ? 'usage_based' : 'free',
  reason,
});

describe('BillingPrompt', () => {
  it('without a card: the spec text, and Set Up Payment Method opens the payment set-up dialog', async () => {
    const { fetchMock } = renderWithProviders(<BillingPrompt details={details('no_payment_method')} />, {
      fetch: (url) =>
        url === '/api/billing/create-setup-intent'
          ? json({ success: true, clientSecret: 'seti_test_abcdefgh_secret_abcdefgh', setupIntentId: 'seti_test_abcdefgh', provider: 'test' })
          : undefined,
    });
    const prompt = screen.getByRole('alert');
    expect(prompt.textContent).toContain('Payment required to continue chatting. Please set up payment method for simple per-chat billing.');

    await userEvent.click(within(prompt).getByRole('button', { name: 'Set Up Payment Method' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payment Method' });
    expect(await within(dialog).findByLabelText('Card number')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/billing/create-setup-intent')).toHaveLength(1);
    expect(within(dialog).getByRole('region', { name: 'Test mode' }).textContent).toContain('4242 4242 4242 4242 (succeeds)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an unpaid invoice: links to Monthly Usage instead', () => {
    renderWithProviders(<BillingPrompt details={details('invoice_failed')} />);
    const prompt = screen.getByRole('alert');
    expect(prompt.textContent).toContain('Your last invoice could not be paid.');
    expect(within(prompt).getByRole('link', { name: 'Go to Monthly Usage' }).getAttribute('href')).toBe('/account?tab=usage');
  });

  it('in Arabic: the prompt, the dialog and the card fields, which stay left to right', async () => {
    renderWithProviders(<BillingPrompt details={details('no_payment_method')} />, {
      language: 'ar',
      numerals: 'arab',
      fetch: (url) =>
        url === '/api/billing/create-setup-intent'
          ? json({ success: true, clientSecret: 'seti_test_abcdefgh_secret_abcdefgh', setupIntentId: 'seti_test_abcdefgh', provider: 'test' })
          : undefined,
    });
    const prompt = screen.getByRole('alert');
    expect(prompt.textContent).toContain('يلزم الدفع لمواصلة المحادثة.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'إعداد وسيلة الدفع' }));
    const dialog = screen.getByRole('dialog', { name: 'إضافة وسيلة دفع' });
    expect(dialog.textContent).toContain('فوترة بسيطة لكل محادثة: ٥٫٠٠ درهم لكل محادثة أو بحث متعدد المستندات، و٢٫٠٠ درهم لكل سؤال متابعة.');
    const number = await within(dialog).findByLabelText('رقم البطاقة');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(within(dialog).getByLabelText('تاريخ الانتهاء (شهر/سنة)').getAttribute('dir')).toBe('ltr');
    expect(within(dialog).getByLabelText('رمز التحقق (CVC)').getAttribute('dir')).toBe('ltr');
    const notice = within(dialog).getByRole('region', { name: 'وضع الاختبار' });
    expect(notice.textContent).toContain('4242 4242 4242 4242 (تنجح)');
    expect(notice.textContent).toContain('رمز تحقق من ٣ أرقام');
    expect(within(dialog).getByRole('button', { name: 'المتابعة لاحقًا' })).toBeTruthy();
  });

  it('in Arabic: an unpaid invoice', () => {
    renderWithProviders(<BillingPrompt details={details('invoice_failed')} />, { language: 'ar' });
    const prompt = screen.getByRole('alert');
    expect(prompt.textContent).toContain('تعذّر سداد فاتورتك الأخيرة.');
    expect(within(prompt).getByRole('link', { name: 'الانتقال إلى الاستخدام الشهري' })).toBeTruthy();
  });
});
