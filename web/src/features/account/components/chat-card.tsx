import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { ACCOUNT_TEXTS, countText } from '../messages.ts';
import { ChatActions, ShareLinkCell, type ChatItemProps } from './chat-actions.tsx';

/**
 * One conversation as a card: the overview's recent list, and the history on small screens, where
 * it carries what the table's columns do (the share link included).
 */
export function ChatCard({ chat, onDelete, variant, controls }: ChatItemProps) {
  const T = useTexts(ACCOUNT_TEXTS);
  const { format } = useLocale();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <h3 className="truncate font-semibold text-slate-900">
          <bdi>{chat.title}</bdi>
        </h3>
        <p className="text-sm text-slate-600">
          {format.date(chat.created_at)} · {countText(format, chat.word_count, T.chatWords)}
        </p>
        {variant === 'history' && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{T.shareLinkLabel}</span>
            <ShareLinkCell chat={chat} controls={controls} />
          </div>
        )}
      </div>
      <ChatActions chat={chat} onDelete={onDelete} variant={variant} controls={controls} />
    </li>
  );
}
