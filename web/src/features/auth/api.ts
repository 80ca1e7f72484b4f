/**
 * Typed calls of spec §7 "Auth" that do not change the session. Bodies follow schema/api/auth.ts;
 * answers are `{success, message}`. The session's own calls (me, login, logout) are in lib/session.tsx.
 */
import type { SignupSource } from '../../../../schema/api/auth-messages.ts';
import { apiSend } from '../../lib/api-client.ts';

interface Message {
  success: true;
  message: string;
}

export const signup = (body: { email: string; password: string; name: string; signupSource: SignupSource }) =>
  apiSend<Message>('POST', '/api/auth/signup', body);
export const verifyEmail = (token: string) => apiSend<Message>('POST', '/api/auth/verify-email', { token });
export const resendVerification = (email: string) => apiSend<Message>('POST', '/api/auth/resend-verification', { email });
export const forgotPassword = (email: string) => apiSend<Message>('POST', '/api/auth/forgot-password', { email });
export const resetPassword = (token: string, newPassword: string) => apiSend<Message>('POST', '/api/auth/reset-password', { token, newPassword });
