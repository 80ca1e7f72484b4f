import type { LegislationSort } from '../../../../../schema/api/legislation.ts';
import { useFieldChoices } from '../api.ts';

export interface FilterValues {
  chapter: string;
  status: string;
  type: string;
  sort: LegislationSort;
}

const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-700';

function Select({ id, label, value, onChange, options, allLabel }: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<{ value: string; label: string }>;
  allLabel?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const SORT_OPTIONS: Array<{ value: LegislationSort; label: string }> = [
  { value: 'date', label: 'Date' },
  { value: 'title', label: 'Title' },
  { value: 'chapter', label: 'Chapter' },
];

export function LegislationFilters({ values, onChange }: { values: FilterValues; onChange: (next: Partial<FilterValues>) => void }) {
  const { chapters, statuses, types } = useFieldChoices();
  const asOptions = (list: string[]) => list.map((v) => ({ value: v, label: v }));
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Select id="filter-chapter" label="Chapter" value={values.chapter} onChange={(chapter) => onChange({ chapter })} options={asOptions(chapters)} allLabel="All chapters" />
      <Select id="filter-status" label="Status" value={values.status} onChange={(status) => onChange({ status })} options={asOptions(statuses)} allLabel="All statuses" />
      <Select id="filter-type" label="Type" value={values.type} onChange={(type) => onChange({ type })} options={asOptions(types)} allLabel="All types" />
      <Select id="filter-sort" label="Sort" value={values.sort} onChange={(sort) => onChange({ sort: sort as LegislationSort })} options={SORT_OPTIONS} />
    </div>
  );
}
