/** Contracts of the account API (spec §7 Auth), shared by worker and web. */
import { z } from 'zod';
import { AUTH_MESSAGES as M, MIN_PASSWORD_LENGTH, SIGNUP_SOURCES } from './auth-messages.ts';

export * from './auth-messages.ts';

const email = z
  .string({ error: M.fillAllFields })
  .trim()
  .min(1, M.fillAllFields)
  .max(254, M.invalidEmail)
  .pipe(z.email(M.invalidEmail))
  .transform((e) => e.toLowerCase());

const password = z.string({ error: M.fillAllFields }).min(1, M.fillAllFields).max(200, 'Password must be at most 200 characters');

export const LoginBody = z.object({ email, password });

export const SignupBody = z.object({
  email,
  password: password.min(MIN_PASSWORD_LENGTH, M.passwordTooShort),
  name: z.string({ error: M.fillAllFields }).trim().min(1, M.fillAllFields).max(120, 'Name must be at most 120 characters'),
  signupSource: z.enum(SIGNUP_SOURCES).optional().default('direct_signup'),
});

const token = z.string({ error: M.verificationInvalid }).trim().min(1, M.verificationInvalid).max(200, M.verificationInvalid);

export const VerifyEmailBody = z.object({ token });
export const EmailBody = z.object({ email: z.string({ error: M.enterEmail }).trim().min(1, M.enterEmail).max(254, M.invalidEmail).pipe(z.email(M.invalidEmail)).transform((e) => e.toLowerCase()) });
export const ResetPasswordBody = z.object({
  token: z.string({ error: M.resetTokenMissing }).trim().min(1, M.resetTokenMissing).max(200, M.resetTokenMissing),
  newPassword: z.string({ error: M.passwordTooShortReset }).min(MIN_PASSWORD_LENGTH, M.passwordTooShortReset).max(200, 'Password must be at most 200 characters'),
});


export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
