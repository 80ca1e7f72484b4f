/** Layout of the static legal pages (terms, privacy): title, last-updated date, contents, sections. */
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';

/** Both legal pages were last updated on 23 November 2026. */
export const LEGAL_LAST_UPDATED = '2026-11-23';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
      <header className="max-w-3xl border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-black tracking-tight text-blue-950 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{formatDate(LEGAL_LAST_UPDATED)}</time>
        </p>
        <div className="mt-4 space-y-3 text-slate-700">{intro}</div>
      </header>
      <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label="Contents" className="mb-8 lg:mb-0">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-24">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600">Contents</h2>
            <ol className="mt-2 space-y-1 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="block rounded px-1 py-0.5 text-blue-800 hover:bg-white hover:text-blue-950">
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`} className="text-xl font-bold text-blue-950 sm:text-2xl">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
