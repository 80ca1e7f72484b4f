import { Link } from 'react-router';
import type { Citation } from '../../../../schema/api/research.ts';
import { passageLabelAr } from '../../../../schema/api/legislation-labels.ts';
import { absoluteUrl, arabicHeading, arabicTitle, orderedCitations } from '../../shared/citations.ts';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { COMMON_TEXTS } from '../messages.ts';

/**
 * The compact list of the articles an answer cites, under the answer. On paper it is the
 * answer's footnotes: each entry also prints the full address of its article, since a
 * printed link cannot be followed.
 */
export function MessageCitations({ citations }: { citations: readonly Citation[] }) {
  const t = useTexts(COMMON_TEXTS);
  const { language, format } = useLocale();
  // In Arabic the article is named as the official Arabic names it, and the document by its Arabic title when the answer gave one.
  const source = (c: Citation) =>
    language === 'ar'
      ? t.source(arabicTitle(c) ?? c.title, format.digits(passageLabelAr(c.article)), arabicHeading(c) ?? c.heading)
      : t.source(c.title, c.article_label, c.heading);
  const unique = orderedCitations(citations);
  if (unique.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-100 pt-2 print:border-slate-300">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t.sources}</p>
      <ol className="mt-1 space-y-1 text-sm">
        {unique.map((c) => (
          <li key={c.n} className="flex gap-2">
            <span className="font-semibold text-slate-500">[{c.n}]</span>
            <span className="min-w-0">
              <Link to={c.url} className="text-blue-800 underline hover:text-blue-950 print:text-slate-900 print:no-underline">
                {source(c)}
              </Link>
              {c.repealed && <span className="ms-2 rounded bg-red-100 px-1.5 text-[11px] font-semibold text-red-800">{t.repealed}</span>}
              <span className="hidden break-all text-slate-700 print:inline"> — {absoluteUrl(c.url)}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
