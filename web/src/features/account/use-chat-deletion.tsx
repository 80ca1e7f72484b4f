/**
 * Deleting one conversation or all of them, each behind a confirmation (spec §5), with the
 * toasts of spec §8 and a reload of the list and counts afterwards.
 */
import { useState } from 'react';
import type { ChatHistoryItem } from '../../../../schema/api/account.ts';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError, errorCode, serverMessage } from '../../lib/api-client.ts';
import { deleteAllChats, deleteChat, useRevalidateConversations } from './api.ts';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { ACCOUNT_TEXTS, countText } from './messages.ts';

type Pending = { kind: 'one'; chat: ChatHistoryItem } | { kind: 'all'; count: number };

export function useChatDeletion(userId: number) {
  const T = useTexts(ACCOUNT_TEXTS);
  const { format } = useLocale();
  const toast = useToast();
  const revalidate = useRevalidateConversations(userId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'one') {
        await deleteChat(pending.chat.id);
        toast({ title: T.conversationDeleted, description: T.conversationDeletedDetail(pending.chat.title) });
      } else {
        await deleteAllChats();
        toast({ title: T.allConversationsDeleted, description: T.allConversationsDeletedDetail });
      }
    } catch (e) {
      // A refusal from the API carries its reason (worded from its code); anything else (network, parse) does not.
      const description = !(e instanceof ApiError)
        ? T.unexpectedError
        : errorCode(e) === 'CHAT_NOT_FOUND'
          ? T.chatNotFound
          : serverMessage(e, T.deleteFailedFallback);
      toast({ title: T.deleteFailed, description, variant: 'destructive' });
    } finally {
      setBusy(false);
      setPending(null);
      await revalidate();
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.kind === 'all' ? T.deleteAllTitle : T.deleteOneTitle}
      message={
        pending?.kind === 'all'
          ? countText(format, pending.count, T.deleteAllConfirm, format.digits(String(pending.count)))
          : T.deleteOneConfirm(pending?.chat.title ?? '')
      }
      confirmLabel={pending?.kind === 'all' ? T.deleteAll : T.delete}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => !busy && setPending(null)}
    />
  );

  return {
    askDeleteOne: (chat: ChatHistoryItem) => setPending({ kind: 'one', chat }),
    askDeleteAll: (count: number) => setPending({ kind: 'all', count }),
    dialog,
  };
}
