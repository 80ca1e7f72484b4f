/** The plan's pages need a user: the session's spinner, then the spec's authentication-required card, then the page. */
import type { ReactNode } from 'react';
import { LoginRequiredCard } from '../../../../components/ui/state-card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSession } from '../../../../shared/session.tsx';
import { useTexts } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';

export function SignedInOnly({ message, children }: { message: string; children: (userId: number) => ReactNode }) {
  const { user, loading } = useSession();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  if (loading) return <Spinner label={T.checkingSession} />;
  if (!user) {
    return <LoginRequiredCard title={T.authRequiredTitle} message={message} goToLogin={T.goToLogin} />;
  }
  return <>{children(user.id)}</>;
}
