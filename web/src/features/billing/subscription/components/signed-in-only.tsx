/** The plan's pages need a user: the session's spinner, then the spec's authentication-required card, then the page. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NoticeCard } from '../../../../components/ui/notice-card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSession } from '../../../../lib/session.tsx';
import { useTexts } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { buttonClass } from '../../../../components/ui/button.tsx';

export function SignedInOnly({ message, children }: { message: string; children: (userId: number) => ReactNode }) {
  const { user, loading } = useSession();
  const T = useTexts(SUBSCRIPTION_TEXTS);
  if (loading) return <Spinner label={T.checkingSession} />;
  if (!user) {
    return (
      <NoticeCard
        title={T.authRequiredTitle}
        actions={
          <Link to="/login" className={buttonClass()}>
            {T.goToLogin}
          </Link>
        }
      >
        <p>{message}</p>
      </NoticeCard>
    );
  }
  return <>{children(user.id)}</>;
}
