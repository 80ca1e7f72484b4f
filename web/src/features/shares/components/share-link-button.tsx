/**
 * Share / Copy Link (spec §4 "Copy feedback", §8 account toasts): asks the server for the
 * conversation's live link (the same link while it is unchanged, a new one once it grew), copies
 * it, and says so for 2 seconds. 'Creating...' while the server works.
 */
import { useToast } from '../../../components/ui/toast.tsx';
import { useCopyFeedback } from '../../../lib/use-copy-feedback.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { createShareLink, shareErrorText, shareRequest } from '../api.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { SHARE_TEXTS } from '../messages.ts';

export interface ShareLinkButtonProps {
  chatId: number;
  title: string;
  /** The conversation as shown, when at hand: its last answer goes with the request (spec §7). */
  messages?: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  label: string;
  copiedLabel: string;
  className: string;
  /** In lists, where many buttons read alike, the accessible name also names the conversation. */
  nameWithTitle?: boolean;
  onShared?: (url: string) => void;
  /** After a new link: the page reloads what shows the conversation's links (the account lists). */
  onChanged: () => Promise<unknown> | void;
}

export function ShareLinkButton({ chatId, title, messages, label, copiedLabel, className, nameWithTitle = false, onShared, onChanged }: ShareLinkButtonProps) {
  const T = useTexts(SHARE_TEXTS);
  const toast = useToast();
  const [copied, markCopied] = useCopyFeedback();

  const copy = async (url: string) => {
    onShared?.(url);
    // The account lists show the newest live link.
    void onChanged();
    try {
      // navigator.clipboard is missing outside secure contexts; that lands in the catch too.
      await navigator.clipboard.writeText(url);
      markCopied();
      toast({ title: T.copied, description: T.copiedToast });
    } catch {
      toast({ title: T.copyFailed, description: T.copyManually(url), variant: 'destructive' });
    }
  };
  const share = useMutation(() => createShareLink(shareRequest(chatId, title, messages)), {
    // Not awaited: 'Creating...' ends with the server's answer; the copy and its feedback follow.
    onSuccess: ({ shareUrl }) => void copy(shareUrl),
    errorOf: (e) => {
      // Spec §8 only logs this; the toast is added so a person who clicked is not left guessing.
      console.error('Share-link creation failed', e);
      toast({ title: T.shareFailed, description: shareErrorText(e, T.server, T.shareFailedFallback), variant: 'destructive' });
      return null;
    },
  });
  const creating = share.busy;

  return (
    <button
      type="button"
      onClick={() => void share.run()}
      // aria-disabled, not disabled: a disabled button drops the keyboard focus of whoever pressed it.
      aria-disabled={creating || undefined}
      aria-label={nameWithTitle ? `${label}: ${title}` : undefined}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      <span aria-live="polite">{creating ? T.creating : copied ? copiedLabel : label}</span>
    </button>
  );
}
