/**
 * The pricing page's cost calculator (spec §5, §9): two whole-number counts, each with a
 * range slider and a number field; an estimate only while both are whole numbers ≥ 0.
 */
import { useId, useState } from 'react';
import { PRICE_FILS, WELCOME_CREDITS } from '../../../../schema/pricing.ts';
import { CALCULATOR_DEFAULTS, CHATS_SLIDER_MAX, estimateMonthlyCost, FOLLOWUPS_SLIDER_MAX, parseWholeCount } from '../../lib/estimate-cost.ts';
import { countOf, formatFils, formatFilsShort } from '../../lib/format.ts';

function CountField({
  label,
  hint,
  value,
  onChange,
  sliderMax,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (raw: string) => void;
  sliderMax: number;
}) {
  const id = useId();
  const parsed = parseWholeCount(value);
  const sliderValue = Math.min(parsed ?? 0, sliderMax);
  const invalid = parsed === null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={`${id}-number`} className="block font-semibold text-slate-900">
            {label}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        </div>
        <input
          id={`${id}-number`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid || undefined}
          className={`w-24 rounded-md border px-3 py-2 text-right text-lg font-semibold tabular-nums text-slate-900 ${
            invalid ? 'border-red-500 bg-red-50' : 'border-slate-300'
          }`}
        />
      </div>
      <label htmlFor={`${id}-range`} className="sr-only">
        {`${label} (slider)`}
      </label>
      <input
        id={`${id}-range`}
        type="range"
        min={0}
        max={sliderMax}
        step={1}
        value={sliderValue}
        aria-valuetext={parsed !== null && parsed >= sliderMax ? `${sliderMax} or more` : String(sliderValue)}
        onChange={(e) => onChange(e.target.value)}
        className="mt-4 w-full accent-blue-900"
      />
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>0</span>
        <span>{sliderMax}+</span>
      </div>
    </div>
  );
}

export function CostCalculator() {
  const [chatsRaw, setChatsRaw] = useState(String(CALCULATOR_DEFAULTS.chats));
  const [followupsRaw, setFollowupsRaw] = useState(String(CALCULATOR_DEFAULTS.followups));
  const chats = parseWholeCount(chatsRaw);
  const followups = parseWholeCount(followupsRaw);
  const estimate = chats !== null && followups !== null ? estimateMonthlyCost({ chats, followups }) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <CountField
          label="New chats per month"
          hint={`Single-document chats and multi-document searches, ${formatFilsShort(PRICE_FILS.chat)} each`}
          value={chatsRaw}
          onChange={setChatsRaw}
          sliderMax={CHATS_SLIDER_MAX}
        />
        <CountField
          label="Follow-up questions per month"
          hint={`${formatFilsShort(PRICE_FILS.followup)} each`}
          value={followupsRaw}
          onChange={setFollowupsRaw}
          sliderMax={FOLLOWUPS_SLIDER_MAX}
        />
      </div>

      <div className="rounded-xl bg-blue-900 p-5 text-white sm:p-6" aria-live="polite" data-testid="cost-estimate">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-amber-300">Estimated monthly cost</h3>
        {estimate ? (
          <>
            <p className="mt-2 text-4xl font-black tabular-nums sm:text-5xl">{formatFils(estimate.totalFils)}</p>
            <p className="mt-1 text-sm text-blue-100">per month, billed as you go</p>
            <dl className="mt-5 space-y-2 border-t border-blue-700 pt-4 text-sm">
              <div className="flex justify-between gap-4">
                <dt>
                  {countOf(estimate.chats, 'chat', 'chats')} × {formatFils(PRICE_FILS.chat)}
                </dt>
                <dd className="font-semibold tabular-nums">{formatFils(estimate.chatsFils)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>
                  {countOf(estimate.followups, 'follow-up', 'follow-ups')} × {formatFils(PRICE_FILS.followup)}
                </dt>
                <dd className="font-semibold tabular-nums">{formatFils(estimate.followupsFils)}</dd>
              </div>
            </dl>
            <p className="mt-5 rounded-lg bg-blue-950/60 p-3 text-sm text-blue-50">
              <span className="font-semibold text-amber-300">First month with your welcome gift: </span>
              <span className="font-semibold tabular-nums">{formatFils(estimate.firstMonth.totalFils)}</span>
              {` (${countOf(WELCOME_CREDITS.chats, 'chat', 'chats')} and ${countOf(WELCOME_CREDITS.followups, 'follow-up', 'follow-ups')} free`}
              {estimate.firstMonth.giftFils > 0 ? `, saving ${formatFils(estimate.firstMonth.giftFils)})` : ')'}
            </p>
          </>
        ) : (
          <p className="mt-3 text-blue-50">Enter whole numbers of 0 or more in both fields to see an estimate.</p>
        )}
      </div>
    </div>
  );
}
