/**
 * The plan's monthly progress bar as spec §9 defines it (current-month chats divided by word_limit,
 * at least 1, capped at 100%), with the allowance itself, the month's AI words against 25,000, in words.
 */
import { PROFESSIONAL_PLAN } from '../../../../../../schema/pricing.ts';
import { allowancePercent } from '../plan-status.ts';
import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';

export function WordAllowanceBar({ chatsThisMonth, wordsUsed, wordLimit }: { chatsThisMonth: number; wordsUsed: number; wordLimit: number | null }) {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const { format } = useLocale();
  const percent = allowancePercent(chatsThisMonth, wordLimit);
  const shown = percent > 0 && percent < 1 ? `<${format.number(1)}` : format.number(Math.round(percent));
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap justify-between gap-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{T.allowance(format.number(PROFESSIONAL_PLAN.wordLimit))}</span>
        {wordLimit !== null && <span>{T.wordsUsed(format.number(wordsUsed), format.number(wordLimit))}</span>}
      </p>
      <div
        role="progressbar"
        aria-label={T.allowanceLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={T.usedPercent(shown)}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-800" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
