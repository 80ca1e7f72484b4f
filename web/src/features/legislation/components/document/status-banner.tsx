import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import { DOCUMENT_TEXTS } from '../../messages.ts';
import { statusTone } from '../../status.ts';
import { englishBlock } from '../english-text.tsx';

/** Warns that a document is repealed or amended, and by what (spec: status_note, written in English). */
export function StatusBanner({ status, note }: { status: string | null; note: string | null }) {
  const t = useTexts(DOCUMENT_TEXTS);
  const { language } = useLocale();
  const s = (status ?? '').toLowerCase();
  const noteLine = note && (
    <p {...englishBlock(language)} className="mt-1 text-sm">
      {note}
    </p>
  );
  if (statusTone(status) === 'repealed') {
    return (
      <div role="note" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t.repealed}</p>
        {noteLine}
        <p className="mt-1 text-sm">{t.repealedKept}</p>
      </div>
    );
  }
  if (s.includes('amended')) {
    return (
      <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">{t.amended}</p>
        {noteLine}
      </div>
    );
  }
  if (s === 'unknown' || (note && statusTone(status) === 'other')) {
    return (
      <div role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
        <p className="font-semibold">{t.statusUnconfirmed}</p>
        {noteLine}
      </div>
    );
  }
  return null;
}
