import { Link } from 'react-router';
import { NoticeCard, noticePrimaryClass } from '../../../components/ui/notice-card.tsx';
import { SHARE_TEXT as T } from '../messages.ts';

/** Spec §2: 'Conversation Not Found', why, and the way home. */
export function SharedFailureCard({ message }: { message: string }) {
  return (
    <NoticeCard
      title={T.notFoundTitle}
      tone="error"
      actions={
        <Link to="/" className={noticePrimaryClass}>
          {T.goHome}
        </Link>
      }
    >
      <p role="alert">{message}</p>
    </NoticeCard>
  );
}
