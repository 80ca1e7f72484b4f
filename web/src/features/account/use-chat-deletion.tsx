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
import { useMutation } from '../../lib/use-mutation.ts';

type Pending = { kind: 'one'; chat: ChatHistoryItem } | { kind: 'all'; count: number };

export function useChatDeletion(userId: number) {
  const T = useTexts(ACCOUNT_TEXTS);
  const { format } = useLocale();
  const toast = useToast();
  const revalidate = useRevalidateConversations(userId);
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useMutation(
    async (what: Pending) => {
      if (what.kind === 'one') {
        await deleteChat(what.chat.id);
        toast({ title: T.conversationDeleted, description: T.conversationDeletedDetail(what.chat.title) });
      } else {
        await deleteAllChats();
        toast({ title: T.allConversationsDeleted, description: T.allConversationsDeletedDetail });
      }
    },
    {
      errorOf: (e) => {
        // A refusal from the API carries its reason (worded from its code); anything else (network, parse) does not.
        const description = !(e instanceof ApiError)
          ? T.unexpectedError
          : errorCode(e) === 'CHAT_NOT_FOUND'
            ? T.chatNotFound
            : serverMessage(e, T.deleteFailedFallback);
        toast({ title: T.deleteFailed, description, variant: 'destructive' });
        return null;
      },
      onSettled: () => {
        setPending(null);
        void revalidate();
      },
    },
  );
  const { busy } = remove;

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
      onConfirm={() => {
        if (pending) void remove.run(pending);
      }}
      onCancel={() => !busy && setPending(null)}
    />
  );

  return {
    askDeleteOne: (chat: ChatHistoryItem) => setPending({ kind: 'one', chat }),
    askDeleteAll: (count: number) => setPending({ kind: 'all', count }),
    dialog,
  };
}
