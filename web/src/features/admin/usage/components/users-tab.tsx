/** Spec §2 "Admin usage", Users tab: id, name or 'No Name', e-mail, created date, total words, Delete. */
import type { AdminUserRow } from '../../../../../../schema/api/admin-usage.ts';
import { formatDate, formatNumber } from '../../../../lib/format.ts';
import { USAGE_TEXT as T } from '../messages.ts';
import { ResponsiveRows, type RowField } from './responsive-rows.tsx';
import { Button } from '../../../../components/ui/button.tsx';

export function UsersTab({
  users,
  truncated,
  currentUserId,
  onDelete,
}: {
  users: AdminUserRow[];
  truncated: boolean;
  currentUserId: number;
  onDelete: (user: AdminUserRow) => void;
}) {
  if (users.length === 0) return <p className="text-sm text-slate-600">{T.noUsers}</p>;
  const fields: RowField<AdminUserRow>[] = [
    { label: 'ID', cell: (u) => u.id },
    { label: 'Name', cell: (u) => u.name.trim() || <span className="italic text-slate-500">{T.noName}</span> },
    { label: 'Email', cell: (u) => u.email },
    { label: 'Created', cell: (u) => <span className="whitespace-nowrap">{formatDate(u.created_at)}</span> },
    { label: 'Total Words', align: 'right', cell: (u) => formatNumber(u.total_words) },
    {
      label: 'Actions',
      hidden: true,
      cell: (u) =>
        u.id === currentUserId ? (
          // Deleting the signed-in account would end this session mid-task; the server refuses it too.
          <span className="inline-flex items-center gap-2">
            <Button disabled aria-label={`Delete ${u.email}`} aria-describedby={`self-${u.id}`} variant="danger" size="xs">
              Delete
            </Button>
            <span id={`self-${u.id}`} className="text-xs text-slate-500">
              {T.cannotDeleteSelf}
            </span>
          </span>
        ) : (
          <Button onClick={() => onDelete(u)} aria-label={`Delete ${u.email}`} variant="danger" size="xs">
            Delete
          </Button>
        ),
    },
  ];
  return (
    <div className="space-y-3">
      {truncated && <p className="text-sm text-slate-600">{T.usersCapped}</p>}
      <ResponsiveRows label="Users" fields={fields} rows={users} rowKey={(u) => u.id} />
    </div>
  );
}
