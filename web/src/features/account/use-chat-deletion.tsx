/**
 * Deleting one conversation or all of them, each behind a confirmation (spec §5), with the
 * toasts of spec §8 and a reload of the list and counts afterwards.
 */
import { useState } from 'react';
import type { ChatHistoryItem } from '../../../../schema/api/account.ts';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError, serverMessage } from '../../lib/api-client.ts';
import { deleteAllChats, deleteChat, useRevalidateConversations } from './api.ts';
import { ACCOUNT_TEXT as T } from './messages.ts';

type Pending = { kind: 'one'; chat: ChatHistoryItem } | { kind: 'all'; count: number };

export function useChatDeletion(userId: number) {
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
        toast({ title: T.conversationDeleted, description: `“${pending.chat.title}” has been deleted.` });
      } else {
        await deleteAllChats();
        toast({ title: T.allConversationsDeleted, description: 'Your conversation history is now empty.' });
      }
    } catch (e) {
      // A refusal from the API carries its reason; anything else (network, parse) does not.
      const description = e instanceof ApiError ? serverMessage(e, T.deleteFailedFallback) : T.unexpectedError;
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
      title={pending?.kind === 'all' ? 'Delete All Conversations' : 'Delete Conversation'}
      message={
        pending?.kind === 'all'
          ? `Are you sure you want to delete all ${pending.count} conversations? This cannot be undone.`
          : `Are you sure you want to delete “${pending?.chat.title ?? ''}”? This cannot be undone.`
      }
      confirmLabel={pending?.kind === 'all' ? 'Delete All' : 'Delete'}
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
