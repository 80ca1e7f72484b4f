import { useMemo } from 'react';
import { RECORDS_WITH_MATCHES, type LegislationListResponse } from '../../../../../schema/api/legislation.ts';
import { LegislationRow } from './legislation-row.tsx';

export function ResultsCount({ data }: { data: LegislationListResponse }) {
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      Showing {data.records.length} of {data.total} filtered from {data.total_records} total records
    </p>
  );
}

/** The rows of a keyword search that came without their matching articles, in chunks of one request each, by record id. */
function matchChunks(data: LegislationListResponse): Map<number, number[]> {
  const chunks = new Map<number, number[]>();
  if (!data.search) return chunks;
  const pending = data.records.filter((r) => !r.matches).map((r) => r.id);
  for (let i = 0; i < pending.length; i += RECORDS_WITH_MATCHES) {
    const chunk = pending.slice(i, i + RECORDS_WITH_MATCHES);
    for (const id of chunk) chunks.set(id, chunk);
  }
  return chunks;
}

export function LegislationResults({ data }: { data: LegislationListResponse }) {
  const chunks = useMemo(() => matchChunks(data), [data]);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[720px] text-left">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Title &amp; Content
            </th>
            <th scope="col" className="w-64 px-4 py-3">
              Details
            </th>
            <th scope="col" className="w-44 px-4 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.records.map((r) => (
            <LegislationRow key={r.id} record={r} search={data.search} matchChunk={chunks.get(r.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
