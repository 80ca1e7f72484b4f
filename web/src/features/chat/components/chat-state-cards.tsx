/** The full-page cards of spec §2 "Chat page": login required, verification required, chat not found. */
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FailureCard, LoginRequiredCard as LoginCard, StateCard } from '../../../components/ui/state-card.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { CHAT_TEXTS } from '../messages.ts';

const primary = buttonClass();
const secondary = buttonClass({ variant: 'secondary' });

export function LoginRequiredCard() {
  const T = useTexts(CHAT_TEXTS);
  return <LoginCard title={T.loginRequiredTitle} message={T.loginRequired} goToLogin={T.goToLogin} />;
}

export function VerificationRequiredCard({ message }: { message: string }) {
  const T = useTexts(CHAT_TEXTS);
  return (
    <StateCard
      title={T.verificationTitle}
      tone="warning"
      actions={
        <>
          <Link to="/resend-verification" className={primary}>
            {T.goToVerification}
          </Link>
          <Link to="/login" className={secondary}>
            {T.backToLogin}
          </Link>
        </>
      }
    >
      <p>{message}</p>
    </StateCard>
  );
}

/** A chat that cannot be shown: a way back (`back`), and 'Start New Chat'. */
function ChatFailureCard({ title, message, back }: { title: string; message: string; back: { to: string; label: string } }) {
  const T = useTexts(CHAT_TEXTS);
  return (
    <FailureCard
      title={title}
      message={message}
      actions={
        <>
          <Link to={back.to} className={secondary}>
            {back.label}
          </Link>
          <Link to="/chat" className={primary}>
            {T.startNewChat}
          </Link>
        </>
      }
    />
  );
}

export function ChatNotFoundCard({ error }: { error?: string | null }) {
  const T = useTexts(CHAT_TEXTS);
  return <ChatFailureCard title={T.notFoundTitle} message={error || T.notFound} back={{ to: '/account', label: T.backToAccount }} />;
}

/** A chat that cannot start: a bad link or a document that does not exist. */
export function ChatProblemCard({ title, message }: { title: string; message: string }) {
  const T = useTexts(CHAT_TEXTS);
  return <ChatFailureCard title={title} message={message} back={{ to: '/', label: T.browseLegislation }} />;
}
