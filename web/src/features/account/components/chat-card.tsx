import { formatDate, formatNumber } from '../../../lib/format.ts';
import { ChatActions, ShareLinkCell, type ChatItemProps } from './chat-actions.tsx';

/**
 * One conversation as a card: the overview's recent list, and the history on small screens, where
 * it carries what the table's columns do (the share link included).
 */
export function ChatCard({ chat, onDelete, variant, controls }: ChatItemProps) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <h3 className="truncate font-semibold text-slate-900">{chat.title}</h3>
        <p className="text-sm text-slate-600">
          {formatDate(chat.created_at)} · {formatNumber(chat.word_count)} words
        </p>
        {variant === 'history' && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>Share Link:</span>
            <ShareLinkCell chat={chat} controls={controls} />
          </div>
        )}
      </div>
      <ChatActions chat={chat} onDelete={onDelete} variant={variant} controls={controls} />
    </li>
  );
}
