/**
 * The rows of an admin list, from one description of their fields: labelled cards below lg (phones,
 * tablets) and a table from lg up, so both show the same cells.
 */
import { Fragment, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table.tsx';

export interface RowField<T> extends DataColumn {
  cell: (row: T) => ReactNode;
}

export function ResponsiveRows<T>({ label, fields, rows, rowKey }: { label: string; fields: RowField<T>[]; rows: T[]; rowKey: (row: T) => number }) {
  return (
    <>
      <ul aria-label={label} className="space-y-3 lg:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-slate-200 bg-white p-4">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              {fields.map((f) => (
                <Fragment key={f.label}>
                  <dt className={`font-semibold text-slate-500 ${f.hidden ? 'sr-only' : ''}`}>{f.label}</dt>
                  <dd className={`min-w-0 break-words text-slate-800 ${f.hidden ? 'col-span-2' : ''}`}>{f.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <DataTable className="hidden lg:block" columns={fields}>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {fields.map((f) => (
              <td key={f.label} className={`px-4 py-3 align-middle text-slate-700 ${f.align === 'right' ? 'text-end tabular-nums' : ''}`}>
                {f.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </>
  );
}
