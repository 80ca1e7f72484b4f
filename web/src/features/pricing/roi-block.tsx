/** The ROI comparison of the pricing page, with the spec's figures (see roi.ts). */
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { ROI_TEXTS } from './messages.ts';
import { roiFigures } from './roi.ts';

export function RoiBlock() {
  const { format, language, numerals } = useLocale();
  const t = useTexts(ROI_TEXTS);
  const r = roiFigures();
  // The Arabic percent sign goes with Arabic-Indic digits.
  const percent = (n: number) => `${format.number(n)}${language === 'ar' && numerals === 'arab' ? '٪' : '%'}`;
  const highlights = [
    { key: 'time', value: percent(r.timeSavingPercent), label: t.timeSaving },
    { key: 'saved', value: format.filsShort(r.savedFils), label: t.savedPerQuestion },
    { key: 'times', value: `${format.number(r.paysForItselfTimes)}×`, label: t.paysForItself },
    { key: 'roi', value: percent(r.roiPercent), label: t.roi },
  ];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl bg-slate-100 p-5 sm:p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{t.traditionalTitle}</h3>
          <p className="mt-3 text-3xl font-black text-slate-800">{t.hours(r.traditionalHours, format)}</p>
          <p className="mt-1 text-xl font-semibold text-slate-700">{format.filsShort(r.traditionalCostFils)}</p>
          <p className="mt-3 text-sm text-slate-600">{t.traditionalNote}</p>
        </div>
        <div className="rounded-xl bg-blue-900 p-5 text-white sm:p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-amber-300">{t.aiTitle}</h3>
          <p className="mt-3 text-3xl font-black">{t.minutes(r.aiMinutes, format)}</p>
          <p className="mt-1 text-xl font-semibold text-blue-100">{format.filsShort(r.aiCostFils)}</p>
          <p className="mt-3 text-sm text-blue-100">{t.aiNote}</p>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {highlights.map((h) => (
          <div key={h.key} className="flex flex-col-reverse rounded-xl bg-amber-50 p-4 text-center ring-1 ring-amber-200">
            <dt className="mt-1 text-sm font-medium text-slate-700">{h.label}</dt>
            <dd className="text-2xl font-black text-blue-950 sm:text-3xl">{h.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 font-medium text-slate-800">
        {t.summary(
          percent(r.timeSavingPercent),
          format.filsShort(r.savedFils),
          format.filsShort(r.aiCostFils),
          format.number(r.paysForItselfTimes),
          percent(r.roiPercent),
        )}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t.basis(format.filsShort(r.hourlyRateFils), format.filsShort(r.juniorHourlyRateFils))}</p>
    </div>
  );
}
