/** Cells, shared columns and the empty message of the API cost tables. */
import type { ReactNode } from 'react';
import type { DataColumn } from '../../../../components/ui/data-table.tsx';
import { formatNumber, formatCostAed } from '../../../../lib/format.ts';

export const rowHeaderCell = 'px-4 py-3 text-start font-medium text-slate-900';
export const textCell = 'px-4 py-3 text-slate-700';
export const numberCell = 'whitespace-nowrap px-4 py-3 text-end tabular-nums text-slate-700';

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">{children}</p>;
}

/** The figures of a group of calls (a user, a month), in the order of USAGE_COLUMNS. */
export const USAGE_COLUMNS: DataColumn[] = ['Calls', 'Input Words', 'Output Words', 'Total Words', 'Cost'].map((label) => ({ label, align: 'right' }));

export function UsageCells({
  calls,
  inputWords,
  outputWords,
  totalWords,
  cost,
}: {
  calls: number;
  inputWords: number;
  outputWords: number;
  totalWords: number;
  cost: number;
}) {
  return (
    <>
      {[calls, inputWords, outputWords, totalWords].map((n, i) => (
        <td key={i} className={numberCell}>
          {formatNumber(n)}
        </td>
      ))}
      <td className={numberCell}>{formatCostAed(cost)}</td>
    </>
  );
}
