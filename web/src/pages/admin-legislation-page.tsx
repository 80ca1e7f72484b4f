/**
 * /admin (spec §2 "Admin legislation management"): the record list with its totals, from the
 * admin API. Field editing and record creation build on this page.
 */
import { Link } from 'react-router';
import useSWR from 'swr';
import type { LegislationSummary } from '../../../schema/api/legislation.ts';
import { DataTable, type DataColumn } from '../components/ui/data-table.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { StatTile } from '../components/ui/stat-tile.tsx';
import { StatusBadge } from '../features/legislation/components/status-badge.tsx';
import { formatAed } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const ADMIN_COLUMNS: DataColumn[] = [
  { label: 'Title' },
  { label: 'Type' },
  { label: 'Chapter' },
  { label: 'Status' },
  { label: 'Tax category' },
  { label: 'Words', align: 'right' },
];

export function AdminLegislationPage() {
  useDocumentTitle('Legislation Management');
  const { data, error, isLoading } = useSWR<{ records: LegislationSummary[] }>('/api/admin/legislation');
  const records = data?.records ?? [];
  const sum = (pick: (r: LegislationSummary) => number) => records.reduce((n, r) => n + pick(r), 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-blue-950">Legislation Management</h1>
      <p className="mt-1 text-slate-600">Every record in the collection, including those outside the public Corporate Tax list.</p>
      {isLoading && <Spinner label="Loading legislation…" />}
      {error && (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          Error loading legislation data: {error instanceof Error ? error.message : String(error)}
        </p>
      )}
      {data && (
        <>
          <p className="mt-6 text-sm text-slate-600">{records.length.toLocaleString('en-US')} records</p>
          <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile label="Documents" value={records.length.toLocaleString('en-US')} />
            <StatTile label="Total words" value={sum((r) => r.word_count ?? 0).toLocaleString('en-US')} />
            <StatTile label="Total tokens" value={sum((r) => r.estimated_tokens ?? 0).toLocaleString('en-US')} />
            <StatTile label="Total context cost" value={formatAed(sum((r) => r.context_cost ?? 0))} />
          </dl>
          <DataTable className="mt-6" columns={ADMIN_COLUMNS}>
            {records.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-3 font-medium text-slate-900">
                  <Link to={`/legislation/${r.id}`} className="hover:underline">
                    {r.title}
                  </Link>
                </td>
                <td className="px-4 py-3 text-slate-700">{r.legislation ?? 'Not set'}</td>
                <td className="px-4 py-3 text-slate-700">{r.chapter ?? 'Not set'}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={r.status} />
                </td>
                <td className="px-4 py-3 text-slate-700">{r.tax_category ?? 'Not set'}</td>
                <td className="px-4 py-3 text-right tabular-nums text-slate-700">{(r.word_count ?? 0).toLocaleString('en-US')}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}
