/** /account (spec §2 "Account page"): the signed-in user's conversations, usage and plan. */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginRequiredCard } from '../components/ui/state-card.tsx';
import { ConfirmDialog } from '../components/ui/dialog.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs } from '../components/ui/tabs.tsx';
import { useAccountSummary, useChatHistory, useRevalidateConversations } from '../features/account/api.ts';
import { ChatHistoryTab } from '../features/account/components/chat-history-tab.tsx';
import { OverviewTab } from '../features/account/components/overview-tab.tsx';
import { ACCOUNT_TEXTS, countText } from '../features/account/messages.ts';
import { useChatDeletion } from '../features/account/use-chat-deletion.tsx';
import { useSession, type Session } from '../shared/session.tsx';
import { PlanCard } from '../features/billing/components/plan-card.tsx';
import { UsageTab } from '../features/billing/components/usage-tab.tsx';
import { useSetupRedirectReturn } from '../features/billing/use-payment-setup.ts';
import { fetchSavedChat } from '../features/chat/api.ts';
import { CHAT_TEXTS } from '../features/chat/messages.ts';
import { listShareControls } from '../features/shares/components/list-share-controls.tsx';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { useMutation } from '../lib/use-mutation.ts';

const TAB_KEYS = ['overview', 'history', 'usage', 'subscription'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** ?tab=usage opens Monthly Usage (the billing prompt and the chat billing line link there). */
const tabOf = (value: string | null): TabKey => TAB_KEYS.find((k) => k === value) ?? 'overview';

function AccessRequired() {
  const T = useTexts(ACCOUNT_TEXTS);
  return <LoginRequiredCard title={T.accessRequiredTitle} message={T.accessRequired} goToLogin={T.goToLogin} />;
}

function SignedInAccount({ user, logout }: { user: NonNullable<Session['user']>; logout: Session['logout'] }) {
  const T = useTexts(ACCOUNT_TEXTS);
  const chatTexts = useTexts(CHAT_TEXTS);
  const { format } = useLocale();
  // '… conversations' while the summary loads.
  const count = (n: number | undefined, forms: typeof T.wordCount) => (n === undefined ? forms.other.replace('{n}', '…') : countText(format, n, forms));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestedTab = params.get('tab');
  const [tab, setTab] = useState<TabKey>(() => tabOf(requestedTab));
  // A link to another ?tab= while the page is open still switches (adjusted while rendering).
  const [seenTab, setSeenTab] = useState(requestedTab);
  if (seenTab !== requestedTab) {
    setSeenTab(requestedTab);
    if (requestedTab) setTab(tabOf(requestedTab));
  }
  useSetupRedirectReturn();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const history = useChatHistory(user.id);
  const summary = useAccountSummary(user.id);
  const deletion = useChatDeletion(user.id);
  const revalidateConversations = useRevalidateConversations(user.id);
  // Sharing a conversation changes the links the lists show.
  const shareControls = listShareControls({ onChanged: revalidateConversations, loadChat: (id) => fetchSavedChat(id, chatTexts) });
  const chats = history.data ?? [];

  // logout never rejects (a failed call still clears the session here); busy until the page has left.
  const signOut = useMutation(logout, { onSuccess: () => navigate('/login'), holdOnSuccess: true });

  const conversations =
    history.error && !history.data ? (
      <p role="alert" className="text-sm text-red-700">
        {T.loadFailed(history.error.message)}
      </p>
    ) : history.isLoading ? (
      <Spinner label={T.loadingConversations} />
    ) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-blue-950">{T.welcomeBack(user.name || user.email)}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {T.accountEmail}{' '}
            <span dir="ltr" className="font-medium text-slate-800">
              {user.email}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {count(summary.data?.totalConversations, T.conversationCount)} · {count(summary.data?.totalWords, T.wordCount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={buttonClass()}>
            {T.startNewChat}
          </Link>
          <Button onClick={() => setConfirmLogout(true)} variant="secondary">
            {T.logOut}
          </Button>
        </div>
      </header>

      <div className="mt-8">
        <Tabs<TabKey>
          label={T.sectionsLabel}
          selected={tab}
          onSelect={setTab}
          items={[
            {
              key: 'overview',
              label: T.tabOverview,
              panel: conversations ?? (
                <OverviewTab
                  summary={summary.data}
                  chats={chats}
                  onDelete={deletion.askDeleteOne}
                  onViewAll={() => setTab('history')}
                  shareControls={shareControls}
                />
              ),
            },
            {
              key: 'history',
              label: T.tabHistory(history.data ? format.number(chats.length) : '…'),
              panel: conversations ?? (
                <ChatHistoryTab
                  chats={chats}
                  onDelete={deletion.askDeleteOne}
                  onDeleteAll={() => deletion.askDeleteAll(chats.length)}
                  shareControls={shareControls}
                />
              ),
            },
            { key: 'usage', label: T.tabUsage, panel: <UsageTab userId={user.id} /> },
            { key: 'subscription', label: T.tabSubscription, panel: <PlanCard userId={user.id} /> },
          ]}
        />
      </div>

      {deletion.dialog}
      <ConfirmDialog
        open={confirmLogout}
        title={T.logOut}
        message={T.logOutConfirm}
        confirmLabel={T.logOut}
        busy={signOut.busy}
        onConfirm={() => void signOut.run()}
        onCancel={() => setConfirmLogout(false)}
      />
    </div>
  );
}

export function AccountPage() {
  const T = useTexts(ACCOUNT_TEXTS);
  useDocumentTitle(T.pageTitle);
  const { user, loading, logout } = useSession();
  if (loading) return <Spinner label={T.loadingAccount} />;
  if (!user) return <AccessRequired />;
  return <SignedInAccount user={user} logout={logout} />;
}
