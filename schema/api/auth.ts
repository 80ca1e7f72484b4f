/** Contracts of the account API (spec §7 Auth), shared by worker and web. */
import { z } from 'zod';
import {
  AUTH_LIMIT_MESSAGES as V,
  AUTH_MESSAGES as M,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NAME_NOT_PLAIN,
  SIGNUP_SOURCES,
} from './auth-messages.ts';
import { cleanString } from './text.ts';

export * from './auth-messages.ts';

const email = z
  .string({ error: M.fillAllFields })
  .trim()
  .min(1, M.fillAllFields)
  .max(254, M.invalidEmail)
  .pipe(z.email(M.invalidEmail))
  .transform((e) => e.toLowerCase());

const password = z.string({ error: M.fillAllFields }).min(1, M.fillAllFields).max(MAX_PASSWORD_LENGTH, V.passwordTooLong);

/**
 * Something that a mail client or a page could turn into a link or markup: a scheme (`https:`, `mailto:`, `javascript:`), `www.`,
 * an e-mail address, a domain name (`evil.com`, `x.co/path`), or angle brackets. (Any `word:` run on
 * into text counts as a scheme: `vbscript:…`, `tel:…`.) A person's name never needs them,
 * and a name is shown to other people (admin lists, shared pages) and was once mailed to any address a sign-up gave.
 */
const NOT_PLAIN_NAME = /[<>]|\b[a-z][a-z0-9+.-]*:(?=\S)|\bwww\.|@|[\p{L}\p{N}-]\.(?:[a-z]{2,}|xn--[a-z0-9-]+)(?:[/:?#]|\b(?!\.))/iu;

/** A person's name: plain text on one line, unsafe characters removed, spaces collapsed, at most MAX_NAME_LENGTH characters. */
export const personName = cleanString(
  z
    .string()
    .transform((n) => n.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, M.fillAllFields)
        .max(MAX_NAME_LENGTH, V.nameTooLong)
        .refine((n) => !NOT_PLAIN_NAME.test(n), NAME_NOT_PLAIN),
    ),
  M.fillAllFields,
);

export const LoginBody = z.object({ email, password });

export const SignupBody = z.object({
  email,
  password: password.min(MIN_PASSWORD_LENGTH, M.passwordTooShort),
  name: personName,
  signupSource: z.enum(SIGNUP_SOURCES).optional().default('direct_signup'),
});

const token = z.string({ error: M.verificationInvalid }).trim().min(1, M.verificationInvalid).max(200, M.verificationInvalid);

export const VerifyEmailBody = z.object({ token });
export const EmailBody = z.object({
  email: z
    .string({ error: M.enterEmail })
    .trim()
    .min(1, M.enterEmail)
    .max(254, M.invalidEmail)
    .pipe(z.email(M.invalidEmail))
    .transform((e) => e.toLowerCase()),
});
export const ResetPasswordBody = z.object({
  token: z.string({ error: M.resetTokenMissing }).trim().min(1, M.resetTokenMissing).max(200, M.resetTokenMissing),
  newPassword: z.string({ error: M.passwordTooShortReset }).min(MIN_PASSWORD_LENGTH, M.passwordTooShortReset).max(MAX_PASSWORD_LENGTH, V.passwordTooLong),
});

export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
