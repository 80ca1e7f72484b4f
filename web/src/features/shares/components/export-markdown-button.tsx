/** Export: downloads the saved conversation, with its sources, as a Markdown file. */
import { downloadTextFile } from '../../../lib/download.ts';
import { chatMarkdown, markdownFileName, type ExportableChat } from '../export-markdown.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { EXPORT_TEXTS } from '../messages.ts';
import { useExport } from '../use-export.ts';

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
  const fileTexts = useTexts(EXPORT_TEXTS);
  const { format } = useLocale();
  const { busy, run } = useExport();

  // The saved conversation, not the screen: the file has exactly what the server keeps, sources included.
  const exportChat = () =>
    run(async () => {
      const chat = await loadChat(chatId);
      downloadTextFile(markdownFileName(chat.title), chatMarkdown(chat, window.location.origin, { texts: fileTexts, date: format.date }));
    });

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
