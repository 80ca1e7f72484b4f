/**
 * What an error (or a status the SPA shows) says, as a code and its parameters: every error body of the API is
 * `{error, code, details?}` (docs/decisions/032-error-codes-not-sentences.md). `error` is the spec's English
 * sentence, kept for clients that read it; the SPA words the message from `code` and `details` in the reader's
 * language and never reads `error` to find out what happened. Plain types and constants only (the SPA ships no
 * zod): the zod form of the body is ErrorBody in ./common.ts.
 */
import type { PaymentRequiredDetails } from './billing.ts';

export const ERROR_CODES = [
  // Any route
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'NO_ROUTE',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_REFUSED',
  'RATE_LIMITED',
  'CROSS_ORIGIN',
  'INTERNAL',
  'SERVER_CONFIGURATION',
  // Who is asking
  'NOT_LOGGED_IN',
  'LOGIN_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'ADMIN_REQUIRED',
  'ACCOUNT_DELETED',
  'SESSION_REVOKED',
  // Accounts (spec §8 "Auth"; a sign-in with an unverified e-mail answers the spec's 'emailNotVerified')
  'USER_EXISTS',
  'INVALID_CREDENTIALS',
  'emailNotVerified',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'EMAIL_DELIVERY_FAILED',
  // Research and chats
  'CHAT_NOT_FOUND',
  'LEGISLATION_NOT_FOUND',
  'MISSING_LEGISLATION',
  'NO_TEXT',
  'SCOPE_MISMATCH',
  'ANALYST_FAILED',
  'WORD_LIMIT_EXCEEDED',
  // Share links
  'SHARE_NOT_FOUND',
  'NOTHING_TO_SHARE',
  'SNAPSHOT_TOO_LARGE',
  'SHARE_CONFLICT',
  // Billing
  'INVOICE_NOT_FOUND',
  'INVOICE_ALREADY_PAID',
  'INVOICE_BUSY',
  'PAYMENT_FAILED',
  'CARD_PROVIDER_UNAVAILABLE',
  'TEST_PROVIDER_ONLY',
  'STRIPE_NOT_CONFIGURED',
  'WEBHOOK_SIGNATURE',
  'SETUP_NOT_FOUND',
  'SETUP_NOT_SUCCEEDED',
  'CARD_REFUSED',
  'NO_PAYMENT_METHOD',
  'CARD_PAYS_SUBSCRIPTION',
  'CHARGES_PENDING',
  'PAYMENT_METHOD_REQUIRED',
  // The Professional Plan
  'COUPON_INVALID',
  'PLAN_NOT_CONFIGURED',
  'SUBSCRIPTION_BUSY',
  'ALREADY_SUBSCRIBED',
  'SUBSCRIPTION_PAST_DUE',
  'NO_SUBSCRIPTION',
  'NOT_RESUMABLE',
  'NO_BILLING_ACCOUNT',
  'SUBSCRIPTION_PAYMENT_NOT_FOUND',
  // Administration (English-only pages)
  'CANNOT_DELETE_SELF',
  'USER_NOT_FOUND',
  'TEXT_FOLLOWS_MARKDOWN',
  'TEXT_NOT_SPLIT',
  'COLLECTION_CHANGED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The message a request validator gives a refused field, by the name that crosses the API in
 * VALIDATION_FAILED's `details.issues[].text` (each is one constant of schema/api; the validators use those
 * constants, the worker names them by these keys, the SPA words them by the same keys).
 */
export const VALIDATION_TEXT_KEYS = [
  // Accounts (AUTH_MESSAGES)
  'fillAllFields',
  'invalidEmail',
  'enterEmail',
  'passwordTooShort',
  'passwordTooShortReset',
  'passwordTooLong',
  'nameTooLong',
  'nameNotPlain',
  'verificationInvalid',
  'resetTokenMissing',
  // The Professional Plan (SUBSCRIPTION_MESSAGES)
  'couponRequired',
  'couponFormat',
] as const;
export type ValidationTextKey = (typeof VALIDATION_TEXT_KEYS)[number];

/** One refused field: its path ('email', 'conversationHistory.0.content'; '' for the body) and, when it is one of ours, the message's key. */
export interface ValidationIssue {
  field: string;
  text?: ValidationTextKey;
}

/** What a rate limit counts: the SPA words its refusal by it. */
export type RateLimitKind =
  | 'logins'
  | 'requests'
  | 'searches'
  | 'ai_requests'
  | 'coupon_checks'
  | 'subscription_attempts'
  | 'card_attempts'
  | 'card_setups'
  | 'payment_attempts'
  | 'share_links';

/** Why a coupon code cannot be used (COUPON_INVALID, and an invalid POST /api/stripe/validate-coupon). */
export type CouponRefusal = 'unknown' | 'inactive' | 'expired' | 'used_up' | 'already_used' | 'held';

/** The parameters of a code, where its message has any. */
export interface ErrorDetailsByCode {
  VALIDATION_FAILED: { issues: ValidationIssue[] };
  PAYLOAD_TOO_LARGE: { limit_bytes: number };
  RATE_LIMITED: { limit: RateLimitKind; retry_after_seconds: number };
  WORD_LIMIT_EXCEEDED: PaymentRequiredDetails;
  /** A declined payment of an invoice: the card provider's code (its message is `error`, as the provider worded it). */
  PAYMENT_FAILED: { provider_code: string | null };
  /** A card refused at set-up by the card provider: its code (its message is `error`, as the provider worded it). */
  CARD_REFUSED: { provider_code: string };
  /** The unpaid and not yet invoiced charges that keep the card on file, in fils. */
  CHARGES_PENDING: { pending_fils: number };
  COUPON_INVALID: { reason: CouponRefusal };
}

export type ErrorDetails<C extends ErrorCode> = C extends keyof ErrorDetailsByCode ? ErrorDetailsByCode[C] : undefined;

/** Every error body of the API. */
export type ApiErrorBody = {
  [C in ErrorCode]: { error: string; code: C } & (C extends keyof ErrorDetailsByCode ? { details: ErrorDetailsByCode[C] } : { details?: undefined });
}[ErrorCode];
