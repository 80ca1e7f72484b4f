import { statusTone } from '../../status.ts';

/** Warns that a document is repealed or amended, and by what (spec: status_note). */
export function StatusBanner({ status, note }: { status: string | null; note: string | null }) {
  const s = (status ?? '').toLowerCase();
  if (statusTone(status) === 'repealed') {
    return (
      <div role="note" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">This document has been repealed.</p>
        {note && <p className="mt-1 text-sm">{note}</p>}
        <p className="mt-1 text-sm">It is kept for reference and for periods before the repeal took effect.</p>
      </div>
    );
  }
  if (s.includes('amended')) {
    return (
      <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">This document has been amended.</p>
        {note && <p className="mt-1 text-sm">{note}</p>}
      </div>
    );
  }
  if (s === 'unknown' || (note && statusTone(status) === 'other')) {
    return (
      <div role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
        <p className="font-semibold">Current status not confirmed.</p>
        {note && <p className="mt-1 text-sm">{note}</p>}
      </div>
    );
  }
  return null;
}
