/**
 * Deleting a user (spec §4 "Admin user delete", §5, §8 "Admin"): a confirmation naming the e-mail,
 * then the user and their chats leave both lists and a toast says so; a failure says why.
 */
import { useState } from 'react';
import { ADMIN_USAGE_MESSAGES as M, type AdminUserRow } from '../../../../../schema/api/admin-usage.ts';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { deleteUser, useForgetUser } from './api.ts';
import { USAGE_TEXT as T } from './messages.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

/** 'Failed to delete user: {error}' with the server's reason; the generic text when there is none (network, 5xx). */
export function deleteFailureText(err: unknown): string {
  const reason = serverMessage(err, '');
  return reason ? M.deleteFailed(reason) : M.deleteFailedFallback;
}

export function useUserDeletion() {
  const toast = useToast();
  const forget = useForgetUser();
  const [pending, setPending] = useState<AdminUserRow | null>(null);
  const remove = useMutation(
    async (user: AdminUserRow) => {
      try {
        await deleteUser(user.id);
      } catch (err) {
        // Already deleted elsewhere (404): the reload takes them off the lists as well.
        if (err instanceof ApiError && err.status === 404) await forget(user.id);
        throw err;
      }
      toast({ title: M.userDeleted(user.email) });
      await forget(user.id);
    },
    {
      errorOf: (err) => {
        toast({ title: deleteFailureText(err), variant: 'destructive' });
        return null;
      },
      onSettled: () => setPending(null),
    },
  );
  const { busy } = remove;

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={T.deleteTitle}
      message={T.deleteMessage(pending?.email ?? '')}
      confirmLabel={busy ? 'Deleting…' : T.deleteConfirm}
      danger
      busy={busy}
      onConfirm={() => {
        if (pending) void remove.run(pending);
      }}
      onCancel={() => !busy && setPending(null)}
    />
  );

  return { askDelete: setPending, dialog };
}
