/**
 * The 'basic' tab (spec §2): free exact keyword search with filters. The search state lives
 * in the address (?q=&chapter=&status=&type=&sort=&all=1) so a search can be bookmarked,
 * shared and restored with the Back button.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SpelledOut } from '../../../../../schema/api/legislation.ts';
import { LEGISLATION_SORTS, MAX_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, type LegislationSort } from '../../../../../schema/api/legislation-labels.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { FALLBACK_DOCUMENT_COUNT } from '../../../shared/site.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCollectionLabels } from '../../../shared/document-count.ts';
import { listFailureParts, useCollectionCounts, useLegislationList } from '../api.ts';
import { LegislationFilters, type FilterValues } from './legislation-filters.tsx';
import { LEGISLATION_SEARCH_TEXTS } from '../messages.ts';
import { EnglishText } from './english-text.tsx';
import { LegislationResults, ResultsCount } from './legislation-results.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Spec §9: list page size 100, plus 25 per Load More; search debounce 300 ms. */
export const PAGE_SIZE = 100;
export const PAGE_STEP = 25;

function readSort(v: string | null): LegislationSort {
  return (LEGISLATION_SORTS as readonly string[]).includes(v ?? '') ? (v as LegislationSort) : 'date';
}

/** In Arabic: the client's words translated, the server's reason (English) kept as English. */
function ListFailure({ message }: { message: string }) {
  const t = useTexts(LEGISLATION_SEARCH_TEXTS);
  const { prefixed, reason } = listFailureParts(message);
  return (
    <>
      {prefixed && `${t.listFailure}: `}
      <EnglishText>{reason}</EnglishText>
    </>
  );
}

/** An abbreviation the texts write out ("QFZP"): the terms they write instead, each a search of its own, the reader's language first. */
function SpelledOutNote({ note, onSearch }: { note: SpelledOut; onSearch: (term: string) => void }) {
  const t = useTexts(LEGISLATION_SEARCH_TEXTS);
  const { language } = useLocale();
  const terms = [...note.terms].sort((a, b) => Number(ARABIC_LETTER.test(b) === (language === 'ar')) - Number(ARABIC_LETTER.test(a) === (language === 'ar')));
  return (
    <div role="note" className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <span>{t.spelledOut(note.abbreviation)}</span>
      {terms.map((term) => (
        <Button key={term} variant="secondary" size="sm" lang={ARABIC_LETTER.test(term) ? 'ar' : 'en'} dir="auto" onClick={() => onSearch(term)}>
          {term}
        </Button>
      ))}
    </div>
  );
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

export function KeywordSearchTab() {
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('q') ?? '');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const counts = useCollectionCounts();
  const { fullText } = useCollectionLabels(counts);
  const t = useTexts(LEGISLATION_SEARCH_TEXTS);
  const { format, language } = useLocale();

  const filters: FilterValues = {
    chapter: params.get('chapter') ?? '',
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    sort: readSort(params.get('sort')),
  };
  const browseAll = params.get('all') === '1';

  const update = (changes: Record<string, string>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  };

  // The debounced keyword goes to the address; the address drives the query.
  useEffect(() => {
    if ((params.get('q') ?? '') !== debouncedKeyword) update({ q: debouncedKeyword });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedKeyword]);

  const search = params.get('q') ?? '';
  const active = !!(search || filters.chapter || filters.status || filters.type || browseAll);
  // A new search, filter or sort starts again at the first page (adjusted while rendering, not after it).
  const listKey = JSON.stringify([search, filters.chapter, filters.status, filters.type, filters.sort]);
  const [pagedKey, setPagedKey] = useState(listKey);
  if (pagedKey !== listKey) {
    setPagedKey(listKey);
    setPageSize(PAGE_SIZE);
  }

  const { data, error, isLoading, isValidating } = useLegislationList(
    active
      ? {
          search: search || undefined,
          chapter: filters.chapter || undefined,
          status: filters.status || undefined,
          legislation: filters.type || undefined,
          sort: filters.sort,
          limit: pageSize,
          // Only an Arabic reader's rows carry their Arabic summaries.
          lang: language === 'ar' ? 'ar' : undefined,
        }
      : null,
  );

  const remaining = data ? data.total - data.records.length : 0;

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-lg border border-blue-100 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-blue-950">
          <span className="font-semibold">{t.browseAll(format.number(counts?.records ?? FALLBACK_DOCUMENT_COUNT))}</span>
          {fullText && <span className="font-semibold">{fullText}</span>}
          <span className="text-blue-900/80">{t.browseAllRest}</span>
        </p>
        {!browseAll && (
          <Button onClick={() => update({ all: '1' })} variant="soft" size="sm" className="self-start sm:self-auto">
            {t.showAllDocuments}
          </Button>
        )}
      </div>

      <div>
        <label htmlFor="keyword" className="block text-sm font-semibold text-slate-800">
          {t.keyword}
        </label>
        <div className="relative mt-1">
          <input
            id="keyword"
            type="search"
            value={keyword}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t.keywordPlaceholder}
            className="block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base shadow-sm focus:border-blue-700"
            autoComplete="off"
            dir="auto"
          />
          {isValidating && active && (
            <span className="absolute end-3 top-3.5 h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-blue-800" aria-hidden="true" />
          )}
        </div>
        <p className="mt-1 text-xs text-slate-500">{t.keywordHelp}</p>
      </div>

      <LegislationFilters values={filters} onChange={(next) => update({ ...next })} />

      {active && data?.spelled_out && data.search === search && <SpelledOutNote note={data.spelled_out} onSearch={setKeyword} />}

      {!active ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-800">{t.startTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{t.startHint}</p>
        </div>
      ) : error && !data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-red-800">{t.loadError}</p>
          <p className="mt-1 text-sm text-red-700">{language === 'ar' ? <ListFailure message={error.message} /> : error.message}</p>
        </div>
      ) : isLoading && !data ? (
        <Spinner label={t.searching} />
      ) : data && data.records.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-800">{t.noResults}</p>
          <p className="mt-1 text-sm text-slate-600">{t.noResultsHint}</p>
        </div>
      ) : data ? (
        <div className="space-y-3">
          <ResultsCount data={data} />
          <LegislationResults data={data} />
          {remaining > 0 && (
            <div className="flex justify-center">
              <Button onClick={() => setPageSize((s) => s + PAGE_STEP)} disabled={isValidating} variant="secondary" size="lg" className="shadow-sm">
                {t.loadMore(remaining, format)}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
