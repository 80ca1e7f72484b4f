import type { Ref } from 'react';
import { useTexts } from '../../../i18n/locale.tsx';
import { searchErrorTexts, type SearchError } from '../api.ts';
import { SEARCH_TEXTS } from '../messages.ts';

/** Spec §2: the red 'Search Failed' box. Focusable so the failure can be announced and reached. */
export function SearchFailure({ error, ref }: { error: SearchError; ref?: Ref<HTMLDivElement> }) {
  const t = useTexts(SEARCH_TEXTS);
  const { message, detail } = searchErrorTexts(error, t);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 outline-none">
      <h3 className="font-semibold">{t.failedTitle}</h3>
      <p className="mt-1 text-sm">{message}</p>
      {detail && <p className="mt-1 text-sm text-red-800">{detail}</p>}
    </div>
  );
}
