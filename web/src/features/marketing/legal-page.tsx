/**
 * Layout of the static legal pages (terms, privacy): title, last-updated date, contents, sections.
 * The body stays in the binding English (lang="en", left to right) also in the Arabic interface,
 * under an Arabic notice that the English governs.
 */
import type { ReactNode } from 'react';
import { textLinkClass } from '../../components/ui/page-sections.tsx';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { CONTACT_EMAIL } from '../../shared/site.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { LEGAL_PAGE_TEXTS } from './messages.ts';

/** Both legal pages were last updated on 23 November 2026. */
export const LEGAL_LAST_UPDATED = '2026-11-23';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Our contact address as a mail link, within the legal text. */
export const legalMail = (
  <a href={`mailto:${CONTACT_EMAIL}`} className={textLinkClass}>
    {CONTACT_EMAIL}
  </a>
);

/** The last section of both pages: whom to write to, about what. */
export const contactSection = (about: string): LegalSection => ({
  id: 'contact',
  title: 'Contact',
  body: (
    <p>
      {about}: {legalMail}.
    </p>
  ),
});

/** `title` names the page's title among the legal texts (it is also the document title). */
export function LegalPage({ title, intro, sections }: { title: 'privacyTitle' | 'termsTitle'; intro: string; sections: LegalSection[] }) {
  const t = useTexts(LEGAL_PAGE_TEXTS);
  useDocumentTitle(t[title]);
  const { language, format } = useLocale();
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
      <header className="max-w-3xl border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-black tracking-tight text-blue-950 sm:text-4xl">{t[title]}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t.lastUpdated} <time dateTime={LEGAL_LAST_UPDATED}>{format.date(LEGAL_LAST_UPDATED)}</time>
        </p>
        {language === 'ar' && (
          <p role="note" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-950">
            {t.englishBinding}
          </p>
        )}
        <div lang="en" dir="ltr" className="mt-4 space-y-3 text-start text-slate-700">
          <p>{intro}</p>
        </div>
      </header>
      <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label={t.contents} className="mb-8 lg:mb-0">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-24">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{t.contents}</h2>
            <ol lang="en" dir="ltr" className="mt-2 space-y-1 text-start text-sm">
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
        <div lang="en" dir="ltr" className="max-w-3xl space-y-10 text-start">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`} className="text-xl font-bold text-blue-950 sm:text-2xl">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ms-5 [&_li]:list-disc [&_li]:ps-1 [&_ul]:space-y-1.5">{s.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
