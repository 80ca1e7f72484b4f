import type { Ref } from 'react';
import type { SearchError } from '../api.ts';
import { SEARCH_TEXT as T } from '../messages.ts';

/** Spec §2: the red 'Search Failed' box. Focusable so the failure can be announced and reached. */
export function SearchFailure({ error, ref }: { error: SearchError; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 outline-none">
      <h3 className="font-semibold">{T.failedTitle}</h3>
      <p className="mt-1 text-sm">{error.message}</p>
      {error.detail && <p className="mt-1 text-sm text-red-800">{error.detail}</p>}
    </div>
  );
}
