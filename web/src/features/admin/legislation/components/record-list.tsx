/** The expandable record list (spec §4): one record open at a time; its header toggles it. */
import type { ReactNode } from 'react';
import { formatNumber } from '../../../../lib/format.ts';
import type { AdminListRecord } from '../api.ts';
import type { Choices } from '../record-filters.ts';
import { RecordDetails } from './record-details.tsx';

export function RecordList({
  records,
  expandedId,
  onToggle,
  choices,
  statusBadge,
}: {
  records: AdminListRecord[];
  expandedId: number | null;
  onToggle: (id: number) => void;
  choices: Choices;
  statusBadge: (status: string | null) => ReactNode;
}) {
  if (records.length === 0)
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">No legislation matches the search and filters.</p>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {records.map((r) => {
        const open = r.id === expandedId;
        const panelId = `admin-record-${r.id}`;
        const headerId = `${panelId}-header`;
        return (
          <li key={r.id}>
            <h3>
              <button
                id={headerId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(r.id)}
                className={`flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-start hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ${open ? 'bg-blue-50/60' : ''}`}
              >
                <span aria-hidden="true" className={`text-slate-500 transition-transform ${open ? 'rotate-90' : ''}`}>
                  ▸
                </span>
                <span className="min-w-0 flex-1 font-semibold text-slate-900">{r.title}</span>
                {statusBadge(r.status)}
                <span className="text-xs text-slate-600">{[r.legislation, r.chapter, r.tax_category ?? 'No tax category'].filter(Boolean).join(' · ')}</span>
                <span className="text-xs tabular-nums text-slate-500">{formatNumber(r.word_count)} words</span>
              </button>
            </h3>
            {open && (
              <div id={panelId} role="region" aria-labelledby={headerId} className="border-t border-slate-200 px-4 py-4">
                <RecordDetails id={r.id} choices={choices} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
