/** A dashboard tile whose value may be a badge or a sentence, with an optional note under it. Place inside a <dl>. */
import type { ReactNode } from 'react';
import { MONITORING_TEXT as T } from '../messages.ts';

export function FigureTile({ label, note, children }: { label: string; note?: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{children}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** What a tile says for a figure the Workers runtime does not have. */
export function NotAvailable() {
  return <span className="text-sm font-medium text-slate-600">{T.notAvailable}</span>;
}

/** A figure still loading (or whose request failed: the page says so above the tabs). */
export const PENDING = '…';
