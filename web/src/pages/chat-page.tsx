/**
 * /chat and /chat/:chatId (spec §2 "Chat page"). Signed-out visitors are sent to log in
 * (/chat) or shown a card (/chat/:chatId); unverified ones are asked to verify. A new chat
 * moves to /chat/{chatId} after its first reply, so a reload shows the saved history, and
 * the conversation on screen carries on without reloading.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { GENERAL_CONSULTATION_TITLE } from '../../../schema/api/research.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../shared/session.tsx';
import { fetchSavedChat, useChatDocument } from '../features/chat/api.ts';
import { ChatNotFoundCard, ChatProblemCard, LoginRequiredCard, VerificationRequiredCard } from '../features/chat/components/chat-state-cards.tsx';
import { NewChat } from '../features/chat/components/new-chat.tsx';
import { SavedChat } from '../features/chat/components/saved-chat.tsx';
import type { ChatSlots } from '../features/chat/slots.ts';
import { BillingPrompt } from '../features/billing/components/billing-prompt.tsx';
import { BillingStatusLine } from '../features/billing/components/billing-status-line.tsx';
import { ConversationShareActions } from '../features/shares/components/conversation-share-actions.tsx';
import { useRevalidateConversations } from '../features/account/api.ts';
import { CHAT_TEXTS, SESSION_EXPIRED_REDIRECT_MS } from '../features/chat/messages.ts';
import { useTexts } from '../i18n/locale.tsx';
import { loginUrlForChat } from '../features/legislation/chat-entry.ts';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useLatest } from '../lib/use-latest.ts';

type Screen = { kind: 'saved'; chatId: number } | { kind: 'new'; startId: number | null };

/** A positive whole number, or null; `undefined` when the parameter is absent. */
function parseId(value: string | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Spec §2: /chat without a user goes to /login with the start document's title when it is known. */
function LoginRedirect({ startId }: { startId: number | null }) {
  const T = useTexts(CHAT_TEXTS);
  const { data, error } = useChatDocument(startId);
  if (startId !== null && !data && !error) return <Spinner label={T.loadingDocument} />;
  return <Navigate to={loginUrlForChat(data?.title ?? GENERAL_CONSULTATION_TITLE)} replace />;
}

/** The billing and sharing features inside a conversation. */
const CHAT_SLOTS: ChatSlots = {
  paymentPrompt: (details) => <BillingPrompt details={details} />,
  billingLine: ({ userId, kind, revision }) => <BillingStatusLine userId={userId} kind={kind} revision={revision} />,
  shareActions: (props) => <ShareActions {...props} />,
};

/** The owner's share tools; a new or revoked link changes the account lists. */
function ShareActions(props: Parameters<ChatSlots['shareActions']>[0]) {
  const T = useTexts(CHAT_TEXTS);
  const { user } = useSession();
  const revalidate = useRevalidateConversations(user?.id ?? null);
  return <ConversationShareActions {...props} onChanged={revalidate} loadChat={(id) => fetchSavedChat(id, T)} />;
}

export function ChatPage() {
  const T = useTexts(CHAT_TEXTS);
  useDocumentTitle(T.pageTitle);
  const { chatId: chatParam } = useParams();
  const [params] = useSearchParams();
  const { user, loading, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  const chatId = parseId(chatParam);
  const startId = parseId(params.get('start'));

  // The conversation that created a chat stays on screen when the address becomes /chat/{chatId}.
  // Every other arrival here (a link, Back, Forward) starts from the address: the location key tells them apart.
  const [live, setLive] = useState<{ chatId: number; screen: Screen; key: string } | null>(null);
  const routeScreen: Screen = chatId !== undefined ? { kind: 'saved', chatId: chatId ?? 0 } : { kind: 'new', startId: startId ?? null };
  const liveMatch = chatId != null && live?.chatId === chatId ? live : null;
  const screen = liveMatch ? liveMatch.screen : routeScreen;
  const screenKey = liveMatch ? liveMatch.key : `${location.key}:${screen.kind === 'saved' ? `saved-${screen.chatId}` : `new-${screen.startId ?? 'general'}`}`;
  const screenRef = useLatest({ screen, screenKey });

  const onChatCreated = useCallback(
    (created: number) => {
      setLive({ chatId: created, screen: screenRef.current.screen, key: screenRef.current.screenKey });
      navigate(`/chat/${created}`, { replace: true });
    },
    [navigate, screenRef],
  );

  // Spec §8: a 401 shows the expiry message, then after 2 s the session is cleared and the user goes to /login.
  const expiryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(expiryTimer.current ?? undefined), []);
  const onSessionExpired = useCallback(() => {
    if (expiryTimer.current) return;
    expiryTimer.current = setTimeout(() => {
      navigate('/login');
      void logout();
    }, SESSION_EXPIRED_REDIRECT_MS);
  }, [navigate, logout]);

  if (loading) return <Spinner label={T.checkingSession} />;
  if (!user) {
    if (chatId !== undefined) return <LoginRequiredCard />;
    return <LoginRedirect startId={startId ?? null} />;
  }
  if (!user.email_verified) return <VerificationRequiredCard message={T.verifyEmail} />;

  if (chatId === null) return <ChatNotFoundCard error={T.invalidChatId} />;
  if (chatId === undefined && startId === null) return <ChatProblemCard title={T.invalidStartTitle} message={T.invalidStart} />;

  const key = `${user.id}:${screenKey}`;
  if (screen.kind === 'saved') {
    return <SavedChat key={key} chatId={screen.chatId} userId={user.id} onChatCreated={onChatCreated} onSessionExpired={onSessionExpired} slots={CHAT_SLOTS} />;
  }
  return <NewChat key={key} startId={screen.startId} userId={user.id} onChatCreated={onChatCreated} onSessionExpired={onSessionExpired} slots={CHAT_SLOTS} />;
}
