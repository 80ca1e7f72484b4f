/**
 * The share controls of one conversation in the account lists (spec §2 "Account page"): Share or
 * Copy Link, Revoke and Export, named with the conversation's title. The account page puts them
 * into the account feature's lists (features do not import one another).
 */
import type { ChatHistoryItem } from '../../../../../schema/api/account.ts';
import type { ExportableChat } from '../export-markdown.ts';
import { SHARE_TEXT as T } from '../messages.ts';
import { ExportMarkdownButton } from './export-markdown-button.tsx';
import { RevokeShareButton } from './revoke-share-button.tsx';
import { ShareLinkButton } from './share-link-button.tsx';

export function listShareControls({ onChanged, loadChat }: { onChanged: () => Promise<unknown> | void; loadChat: (chatId: number) => Promise<ExportableChat> }) {
  return {
    /** 'share': Share for a conversation; 'copy-link': Copy Link of a live link. */
    shareButton: (chat: ChatHistoryItem, kind: 'share' | 'copy-link', className: string) => (
      <ShareLinkButton
        chatId={chat.id}
        title={chat.title}
        messages={chat.messages}
        label={kind === 'share' ? T.share : T.copyLink}
        copiedLabel={kind === 'share' ? T.copied : T.linkCopied}
        className={className}
        nameWithTitle
        onChanged={onChanged}
      />
    ),
    revokeButton: (chat: ChatHistoryItem, className: string) => (
      <RevokeShareButton chatId={chat.id} title={chat.title} label={T.revoke} className={className} nameWithTitle onChanged={onChanged} />
    ),
    exportButton: (chat: ChatHistoryItem, className: string) => (
      <ExportMarkdownButton chatId={chat.id} title={chat.title} label={T.export} className={className} nameWithTitle loadChat={loadChat} />
    ),
  };
}
