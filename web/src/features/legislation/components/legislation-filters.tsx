import { legislationTypeAr, statusAr } from '../../../../../schema/arabic-labels.ts';
import type { LegislationSort } from '../../../../../schema/api/legislation.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { useFieldChoices } from '../api.ts';
import { LEGISLATION_SEARCH_TEXTS } from '../messages.ts';

export interface FilterValues {
  chapter: string;
  status: string;
  type: string;
  sort: LegislationSort;
}

const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-700';

function Select({
  id,
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
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

export function LegislationFilters({ values, onChange }: { values: FilterValues; onChange: (next: Partial<FilterValues>) => void }) {
  const { chapters, statuses, types } = useFieldChoices();
  const { language } = useLocale();
  const t = useTexts(LEGISLATION_SEARCH_TEXTS);
  // The values stay the stored English ones (the API filters by them); Arabic shows their official Arabic forms.
  // Two stored values with one Arabic form ('repealed', 'Repealed by …') keep their English beside it.
  const asOptions = (list: string[], arabic?: (v: string) => string | null) => {
    const forms = list.map((v) => (language === 'ar' && arabic?.(v)) || null);
    return list.map((v, i) => {
      const ar = forms[i];
      return { value: v, label: !ar ? v : forms.filter((f) => f === ar).length > 1 ? `${ar} (${v})` : ar };
    });
  };
  const sortOptions: Array<{ value: LegislationSort; label: string }> = [
    { value: 'date', label: t.sortDate },
    { value: 'title', label: t.sortTitle },
    { value: 'chapter', label: t.sortChapter },
  ];
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Select
        id="filter-chapter"
        label={t.filterChapter}
        value={values.chapter}
        onChange={(chapter) => onChange({ chapter })}
        options={asOptions(chapters)}
        allLabel={t.allChapters}
      />
      <Select
        id="filter-status"
        label={t.filterStatus}
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={asOptions(statuses, statusAr)}
        allLabel={t.allStatuses}
      />
      <Select
        id="filter-type"
        label={t.filterType}
        value={values.type}
        onChange={(type) => onChange({ type })}
        options={asOptions(types, legislationTypeAr)}
        allLabel={t.allTypes}
      />
      <Select
        id="filter-sort"
        label={t.filterSort}
        value={values.sort}
        onChange={(sort) => onChange({ sort: sort as LegislationSort })}
        options={sortOptions}
      />
    </div>
  );
}
