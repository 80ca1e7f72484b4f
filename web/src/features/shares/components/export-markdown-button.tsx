/** Export: downloads the saved conversation, with its sources, as a Markdown file. */
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { downloadTextFile } from '../../../lib/download.ts';
import { chatMarkdown, markdownFileName, type ExportableChat } from '../export-markdown.ts';
import { SHARE_TEXT as T } from '../messages.ts';

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
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportChat = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The saved conversation, not the screen: the file has exactly what the server keeps, sources included.
      const chat = await loadChat(chatId);
      downloadTextFile(markdownFileName(chat.title), chatMarkdown(chat, window.location.origin));
    } catch (e) {
      toast({ title: T.exportFailed, description: e instanceof Error ? e.message : T.exportFailedFallback, variant: 'destructive' });
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
