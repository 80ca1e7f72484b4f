import { useId, useState } from 'react';
import { MAX_QUESTION_LENGTH } from '../../../../../schema/api/research.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { CHAT_TEXTS } from '../messages.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Spec §5: blank input is ignored, nothing is sent while a request is pending, and
 * Shift+Enter sends while a plain Enter starts a new line (questions about law are often
 * several paragraphs long).
 */
export function ChatInput({ pending, disabled, onSend }: { pending: boolean; disabled: boolean; onSend: (text: string) => Promise<boolean> }) {
  const T = useTexts(CHAT_TEXTS);
  const [value, setValue] = useState('');
  const inputId = useId();
  const hintId = useId();
  const canSend = !pending && !disabled && value.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    const text = value;
    // Cleared at once so the next question can be typed while this one is answered.
    setValue('');
    // Not taken (busy), or refused for payment: the question comes back, unless another was typed meanwhile.
    void onSend(text).then((accepted) => {
      if (!accepted) setValue((current) => current || text);
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm print:hidden"
    >
      <label htmlFor={inputId} className="sr-only">
        {T.inputLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          rows={3}
          dir="auto"
          value={value}
          disabled={disabled}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder={T.placeholder}
          aria-describedby={hintId}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          className="block min-h-[4.5rem] w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-200 disabled:cursor-not-allowed disabled:bg-slate-100"
        />
        <Button type="submit" aria-label={T.send} disabled={!canSend} variant="primary" size="none" className="h-11 w-11 shrink-0">
          <svg viewBox="0 0 20 20" className="h-5 w-5 rtl:-scale-x-100" fill="currentColor" aria-hidden="true">
            <path d="M2.5 2.8a.7.7 0 0 1 .95-.8l14 7.3a.8.8 0 0 1 0 1.4l-14 7.3a.7.7 0 0 1-.95-.8L4 10.9l7.5-.9L4 9.1 2.5 2.8z" />
          </svg>
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {T.inputHint}
      </p>
    </form>
  );
}
