/** The text of a PDF (Chromium's `page.pdf()`), page by page, read with Mozilla's pdf.js: what a printed copy says. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** Without white space: a line broken by the page layout (a long address, a wrapped sentence) still matches. */
export const squash = (text: string) => text.replace(/\s+/g, '');
