/** The corpus Markdown as readable plain text: heading marks and emphasis removed, line breaks kept (seed and admin edits). */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, '')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/<br\s*\/?>/gi, ' '),
    )
    .join('\n');
}
