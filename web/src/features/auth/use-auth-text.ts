import { useCallback } from 'react';
import { useLocale } from '../../i18n/locale.tsx';
import { AUTH_MESSAGE_TEXTS, authText, type AuthSaid, type AuthTextKey } from './messages.ts';

/** Words an account message (a key, or what a refused call said: messages.ts authSaidOf) in the interface language. */
export function useAuthText(): (said: AuthSaid | AuthTextKey) => string {
  const { language, format } = useLocale();
  return useCallback(
    (said: AuthSaid | AuthTextKey) => authText(said, language === 'ar' ? AUTH_MESSAGE_TEXTS.ar : AUTH_MESSAGE_TEXTS.en, format),
    [language, format],
  );
}
