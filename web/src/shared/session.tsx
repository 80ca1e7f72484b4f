/**
 * Spec §4 "Auth state": the user (null or loaded) and a loading flag that starts true.
 * The current-user check sets or clears the user; login sets it; logout clears it. Sign-up,
 * verification and password flows never sign anyone in.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { UserDto } from '../../../schema/api/auth-messages.ts';
import { ApiError, apiGet, apiSend } from '../lib/api-client.ts';

export type User = UserDto;

const ME_KEY = '/api/auth/me';

/** The current user, or null when the check fails for any reason (spec §8: it leaves the user logged out). */
async function fetchCurrentUser(): Promise<User | null> {
  try {
    // A visitor is answered { user: null } (GET /api/auth/me); an ended session with 401.
    return (await apiGet<{ user: User | null }>(ME_KEY)).user;
  } catch (e) {
    if (!(e instanceof ApiError)) console.warn('current-user check failed', e);
    return null;
  }
}

const loginCall = (email: string, password: string) => apiSend<{ user: User }>('POST', '/api/auth/login', { email, password }).then((r) => r.user);
const logoutCall = () => apiSend<{ success: true; message: string }>('POST', '/api/auth/logout');

export interface Session {
  user: User | null;
  loading: boolean;
  login: (email: string, password: string) => Promise<User>;
  /** Ends the session on the server; a failure there is only logged (spec §8). */
  logout: () => Promise<void>;
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, mutate } = useSWR(ME_KEY, fetchCurrentUser);
  const { mutate: mutateAll } = useSWRConfig();
  // Another account's cached reads (chats, billing) must not show after a change of user.
  const forgetOtherReads = useCallback(() => mutateAll((key) => key !== ME_KEY, undefined, { revalidate: false }), [mutateAll]);

  const login = useCallback(
    async (email: string, password: string) => {
      const user = await loginCall(email, password);
      await forgetOtherReads();
      await mutate(user, { revalidate: false });
      return user;
    },
    [mutate, forgetOtherReads],
  );

  const logout = useCallback(async () => {
    try {
      await logoutCall();
    } catch (e) {
      console.warn('logout failed', e);
    }
    await forgetOtherReads();
    await mutate(null, { revalidate: false });
  }, [mutate, forgetOtherReads]);

  const refresh = useCallback(async () => {
    await mutate();
  }, [mutate]);

  const value = useMemo<Session>(() => ({ user: data ?? null, loading: isLoading, login, logout, refresh }), [data, isLoading, login, logout, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
