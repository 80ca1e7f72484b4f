/**
 * Texts of the billing screens that the spec does not fix word for word. The spec's own texts
 * (spec §8 "Billing and payments", §8 "Chat") are BILLING_MESSAGES of schema/api/billing.ts.
 */
import type { InvoiceReason, InvoiceStatus, UsageEventDto } from '../../../../schema/api/billing.ts';
import type { UsageKind } from '../../../../schema/pricing.ts';

export const BILLING_TEXT = {
  pageTitle: 'Add Payment Method',
  submit: 'Add Payment Method',
  submitting: 'Setting up...',
  continueLater: 'Continue Later',
  fullSetupPage: 'Full Setup Page',
  setUpPayment: 'Set Up Payment Method',
  preparingForm: 'Preparing the card form…',
  loadingStripe: 'Loading the secure card form…',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  testModeTitle: 'Test mode',
  testModeText: 'No money moves. Use one of these test cards, with any future expiry date and any 3-digit CVC:',
  progressLabel: 'Account set-up progress',
  progressText: 'Almost done: add a card to finish setting up pay-per-use billing.',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to add a payment method.',
  goToLogin: 'Go to Login',
  notChargedNow: 'Your card is not charged now: answers are charged as you use them, after your welcome credits.',
  replace: 'Replace',
  remove: 'Remove',
  removeTitle: 'Remove Card',
  removeConfirm: (label: string) =>
    `Remove ${label}? Answers beyond your welcome credits cannot be charged without a card, so paid AI answers will stop until you add one.`,
  removed: 'Payment Method Removed',
  cardOnFile: 'Card on file',
  noCardOnFile: 'No card is on file: add one to keep using AI answers beyond your welcome credits.',
  expires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${year}`,
  enableUsageBilling: 'Enable usage-based billing',
  invoiceUnpaidLink: 'Go to Monthly Usage',
  retryPayment: 'Retry payment',
  retrying: 'Retrying...',
  invoicePaid: 'Invoice Paid',
  invoicePaidText: (amount: string) => `${amount} was charged to your card. Thank you!`,
  paymentFailed: 'Payment Failed',
  eventsTitle: "This Month's AI Answers",
  noEvents: 'No AI answers this month yet.',
  invoicesTitle: 'Invoices',
  noInvoices: 'No invoices yet. Charges are invoiced monthly, or earlier when pending charges reach the threshold.',
  deletedConversation: 'Deleted conversation',
  paused: (amount: string) => `Paid answers are paused until your unpaid invoice of ${amount} is paid.`,
  payFromAccount: 'Pay it from your account',
  setUpCard: 'Set up a payment method',
} as const;

export const USAGE_KIND_LABEL: Record<UsageKind, string> = {
  chat: 'Chat',
  search: 'Multi-document search',
  followup: 'Follow-up',
};

export const CREDIT_LABEL: Record<NonNullable<UsageEventDto['credit']>, string> = {
  welcome_chat: 'Free (welcome chat credit)',
  welcome_followup: 'Free (welcome follow-up credit)',
  professional_plan: 'Included in the Professional Plan',
};

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  failed: 'Payment failed',
  void: 'Void',
};

export const INVOICE_REASON_LABEL: Record<InvoiceReason, string> = {
  monthly: 'Monthly invoice',
  threshold: 'Threshold reached',
};
