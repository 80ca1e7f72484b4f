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

/** 'Failed to delete user: {error}' with the server's reason; the generic text when there is none (network, 5xx). */
export function deleteFailureText(err: unknown): string {
  const reason = serverMessage(err, '');
  return reason ? M.deleteFailed(reason) : M.deleteFailedFallback;
}

export function useUserDeletion() {
  const toast = useToast();
  const forget = useForgetUser();
  const [pending, setPending] = useState<AdminUserRow | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    const user = pending;
    setBusy(true);
    try {
      await deleteUser(user.id);
      toast({ title: M.userDeleted(user.email) });
      await forget(user.id);
    } catch (err) {
      toast({ title: deleteFailureText(err), variant: 'destructive' });
      // Already deleted elsewhere (404): the reload takes them off the lists as well.
      if (err instanceof ApiError && err.status === 404) await forget(user.id);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={T.deleteTitle}
      message={T.deleteMessage(pending?.email ?? '')}
      confirmLabel={busy ? 'Deleting…' : T.deleteConfirm}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => !busy && setPending(null)}
    />
  );

  return { askDelete: setPending, dialog };
}
