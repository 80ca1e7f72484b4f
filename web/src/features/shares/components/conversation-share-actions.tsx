/** The owner's tools in the chat header: Share, Revoke link (while a link is live), Export Markdown and Print / PDF. */
import { useState } from 'react';
import { SHARE_TEXT as T } from '../messages.ts';
import { ExportMarkdownButton } from './export-markdown-button.tsx';
import { RevokeShareButton } from './revoke-share-button.tsx';
import { ShareLinkButton, type ShareLinkButtonProps } from './share-link-button.tsx';

export function ConversationShareActions({
  chatId,
  title,
  messages,
  initialShareUrl,
  className,
}: {
  chatId: number;
  title: string;
  messages: ShareLinkButtonProps['messages'];
  /** The newest live link when the page loaded (GET /api/account/chat/:id); keep this component keyed by chatId. */
  initialShareUrl?: string;
  className: string;
}) {
  const [shared, setShared] = useState(Boolean(initialShareUrl));
  return (
    <>
      <ShareLinkButton chatId={chatId} title={title} messages={messages} label={T.share} copiedLabel={T.copied} className={className} onShared={() => setShared(true)} />
      {shared && <RevokeShareButton chatId={chatId} title={title} label={T.revokeLink} className={className} onRevoked={() => setShared(false)} />}
      <ExportMarkdownButton chatId={chatId} title={title} label={T.exportMarkdown} className={className} />
      <button type="button" onClick={() => window.print()} className={className}>
        {T.print}
      </button>
    </>
  );
}
