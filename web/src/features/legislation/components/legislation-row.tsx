/** One record of the results table (a card below 640 px): title and content, details, actions; expandable details (spec §2). */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { passageLabel, passageLabelAr } from '../../../../../schema/api/legislation-labels.ts';
import type { LegislationListItem } from '../../../../../schema/api/legislation.ts';
import { HighlightedText } from '../../../components/ui/highlighted-text.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { useArticleMatches, useLegislationDocument, useLegislationOverview } from '../api.ts';
import { localizedType } from '../labels.ts';
import { LEGISLATION_ROW_TEXTS } from '../messages.ts';
import { editorialKeyPoints, editorialSummary } from '../editorial-texts.ts';
import { AiAssistantButton } from './ai-assistant-button.tsx';
import { EnglishText, englishBlock } from './english-text.tsx';
import { ChapterIcon, TypeIcon } from './icons.tsx';
import { StatusBadge } from './status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The record's text: in Arabic its official Arabic where the record has one, else the English. */
function OriginalText({ id }: { id: number }) {
  const { data, error, isLoading } = useLegislationDocument(String(id));
  const t = useTexts(LEGISLATION_ROW_TEXTS);
  const { language } = useLocale();
  if (isLoading) return <p className="text-sm text-slate-500">{t.loadingText}</p>;
  if (error || !data)
    return (
      <p className="text-sm text-red-700">
        {t.textLoadFailed} {error?.message}
      </p>
    );
  if (!data.original_text) return <p className="text-sm text-slate-600">{t.textProcessing}</p>;
  const arabic = language === 'ar' && data.original_text_ar ? data.original_text_ar : null;
  return (
    <div
      role="region"
      aria-label={t.originalText}
      tabIndex={0}
      {...(arabic !== null ? { lang: 'ar', dir: 'rtl' } : englishBlock(language))}
      className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed"
    >
      {arabic ?? data.original_text}
    </div>
  );
}

function KeyPoints({ id }: { id: number }) {
  const { data, error, isLoading } = useLegislationOverview(id);
  const t = useTexts(LEGISLATION_ROW_TEXTS);
  const { language } = useLocale();
  if (isLoading) return <p className="text-sm text-slate-500">{t.loadingKeyPoints}</p>;
  if (error || !data)
    return (
      <p className="text-sm text-red-700">
        {t.keyPointsLoadFailed} {error?.message}
      </p>
    );
  const { points, attributes } = editorialKeyPoints(language, data);
  if (!points.length) return null;
  return (
    <div>
      <h4 className="text-xs font-bold uppercase tracking-wide text-slate-500">{t.keyPoints}</h4>
      <ul {...attributes} className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
        {points.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

/** The mark of a record whose text the collection does not hold: it says so in words, and what that means. */
function TextMissingBadge() {
  const t = useTexts(LEGISLATION_ROW_TEXTS);
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/30">
      {t.textNotAvailable}
      <span className="sr-only">{`: ${t.textNotAvailableNote}`}</span>
    </span>
  );
}

export interface LegislationRowProps {
  record: LegislationListItem;
  /** The keyword of a keyword search. */
  search?: string;
  /** Without matches in the list: the ids of the rows whose matches load with this row's (see useArticleMatches). */
  matchChunk?: readonly number[];
}

export function LegislationRow({ record, search, matchChunk }: LegislationRowProps) {
  const [open, setOpen] = useState(false);
  const [showText, setShowText] = useState(false);
  const detailsId = useId();
  const t = useTexts(LEGISLATION_ROW_TEXTS);
  const { language, format } = useLocale();
  const arabic = language === 'ar';
  const href = `/legislation/${record.id}`;
  const later = useArticleMatches(record.matches ? null : (search ?? null), matchChunk);
  const matches = record.matches ?? later.data?.matches[record.id];
  const type = localizedType(record.legislation, language);
  // The Arabic interface leads with the official Arabic title where the record has one, the English under it.
  const arabicTitle = arabic && record.title_ar ? record.title_ar : null;
  const summary = editorialSummary(language, record);

  return (
    <tr role="row" className="align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:shadow-sm">
      <td role="cell" className="px-4 py-4 max-sm:block max-sm:break-words">
        <div className="flex items-start gap-2">
          <TypeIcon type={record.legislation} className="mt-0.5 h-5 w-5 shrink-0 text-blue-800" />
          <div className="min-w-0">
            <Link to={href} className="font-semibold text-blue-950 hover:underline">
              {arabicTitle !== null ? <span lang="ar">{arabicTitle}</span> : <EnglishText>{record.title}</EnglishText>}
            </Link>
            {arabicTitle !== null && (
              <p lang="en" dir="ltr" className="mt-0.5 text-sm text-slate-600">
                {record.title}
              </p>
            )}
            {summary.text && !open && (
              <p {...summary.attributes} className="mt-1 line-clamp-2 text-sm text-slate-600">
                {summary.text}
              </p>
            )}
            {!matches && later.isLoading && <p className="mt-2 text-xs text-slate-500">{t.findingMatches}</p>}
            {!matches && later.error && (
              <p className="mt-2 text-xs text-red-700">
                {t.matchesLoadFailed} {later.error.message}
              </p>
            )}
            {matches && matches.articles.length > 0 && (
              <ul className="mt-2 space-y-1.5" aria-label={t.matchingArticles}>
                {matches.articles.map((m) => (
                  <li key={m.number} className="text-sm">
                    <Link to={`${href}#${m.anchor}`} className="font-medium text-blue-800 hover:underline">
                      {arabic ? format.digits(passageLabelAr(m.number)) : passageLabel(m.number)}
                      {m.heading ? (
                        <>
                          {': '}
                          <EnglishText>{m.heading}</EnglishText>
                        </>
                      ) : null}
                    </Link>
                    {/* The snippet is English or Arabic, as the keyword matched: laid out by its own words. */}
                    <p dir="auto" className="text-slate-700">
                      <HighlightedText segments={m.snippet} />
                    </p>
                  </li>
                ))}
                {matches.total > matches.articles.length && (
                  <li className="text-xs text-slate-500">{t.moreMatches(matches.total - matches.articles.length, format)}</li>
                )}
              </ul>
            )}
            <Button aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)} variant="link" className="mt-2">
              {open ? t.hideDetails : t.showDetails}
            </Button>
            {open && (
              <div id={detailsId} className="mt-3 space-y-3">
                {summary.text ? (
                  <div>
                    <h4 className="text-xs font-bold uppercase tracking-wide text-slate-500">{t.summary}</h4>
                    <p {...summary.attributes} className="mt-1 text-sm leading-relaxed text-slate-700">
                      {summary.text}
                    </p>
                  </div>
                ) : (
                  <p className="text-sm text-slate-600">{t.noSummary}</p>
                )}
                {record.summary && <KeyPoints id={record.id} />}
                {record.has_text && (
                  <div>
                    <Button aria-expanded={showText} onClick={() => setShowText((s) => !s)} variant="link">
                      {showText ? t.hideOriginalText : t.showOriginalText}
                    </Button>
                    {showText && (
                      <div className="mt-2">
                        <OriginalText id={record.id} />
                      </div>
                    )}
                  </div>
                )}
                {record.source_file && (
                  <a href={record.source_file} target="_blank" rel="noopener noreferrer" className="inline-block text-sm font-medium text-blue-800 underline">
                    {t.officialSource}
                  </a>
                )}
              </div>
            )}
          </div>
        </div>
      </td>
      <td role="cell" className="px-4 py-4 text-sm max-sm:block max-sm:pt-0">
        <dl className="space-y-1.5 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:space-y-0">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t.status}</dt>
            <dd>
              <StatusBadge status={record.status} />
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t.type}</dt>
            <dd className="text-slate-700">{type.english ? <EnglishText>{type.text}</EnglishText> : type.text}</dd>
          </div>
          {record.chapter && (
            <div className="flex items-start gap-1.5">
              <dt className="sr-only">{t.chapter}</dt>
              <ChapterIcon chapter={record.chapter} className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
              <dd className="text-slate-600">
                <EnglishText>{record.chapter}</EnglishText>
              </dd>
            </div>
          )}
          {record.issue_date_actual && (
            <div>
              <dt className="sr-only">{t.issuedLabel}</dt>
              <dd className="text-slate-600">{t.issued(format.date(record.issue_date_actual) ?? record.issue_date_actual)}</dd>
            </div>
          )}
          <div>
            <dt className="sr-only">{t.length}</dt>
            {record.has_text ? (
              <dd className="text-slate-500">{t.words(record.word_count, format)}</dd>
            ) : (
              <dd>
                <TextMissingBadge />
              </dd>
            )}
          </div>
        </dl>
      </td>
      <td role="cell" className="px-4 py-4 max-sm:block max-sm:pt-0">
        <div className="flex flex-col items-start gap-2 max-sm:flex-row max-sm:flex-wrap max-sm:items-center max-sm:gap-4">
          {record.has_text ? (
            <AiAssistantButton id={record.id} title={record.title} />
          ) : (
            // Nothing for the AI to read: the official source instead, where there is one (issue 27 item 6).
            record.source_file && (
              <a
                href={record.source_file}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center whitespace-nowrap rounded-md border border-blue-900 px-3 py-2 text-sm font-semibold text-blue-900 hover:bg-blue-50"
              >
                {t.officialSource}
              </a>
            )
          )}
          <Link to={href} className="text-sm font-medium text-blue-800 hover:underline">
            {t.openDocument}
          </Link>
        </div>
      </td>
    </tr>
  );
}
