/**
 * Contracts of the billing API (spec §3 "Billing current", "Estimate response", "Subscription
 * status"; §7 "Billing and card provider"; §8 "Billing and payments"), shared by worker and web.
 * Plain types and constants only, so the SPA ships no zod; request validators live in
 * ./billing-requests.ts. Every amount has an integer-fils field; the AED number fields are the
 * spec's and are the fils divided by 100.
 */
import type { UsageKind } from '../pricing.ts';
import type { SubscriptionPlan } from './account.ts';

/** Texts of spec §8 "Billing and payments" and of the billing endpoints' refusals. */
export const BILLING_MESSAGES = {
  fetchFailed: 'Failed to fetch billing data',
  estimateFailed: 'Failed to calculate estimate',
  trackFailed: 'Failed to track usage',
  pricingFailed: 'Failed to fetch pricing config',
  enableFailed: 'Failed to enable usage billing',
  usageUnavailable: 'Unable to load billing data',
  enableError: 'Error: Failed to enable billing. Please try again or contact support.',
  enabled: 'Usage-Based Billing Enabled!',
  setupFailed: 'Failed to setup payment method',
  confirmFailed: 'Failed to confirm payment setup',
  methodAdded: 'Payment Method Added',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** Spec §8 "Chat": the 403 WORD_LIMIT_EXCEEDED text, also the error of that response. */
  paymentRequired: 'Payment required to continue chatting. Please set up payment method for simple per-chat billing.',
  /** 403 WORD_LIMIT_EXCEEDED of a Professional subscriber past the month's allowance without pay-as-you-go enabled. */
  wordAllowanceUsed:
    'You have used the 25,000 AI words of your Professional Plan this month. Enable pay-per-use billing to continue at AED 5 per chat or search and AED 2 per follow-up, or wait until your allowance renews on the 1st.',
  /** 409 of DELETE /api/billing/payment-method while the card pays the Professional Plan. */
  cardPaysPlan: 'This card pays your Professional Plan. Replace it instead, or remove it once the plan has ended.',
  /** 403 WORD_LIMIT_EXCEEDED while an invoice's payment has failed. */
  invoiceUnpaid: 'Your last invoice could not be paid. Please update your card or retry the payment from your account page to continue.',
  paymentMethodRequired: 'Add a payment method before enabling usage-based billing.',
  setupIntentNotFound: 'This card set-up was not found. Please start again.',
  setupNotSucceeded: 'The card set-up is not complete. Please confirm your card details and try again.',
  noPaymentMethod: 'No payment method is on file.',
  removeBlocked: (pending: string) =>
    `Your card cannot be removed while ${pending} of charges are unpaid or not yet invoiced. Replace it instead, or remove it once they are paid.`,
  invoiceNotFound: 'Invoice not found',
  invoiceAlreadyPaid: 'This invoice is already paid.',
  invoiceBusy: 'A payment of this invoice is already in progress. Please wait a moment and refresh.',
  providerUnavailable: 'The card payment provider could not be reached. Please try again in a moment.',
  testProviderOnly: 'The test card provider is not active on this server.',
  webhookSignature: 'Invalid webhook signature',
  /** 429 RATE_LIMITED of the card and invoice writes (details.limit card_setups, card_attempts, payment_attempts). */
  tooManyCardSetups: 'Too many card set-ups in the last hour. Please wait and try again.',
  tooManyCardAttempts: 'Too many card attempts in the last hour. Please wait and try again.',
  tooManyPaymentAttempts: 'Too many payment attempts in the last hour. Please wait and try again.',
} as const;

export type BillingPlan = SubscriptionPlan;
/** 'test': the local test card provider (no Stripe key configured); it never moves money. */
export type CardProviderKind = 'stripe' | 'test';

/** The card on file, e.g. "Visa •••• 4242". */
export interface PaymentMethodSummary {
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  /** "Visa •••• 4242" */
  label: string;
}

export type InvoiceStatus = 'open' | 'paid' | 'failed' | 'void';
export type InvoiceReason = 'monthly' | 'threshold';

export interface FailedInvoiceSummary {
  id: number;
  totalFils: number;
  failureMessage: string | null;
}

/**
 * GET /api/billing/current. Usage counts and costs are this calendar month's (UTC), from the
 * ledger; welcome credits are what is left now.
 */
export interface BillingCurrent {
  /** Chats and multi-document searches this month (free and paid). */
  chatsUsed: number;
  followupsUsed: number;
  /** The welcome credits counted together (1 chat + 2 follow-ups = 3). */
  freeLimit: number;
  /** More uses this month than the welcome credits cover. */
  isOverFreeLimit: boolean;
  totalCost: number;
  chatCost: number;
  followupCost: number;
  totalCostFils: number;
  chatCostFils: number;
  followupCostFils: number;
  hasWelcomeCredits: boolean;
  welcomeChatCredits: number;
  welcomeFollowupCredits: number;
  plan: BillingPlan;
  paymentMethod: PaymentMethodSummary | null;
  /** Charges not yet on an invoice (any month): invoiced at once when they reach thresholdFils. */
  pendingFils: number;
  thresholdFils: number;
  /** Charges on invoices that are open or failed (not yet paid). */
  unpaidFils: number;
  /** The oldest invoice whose payment failed: paid answers stop until it is paid. */
  failedInvoice: FailedInvoiceSummary | null;
  /** Whether an answer beyond the welcome credits can be charged now (plan, card, no failed invoice). */
  canChargeCard: boolean;
  cardProvider: CardProviderKind;
  /** AI words of this calendar month (the output words of every answer saved); always sent by the server. */
  wordsUsed?: number;
  /** The Professional Plan's monthly allowance (25,000) while it is the plan; null otherwise; always sent. */
  wordLimit?: number | null;
}

export interface BillingCurrentResponse {
  success: true;
  data: BillingCurrent;
}

/** One row of the ledger (GET /api/billing/events): one saved AI answer. */
export interface UsageEventDto {
  id: number;
  kind: UsageKind;
  priceFils: number;
  /** What paid for an event priced 0; null when charged. */
  credit: 'welcome_chat' | 'welcome_followup' | 'professional_plan' | null;
  chatId: number | null;
  /** Title of the conversation, when it still exists. */
  chatTitle: string | null;
  invoiceId: number | null;
  createdAt: string;
}

export interface UsageEventsResponse {
  success: true;
  data: {
    /** 'YYYY-MM' */
    month: string;
    events: UsageEventDto[];
  };
}

export interface InvoiceDto {
  id: number;
  /** 'YYYY-MM' */
  period: string;
  reason: InvoiceReason;
  status: InvoiceStatus;
  totalFils: number;
  total: number;
  /** Usage events the invoice covers. */
  lineCount: number;
  attempts: number;
  failureMessage: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface InvoicesResponse {
  success: true;
  data: InvoiceDto[];
}

export interface InvoiceDetailResponse {
  success: true;
  data: InvoiceDto & { lines: UsageEventDto[] };
}

/**
 * POST /api/billing/invoices/:id/pay: a new attempt, on-session. With Stripe, a bank that asks
 * the customer to authenticate gives `requiresAction`; the browser confirms the payment with the
 * client secret, then calls this endpoint again, which finds the payment succeeded.
 */
export interface PayInvoiceResponse {
  success: boolean;
  data: InvoiceDto;
  requiresAction?: { clientSecret: string; paymentMethodId: string | null; publishableKey: string | null };
  /** With a refusal: the spec's English (or the card provider's own words), its code and the code's details (./error-codes.ts). */
  error?: string;
  code?: 'PAYMENT_FAILED' | 'INVOICE_ALREADY_PAID' | 'INVOICE_NOT_FOUND' | 'INVOICE_BUSY' | 'CARD_PROVIDER_UNAVAILABLE';
  details?: { provider_code: string | null };
}

/** GET /api/billing/pricing: the one source of prices (schema/pricing.ts), as the pricing page shows them. */
export interface PricingConfig {
  currency: 'AED';
  chatFils: number;
  searchFils: number;
  followupFils: number;
  chatPrice: number;
  searchPrice: number;
  followupPrice: number;
  welcomeCredits: { chats: number; followups: number; valueFils: number };
  thresholdFils: number;
  billingCycle: 'monthly';
  professionalPlan: { priceFils: number; wordLimit: number };
}

export interface PricingResponse {
  success: true;
  data: PricingConfig;
}

/** POST /api/billing/estimate: list price of the given use, before welcome credits. */
export interface EstimateResult {
  chatsUsed: number;
  followupsUsed: number;
  totalCost: number;
  totalCostFils: number;
  chatCostFils: number;
  followupCostFils: number;
}

export interface EstimateResponse {
  success: true;
  data: EstimateResult;
}

/**
 * POST /api/billing/track: what this month would come to after the additional uses, priced as
 * the ledger would price them now (welcome credits first). A projection only: it records nothing
 * and no client can add or remove a charge through it (see docs/decisions/009-billing-ledger.md).
 */
export interface TrackResult {
  recorded: false;
  chatsUsed: number;
  followupsUsed: number;
  additionalChats: number;
  additionalFollowups: number;
  /** This month's cost so far, from the ledger. */
  currentCostFils: number;
  /** What the additional uses would cost now (after the welcome credits left). */
  additionalCostFils: number;
  totalCostFils: number;
  totalCost: number;
}

export interface TrackResponse {
  success: true;
  data: TrackResult;
}

/** POST /api/billing/create-setup-intent: what the card form needs. */
export interface SetupIntentResponse {
  success: true;
  clientSecret: string;
  setupIntentId: string;
  provider: CardProviderKind;
  /** Stripe's publishable key (public), when the provider is Stripe. */
  publishableKey?: string;
}

/** POST /api/billing/setup-complete {setupIntentId}. */
export interface SetupCompleteResponse {
  success: true;
  paymentMethod: PaymentMethodSummary;
  plan: BillingPlan;
  /** Failed invoices charged again with the new card, and how that went. */
  retriedInvoices: Array<{ id: number; status: InvoiceStatus }>;
}

/** POST /api/billing/enable. */
export interface EnableBillingResponse {
  success: boolean;
  plan?: BillingPlan;
  error?: string;
  code?: 'PAYMENT_METHOD_REQUIRED';
}

/**
 * POST /api/billing/test-provider/confirm-setup: the local test provider's stand-in for the
 * card provider's own confirm step in the browser. Test cards: see TEST_CARDS.
 */
export interface TestConfirmSetupResponse {
  success: boolean;
  setupIntent?: { id: string; status: 'succeeded' };
  /** A refused card: the provider's code and message, in the provider's words (Stripe's shape). */
  error?: { code: string; message: string };
  code?: 'CARD_REFUSED';
  details?: { provider_code: string };
}

/** The local test provider's cards, as Stripe's test mode knows them. */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Saved without trouble; every later charge is declined. */
  chargeDeclined: '4000 0000 0000 0341',
  /** Charges off-session ask for authentication; paying on-session succeeds. */
  authenticationRequired: '4000 0027 6000 3184',
} as const;

/** The 403 body of an AI request that cannot be paid for (spec §7 chat error body). */
export interface PaymentRequiredDetails {
  /** AI uses this month (chats, searches and follow-ups); with reason 'word_limit', AI words this month. */
  currentUsage: number;
  /** The welcome allowance (freeLimit); with reason 'word_limit', the plan's 25,000 words. */
  wordLimit: number;
  plan: BillingPlan;
  /** Why the answer cannot be paid for ('word_limit': the Professional Plan's monthly words are used up and no card is on file). */
  reason: 'no_payment_method' | 'invoice_failed' | 'word_limit';
}
