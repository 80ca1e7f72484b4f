import type { ResearchStage } from '../../../../../schema/api/research.ts';
import { answerProseClass, SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { SEARCH_TEXTS } from '../messages.ts';

/** While pending: the server's current stage, then the answer as it streams in. */
export function SearchProgress({ stage, stageCode = null, streamed }: { stage: string | null; stageCode?: ResearchStage | null; streamed: string }) {
  const t = useTexts(SEARCH_TEXTS);
  const { language } = useLocale();
  // English shows the server's own label; Arabic says the known stages in Arabic (an unknown one as 'pending').
  const label = language === 'en' ? (stage ?? t.pending) : (stageCode && (t.stages as Partial<Record<ResearchStage, string>>)[stageCode]) || t.pending;
  return (
    <div className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-blue-950">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-200 border-t-blue-800" aria-hidden="true" />
        {label}
      </p>
      {streamed && (
        <div aria-label={t.answerSoFar} role="region" className="rounded-md border border-blue-100 bg-white p-4">
          <SafeMarkdown className={answerProseClass}>{streamed}</SafeMarkdown>
        </div>
      )}
    </div>
  );
}
