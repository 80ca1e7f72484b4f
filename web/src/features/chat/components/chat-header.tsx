import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { CHAT_TEXTS, countText } from '../messages.ts';
import { Button } from '../../../components/ui/button.tsx';

const button = 'inline-flex items-center justify-center rounded-md px-3 py-2 text-sm font-semibold';
/** The look of a secondary header action; the share and export tools use it too. */
export const headerToolClass = `${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;

/**
 * Spec §2: creation date, word-count badge, and Refresh / New Chat once the conversation has
 * started, after any `tools` (share, export, print). The actions wrap on narrow screens and are
 * left off paper.
 */
export function ChatHeader({
  title,
  createdAt,
  wordCount,
  showActions,
  newChatTo,
  onRefresh,
  tools,
}: {
  title: string;
  createdAt: string;
  wordCount: number;
  showActions: boolean;
  newChatTo: string;
  onRefresh: () => void;
  tools?: ReactNode;
}) {
  const T = useTexts(CHAT_TEXTS);
  const { format } = useLocale();
  return (
    <header className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:flex-row lg:items-center lg:justify-between print:border-0 print:p-0">
      <div className="min-w-0">
        <h1 className="text-xl font-bold text-blue-950 sm:text-2xl">
          <bdi>{title}</bdi>
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{T.started(format.date(createdAt) ?? '')}</span>
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-900">{countText(format, wordCount, T.words)}</span>
        </p>
      </div>
      {showActions && (
        <div className="flex flex-wrap gap-2 lg:justify-end print:hidden">
          {tools}
          <Button onClick={onRefresh} variant="secondary" size="sm">
            {T.refresh}
          </Button>
          <Link to={newChatTo} className={`${button} bg-blue-900 text-white hover:bg-blue-800`}>
            {T.newChat}
          </Link>
        </div>
      )}
    </header>
  );
}
