/** Typed calls of spec §7 "Auth". Bodies follow schema/api/auth.ts; answers are `{success, message}` or `{user}`. */
import type { SignupSource, UserDto } from '../../../../schema/api/auth-messages.ts';
import { ApiError, apiGet, apiSend } from '../../lib/api-client.ts';

export type User = UserDto;

interface Message {
  success: true;
  message: string;
}

export const ME_KEY = '/api/auth/me';

/** The current user, or null when the check fails for any reason (spec §8: it leaves the user logged out). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return (await apiGet<{ user: User }>(ME_KEY)).user;
  } catch (e) {
    if (!(e instanceof ApiError)) console.warn('current-user check failed', e);
    return null;
  }
}

export const login = (email: string, password: string) => apiSend<{ user: User }>('POST', '/api/auth/login', { email, password }).then((r) => r.user);
export const logout = () => apiSend<Message>('POST', '/api/auth/logout');
export const signup = (body: { email: string; password: string; name: string; signupSource: SignupSource }) => apiSend<Message>('POST', '/api/auth/signup', body);
export const verifyEmail = (token: string) => apiSend<Message>('POST', '/api/auth/verify-email', { token });
export const resendVerification = (email: string) => apiSend<Message>('POST', '/api/auth/resend-verification', { email });
export const forgotPassword = (email: string) => apiSend<Message>('POST', '/api/auth/forgot-password', { email });
export const resetPassword = (token: string, newPassword: string) => apiSend<Message>('POST', '/api/auth/reset-password', { token, newPassword });
