/** A full-page message card: a title, what happened, and where to go next (not found, login required…). */
import type { ReactNode } from 'react';

export const noticePrimaryClass = 'inline-flex items-center justify-center rounded-md bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800';
export const noticeSecondaryClass = 'inline-flex items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50';

export function NoticeCard({ title, children, actions, tone = 'default' }: { title: string; children: ReactNode; actions: ReactNode; tone?: 'default' | 'warning' | 'error' }) {
  const border = tone === 'error' ? 'border-red-200' : tone === 'warning' ? 'border-amber-300' : 'border-slate-200';
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <div className={`rounded-xl border ${border} bg-white p-8 text-center shadow-sm`}>
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <div className="mt-2 text-slate-600">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div>
      </div>
    </div>
  );
}
