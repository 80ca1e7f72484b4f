/** The per-conversation actions of the account page: Share (copy link), Continue and Delete. */
import { Link } from 'react-router';
import type { ChatHistoryItem } from '../../../../../schema/api/account.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCopyFeedback } from '../../../lib/use-copy-feedback.ts';
import { ACCOUNT_TEXT as T } from '../messages.ts';

export const actionClass = 'rounded-md border border-slate-300 px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50';
const dangerClass = 'rounded-md border border-red-200 px-2.5 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50';
const primaryClass = 'rounded-md bg-blue-900 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-blue-800';

export function CopyLinkButton({ url, title, label, copiedLabel }: { url: string; title: string; label: string; copiedLabel: string }) {
  const toast = useToast();
  const [copied, markCopied] = useCopyFeedback();

  const copy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts; that lands in the catch too.
      await navigator.clipboard.writeText(url);
      markCopied();
      toast({ title: T.copied, description: T.copiedToast });
    } catch {
      toast({ title: T.copyFailed, description: T.copyManually(url), variant: 'destructive' });
    }
  };

  return (
    <button type="button" onClick={() => void copy()} aria-label={`${label}: ${title}`} title={url} className={actionClass}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}

export function ChatActions({ chat, onDelete, withShare = true }: { chat: ChatHistoryItem; onDelete: (chat: ChatHistoryItem) => void; withShare?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {withShare && chat.shareUrl && <CopyLinkButton url={chat.shareUrl} title={chat.title} label="Share" copiedLabel={T.copied} />}
      <button type="button" onClick={() => onDelete(chat)} aria-label={`Delete: ${chat.title}`} className={dangerClass}>
        Delete
      </button>
      <Link to={`/chat/${chat.id}`} aria-label={`Continue: ${chat.title}`} className={primaryClass}>
        Continue
      </Link>
    </div>
  );
}
