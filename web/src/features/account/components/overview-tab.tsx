/** Spec §2 Account page, tab 1: the stat cards and the 5 most recent conversations. */
import type { AccountSummary, ChatHistoryItem } from '../../../../../schema/api/account.ts';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { ACCOUNT_TEXTS } from '../messages.ts';
import { type ShareControls } from './chat-actions.tsx';
import { ChatCard } from './chat-card.tsx';
import { EmptyConversations } from './empty-conversations.tsx';
import { Button } from '../../../components/ui/button.tsx';

export const RECENT_CHATS = 5;

export function OverviewTab({
  summary,
  chats,
  onDelete,
  onViewAll,
  shareControls,
}: {
  summary: AccountSummary | undefined;
  chats: ChatHistoryItem[];
  onDelete: (chat: ChatHistoryItem) => void;
  onViewAll: () => void;
  shareControls: ShareControls;
}) {
  const T = useTexts(ACCOUNT_TEXTS);
  const { format } = useLocale();
  const figure = (n: number | undefined) => (n === undefined ? '…' : format.number(n));
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatTile label={T.totalConversations} value={figure(summary?.totalConversations)} />
        <StatTile label={T.totalWords} value={figure(summary?.totalWords)} />
        <StatTile label={T.thisMonthChats} value={figure(summary?.thisMonthChats)} />
      </dl>
      <section aria-labelledby="recent-conversations">
        <div className="flex items-center justify-between gap-3">
          <h2 id="recent-conversations" className="text-lg font-bold text-slate-900">
            {T.recentConversations}
          </h2>
          {chats.length > RECENT_CHATS && (
            <Button onClick={onViewAll} variant="secondary" size="xs">
              {T.viewAll}
            </Button>
          )}
        </div>
        <div className="mt-3">
          {chats.length === 0 ? (
            <EmptyConversations />
          ) : (
            <ul className="space-y-3">
              {chats.slice(0, RECENT_CHATS).map((chat) => (
                <ChatCard key={chat.id} chat={chat} onDelete={onDelete} variant="recent" controls={shareControls} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
