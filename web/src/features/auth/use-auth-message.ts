import { useCallback } from 'react';
import { useLocale } from '../../i18n/locale.tsx';
import { localizeAuthMessage } from './messages.ts';

/**
 * Shows an account message (kept in state in English, as the server and schema/api/auth-messages.ts
 * word it) in the interface language: known messages in Arabic, unknown ones as sent.
 */
export function useAuthMessage(): (message: string) => string {
  const { language, format } = useLocale();
  return useCallback((message: string) => localizeAuthMessage(message, language, format), [language, format]);
}
