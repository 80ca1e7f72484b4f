/** The 403 WORD_LIMIT_EXCEEDED body read off the wire, and its text (spec §8 "Chat"; the Professional Plan's used-up allowance). */
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../schema/api/billing.ts';
import { paymentRequiredDetails, paymentRequiredMessage } from './payment-required.ts';

describe('paymentRequiredDetails / paymentRequiredMessage', () => {
  it('reads the reason, defaulting to a missing card', () => {
    const body = (reason: unknown) => ({ code: 'WORD_LIMIT_EXCEEDED', details: { currentUsage: 25_010, wordLimit: 25_000, plan: 'professional', reason } });
    expect(paymentRequiredDetails(403, body('word_limit'))).toEqual({ currentUsage: 25_010, wordLimit: 25_000, plan: 'professional', reason: 'word_limit' });
    expect(paymentRequiredDetails(403, body('invoice_failed'))?.reason).toBe('invoice_failed');
    expect(paymentRequiredDetails(403, body('something else'))?.reason).toBe('no_payment_method');
    expect(paymentRequiredDetails(402, body('word_limit'))).toBeNull();
  });

  it('words each reason', () => {
    const details = { currentUsage: 0, wordLimit: 3, plan: 'free' as const };
    expect(paymentRequiredMessage({ ...details, reason: 'no_payment_method' })).toBe(BILLING_MESSAGES.paymentRequired);
    expect(paymentRequiredMessage({ ...details, reason: 'invoice_failed' })).toBe(BILLING_MESSAGES.invoiceUnpaid);
    expect(paymentRequiredMessage({ ...details, plan: 'professional', reason: 'word_limit' })).toBe(BILLING_MESSAGES.wordAllowanceUsed);
  });
});
