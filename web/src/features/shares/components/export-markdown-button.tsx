/** Export: downloads the saved conversation, with its sources, as a Markdown file. */
import { downloadTextFile } from '../../../lib/download.ts';
import { chatMarkdown, markdownFileName } from '../export-markdown.ts';
import { ExportButton, type ExportButtonProps } from './export-button.tsx';

export function ExportMarkdownButton({
  chatId,
  title,
  label,
  className,
  nameWithTitle = false,
  loadChat,
}: ExportButtonProps & { title: string; nameWithTitle?: boolean }) {
  return (
    <ExportButton
      label={label}
      accessibleName={nameWithTitle ? `${label}: ${title}` : undefined}
      className={className}
      // The saved conversation, not the screen: the file has exactly what the server keeps, sources included.
      write={async (language) => {
        const chat = await loadChat(chatId);
        downloadTextFile(markdownFileName(chat.title), chatMarkdown(chat, window.location.origin, language));
      }}
    />
  );
}
