/** Spec §2 API costs, User Breakdown: per user, calls, words and cost. */
import type { ApiCostUser } from '../../../../../../schema/api/admin-api-costs.ts';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { API_COST_TEXT as T } from '../messages.ts';
import { EmptyState, rowHeaderCell, textCell, USAGE_COLUMNS, UsageCells } from './table-cells.tsx';

export function UserBreakdownTab({ users }: { users: ApiCostUser[] }) {
  if (users.length === 0) return <EmptyState>{T.noData}</EmptyState>;
  return (
    <DataTable columns={[{ label: 'User' }, { label: 'Email' }, ...USAGE_COLUMNS]}>
      {users.map((u) => (
        <tr key={u.userId ?? 'deleted'}>
          <th scope="row" className={rowHeaderCell}>
            {u.userName ?? T.deletedUser}
          </th>
          <td className={textCell}>{u.userEmail ?? '—'}</td>
          <UsageCells calls={u.apiCalls} inputWords={u.inputWords} outputWords={u.outputWords} totalWords={u.totalWords} cost={u.estimatedCost} />
        </tr>
      ))}
    </DataTable>
  );
}
