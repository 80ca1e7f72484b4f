/** Spec §8 "Auth": which text a failed sign-in or sign-up shows, from the server's answer. */
import { AUTH_MESSAGES as M } from '../../../../schema/api/auth-messages.ts';
import { ApiError, errorCode, serverMessage } from '../../lib/api-client.ts';

export interface FormError {
  title: string;
  message: string;
}

function rawMessage(err: unknown): string {
  return err instanceof ApiError ? serverMessage(err, '') : '';
}

/** An unverified e-mail is recognised by its message or code, as the spec words it. */
export function isUnverifiedEmailError(err: unknown): boolean {
  const text = `${rawMessage(err)} ${errorCode(err) ?? ''}`.toLowerCase();
  return text.includes('verify your email') || text.includes('emailnotverified');
}

export function loginError(err: unknown): FormError {
  if (isUnverifiedEmailError(err)) return { title: M.loginFailedTitle, message: M.emailNotVerified };
  return { title: M.loginFailedTitle, message: rawMessage(err) || M.invalidCredentials };
}

export function isAlreadyRegisteredError(err: unknown): boolean {
  const text = rawMessage(err);
  return ['already exists', 'User already exists', 'Email already registered'].some((s) => text.includes(s));
}

export function signupError(err: unknown): FormError {
  if (isAlreadyRegisteredError(err)) return { title: M.signupFailedTitle, message: M.alreadyRegistered };
  return { title: M.signupFailedTitle, message: rawMessage(err) || M.signupFailed };
}
