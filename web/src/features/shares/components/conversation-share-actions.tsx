/** The owner's tools in the chat header: Share, Revoke link (while a link is live), Export Markdown, Export Word and Print / PDF. */
import { useState } from 'react';
import type { ExportableChat } from '../export-markdown.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { SHARE_TEXTS } from '../messages.ts';
import { ExportMarkdownButton } from './export-markdown-button.tsx';
import { ExportWordButton } from './export-word-button.tsx';
import { RevokeShareButton } from './revoke-share-button.tsx';
import { ShareLinkButton, type ShareLinkButtonProps } from './share-link-button.tsx';

export function ConversationShareActions({
  chatId,
  title,
  messages,
  initialShareUrl,
  className,
  onChanged,
  loadChat,
}: {
  chatId: number;
  title: string;
  messages: ShareLinkButtonProps['messages'];
  /** The newest live link when the page loaded (GET /api/account/chat/:id); keep this component keyed by chatId. */
  initialShareUrl?: string;
  className: string;
  /** After a share or revoke: the page reloads the lists that show links. */
  onChanged: () => Promise<unknown> | void;
  /** The saved conversation for the export (GET /api/account/chat/:id). */
  loadChat: (chatId: number) => Promise<ExportableChat>;
}) {
  const T = useTexts(SHARE_TEXTS);
  const [shared, setShared] = useState(Boolean(initialShareUrl));
  return (
    <>
      <ShareLinkButton
        chatId={chatId}
        title={title}
        messages={messages}
        label={T.share}
        copiedLabel={T.copied}
        className={className}
        onShared={() => setShared(true)}
        onChanged={onChanged}
      />
      {shared && (
        <RevokeShareButton chatId={chatId} title={title} label={T.revokeLink} className={className} onRevoked={() => setShared(false)} onChanged={onChanged} />
      )}
      <ExportMarkdownButton chatId={chatId} title={title} label={T.exportMarkdown} className={className} loadChat={loadChat} />
      <ExportWordButton chatId={chatId} label={T.exportWord} className={className} loadChat={loadChat} />
      <button type="button" onClick={() => window.print()} className={className}>
        {T.print}
      </button>
    </>
  );
}
