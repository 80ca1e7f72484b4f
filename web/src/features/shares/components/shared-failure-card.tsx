import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FailureCard } from '../../../components/ui/state-card.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { SHARE_TEXTS } from '../messages.ts';

/** Spec §2: 'Conversation Not Found', why, and the way home. */
export function SharedFailureCard({ message }: { message: string }) {
  const t = useTexts(SHARE_TEXTS);
  return (
    <FailureCard
      title={t.notFoundTitle}
      message={message}
      actions={
        <Link to="/" className={buttonClass()}>
          {t.goHome}
        </Link>
      }
    />
  );
}
