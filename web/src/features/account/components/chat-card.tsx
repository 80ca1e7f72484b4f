import type { ChatHistoryItem } from '../../../../../schema/api/account.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { ChatActions } from './chat-actions.tsx';

/** One conversation as a card: the overview's recent list and the history on small screens. */
export function ChatCard({ chat, onDelete }: { chat: ChatHistoryItem; onDelete: (chat: ChatHistoryItem) => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="truncate font-semibold text-slate-900">{chat.title}</h3>
        <p className="mt-0.5 text-sm text-slate-600">
          {formatDate(chat.created_at)} · {formatNumber(chat.word_count)} words
        </p>
      </div>
      <ChatActions chat={chat} onDelete={onDelete} />
    </li>
  );
}
