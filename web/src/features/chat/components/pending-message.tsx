import { useEffect, useState } from 'react';
import { answerProseClass, SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { CHAT_TEXTS, PROGRESS_STEP_TEXTS, PROGRESS_STEPS } from '../messages.ts';

/** The temporary placeholder of spec §4: its progress text changes at 2 s and 4 s; the answer shows as it streams in. */
export function PendingMessage({ streamed }: { streamed: string }) {
  const T = useTexts(CHAT_TEXTS);
  const steps = useTexts(PROGRESS_STEP_TEXTS);
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timers = PROGRESS_STEPS.slice(1).map((s, i) => setTimeout(() => setStep(i + 1), s.atMs));
    return () => timers.forEach(clearTimeout);
  }, []);
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 font-semibold text-blue-950">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-200 border-t-blue-800" aria-hidden="true" />
        {T.analyzing}
      </p>
      <p className="text-sm text-slate-600" data-testid="chat-progress">
        {steps[step]!.text}
      </p>
      {streamed && (
        <div dir="auto">
          <SafeMarkdown className={`border-t border-slate-100 pt-2 ${answerProseClass}`}>{streamed}</SafeMarkdown>
        </div>
      )}
    </div>
  );
}
