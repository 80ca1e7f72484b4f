/** Revoke (behind a confirmation): every live link of the conversation stops working. */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { useMutation } from '../../../lib/use-mutation.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { revokeShare, shareErrorText } from '../api.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { SHARE_TEXTS } from '../messages.ts';

export function RevokeShareButton({
  chatId,
  title,
  label,
  className,
  nameWithTitle = false,
  onRevoked,
  onChanged,
}: {
  chatId: number;
  title: string;
  label: string;
  className: string;
  /** In lists, where many buttons read alike, the accessible name also names the conversation. */
  nameWithTitle?: boolean;
  onRevoked?: () => void;
  /** After every attempt: the page reloads what shows the conversation's links (the account lists). */
  onChanged: () => Promise<unknown> | void;
}) {
  const T = useTexts(SHARE_TEXTS);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const { run: revoke, busy } = useMutation(() => revokeShare(chatId), {
    onSuccess: () => {
      toast({ title: T.revoked, description: T.revokedDescription(title) });
      onRevoked?.();
    },
    errorOf: (e) => {
      toast({ title: T.revokeFailed, description: shareErrorText(e, T.server, T.revokeFailedFallback), variant: 'destructive' });
      return null;
    },
    onSettled: () => {
      setAsking(false);
      void onChanged();
    },
  });

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
        aria-label={nameWithTitle ? `${label}: ${title}` : undefined}
        className={className}
      >
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        title={T.revokeTitle}
        message={T.revokeMessage}
        confirmLabel={T.revoke}
        danger
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => !busy && setAsking(false)}
      />
    </>
  );
}
