/** Export: downloads the saved conversation, with its sources, as a Markdown file. */
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { downloadTextFile } from '../../../lib/download.ts';
import { fetchSavedChat } from '../../chat/api.ts';
import { chatMarkdown, markdownFileName } from '../export-markdown.ts';
import { SHARE_TEXT as T } from '../messages.ts';

export function ExportMarkdownButton({ chatId, title, label, className, nameWithTitle = false }: { chatId: number; title: string; label: string; className: string; nameWithTitle?: boolean }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportChat = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The saved conversation, not the screen: the file has exactly what the server keeps, sources included.
      const chat = await fetchSavedChat(chatId);
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
