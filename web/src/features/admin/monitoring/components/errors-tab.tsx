/** Spec §2 monitoring, Errors: counts, the 5 most frequent error types and the newest entries of the error log. */
import type { MonitoringData } from '../../../../../../schema/api/admin-monitoring.ts';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { Alert } from '../../../../components/ui/form-fields.tsx';
import { StatTile } from '../../../../components/ui/stat-tile.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { formatTimestampUtc } from '../format.ts';
import { MONITORING_TEXT as T } from '../messages.ts';
import { Section } from './section.tsx';

const cell = 'px-4 py-3 text-slate-700';

export function ErrorsTab({ errors }: { errors: MonitoringData['errors'] }) {
  if (!errors) return <Alert kind="error">The error log could not be read: the database did not answer.</Alert>;
  const { stats, recent } = errors;
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <StatTile label="Last Hour" value={formatNumber(stats.lastHour)} />
        <StatTile label="Last 24 Hours" value={formatNumber(stats.lastDay)} />
        <StatTile label="Total" value={formatNumber(stats.total)} />
      </dl>
      <Section title="Top Error Types">
        {stats.topErrors.length === 0 ? (
          <p className="text-slate-600">{T.noErrors}</p>
        ) : (
          <DataTable columns={[{ label: 'Error Type' }, { label: 'Count', align: 'right' }]}>
            {stats.topErrors.map((e) => (
              <tr key={e.name}>
                <th scope="row" className="px-4 py-3 text-start font-mono font-medium text-slate-900">
                  {e.name}
                </th>
                <td className={`${cell} text-end tabular-nums`}>{formatNumber(e.count)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Section>
      <Section title="Recent Errors">
        {recent.length === 0 ? (
          <p className="text-slate-600">{T.noRecentErrors}</p>
        ) : (
          <DataTable
            columns={[
              { label: 'Time' },
              { label: 'Method' },
              { label: 'URL' },
              { label: 'Status', align: 'right' },
              { label: 'Message' },
              { label: 'IP' },
              { label: 'User ID', align: 'right' },
            ]}
          >
            {recent.map((e, i) => (
              <tr key={`${e.timestamp}-${i}`} className="align-top">
                <td className={`${cell} whitespace-nowrap`}>{formatTimestampUtc(e.timestamp)}</td>
                <td className={`${cell} font-mono`}>{e.method}</td>
                <td className={`${cell} max-w-xs break-all font-mono text-xs`}>{e.url}</td>
                <td className={`${cell} text-end tabular-nums`}>{e.statusCode}</td>
                <td className={`${cell} max-w-sm break-words`}>{e.error}</td>
                <td className={`${cell} font-mono text-xs`}>{e.ip ?? '—'}</td>
                <td className={`${cell} text-end tabular-nums`}>{e.userId ?? '—'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Section>
    </div>
  );
}
