/**
 * The messages request validators give refused fields, by the keys that cross the API (VALIDATION_FAILED's
 * `details.issues[].text`, ./error-codes.ts). The validators word their refusals with these constants; the
 * worker finds a refusal's key here, and the SPA words it by the key (docs/decisions/032).
 */
import { AUTH_LIMIT_MESSAGES, AUTH_MESSAGES } from './auth-messages.ts';
import type { ValidationTextKey } from './error-codes.ts';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.ts';

export const VALIDATION_TEXTS = {
  fillAllFields: AUTH_MESSAGES.fillAllFields,
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  enterEmail: AUTH_MESSAGES.enterEmail,
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordTooShortReset: AUTH_MESSAGES.passwordTooShortReset,
  ...AUTH_LIMIT_MESSAGES,
  verificationInvalid: AUTH_MESSAGES.verificationInvalid,
  resetTokenMissing: AUTH_MESSAGES.resetTokenMissing,
  couponRequired: SUBSCRIPTION_MESSAGES.couponRequired,
  couponFormat: SUBSCRIPTION_MESSAGES.couponFormat,
} as const satisfies Record<ValidationTextKey, string>;
