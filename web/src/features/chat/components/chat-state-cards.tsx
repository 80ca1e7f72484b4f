/** The full-page cards of spec §2 "Chat page": login required, verification required, chat not found. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CHAT_TEXT as T } from '../messages.ts';

const primary = 'inline-flex items-center justify-center rounded-md bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800';
const secondary = 'inline-flex items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50';

function Card({ title, children, actions, tone = 'default' }: { title: string; children: ReactNode; actions: ReactNode; tone?: 'default' | 'warning' | 'error' }) {
  const border = tone === 'error' ? 'border-red-200' : tone === 'warning' ? 'border-amber-300' : 'border-slate-200';
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <div className={`rounded-xl border ${border} bg-white p-8 text-center shadow-sm`}>
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <div className="mt-2 text-slate-600">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div>
      </div>
    </div>
  );
}

export function LoginRequiredCard() {
  return (
    <Card title={T.loginRequiredTitle} actions={<Link to="/login" className={primary}>{T.goToLogin}</Link>}>
      <p>{T.loginRequired}</p>
    </Card>
  );
}

export function VerificationRequiredCard({ message }: { message: string }) {
  return (
    <Card
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
    </Card>
  );
}

export function ChatNotFoundCard({ error }: { error?: string | null }) {
  return (
    <Card
      title={T.notFoundTitle}
      tone="error"
      actions={
        <>
          <Link to="/account" className={secondary}>
            {T.backToAccount}
          </Link>
          <Link to="/chat" className={primary}>
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
  return (
    <Card
      title={title}
      tone="error"
      actions={
        <>
          <Link to="/" className={secondary}>
            Browse legislation
          </Link>
          <Link to="/chat" className={primary}>
            {T.startNewChat}
          </Link>
        </>
      }
    >
      <p role="alert">{message}</p>
    </Card>
  );
}
