import { useId } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useCopyFeedback } from '../../../lib/use-copy-feedback.ts';
import type { SessionFigures } from '../conversation.ts';
import { CHAT_TEXT as T, INSIGHT_REQUESTS } from '../messages.ts';

const tool =
  'w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

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
  const headingId = useId();
  const toast = useToast();
  const [copied, markCopied] = useCopyFeedback();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(conversationText());
      markCopied();
    } catch {
      toast({ title: 'Copy Failed', description: 'Please select the conversation and copy it manually.', variant: 'destructive' });
    }
  };

  return (
    <aside aria-labelledby={headingId} className="hidden space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:block print:hidden">
      <h2 id={headingId} className="text-base font-bold text-slate-900">
        {T.insightsTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label="Messages" value={formatNumber(figures.messages)} />
        <Figure label="Words" value={formatNumber(figures.words)} />
        <Figure label="Reading time" value={`${figures.readingMinutes} min`} />
        <Figure label="Avg. words / message" value={formatNumber(figures.averageWords)} />
      </dl>
      <div className="space-y-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Tools</h3>
        {(Object.keys(INSIGHT_REQUESTS) as Array<keyof typeof INSIGHT_REQUESTS>).map((name) => (
          <button key={name} type="button" disabled={busy} onClick={() => onRequest(INSIGHT_REQUESTS[name])} className={tool}>
            {name}
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
