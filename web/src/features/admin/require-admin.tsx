import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../shared/session.tsx';

/** Spec §2/§6 route guard: non-admins visiting /admin* go to /. The server checks again on every admin call. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Spinner label="Checking your access…" />;
  if (!user?.is_admin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
