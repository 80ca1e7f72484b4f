/**
 * /admin/usage (spec §2 "Admin usage"): stat cards over every user and chat, a Users tab with
 * Delete (spec §4, §5, §8) and a Chat History tab with share links and the API context viewer.
 * A 401/403 from the API shows the 'Admin access required…' card.
 */
import { useState } from 'react';
import { Alert } from '../components/ui/form-fields.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs } from '../components/ui/tabs.tsx';
import { AdminAccessCard, isAccessRefused } from '../features/admin/components/admin-access-card.tsx';
import { AdminPageHeader } from '../features/admin/components/admin-page-header.tsx';
import { useAdminChatHistory, useAdminUsers } from '../features/admin/usage/api.ts';
import { ChatHistoryTab } from '../features/admin/usage/components/chat-history-tab.tsx';
import { UsageStats } from '../features/admin/usage/components/usage-stats.tsx';
import { UsersTab } from '../features/admin/usage/components/users-tab.tsx';
import { USAGE_TEXT as T } from '../features/admin/usage/messages.ts';
import { useUserDeletion } from '../features/admin/usage/use-user-deletion.tsx';
import { useSession } from '../shared/session.tsx';
import { formatNumber } from '../lib/format.ts';
import { useDocumentTitle } from '../shared/use-document-title.ts';

type TabKey = 'users' | 'history';

const countLabel = (label: string, n: number | undefined) => `${label} (${n === undefined ? '…' : formatNumber(n)})`;

export function AdminUsagePage() {
  useDocumentTitle(T.title);
  const { user } = useSession();
  const users = useAdminUsers();
  const history = useAdminChatHistory();
  const deletion = useUserDeletion();
  const [tab, setTab] = useState<TabKey>('users');

  if (isAccessRefused(users.error) || isAccessRefused(history.error)) return <AdminAccessCard title="Admin Access Required" />;

  const usersPanel = users.data ? (
    <UsersTab users={users.data.data} truncated={users.data.truncated} currentUserId={user?.id ?? 0} onDelete={deletion.askDelete} />
  ) : users.error ? (
    <Alert kind="error" title={T.loadUsersFailed}>
      {users.error.message}
    </Alert>
  ) : (
    <Spinner label="Loading users…" />
  );

  const historyPanel = history.data ? (
    <ChatHistoryTab chats={history.data.data} truncated={history.data.truncated} />
  ) : history.error ? (
    <Alert kind="error" title={T.loadChatsFailed}>
      {history.error.message}
    </Alert>
  ) : (
    <Spinner label="Loading chat history…" />
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <AdminPageHeader title={T.title} subtitle={T.subtitle} />
      {users.data && <UsageStats summary={users.data.summary} />}
      <Tabs<TabKey>
        label="Usage sections"
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'users', label: countLabel('Users', users.data?.data.length), panel: usersPanel },
          { key: 'history', label: countLabel('Chat History', history.data?.data.length), panel: historyPanel },
        ]}
      />
      {deletion.dialog}
    </div>
  );
}
