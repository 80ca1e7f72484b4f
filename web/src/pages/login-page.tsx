/**
 * /login (spec §2): the sign-in / sign-up panel. With `chatTitle` it is the legislation-chat
 * entry screen: the title is stored, a signed-out visitor gets the sign-in dialog, and after
 * sign-in the home page opens the chat for that record. Closing the dialog goes to /. A sign-up
 * here came from the chat (its newsletter source is 'chat').
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { AuthDialog } from '../features/auth/components/auth-dialog.tsx';
import { AuthPanel } from '../features/auth/components/auth-panel.tsx';
import { AuthCard } from '../features/auth/components/form-controls.tsx';
import { useSession } from '../shared/session.tsx';
import { rememberChatTitle, requestChatOpen } from '../features/legislation/chat-entry.ts';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useTexts } from '../i18n/locale.tsx';
import { AUTH_PAGES_TEXTS, AUTH_TEXTS } from '../features/auth/messages.ts';

export function LoginPage() {
  const t = useTexts(AUTH_PAGES_TEXTS).login;
  const auth = useTexts(AUTH_TEXTS);
  useDocumentTitle(t.documentTitle);
  const [params] = useSearchParams();
  const chatTitle = params.get('chatTitle')?.trim() || null;
  const { loading } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (chatTitle) rememberChatTitle(chatTitle);
  }, [chatTitle]);

  if (chatTitle) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t.chatHeading(chatTitle)}</h1>
        <p className="mt-2 text-slate-600">{t.chatIntro}</p>
        {loading ? (
          <Spinner label={auth.checkingSession} />
        ) : (
          <AuthDialog open onClose={() => navigate('/')} onSuccess={requestChatOpen} signupSource="chat_interface" />
        )}
      </div>
    );
  }

  return (
    <AuthCard title={t.title} description={t.description}>
      <AuthPanel />
    </AuthCard>
  );
}
