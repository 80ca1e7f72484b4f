/** The ROI comparison of the pricing page, with the spec's figures (see roi.ts). */
import { formatNumber, formatFilsShort } from '../../lib/format.ts';
import { roiFigures } from './roi.ts';

export function RoiBlock() {
  const r = roiFigures();
  const highlights = [
    { value: `${r.timeSavingPercent}%`, label: 'time saving' },
    { value: formatFilsShort(r.savedFils), label: 'saved per question' },
    { value: `${formatNumber(r.paysForItselfTimes)}×`, label: 'pays for itself' },
    { value: `${formatNumber(r.roiPercent)}%`, label: 'ROI' },
  ];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl bg-slate-100 p-5 sm:p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">Traditional research</h3>
          <p className="mt-3 text-3xl font-black text-slate-800">{r.traditionalHours} hours</p>
          <p className="mt-1 text-xl font-semibold text-slate-700">{formatFilsShort(r.traditionalCostFils)}</p>
          <p className="mt-3 text-sm text-slate-600">Finding, reading and cross-checking the relevant laws and decisions by hand.</p>
        </div>
        <div className="rounded-xl bg-blue-900 p-5 text-white sm:p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-amber-300">With AI analysis</h3>
          <p className="mt-3 text-3xl font-black">{r.aiMinutes} minutes</p>
          <p className="mt-1 text-xl font-semibold text-blue-100">{formatFilsShort(r.aiCostFils)}</p>
          <p className="mt-3 text-sm text-blue-100">An expert analysis with citations you can check against the source text.</p>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {highlights.map((h) => (
          <div key={h.label} className="flex flex-col-reverse rounded-xl bg-amber-50 p-4 text-center ring-1 ring-amber-200">
            <dt className="mt-1 text-sm font-medium text-slate-700">{h.label}</dt>
            <dd className="text-2xl font-black text-blue-950 sm:text-3xl">{h.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 font-medium text-slate-800">
        {r.timeSavingPercent}% time saving: the {formatFilsShort(r.savedFils)} saved means a {formatFilsShort(r.aiCostFils)} analysis pays for
        itself {formatNumber(r.paysForItselfTimes)} times over, an ROI of {formatNumber(r.roiPercent)}%.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Based on {formatFilsShort(r.hourlyRateFils)} per hour (or {formatFilsShort(r.juniorHourlyRateFils)} per hour for a junior).
      </p>
    </div>
  );
}
