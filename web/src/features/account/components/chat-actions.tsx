/**
 * The per-conversation actions of the account page (spec §2 "Account page"): sharing, export,
 * Delete and Continue. Every share button asks the server for the live link, so a conversation
 * that grew since it was shared gets a new link with the new answers.
 */
import { Link } from 'react-router';
import type { ChatHistoryItem } from '../../../../../schema/api/account.ts';
import { ExportMarkdownButton } from '../../shares/components/export-markdown-button.tsx';
import { RevokeShareButton } from '../../shares/components/revoke-share-button.tsx';
import { ShareLinkButton } from '../../shares/components/share-link-button.tsx';
import { SHARE_TEXT as ST } from '../../shares/messages.ts';
import { ACCOUNT_TEXT as T } from '../messages.ts';

export const actionClass = 'rounded-md border border-slate-300 px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50';
const dangerClass = 'rounded-md border border-red-200 px-2.5 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50';
const primaryClass = 'rounded-md bg-blue-900 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-blue-800';

/** The 'Share Link' of the history: Copy Link and Revoke while a link is live, else 'None'. */
export function ShareLinkCell({ chat }: { chat: ChatHistoryItem }) {
  if (!chat.shareUrl) return <span className="text-slate-500">{T.none}</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareLinkButton chatId={chat.id} title={chat.title} messages={chat.messages} label={ST.copyLink} copiedLabel={ST.linkCopied} className={actionClass} nameWithTitle />
      <RevokeShareButton chatId={chat.id} title={chat.title} label={ST.revoke} className={dangerClass} nameWithTitle />
    </div>
  );
}

/**
 * 'recent' (the overview): Share only where a link exists. 'history': Share for conversations not
 * shared yet, and Export; a live link's own controls are the ShareLinkCell.
 */
export function ChatActions({ chat, onDelete, variant }: { chat: ChatHistoryItem; onDelete: (chat: ChatHistoryItem) => void; variant: 'recent' | 'history' }) {
  const share = variant === 'recent' ? !!chat.shareUrl : !chat.shareUrl;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {share && <ShareLinkButton chatId={chat.id} title={chat.title} messages={chat.messages} label={ST.share} copiedLabel={ST.copied} className={actionClass} nameWithTitle />}
      {variant === 'history' && <ExportMarkdownButton chatId={chat.id} title={chat.title} label={ST.export} className={actionClass} nameWithTitle />}
      <button type="button" onClick={() => onDelete(chat)} aria-label={`Delete: ${chat.title}`} className={dangerClass}>
        Delete
      </button>
      <Link to={`/chat/${chat.id}`} aria-label={`Continue: ${chat.title}`} className={primaryClass}>
        Continue
      </Link>
    </div>
  );
}
