import { useId } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toast.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { useCopyFeedback } from '../../../lib/use-copy-feedback.ts';
import type { SessionFigures } from '../conversation.ts';
import { CHAT_TEXTS, countText, INSIGHT_REQUEST_TEXTS, INSIGHT_REQUESTS } from '../messages.ts';

const tool =
  'w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-start text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Spec §2: the side panel of figures and tools, on large screens only. */
export function SessionInsights({
  figures,
  legislationId,
  busy,
  onRequest,
  conversationText,
  onRefresh,
}: {
  figures: SessionFigures;
  legislationId: number | null;
  /** A request is pending or the conversation cannot continue: no tool may send. */
  busy: boolean;
  onRequest: (text: string) => void;
  conversationText: () => string;
  onRefresh: () => void;
}) {
  const T = useTexts(CHAT_TEXTS);
  const requests = useTexts(INSIGHT_REQUEST_TEXTS);
  const { format } = useLocale();
  const headingId = useId();
  const toast = useToast();
  const [copied, markCopied] = useCopyFeedback();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(conversationText());
      markCopied();
    } catch {
      toast({ title: T.copyFailedTitle, description: T.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <aside aria-labelledby={headingId} className="hidden space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:block print:hidden">
      <h2 id={headingId} className="text-base font-bold text-slate-900">
        {T.insightsTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label={T.figureMessages} value={format.number(figures.messages)} />
        <Figure label={T.figureWords} value={format.number(figures.words)} />
        <Figure
          label={T.figureReadingTime}
          value={countText(format, figures.readingMinutes, T.readingMinutes, format.digits(String(figures.readingMinutes)))}
        />
        <Figure label={T.figureAverageWords} value={format.number(figures.averageWords)} />
      </dl>
      <div className="space-y-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{T.tools}</h3>
        {(Object.keys(INSIGHT_REQUESTS) as Array<keyof typeof INSIGHT_REQUESTS>).map((key) => (
          <button key={key} type="button" disabled={busy} onClick={() => onRequest(requests[key].request)} className={tool}>
            {requests[key].label}
          </button>
        ))}
        {legislationId !== null && (
          <Link to={`/legislation/${legislationId}`} className={`${tool} block`}>
            {T.sourceText}
          </Link>
        )}
        <button type="button" onClick={() => void copy()} className={tool}>
          <span aria-live="polite">{copied ? T.copied : T.copy}</span>
        </button>
        <button type="button" onClick={onRefresh} className={tool}>
          {T.refreshChat}
        </button>
        <Link to="/chat" className={`${tool} block`}>
          {T.startNewChat}
        </Link>
      </div>
    </aside>
  );
}
