/** The full-page cards of spec §2 "Chat page": login required, verification required, chat not found. */
import { Link } from 'react-router';
import { NoticeCard as Card } from '../../../components/ui/notice-card.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { CHAT_TEXTS } from '../messages.ts';
import { buttonClass } from '../../../components/ui/button.tsx';

export function LoginRequiredCard() {
  const T = useTexts(CHAT_TEXTS);
  return (
    <Card title={T.loginRequiredTitle} actions={<Link to="/login" className={buttonClass()}>{T.goToLogin}</Link>}>
      <p>{T.loginRequired}</p>
    </Card>
  );
}

export function VerificationRequiredCard({ message }: { message: string }) {
  const T = useTexts(CHAT_TEXTS);
  return (
    <Card
      title={T.verificationTitle}
      tone="warning"
      actions={
        <>
          <Link to="/resend-verification" className={buttonClass()}>
            {T.goToVerification}
          </Link>
          <Link to="/login" className={buttonClass({ variant: 'secondary' })}>
            {T.backToLogin}
          </Link>
        </>
      }
    >
      <p>{message}</p>
    </Card>
  );
}

export function ChatNotFoundCard({ error }: { error?: string | null }) {
  const T = useTexts(CHAT_TEXTS);
  return (
    <Card
      title={T.notFoundTitle}
      tone="error"
      actions={
        <>
          <Link to="/account" className={buttonClass({ variant: 'secondary' })}>
            {T.backToAccount}
          </Link>
          <Link to="/chat" className={buttonClass()}>
            {T.startNewChat}
          </Link>
        </>
      }
    >
      <p role="alert">{error || T.notFound}</p>
    </Card>
  );
}

/** A chat that cannot start: a bad link or a document that does not exist. */
export function ChatProblemCard({ title, message }: { title: string; message: string }) {
  const T = useTexts(CHAT_TEXTS);
  return (
    <Card
      title={title}
      tone="error"
      actions={
        <>
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            {T.browseLegislation}
          </Link>
          <Link to="/chat" className={buttonClass()}>
            {T.startNewChat}
          </Link>
        </>
      }
    >
      <p role="alert">{message}</p>
    </Card>
  );
}
