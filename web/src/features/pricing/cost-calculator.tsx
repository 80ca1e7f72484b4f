/**
 * The pricing page's cost calculator (spec §5, §9): two whole-number counts, each with a
 * range slider and a number field; an estimate only while both are whole numbers ≥ 0.
 * The number fields take Western (0-9) and Arabic-Indic (٠-٩, ۰-۹) digits alike.
 */
import { useId, useState } from 'react';
import { PRICE_FILS } from '../../../../schema/pricing.ts';
import { westernDigits } from '../../../../schema/western-digits.ts';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { CALCULATOR_DEFAULTS, CHATS_SLIDER_MAX, estimateMonthlyCost, FOLLOWUPS_SLIDER_MAX, parseWholeCount } from '../../shared/estimate-cost.ts';
import { COST_CALCULATOR_TEXTS } from './messages.ts';

/** The count typed in either digit system, or null when it is not a whole number ≥ 0. */
export function parseTypedCount(raw: string): number | null {
  return parseWholeCount(westernDigits(raw));
}

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
  const { format } = useLocale();
  const t = useTexts(COST_CALCULATOR_TEXTS);
  const parsed = parseTypedCount(value);
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
        {/* A text field with a numeric keyboard: a number field would refuse Arabic-Indic digits. */}
        <input
          id={`${id}-number`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid || undefined}
          className={`w-24 rounded-md border px-3 py-2 text-end text-lg font-semibold tabular-nums text-slate-900 ${
            invalid ? 'border-red-500 bg-red-50' : 'border-slate-300'
          }`}
        />
      </div>
      <label htmlFor={`${id}-range`} className="sr-only">
        {t.slider(label)}
      </label>
      <input
        id={`${id}-range`}
        type="range"
        min={0}
        max={sliderMax}
        step={1}
        value={sliderValue}
        aria-valuetext={parsed !== null && parsed >= sliderMax ? t.orMore(format.number(sliderMax)) : format.number(sliderValue)}
        // The field then shows the slider's count in the digits the reader chose.
        onChange={(e) => onChange(format.digits(e.target.value))}
        className="mt-4 w-full accent-blue-900"
      />
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{format.number(0)}</span>
        <span>{format.number(sliderMax)}+</span>
      </div>
    </div>
  );
}

export function CostCalculator() {
  const { format } = useLocale();
  const t = useTexts(COST_CALCULATOR_TEXTS);
  const [chatsRaw, setChatsRaw] = useState(() => format.digits(String(CALCULATOR_DEFAULTS.chats)));
  const [followupsRaw, setFollowupsRaw] = useState(() => format.digits(String(CALCULATOR_DEFAULTS.followups)));
  const chats = parseTypedCount(chatsRaw);
  const followups = parseTypedCount(followupsRaw);
  const estimate = chats !== null && followups !== null ? estimateMonthlyCost({ chats, followups }) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <CountField
          label={t.chatsLabel}
          hint={t.chatsHint(format.filsShort(PRICE_FILS.chat))}
          value={chatsRaw}
          onChange={setChatsRaw}
          sliderMax={CHATS_SLIDER_MAX}
        />
        <CountField
          label={t.followupsLabel}
          hint={t.followupsHint(format.filsShort(PRICE_FILS.followup))}
          value={followupsRaw}
          onChange={setFollowupsRaw}
          sliderMax={FOLLOWUPS_SLIDER_MAX}
        />
      </div>

      <div className="rounded-xl bg-blue-900 p-5 text-white sm:p-6" aria-live="polite" data-testid="cost-estimate">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-amber-300">{t.estimateTitle}</h3>
        {estimate ? (
          <>
            <p className="mt-2 text-4xl font-black tabular-nums sm:text-5xl">{format.fils(estimate.totalFils)}</p>
            <p className="mt-1 text-sm text-blue-100">{t.perMonth}</p>
            <dl className="mt-5 space-y-2 border-t border-blue-700 pt-4 text-sm">
              <div className="flex justify-between gap-4">
                <dt>
                  {t.chats(estimate.chats, format)} × {format.fils(PRICE_FILS.chat)}
                </dt>
                <dd className="font-semibold tabular-nums">{format.fils(estimate.chatsFils)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>
                  {t.followups(estimate.followups, format)} × {format.fils(PRICE_FILS.followup)}
                </dt>
                <dd className="font-semibold tabular-nums">{format.fils(estimate.followupsFils)}</dd>
              </div>
            </dl>
            <p className="mt-5 rounded-lg bg-blue-950/60 p-3 text-sm text-blue-50">
              <span className="font-semibold text-amber-300">{t.firstMonth}</span>
              <span className="font-semibold tabular-nums">{format.fils(estimate.firstMonth.totalFils)}</span>
              {t.giftNote(format, estimate.firstMonth.giftFils > 0 ? format.fils(estimate.firstMonth.giftFils) : null)}
            </p>
          </>
        ) : (
          <p className="mt-3 text-blue-50">{format.digits(t.invalid)}</p>
        )}
      </div>
    </div>
  );
}
