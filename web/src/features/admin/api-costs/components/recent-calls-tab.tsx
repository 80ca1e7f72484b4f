/** Spec §2 API costs, Recent API Calls: user, model, context, words and time, newest first. */
import type { ApiCallEntry } from '../../../../../../schema/api/admin-api-costs.ts';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { formatCallTime } from '../format.ts';
import { API_COST_TEXT as T } from '../messages.ts';
import { ContextViewer } from './context-viewer.tsx';
import { EmptyState, numberCell, rowHeaderCell, textCell } from './table-cells.tsx';

export function RecentCallsTab({ calls }: { calls: ApiCallEntry[] }) {
  if (calls.length === 0) return <EmptyState>{T.noRecentCalls}</EmptyState>;
  return (
    <DataTable
      columns={[
        { label: 'User' },
        { label: 'Model' },
        { label: 'Context' },
        { label: 'Input', align: 'right' },
        { label: 'Output', align: 'right' },
        { label: 'Total', align: 'right' },
        { label: 'Timestamp' },
      ]}
    >
      {calls.map((c) => (
        <tr key={c.id} className="align-top">
          <th scope="row" className={rowHeaderCell}>
            {c.userName ?? T.deletedUser}
          </th>
          <td className={`${textCell} font-mono text-xs`}>{c.model}</td>
          <td className={textCell}>
            <ContextViewer callId={c.id} context={c.context} />
          </td>
          <td className={numberCell}>{formatNumber(c.inputWords)}</td>
          <td className={numberCell}>{formatNumber(c.outputWords)}</td>
          <td className={numberCell}>{formatNumber(c.totalWords)}</td>
          <td className={`${textCell} whitespace-nowrap`}>{formatCallTime(c.timestamp)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
