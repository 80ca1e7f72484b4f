/** Spec §2 Account page, tab 2: every conversation, as cards below lg and as a table from lg up. */
import type { ChatHistoryItem } from '../../../../../schema/api/account.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { ACCOUNT_TEXTS } from '../messages.ts';
import { ChatActions, ShareLinkCell, type ShareControls } from './chat-actions.tsx';
import { ChatCard } from './chat-card.tsx';
import { EmptyConversations } from './empty-conversations.tsx';
import { Button } from '../../../components/ui/button.tsx';

export function ChatHistoryTab({
  chats,
  onDelete,
  onDeleteAll,
  shareControls,
}: {
  chats: ChatHistoryItem[];
  onDelete: (chat: ChatHistoryItem) => void;
  onDeleteAll: () => void;
  shareControls: ShareControls;
}) {
  const T = useTexts(ACCOUNT_TEXTS);
  const { format } = useLocale();
  if (chats.length === 0) return <EmptyConversations />;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{T.allConversations}</h2>
        <Button onClick={onDeleteAll} variant="destructive" size="sm">
          {T.deleteAll}
        </Button>
      </div>
      <ul className="space-y-3 lg:hidden">
        {chats.map((chat) => (
          <ChatCard key={chat.id} chat={chat} onDelete={onDelete} variant="history" controls={shareControls} />
        ))}
      </ul>
      <DataTable
        className="hidden lg:block"
        columns={[
          { label: T.columnConversation },
          { label: T.columnDate },
          { label: T.columnWords, align: 'right' },
          { label: T.columnShareLink },
          { label: T.columnActions },
        ]}
      >
        {chats.map((chat) => (
          <tr key={chat.id}>
            <th scope="row" className="max-w-md truncate px-4 py-3 text-start font-medium text-slate-900">
              <bdi>{chat.title}</bdi>
            </th>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{format.date(chat.created_at)}</td>
            <td className="px-4 py-3 text-end tabular-nums text-slate-600">{format.number(chat.word_count)}</td>
            <td className="px-4 py-3">
              <ShareLinkCell chat={chat} controls={shareControls} />
            </td>
            <td className="px-4 py-3">
              <ChatActions chat={chat} onDelete={onDelete} variant="history" controls={shareControls} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
