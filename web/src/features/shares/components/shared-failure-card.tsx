import { Link } from 'react-router';
import { NoticeCard } from '../../../components/ui/notice-card.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { SHARE_TEXTS } from '../messages.ts';
import { buttonClass } from '../../../components/ui/button.tsx';

/** Spec §2: 'Conversation Not Found', why, and the way home. */
export function SharedFailureCard({ message }: { message: string }) {
  const t = useTexts(SHARE_TEXTS);
  return (
    <NoticeCard
      title={t.notFoundTitle}
      tone="error"
      actions={
        <Link to="/" className={buttonClass()}>
          {t.goHome}
        </Link>
      }
    >
      <p role="alert">{message}</p>
    </NoticeCard>
  );
}
