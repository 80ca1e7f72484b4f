/** The founder quote of the About page (spec §2). No person is named. */
import { useTexts } from '../../i18n/locale.tsx';
import { FOUNDER_TEXTS } from './messages.ts';

export function FounderQuote() {
  const t = useTexts(FOUNDER_TEXTS);
  return (
    <figure className="mx-auto max-w-4xl rounded-2xl bg-slate-50 px-6 py-10 text-center ring-1 ring-slate-200 sm:px-12">
      <svg viewBox="0 0 32 32" className="mx-auto h-10 w-10 text-amber-400" aria-hidden="true">
        <path
          fill="currentColor"
          d="M13 8C7.5 9.5 4 13.6 4 19.2 4 23 6.3 25 9 25c2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.2-4-4.2-.4 0-.9.1-1.1.2.5-2.7 2.9-5.2 5.6-6.3zm14 0c-5.5 1.5-9 5.6-9 11.2 0 3.8 2.3 5.8 5 5.8 2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.2-4-4.2-.4 0-.9.1-1.1.2.5-2.7 2.9-5.2 5.6-6.3z"
        />
      </svg>
      <blockquote className="mt-4 text-xl font-medium leading-relaxed text-blue-950 sm:text-2xl">
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-600">{t.attribution}</figcaption>
    </figure>
  );
}
