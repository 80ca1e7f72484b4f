/**
 * Export: the saved conversation as a Word memo (issue 27), with its sources and the cited articles in full. The Word
 * writer and the Markdown reader load only when the export is asked for: no route's bundle carries them.
 */
import type { LegislationDetail } from '../../../../../schema/api/legislation.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { markdownFileName } from '../export-markdown.ts';
import { ExportButton, type ExportButtonProps } from './export-button.tsx';

export function ExportWordButton({ chatId, label, className, loadChat }: ExportButtonProps) {
  return (
    <ExportButton
      label={label}
      className={className}
      write={async (language) => {
        const [chat, docx] = await Promise.all([loadChat(chatId), import('../export-docx.ts')]);
        // The cited articles' text, each document read once (the document page's own data, cached at the edge).
        const cited = docx.citedArticles(chat);
        const documents = await Promise.all([...new Set(cited.map((c) => c.legislation_id))].map((id) => apiGet<LegislationDetail>(`/api/legislation/${id}`)));
        const articles = new Map(
          documents.flatMap((d) =>
            d.articles.map((a) => [docx.articleKey(d.id, a.number), { heading: a.heading, textEn: a.text_en, textAr: a.text_ar }] as const),
          ),
        );
        const blob = await docx.chatDocx(chat, articles, window.location.origin, language);
        downloadBlob(docx.docxFileName(markdownFileName(chat.title)), blob);
      }}
    />
  );
}
