/** Metadata (titles, headings, notes) written into an answer: no characters that Markdown or the citation check would read. */
export function plainLabel(text: string): string {
  return text
    .replace(/[*_`[\]<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
