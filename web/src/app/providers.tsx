import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/ui/toast.tsx';
import { SessionProvider } from '../shared/session.tsx';
import { defaultFetcher } from '../lib/api-client.ts';
import { LocaleProvider } from '../i18n/locale.tsx';

/**
 * Spec §7 "Default read": no automatic retry, no refetch on focus, no polling, data never
 * stale. Hooks that need otherwise (the legislation list) override per call.
 */
export const swrDefaults = {
  fetcher: defaultFetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
} as const;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <SWRConfig value={swrDefaults}>
        <SessionProvider>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </SWRConfig>
    </LocaleProvider>
  );
}
