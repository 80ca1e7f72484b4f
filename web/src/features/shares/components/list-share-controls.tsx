/**
 * The share controls of one conversation in the account lists (spec §2 "Account page"): Share or
 * Copy Link, Revoke and Export, named with the conversation's title. The account page puts them
 * into the account feature's lists (features do not import one another).
 */
import type { ChatHistoryItem } from '../../../../../schema/api/account.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import type { ExportableChat } from '../export-markdown.ts';
import { SHARE_TEXTS } from '../messages.ts';
import { ExportMarkdownButton } from './export-markdown-button.tsx';
import { RevokeShareButton } from './revoke-share-button.tsx';
import { ShareLinkButton } from './share-link-button.tsx';

type Changed = () => Promise<unknown> | void;

function ListShareButton({ chat, kind, className, onChanged }: { chat: ChatHistoryItem; kind: 'share' | 'copy-link'; className: string; onChanged: Changed }) {
  const T = useTexts(SHARE_TEXTS);
  return (
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
  );
}

function ListRevokeButton({ chat, className, onChanged }: { chat: ChatHistoryItem; className: string; onChanged: Changed }) {
  const T = useTexts(SHARE_TEXTS);
  return <RevokeShareButton chatId={chat.id} title={chat.title} label={T.revoke} className={className} nameWithTitle onChanged={onChanged} />;
}

function ListExportButton({ chat, className, loadChat }: { chat: ChatHistoryItem; className: string; loadChat: (chatId: number) => Promise<ExportableChat> }) {
  const T = useTexts(SHARE_TEXTS);
  return <ExportMarkdownButton chatId={chat.id} title={chat.title} label={T.export} className={className} nameWithTitle loadChat={loadChat} />;
}

export function listShareControls({ onChanged, loadChat }: { onChanged: Changed; loadChat: (chatId: number) => Promise<ExportableChat> }) {
  return {
    /** 'share': Share for a conversation; 'copy-link': Copy Link of a live link. */
    shareButton: (chat: ChatHistoryItem, kind: 'share' | 'copy-link', className: string) => (
      <ListShareButton chat={chat} kind={kind} className={className} onChanged={onChanged} />
    ),
    revokeButton: (chat: ChatHistoryItem, className: string) => <ListRevokeButton chat={chat} className={className} onChanged={onChanged} />,
    exportButton: (chat: ChatHistoryItem, className: string) => <ListExportButton chat={chat} className={className} loadChat={loadChat} />,
  };
}
