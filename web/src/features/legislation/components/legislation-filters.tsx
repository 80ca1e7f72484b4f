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
  // A select's values are its options, so the sort's are LegislationSort values.
  const select = (field: keyof FilterValues, label: string, options: Array<{ value: string; label: string }>, allLabel?: string) => (
    <Select
      id={`filter-${field}`}
      label={label}
      value={values[field]}
      onChange={(value) => onChange({ [field]: value } as Partial<FilterValues>)}
      options={options}
      allLabel={allLabel}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {select('chapter', t.filterChapter, asOptions(chapters), t.allChapters)}
      {select('status', t.filterStatus, asOptions(statuses, statusAr), t.allStatuses)}
      {select('type', t.filterType, asOptions(types, legislationTypeAr), t.allTypes)}
      {select('sort', t.filterSort, sortOptions)}
    </div>
  );
}
