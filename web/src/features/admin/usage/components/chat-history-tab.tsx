/**
 * Spec §2 "Admin usage", Chat History tab: id, user, title or 'Untitled Chat', output, input and
 * total words, created date, share link and the API context viewer.
 */
import type { AdminChatHistoryRecord } from '../../../../../../schema/api/admin-usage.ts';
import { formatDate, formatNumber } from '../../../../lib/format.ts';
import { USAGE_TEXT as T } from '../messages.ts';
import { ApiContextButton } from './api-context-button.tsx';
import { ResponsiveRows, type RowField } from './responsive-rows.tsx';

const titleOf = (c: AdminChatHistoryRecord) => c.title.trim() || T.untitled;

const fields: RowField<AdminChatHistoryRecord>[] = [
  { label: 'ID', cell: (c) => c.id },
  {
    label: 'User',
    cell: (c) => (
      <>
        <span className="block font-medium text-slate-900">{c.user_name.trim() || T.noName}</span>
        <span className="block text-xs text-slate-500">{c.user_email}</span>
      </>
    ),
  },
  { label: 'Title', cell: (c) => <span className="block max-w-xs break-words font-medium text-slate-900">{titleOf(c)}</span> },
  { label: 'Output', align: 'right', cell: (c) => formatNumber(c.word_count) },
  { label: 'Input', align: 'right', cell: (c) => formatNumber(c.input_word_count) },
  { label: 'Total', align: 'right', cell: (c) => formatNumber(c.total_word_count) },
  { label: 'Created', cell: (c) => <span className="whitespace-nowrap">{formatDate(c.created_at)}</span> },
  {
    label: 'Share Link',
    cell: (c) =>
      c.shareUrl ? (
        <a
          href={c.shareUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share link of chat ${c.id}`}
          className="whitespace-nowrap font-medium text-blue-800 underline hover:text-blue-950"
        >
          {T.openShare}
        </a>
      ) : (
        <span className="text-slate-500">{T.none}</span>
      ),
  },
  { label: 'API Context', cell: (c) => <ApiContextButton chatId={c.id} title={titleOf(c)} context={c.api_context} /> },
];

export function ChatHistoryTab({ chats, truncated }: { chats: AdminChatHistoryRecord[]; truncated: boolean }) {
  if (chats.length === 0) return <p className="text-sm text-slate-600">{T.noChats}</p>;
  return (
    <div className="space-y-3">
      {truncated && <p className="text-sm text-slate-600">{T.chatsCapped}</p>}
      <ResponsiveRows label="Conversations" fields={fields} rows={chats} rowKey={(c) => c.id} />
    </div>
  );
}
