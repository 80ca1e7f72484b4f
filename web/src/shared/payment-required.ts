/**
 * The AI endpoints' 403 WORD_LIMIT_EXCEEDED (spec §8 "Chat", "Billing and payments"): read by the
 * chat and research fetchers, worded by the billing prompt.
 */
import { BILLING_MESSAGES, type PaymentRequiredDetails } from '../../../schema/api/billing.ts';

/**
 * The billing details of an AI request's 403 WORD_LIMIT_EXCEEDED body, or null for any other
 * failure. The body comes off the wire (JSON or a stream's error event), so each field is checked.
 */
export function paymentRequiredDetails(status: number, body: { code?: string; details?: unknown } | null | undefined): PaymentRequiredDetails | null {
  if (status !== 403 || body?.code !== 'WORD_LIMIT_EXCEEDED') return null;
  const d = (body.details && typeof body.details === 'object' ? body.details : {}) as Partial<PaymentRequiredDetails>;
  return {
    currentUsage: typeof d.currentUsage === 'number' ? d.currentUsage : 0,
    wordLimit: typeof d.wordLimit === 'number' ? d.wordLimit : 0,
    plan: d.plan === 'usage_based' || d.plan === 'professional' ? d.plan : 'free',
    reason: d.reason === 'invoice_failed' || d.reason === 'word_limit' ? d.reason : 'no_payment_method',
  };
}

/**
 * The text of that refusal: spec §8 "Chat" for a missing card, the unpaid-invoice text, or the
 * Professional Plan's monthly words used up (with no card to go on at pay-per-use prices).
 */
export function paymentRequiredMessage(details: PaymentRequiredDetails): string {
  return BILLING_MESSAGES[paymentRequiredKey(details)];
}

/** Which of those texts the refusal is (its key in BILLING_MESSAGES and in each language's texts). */
export function paymentRequiredKey(details: PaymentRequiredDetails): 'invoiceUnpaid' | 'wordAllowanceUsed' | 'paymentRequired' {
  if (details.reason === 'invoice_failed') return 'invoiceUnpaid';
  if (details.reason === 'word_limit') return 'wordAllowanceUsed';
  return 'paymentRequired';
}
