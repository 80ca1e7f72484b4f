import type { Ref } from 'react';
import { useTexts } from '../../../i18n/locale.tsx';
import { SEARCH_TEXTS } from '../messages.ts';

/**
 * Nothing in the collection bears on the question (issue 13): a neutral notice, not the green
 * 'analysis complete' banner, with no document count and no citations. The heading takes focus
 * like the banner it replaces, so a keyboard or screen-reader user lands on the outcome.
 */
export function NoMatchResult({ answer, question, bannerRef }: { answer: string; question: string | null; bannerRef?: Ref<HTMLHeadingElement> }) {
  const t = useTexts(SEARCH_TEXTS);
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
        <h2 ref={bannerRef} tabIndex={-1} className="text-lg font-bold outline-none">
          {t.noMatchTitle}
        </h2>
        {/* The server's answer, in the language of the question. */}
        <p dir="auto" className="mt-1 text-sm">
          {answer}
        </p>
      </div>
      {question && (
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{t.question}</span> <bdi>{question}</bdi>
        </p>
      )}
    </div>
  );
}
