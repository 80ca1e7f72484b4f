import { useId } from 'react';
import { Link } from 'react-router';
import { citationItems, matchCitationToDocument, type CitationItem, type KnownDocument } from '../citation-match.ts';
import type { MultiDocumentSearchResponse } from '../../../../../schema/api/research.ts';
import { statusAr } from '../../../../../schema/arabic-labels.ts';
import { passageLabelAr } from '../../../../../schema/api/legislation-labels.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { SEARCH_TEXTS } from '../messages.ts';
import { arabicHeading, arabicTitle } from '../../../shared/citations.ts';
import { Button } from '../../../components/ui/button.tsx';

const badge = 'inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold';

function statusClass(status: string): string {
  const s = status.toLowerCase();
  if (s.includes('repealed')) return 'bg-red-100 text-red-800';
  if (s.includes('active')) return 'bg-emerald-100 text-emerald-800';
  return 'bg-slate-100 text-slate-700';
}

function CitationEntry({
  item,
  professional,
  documents,
  onOpenDocumentChat,
}: {
  item: CitationItem;
  professional: boolean;
  documents: readonly KnownDocument[];
  onOpenDocumentChat: (legislationId: number) => void;
}) {
  const T = useTexts(SEARCH_TEXTS);
  const { language, format } = useLocale();
  const titleId = useId();
  const c = item.citation;
  const match = matchCitationToDocument(item.text, documents);
  // The collection's titles and headings are English: in the Arabic interface they keep their own direction.
  const english = language === 'ar' ? ({ lang: 'en', dir: 'ltr' } as const) : {};
  // An answer to an Arabic question names its documents by their official Arabic titles too.
  const titleAr = language === 'ar' && c ? arabicTitle(c) : null;
  const headingAr = language === 'ar' && c ? arabicHeading(c) : null;
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-blue-900 text-xs font-bold text-white">{format.number(item.n)}</span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p id={titleId} {...(titleAr ? {} : english)} className="font-semibold text-slate-900">
          {titleAr ?? (c ? c.title : item.text)}
        </p>
        {c &&
          (language === 'ar' ? (
            <p className="text-sm text-slate-700">
              {format.digits(passageLabelAr(c.article))}
              {headingAr
                ? `: ${headingAr}`
                : c.heading && (
                    <>
                      {': '}
                      <span {...english}>{c.heading}</span>
                    </>
                  )}
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              {c.article_label}
              {c.heading ? `: ${c.heading}` : ''}
            </p>
          ))}
        <div className="flex flex-wrap items-center gap-1.5">
          {c?.status && (
            <span className={`${badge} ${statusClass(c.status)}`}>{T.status(language === 'ar' ? (statusAr(c.status) ?? c.status) : c.status)}</span>
          )}
          {c?.repealed && <span className={`${badge} bg-red-600 text-white`}>{T.repealed}</span>}
          {professional && <span className={`${badge} bg-amber-100 text-amber-900`}>{T.professionalBadge}</span>}
        </div>
        {(c || match) && (
          <div className="flex flex-wrap items-center gap-3 pt-1">
            {c && (
              <Link to={c.url} aria-describedby={titleId} className="text-sm font-semibold text-blue-800 underline hover:text-blue-950">
                {T.openArticle}
              </Link>
            )}
            {match && (
              <Button aria-describedby={titleId} onClick={() => onOpenDocumentChat(match.id)} variant="soft" size="sm">
                {T.chatWithDocument}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** Spec §2: the numbered, de-duplicated 'Professional Legal Citations' list. */
export function CitationList({
  result,
  documents,
  onOpenDocumentChat,
}: {
  result: MultiDocumentSearchResponse;
  documents: readonly KnownDocument[];
  onOpenDocumentChat: (legislationId: number) => void;
}) {
  const T = useTexts(SEARCH_TEXTS);
  const headingId = useId();
  const items = citationItems(result);
  if (items.length === 0) return null;
  const professional = (result.professional_citations?.length ?? 0) > 0;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {T.citationsTitle}
      </h3>
      <ol className="space-y-2">
        {items.map((item) => (
          <CitationEntry key={item.key} item={item} professional={professional} documents={documents} onOpenDocumentChat={onOpenDocumentChat} />
        ))}
      </ol>
    </section>
  );
}
