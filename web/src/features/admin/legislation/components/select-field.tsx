/** A labelled select of plain string values, with an optional first option ('All …' or 'None'). */
import { useId, type SelectHTMLAttributes } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30 disabled:bg-slate-50';
export const labelClass = 'block text-xs font-semibold uppercase tracking-wide text-slate-600';

export function SelectField({
  label,
  value,
  onValue,
  options,
  first,
  ...select
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  options: string[];
  first?: { value: string; label: string };
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onValue(e.target.value)} className={inputClass} {...select}>
        {first && <option value={first.value}>{first.label}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
