import { useId, type Ref } from 'react';
import { MAX_QUESTION_LENGTH } from '../../../../../schema/api/research.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { SEARCH_TEXTS } from '../messages.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Spec §5: submit is disabled while the trimmed question is empty or a request is pending. */
export function SearchForm({
  query,
  followUp,
  pending,
  onChange,
  onSubmit,
  inputRef,
}: {
  query: string;
  followUp: boolean;
  pending: boolean;
  onChange: (query: string) => void;
  onSubmit: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const T = useTexts(SEARCH_TEXTS);
  const inputId = useId();
  const hintId = useId();
  const disabled = pending || !query.trim();
  return (
    <form
      aria-busy={pending}
      onSubmit={(e) => {
        e.preventDefault();
        if (!disabled) onSubmit();
      }}
      className="space-y-3"
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {followUp ? T.followUpLabel : T.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={3}
        dir="auto"
        value={query}
        maxLength={MAX_QUESTION_LENGTH}
        placeholder={followUp ? T.followUpPlaceholder : T.placeholder}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          // One question, so Enter runs it; Shift+Enter still gives a new line.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (!disabled) onSubmit();
          }
        }}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-200"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-xs text-slate-500">
          {T.enterHint}
        </p>
        <Button type="submit" disabled={disabled} size="lg">
          {pending && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
          {pending ? T.pending : followUp ? T.submitFollowUp : T.submit}
        </Button>
      </div>
    </form>
  );
}
