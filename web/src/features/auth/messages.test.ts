/** Decision 032: account messages are worded from the server's code and details, never from its English. */
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../../schema/api/auth-messages.ts';
import { VALIDATION_TEXTS } from '../../../../schema/api/validation-texts.ts';
import { createFormatters } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api-client.ts';
import { AUTH_MESSAGE_TEXTS, authSaidOf, authText, loginError } from './messages.ts';

const en = createFormatters('en', 'latn');
const latn = createFormatters('ar', 'latn');
const arab = createFormatters('ar', 'arab');
const refusal = (status: number, body: unknown) => new ApiError(`${status}`, status, body);
const english = (said: Parameters<typeof authText>[0]) => authText(said, AUTH_MESSAGE_TEXTS.en, en);
const arabic = (said: Parameters<typeof authText>[0], format = latn) => authText(said, AUTH_MESSAGE_TEXTS.ar, format);

describe('account messages from codes', () => {
  it('words a code in either language, whatever English the server sent', () => {
    const reworded = refusal(401, { error: 'Those credentials do not match our records.', code: 'INVALID_CREDENTIALS' });
    expect(english(loginError(reworded).message)).toBe(M.invalidCredentials);
    expect(arabic(loginError(reworded).message)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(english(loginError(reworded).title)).toBe(M.loginFailedTitle);
  });

  it('words each refused field of a validation by its key, with the chosen digits', () => {
    const body = {
      error: 'anything',
      code: 'VALIDATION_FAILED',
      details: {
        issues: [
          { field: 'email', text: 'invalidEmail' },
          { field: 'password', text: 'passwordTooShort' },
        ],
      },
    };
    const said = authSaidOf(refusal(400, body), 'signupFailed');
    expect(english(said)).toBe(`${M.invalidEmail}; ${M.passwordTooShort}`);
    expect(arabic(said)).toBe('يُرجى إدخال عنوان بريد إلكتروني صحيح؛ يجب ألا تقل كلمة المرور عن 6 أحرف');
    expect(arabic(said, arab)).toBe('يُرجى إدخال عنوان بريد إلكتروني صحيح؛ يجب ألا تقل كلمة المرور عن ٦ أحرف');
    const long = authSaidOf(
      refusal(400, {
        error: VALIDATION_TEXTS.passwordTooLong,
        code: 'VALIDATION_FAILED',
        details: { issues: [{ field: 'password', text: 'passwordTooLong' }] },
      }),
      'signupFailed',
    );
    expect(arabic(long, arab)).toBe('يجب ألا تزيد كلمة المرور على ٢٠٠ حرف');
  });

  it('shows the server’s text for a field it words itself, and for a code these screens do not know', () => {
    const mixed = {
      error: `${M.invalidEmail}; name: Too big`,
      code: 'VALIDATION_FAILED',
      details: { issues: [{ field: 'email', text: 'invalidEmail' }, { field: 'name' }] },
    };
    expect(arabic(authSaidOf(refusal(400, mixed), 'signupFailed'))).toBe(`${M.invalidEmail}; name: Too big`);
    expect(arabic(authSaidOf(refusal(409, { error: 'Something else', code: 'SHARE_CONFLICT' }), 'signupFailed'))).toBe('Something else');
  });

  it('words a link’s refusal by the page it is on, a rate limit by what it counts, and a server failure by the fallback', () => {
    expect(english(authSaidOf(refusal(400, { error: 'x', code: 'TOKEN_EXPIRED' }), 'resetFailed', 'reset'))).toBe(M.resetTokenExpired);
    expect(english(authSaidOf(refusal(400, { error: 'x', code: 'TOKEN_INVALID' }), 'verificationRetry', 'verify'))).toBe(M.verificationInvalid);
    expect(english(authSaidOf(refusal(429, { error: 'x', code: 'RATE_LIMITED', details: { limit: 'logins', retry_after_seconds: 60 } }), 'signupFailed'))).toBe(
      M.tooManyLogins,
    );
    expect(
      arabic(authSaidOf(refusal(429, { error: 'x', code: 'RATE_LIMITED', details: { limit: 'requests', retry_after_seconds: 60 } }), 'signupFailed')),
    ).toBe(AUTH_MESSAGE_TEXTS.ar.tooManyRequests);
    expect(english(authSaidOf(refusal(502, { error: 'Failed to send verification email', code: 'EMAIL_DELIVERY_FAILED' }), 'resendFailed'))).toBe(
      M.resendFailed,
    );
    expect(english(authSaidOf(new TypeError('Failed to fetch'), 'forgotFailedShort'))).toBe(M.forgotFailedShort);
  });
});
