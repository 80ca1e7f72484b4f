/**
 * Export: the saved conversation as a Word memo (issue 27), with its sources and the cited articles in full. The Word
 * writer and the Markdown reader load only when the export is asked for: no route's bundle carries them.
 */
import type { LegislationDetail } from '../../../../../schema/api/legislation.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { markdownFileName, type ExportableChat } from '../export-markdown.ts';
import { EXPORT_TEXTS } from '../messages.ts';
import { useExport } from '../use-export.ts';

export function ExportWordButton({
  chatId,
  label,
  className,
  loadChat,
}: {
  chatId: number;
  label: string;
  className: string;
  /** The saved conversation from the server (GET /api/account/chat/:id), put in by the page. */
  loadChat: (chatId: number) => Promise<ExportableChat>;
}) {
  const fileTexts = useTexts(EXPORT_TEXTS);
  const { format } = useLocale();
  const { busy, run } = useExport();

  const exportChat = () =>
    run(async () => {
      const [chat, docx] = await Promise.all([loadChat(chatId), import('../export-docx.ts')]);
      // The cited articles' text, each document read once (the document page's own data, cached at the edge).
      const cited = docx.citedArticles(chat);
      const documents = await Promise.all([...new Set(cited.map((c) => c.legislation_id))].map((id) => apiGet<LegislationDetail>(`/api/legislation/${id}`)));
      const articles = new Map(
        documents.flatMap((d) =>
          d.articles.map((a) => [docx.articleKey(d.id, a.number), { heading: a.heading, textEn: a.text_en, textAr: a.text_ar }] as const),
        ),
      );
      const blob = await docx.chatDocx(chat, articles, window.location.origin, { texts: fileTexts, date: format.date });
      downloadBlob(docx.docxFileName(markdownFileName(chat.title)), blob);
    });

  return (
    <button
      type="button"
      onClick={() => void exportChat()}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      {label}
    </button>
  );
}
