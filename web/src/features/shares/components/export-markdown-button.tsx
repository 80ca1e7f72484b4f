/** Export: downloads the saved conversation, with its sources, as a Markdown file. */
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { downloadTextFile } from '../../../lib/download.ts';
import { chatMarkdown, markdownFileName, type ExportableChat } from '../export-markdown.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { EXPORT_TEXTS, SHARE_TEXTS } from '../messages.ts';

export function ExportMarkdownButton({
  chatId,
  title,
  label,
  className,
  nameWithTitle = false,
  loadChat,
}: {
  chatId: number;
  title: string;
  label: string;
  className: string;
  nameWithTitle?: boolean;
  /** The saved conversation from the server (GET /api/account/chat/:id), put in by the page. */
  loadChat: (chatId: number) => Promise<ExportableChat>;
}) {
  const T = useTexts(SHARE_TEXTS);
  const fileTexts = useTexts(EXPORT_TEXTS);
  const { language, format } = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportChat = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The saved conversation, not the screen: the file has exactly what the server keeps, sources included.
      const chat = await loadChat(chatId);
      downloadTextFile(markdownFileName(chat.title), chatMarkdown(chat, window.location.origin, { texts: fileTexts, date: format.date }));
    } catch (e) {
      // The error's own text is English (a network or server message): the Arabic interface says it in general.
      toast({ title: T.exportFailed, description: e instanceof Error && language === 'en' ? e.message : T.exportFailedFallback, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void exportChat()}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-label={nameWithTitle ? `${label}: ${title}` : undefined}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      {label}
    </button>
  );
}
