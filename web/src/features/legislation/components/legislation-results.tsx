import { useMemo } from 'react';
import { RECORDS_WITH_MATCHES } from '../../../../../schema/api/legislation-labels.ts';
import type { LegislationListResponse } from '../../../../../schema/api/legislation.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { LEGISLATION_SEARCH_TEXTS } from '../messages.ts';
import { LegislationRow } from './legislation-row.tsx';

export function ResultsCount({ data }: { data: LegislationListResponse }) {
  const t = useTexts(LEGISLATION_SEARCH_TEXTS);
  const { format } = useLocale();
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      <span>{t.resultsCount(data.records.length, data.total, data.total_records, format)}</span>
      <span>{t.resultsWithText(data.total_with_text, format)}</span>
    </p>
  );
}

/** The rows of a keyword search that came without their matching articles, in chunks of one request each, by record id. */
function matchChunks(data: LegislationListResponse): Map<number, number[]> {
  const chunks = new Map<number, number[]>();
  if (!data.search) return chunks;
  const pending = data.records.filter((r) => !r.matches).map((r) => r.id);
  for (let i = 0; i < pending.length; i += RECORDS_WITH_MATCHES) {
    const chunk = pending.slice(i, i + RECORDS_WITH_MATCHES);
    for (const id of chunk) chunks.set(id, chunk);
  }
  return chunks;
}

export function LegislationResults({ data }: { data: LegislationListResponse }) {
  const chunks = useMemo(() => matchChunks(data), [data]);
  const t = useTexts(LEGISLATION_SEARCH_TEXTS);
  // Below 640 px every row is a card (spec breakpoint): a 720 px table would push Details and the AI Assistant
  // button off a phone's screen. The explicit roles keep the table semantics when the rows are laid out as blocks.
  return (
    <div className="sm:overflow-x-auto sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
      <table role="table" className="w-full text-start max-sm:block sm:min-w-[720px]">
        <thead role="rowgroup" className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="px-4 py-3">
              {t.columnTitle}
            </th>
            <th role="columnheader" scope="col" className="w-64 px-4 py-3">
              {t.columnDetails}
            </th>
            <th role="columnheader" scope="col" className="w-44 px-4 py-3">
              {t.columnActions}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-100">
          {data.records.map((r) => (
            <LegislationRow key={r.id} record={r} search={data.search} matchChunk={chunks.get(r.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
