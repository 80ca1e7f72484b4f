/**
 * The per-conversation actions of the account page (spec §2 "Account page"): sharing, export,
 * Delete and Continue. Every share button asks the server for the live link, so a conversation
 * that grew since it was shared gets a new link with the new answers.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChatHistoryItem } from '../../../../../schema/api/account.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { ACCOUNT_TEXTS } from '../messages.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';

/** The shares feature's buttons of one conversation, put in by the account page. */
export interface ShareControls {
  /** 'share': Share; 'copy-link': Copy Link of a live link. */
  shareButton: (chat: ChatHistoryItem, kind: 'share' | 'copy-link', className: string) => ReactNode;
  revokeButton: (chat: ChatHistoryItem, className: string) => ReactNode;
  exportButton: (chat: ChatHistoryItem, className: string) => ReactNode;
}

export const actionClass = buttonClass({ variant: 'secondary', size: 'xs' });
const dangerClass = buttonClass({ variant: 'danger', size: 'xs' });
const primaryClass = buttonClass({ size: 'xs' });

/** The 'Share Link' of the history: Copy Link and Revoke while a link is live, else 'None'. */
export function ShareLinkCell({ chat, controls }: { chat: ChatHistoryItem; controls: ShareControls }) {
  const T = useTexts(ACCOUNT_TEXTS);
  if (!chat.shareUrl) return <span className="text-slate-500">{T.none}</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {controls.shareButton(chat, 'copy-link', actionClass)}
      {controls.revokeButton(chat, dangerClass)}
    </div>
  );
}

/**
 * 'recent' (the overview): Share only where a link exists. 'history': Share for conversations not
 * shared yet, and Export; a live link's own controls are the ShareLinkCell.
 */
/** What a conversation's row or card is given: the chat, its delete handler, where it is shown, and the share tools. */
export interface ChatItemProps {
  chat: ChatHistoryItem;
  onDelete: (chat: ChatHistoryItem) => void;
  variant: 'recent' | 'history';
  controls: ShareControls;
}

export function ChatActions({ chat, onDelete, variant, controls }: ChatItemProps) {
  const T = useTexts(ACCOUNT_TEXTS);
  const share = variant === 'recent' ? !!chat.shareUrl : !chat.shareUrl;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {share && controls.shareButton(chat, 'share', actionClass)}
      {variant === 'history' && controls.exportButton(chat, actionClass)}
      <Button onClick={() => onDelete(chat)} aria-label={T.deleteLabel(chat.title)} variant="danger" size="xs">
        {T.delete}
      </Button>
      <Link to={`/chat/${chat.id}`} aria-label={T.continueLabel(chat.title)} className={primaryClass}>
        {T.continue}
      </Link>
    </div>
  );
}
