/** The chat's billing status line: the price of the NEXT question in each credit state (spec §1, §2 "Chat page"). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BillingCurrent } from '../../../../../schema/api/billing.ts';
import { billingWith, visa4242 } from '../../../../test/fixtures.ts';
import { json, renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { BillingStatusLine, nextQuestionLine } from './billing-status-line.tsx';

const noCredits = { hasWelcomeCredits: false, welcomeChatCredits: 0, welcomeFollowupCredits: 0 } as const;

describe('nextQuestionLine', () => {
  it('a new account: the chat credit pays a new question, a follow-up credit pays a follow-up', () => {
    const b = billingWith();
    expect(nextQuestionLine(b, 'chat')).toBe('Next question: free (welcome chat credit) · 1 free chat and 2 free follow-ups left');
    expect(nextQuestionLine(b, 'search')).toBe('Next question: free (welcome chat credit) · 1 free chat and 2 free follow-ups left');
    expect(nextQuestionLine(b, 'followup')).toBe('Next question: free (welcome follow-up credit) · 1 free chat and 2 free follow-ups left');
  });

  it('the chat credit used: a new question costs AED 5.00, a follow-up is still free', () => {
    const b = billingWith({ welcomeChatCredits: 0, chatsUsed: 1 });
    expect(nextQuestionLine(b, 'followup')).toBe('Next question: free (welcome follow-up credit) · 2 free follow-ups left');
    expect(nextQuestionLine(b, 'chat')).toBe('Next question: AED 5.00 · 2 free follow-ups left');
  });

  it('one follow-up credit left', () => {
    const b = billingWith({ welcomeChatCredits: 0, welcomeFollowupCredits: 1 });
    expect(nextQuestionLine(b, 'followup')).toBe('Next question: free (welcome follow-up credit) · 1 free follow-up left');
  });

  it('follow-up credits used but the chat credit left, after some paid follow-ups', () => {
    const b = billingWith({ welcomeFollowupCredits: 0, followupCostFils: 400, totalCostFils: 400 });
    expect(nextQuestionLine(b, 'followup')).toBe('Next question: AED 2.00 · 1 free chat left · AED 4.00 this month');
  });

  it('no credits left: the list price and this month so far', () => {
    const b = billingWith({ ...noCredits, chatCostFils: 500, followupCostFils: 200, totalCostFils: 700 });
    expect(nextQuestionLine(b, 'followup')).toBe('Next question: AED 2.00 · AED 7.00 this month');
    expect(nextQuestionLine(b, 'search')).toBe('Next question: AED 5.00 · AED 7.00 this month');
    expect(nextQuestionLine(billingWith(noCredits), 'chat')).toBe('Next question: AED 5.00 · AED 0.00 this month');
  });

  it('the legacy Professional Plan covers answers', () => {
    expect(nextQuestionLine(billingWith({ ...noCredits, plan: 'professional' }), 'chat')).toBe('Next question: included in your Professional Plan');
  });
});

function renderLine(billing: BillingCurrent, kind: 'chat' | 'followup' = 'chat', revision = 0) {
  return renderWithProviders(<BillingStatusLine userId={1} kind={kind} revision={revision} />, {
    fetch: (url) => (url === '/api/billing/current' ? json({ success: true, data: billing }) : undefined),
  });
}

describe('BillingStatusLine', () => {
  it('links to the payment set-up when the next question is paid and no card is on file', async () => {
    renderLine(billingWith(noCredits));
    expect(await screen.findByText(/Next question: AED 5\.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up a payment method' }).getAttribute('href')).toBe('/payment-setup');
  });

  it('has no set-up link with a card on file, or while the next question is free', async () => {
    const { unmount } = renderLine(billingWith({ ...noCredits, plan: 'usage_based', paymentMethod: visa4242, canChargeCard: true }));
    expect(await screen.findByText(/Next question: AED 5\.00/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderLine(billingWith(), 'followup');
    expect(await screen.findByText(/free \(welcome follow-up credit\)/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says paid answers are paused while an invoice is unpaid, with a link to the account', async () => {
    renderLine(
      billingWith({
        ...noCredits,
        plan: 'usage_based',
        paymentMethod: visa4242,
        failedInvoice: { id: 4, totalFils: 2700, failureMessage: 'Your card was declined.' },
        unpaidFils: 2700,
      }),
    );
    expect(await screen.findByText(/Paid answers are paused until your unpaid invoice of AED 27\.00 is paid\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay it from your account' }).getAttribute('href')).toBe('/account?tab=usage');
  });

  it('reloads the figures when a request finishes (revision changes), not otherwise', async () => {
    function Harness() {
      const [revision, setRevision] = useState(0);
      const [, setOther] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRevision((r) => r + 1)}>
            Answer
          </button>
          <button type="button" onClick={() => setOther((r) => r + 1)}>
            Other
          </button>
          <BillingStatusLine userId={1} kind="followup" revision={revision} />
        </>
      );
    }
    const { fetchMock } = renderWithProviders(<Harness />, {
      fetch: (url) => (url === '/api/billing/current' ? json({ success: true, data: billingWith() }) : undefined),
    });
    await screen.findByText(/Next question/);
    const loads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/billing/current').length;
    expect(loads()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(loads()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(loads()).toBe(2));
  });
});

describe('BillingStatusLine in Arabic', () => {
  it('says what the next question costs, with Arabic plural forms and Arabic-Indic digits', async () => {
    renderWithProviders(<BillingStatusLine userId={1} kind="chat" revision={0} />, {
      language: 'ar',
      numerals: 'arab',
      fetch: (url) => (url === '/api/billing/current' ? json({ success: true, data: billingWith({ welcomeChatCredits: 0, chatsUsed: 1 }) }) : undefined),
    });
    expect(await screen.findByText(/السؤال التالي: ٥٫٠٠ درهم · المتبقي: سؤالا متابعة مجانيان/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أعدّ وسيلة دفع' }).getAttribute('href')).toBe('/payment-setup');
  });

  it('a failed invoice pauses paid answers, in Arabic', async () => {
    renderWithProviders(<BillingStatusLine userId={1} kind="chat" revision={0} />, {
      language: 'ar',
      fetch: (url) =>
        url === '/api/billing/current'
          ? json({
              success: true,
              data: billingWith({ ...noCredits, paymentMethod: visa4242, failedInvoice: { id: 3, totalFils: 2700, failureMessage: null } }),
            })
          : undefined,
    });
    expect(await screen.findByText(/فاتورتك غير المدفوعة البالغة 27\.00 درهم/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'سدّدها من حسابك' }).getAttribute('href')).toBe('/account?tab=usage');
  });
});
