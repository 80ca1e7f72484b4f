/** A bordered table that scrolls sideways on narrow screens, with a header row of column names. */
import type { ReactNode } from 'react';

export interface DataColumn {
  label: string;
  align?: 'right';
  /** Named for screen readers only (e.g. an actions column). */
  hidden?: boolean;
}

export function DataTable({ columns, className = '', children }: { columns: DataColumn[]; className?: string; children: ReactNode }) {
  return (
    <div className={`overflow-x-auto rounded-lg border border-slate-200 bg-white ${className}`}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-start text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={`px-4 py-3 ${c.align === 'right' ? 'text-end' : ''}`}>
                {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
