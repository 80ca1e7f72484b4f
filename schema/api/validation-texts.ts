/**
 * The messages request validators give refused fields, by the keys that cross the API (VALIDATION_FAILED's
 * `details.issues[].text`, ./error-codes.ts). The validators word their refusals with these constants; the
 * worker finds a refusal's key here, and the SPA words it by the key (docs/decisions/032).
 */
import { AUTH_MESSAGES, MAX_NAME_LENGTH, NAME_NOT_PLAIN } from './auth-messages.ts';
import type { ValidationTextKey } from './error-codes.ts';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.ts';

/** The most characters of a password. */
export const MAX_PASSWORD_LENGTH = 200;

export const VALIDATION_TEXTS = {
  fillAllFields: AUTH_MESSAGES.fillAllFields,
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  enterEmail: AUTH_MESSAGES.enterEmail,
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordTooShortReset: AUTH_MESSAGES.passwordTooShortReset,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  nameTooLong: `Name must be at most ${MAX_NAME_LENGTH} characters`,
  nameNotPlain: NAME_NOT_PLAIN,
  verificationInvalid: AUTH_MESSAGES.verificationInvalid,
  resetTokenMissing: AUTH_MESSAGES.resetTokenMissing,
  couponRequired: SUBSCRIPTION_MESSAGES.couponRequired,
  couponFormat: SUBSCRIPTION_MESSAGES.couponFormat,
} as const satisfies Record<ValidationTextKey, string>;
