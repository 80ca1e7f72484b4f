/** The texts of spec §5 and §8 for accounts and the user shape, shared by the API and the SPA (zod-free). */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooShortReset: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  enterEmail: 'Please enter your email address',
  emailNotVerified: 'Please verify your email address before logging in. Check your inbox for the verification email.',
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  userExists: 'User already exists',
  signupFailedTitle: 'Signup failed',
  signupFailed: 'Account creation failed. Please try again.',
  loginFailedTitle: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  checkFields: 'Please check all fields and try again.',
  signupSuccess: 'Account created successfully! Please check your email to verify your account before logging in.',
  verificationFailedTitle: 'Email verification failed',
  verificationExpired: 'Verification link has expired. Please request a new one.',
  verificationInvalid: 'Invalid verification link. Please request a new one.',
  verificationRetry: 'Email verification failed. Please try again.',
  verified: 'Your email address has been verified. You can now sign in.',
  resendFailed: 'Failed to resend verification email',
  sendFailed: 'Failed to send verification email',
  resendSuccess: 'Verification email sent! Please check your inbox.',
  resendSuccessShort: 'Verification email has been sent',
  forgotFailed: 'Failed to request password reset',
  forgotFailedShort: 'Failed to send reset instructions',
  forgotSuccess: 'Password reset instructions have been sent to your email.',
  resetFailed: 'Failed to reset password',
  resetSuccess: 'Password has been reset successfully! Redirecting to login...',
  resetTokenMissing: 'Invalid or missing reset token. Please request a new password reset.',
  resetTokenExpired: 'This password reset link has expired. Please request a new password reset.',
  notLoggedIn: 'Not logged in',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  /** 401 ACCOUNT_DELETED: the account was deleted while the request was in flight; nothing of it was saved. */
  accountDeleted: 'This account no longer exists. Nothing was saved.',
  /** 401 SESSION_REVOKED: the session was signed out (or the password changed) while the request was in flight. */
  sessionRevoked: 'You were signed out while this request was running, so nothing was saved. Please log in again.',
  adminRequired: 'Admin access required',
  crossOrigin: 'Cross-origin request refused',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a while and try again.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** The most characters of a person's name (sign-up), and the answer to a name that is not plain text (issue 26). */
export const MAX_NAME_LENGTH = 120;
export const NAME_NOT_PLAIN = 'Name must be plain text, without web or e-mail addresses or markup';

/** The most characters of a password. */
export const MAX_PASSWORD_LENGTH = 200;

/** The sign-up and reset validators' length and plain-text refusals (keys of schema/api/validation-texts.ts). */
export const AUTH_LIMIT_MESSAGES = {
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  nameTooLong: `Name must be at most ${MAX_NAME_LENGTH} characters`,
  nameNotPlain: NAME_NOT_PLAIN,
} as const;

export const SIGNUP_SOURCES = ['pricing_page', 'about_page', 'chat_interface', 'direct_signup'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

/** Spec §7: an explicit source, else derived from the current path. */
export function signupSourceForPath(path: string): SignupSource {
  if (path.includes('/pricing')) return 'pricing_page';
  if (path.includes('/about')) return 'about_page';
  if (path.includes('/chat')) return 'chat_interface';
  return 'direct_signup';
}

/** Spec §3 User, as GET /api/auth/me and POST /api/auth/login return it. */
export interface UserDto {
  id: number;
  name: string;
  email: string;
  email_verified: boolean;
  is_admin: boolean;
  created_at: string;
}
