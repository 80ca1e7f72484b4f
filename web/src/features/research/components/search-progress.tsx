import { answerProseClass, SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { SEARCH_TEXT as T } from '../messages.ts';

/** While pending: the server's current stage, then the answer as it streams in. */
export function SearchProgress({ stage, streamed }: { stage: string | null; streamed: string }) {
  return (
    <div className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-blue-950">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-200 border-t-blue-800" aria-hidden="true" />
        {stage ?? T.pending}
      </p>
      {streamed && (
        <div aria-label="Answer so far" role="region" className="rounded-md border border-blue-100 bg-white p-4">
          <SafeMarkdown className={answerProseClass}>{streamed}</SafeMarkdown>
        </div>
      )}
    </div>
  );
}
