import { useLocale } from '../../../i18n/locale.tsx';
import { localizedStatus, statusTone } from '../status.ts';

const toneClass = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  repealed: 'bg-red-50 text-red-800 ring-red-600/30',
  other: 'bg-slate-100 text-slate-700 ring-slate-500/30',
} as const;

export function StatusBadge({ status }: { status: string | null }) {
  const tone = statusTone(status);
  const label = localizedStatus(status, useLocale().language);
  return (
    <span
      data-tone={tone}
      lang={label.english ? 'en' : undefined}
      dir={label.english ? 'ltr' : undefined}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass[tone]}`}
    >
      {label.text}
    </span>
  );
}
