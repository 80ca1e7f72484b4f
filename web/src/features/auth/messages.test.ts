import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../../schema/api/auth-messages.ts';
import { createFormatters } from '../../i18n/format.ts';
import { localizeAuthMessage } from './messages.ts';

const latn = createFormatters('ar', 'latn');
const arab = createFormatters('ar', 'arab');

describe('localizeAuthMessage', () => {
  it('keeps English as it is', () => {
    expect(localizeAuthMessage(M.invalidCredentials, 'en', createFormatters('en', 'latn'))).toBe(M.invalidCredentials);
  });

  it('turns every known server message into Arabic, with the chosen digits', () => {
    expect(localizeAuthMessage(M.invalidCredentials, 'ar', latn)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(localizeAuthMessage(M.passwordTooShort, 'ar', latn)).toBe('يجب ألا تقل كلمة المرور عن 6 أحرف');
    expect(localizeAuthMessage(M.passwordTooShort, 'ar', arab)).toBe('يجب ألا تقل كلمة المرور عن ٦ أحرف');
    expect(localizeAuthMessage('Password must be at most 200 characters', 'ar', arab)).toBe('يجب ألا تزيد كلمة المرور على ٢٠٠ حرف');
  });

  it('translates validation answers joined by "; " when every part is known, else shows them as sent', () => {
    expect(localizeAuthMessage(`${M.invalidEmail}; ${M.passwordTooShort}`, 'ar', latn)).toBe('يُرجى إدخال عنوان بريد إلكتروني صحيح؛ يجب ألا تقل كلمة المرور عن 6 أحرف');
    expect(localizeAuthMessage(`${M.invalidEmail}; name: Too big`, 'ar', latn)).toBe(`${M.invalidEmail}; name: Too big`);
    expect(localizeAuthMessage('Database unavailable', 'ar', arab)).toBe('Database unavailable');
  });
});
