/** What every Export button of a conversation shares: one export at a time, its failure told in a toast. */
import { useMutation } from '../../../lib/use-mutation.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import type { ExportableChat, ExportLanguage } from '../export-markdown.ts';
import { EXPORT_TEXTS, SHARE_TEXTS } from '../messages.ts';

export interface ExportButtonProps {
  chatId: number;
  label: string;
  className: string;
  /** The saved conversation from the server (GET /api/account/chat/:id), put in by the page. */
  loadChat: (chatId: number) => Promise<ExportableChat>;
}

/** `write` makes and downloads the file, its texts and dates in the interface language. */
export function ExportButton({
  label,
  accessibleName,
  className,
  write,
}: {
  label: string;
  accessibleName?: string;
  className: string;
  write: (language: ExportLanguage) => Promise<void>;
}) {
  const T = useTexts(SHARE_TEXTS);
  const texts = useTexts(EXPORT_TEXTS);
  const { language, format } = useLocale();
  const toast = useToast();
  const { run, busy } = useMutation(() => write({ texts, date: format.date }), {
    errorOf: (e) => {
      // The error's own text is English (a network or server message): the Arabic interface says it in general.
      toast({ title: T.exportFailed, description: e instanceof Error && language === 'en' ? e.message : T.exportFailedFallback, variant: 'destructive' });
      return null;
    },
  });
  return (
    <button
      type="button"
      onClick={() => void run()}
      // aria-disabled, not disabled: a disabled button drops the keyboard focus of whoever pressed it.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-label={accessibleName}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      {label}
    </button>
  );
}
