/**
 * The body of /admin (spec §2 "Admin legislation management"): count line, summary tiles over the
 * filtered set, server-side search (debounced), client-side filters, the create form and the
 * expandable record list.
 */
import { useId, useState, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../../../schema/api/legislation-labels.ts';
import { Alert } from '../../../../components/ui/form-fields.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { StatTiles } from '../../../../components/ui/stat-tile.tsx';
import { formatContextCost, formatNumber } from '../../../../lib/format.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { AdminAccessCard, isAccessRefused } from '../../components/admin-access-card.tsx';
import { adminListKey, useAdminLegislationList, useLegislationWrites } from '../api.ts';
import { applyFilters, FILTER_KEYS, listTotals, mergeChoices, NO_FILTERS, type AdminFilters, type FilterKey } from '../record-filters.ts';
import { CreateLegislationForm } from './create-legislation-form.tsx';

import { inputClass, labelClass, SelectField } from './select-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { RecordList } from './record-list.tsx';

const FILTER_LABELS: Record<FilterKey, { label: string; all: string }> = {
  chapter: { label: 'Chapter', all: 'All chapters' },
  status: { label: 'Status', all: 'All statuses' },
  legislation: { label: 'Type', all: 'All types' },
  tax_category: { label: 'Tax category', all: 'All tax categories' },
};

/** The distinct values of the public field-choices list (GET /api/field-choices), read by the page. */
export interface FieldChoices {
  statuses: string[];
  chapters: string[];
  types: string[];
  taxCategories: string[];
}

/**
 * `fieldChoices` and `statusBadge` come from the legislation feature, put in by the page
 * (features do not import one another).
 */
export function LegislationManager({ fieldChoices, statusBadge }: { fieldChoices: FieldChoices; statusBadge: (status: string | null) => ReactNode }) {
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<AdminFilters>(NO_FILTERS);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const searchId = useId();
  const formId = useId();

  const { data, error, isLoading, isValidating } = useAdminLegislationList(search);
  const { create } = useLegislationWrites();

  if (isAccessRefused(error)) return <AdminAccessCard />;

  const all = data?.records ?? [];
  const records = applyFilters(all, filters);
  const totals = listTotals(records);
  const tiles = [
    { label: 'Documents', value: formatNumber(totals.documents) },
    { label: 'Total words', value: formatNumber(totals.words) },
    { label: 'Total tokens', value: formatNumber(totals.tokens) },
    // Spec §9: context cost in AED to 6 decimals.
    { label: 'Total context cost', value: formatContextCost(totals.contextCost) },
  ];
  const choices = mergeChoices(
    { chapter: fieldChoices.chapters, status: fieldChoices.statuses, legislation: fieldChoices.types, tax_category: fieldChoices.taxCategories },
    all,
  );
  const filtering = keyword.trim() !== '' || FILTER_KEYS.some((k) => filters[k] !== '');

  return (
    <div className="mt-6 space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3 text-sm">
          <p className="text-slate-600">
            {data && `Showing ${formatNumber(records.length)} of ${formatNumber(all.length)} records${search && !isLoading ? ` matching “${search}”` : ''}`}
          </p>
          <span role="status" className="text-slate-500">
            {data && (isValidating || keyword.trim() !== search) ? 'Searching…' : ''}
          </span>
        </div>
        <Button aria-expanded={adding} aria-controls={formId} onClick={() => setAdding((v) => !v)} variant={adding ? 'secondary' : 'primary'} size="sm">
          {adding ? 'Cancel' : 'Add Legislation'}
        </Button>
      </div>

      {adding && (
        <div id={formId}>
          <CreateLegislationForm choices={choices} onCreate={(body) => create(adminListKey(search), body)} onCreated={() => setAdding(false)} />
        </div>
      )}

      {data?.fallback && (
        <Alert kind="info" title="Showing the public list">
          The admin list could not be loaded, so the public list is shown instead: Corporate Tax records only, without key points.
        </Alert>
      )}

      <StatTiles tiles={tiles} />

      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <div>
          <label htmlFor={searchId} className={labelClass}>
            Search title, summary and text
          </label>
          <input
            id={searchId}
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            maxLength={200}
            placeholder="Keyword…"
            className={inputClass}
          />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {FILTER_KEYS.map((k) => (
            <SelectField
              key={k}
              label={FILTER_LABELS[k].label}
              value={filters[k]}
              onValue={(v) => setFilters((f) => ({ ...f, [k]: v }))}
              options={choices[k]}
              first={{ value: '', label: FILTER_LABELS[k].all }}
            />
          ))}
        </div>
        {filtering && (
          <Button
            onClick={() => {
              setKeyword('');
              setFilters(NO_FILTERS);
            }}
            variant="secondary"
            size="sm"
          >
            Clear All Filters
          </Button>
        )}
      </div>

      {error && !data && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          Error loading legislation data: {error.message}
        </p>
      )}
      {isLoading && !data && <Spinner label="Loading legislation…" />}
      {data && (
        <RecordList
          records={records}
          expandedId={expandedId}
          onToggle={(id) => setExpandedId((open) => (open === id ? null : id))}
          choices={choices}
          statusBadge={statusBadge}
        />
      )}
    </div>
  );
}
