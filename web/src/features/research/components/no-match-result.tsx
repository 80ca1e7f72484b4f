import type { Ref } from 'react';
import { SEARCH_TEXT as T } from '../messages.ts';

/**
 * Nothing in the collection bears on the question (issue 13): a neutral notice, not the green
 * 'analysis complete' banner, with no document count and no citations. The heading takes focus
 * like the banner it replaces, so a keyboard or screen-reader user lands on the outcome.
 */
export function NoMatchResult({ answer, question, bannerRef }: { answer: string; question: string | null; bannerRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
        <h2 ref={bannerRef} tabIndex={-1} className="text-lg font-bold outline-none">
          {T.noMatchTitle}
        </h2>
        <p className="mt-1 text-sm">{answer}</p>
      </div>
      {question && (
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">Question:</span> {question}
        </p>
      )}
    </div>
  );
}
