/**
 * A saved conversation as a Word memo (issue 27: advisers send their findings as Word documents): the title and date,
 * each question and answer under its heading (the answer's own Markdown — headings, lists, tables, bold — as Word
 * paragraphs and tables), every answer's numbered sources with links to the article pages, and an appendix quoting each
 * cited article in full: the English, and the official Arabic, right to left, when the answer was in Arabic.
 *
 * Built in the browser with `docx`, loaded only when the export is asked for, so no route's bundle carries it.
 * `chatDocument` is pure (the articles are given), so the file's content is tested without a browser.
 */
import type { Root, RootContent, PhrasingContent, TableRow as MdTableRow } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, type ParagraphChild } from 'docx';
import type { Citation } from '../../../../schema/api/research.ts';
import { absoluteUrl, citationSource, orderedCitations } from '../../shared/citations.ts';
import type { Translation } from '../../i18n/bilingual.ts';
import type { ExportableChat } from './export-markdown.ts';
import type { EXPORT_TEXT } from './messages.ts';
import { shownMessages } from './shared-messages.ts';

/** The text of one cited article, as the document page has it. */
export interface CitedArticleText {
  heading: string | null;
  textEn: string;
  textAr: string | null;
}

/** Articles by `articleKey(legislationId, number)`. */
export type CitedArticles = ReadonlyMap<string, CitedArticleText>;

export const articleKey = (legislationId: number, article: string) => `${legislationId}#${article}`;

export interface DocxLanguage {
  texts: Translation<typeof EXPORT_TEXT>;
  date: (iso: string) => string | null;
}

const ARABIC = /[\u0600-\u06FF]/;
/** The direction of a text as `dir="auto"` reads it: by its first letter. */
const rightToLeft = (text: string) => ARABIC.test(text.match(/[A-Za-z\u0600-\u06FF]/)?.[0] ?? '');

/** Every article the conversation's answers cite, once, in the order of first citation. */
export function citedArticles(chat: ExportableChat): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const m of shownMessages(chat.messages)) {
    for (const c of m.role === 'assistant' ? orderedCitations(m.citations ?? []) : []) {
      const key = articleKey(c.legislation_id, c.article);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(c);
    }
  }
  return out;
}

export function chatDocument(chat: ExportableChat, articles: CitedArticles, origin: string, { texts: t, date }: DocxLanguage): Document {
  const shown = shownMessages(chat.messages);
  const children: Array<Paragraph | Table> = [
    new Paragraph({ heading: HeadingLevel.TITLE, ...direction(chat.title), children: [run(chat.title)] }),
    plain(t.date(date(chat.created_at) ?? chat.created_at)),
  ];
  // An answer in Arabic quotes the official Arabic: the appendix gives that text too.
  let arabicAnswer = false;
  for (const message of shown) {
    const content = message.content.trim();
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(message.role === 'user' ? t.question : t.answer)] }));
    if (message.role === 'user') {
      children.push(plain(content));
      continue;
    }
    if (ARABIC.test(content)) arabicAnswer = true;
    children.push(...markdownBlocks(content, origin));
    const sources = orderedCitations(message.citations ?? []);
    if (sources.length) {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(t.sources)] }));
      children.push(...sources.map((c) => sourceParagraph(c, origin)));
    }
  }
  const cited = citedArticles(chat);
  if (cited.length) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, children: [run(t.appendix)] }));
    for (const c of cited) {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [link(citationSource(c), absoluteUrl(c.url, origin))] }));
      const text = articles.get(articleKey(c.legislation_id, c.article));
      if (!text) {
        children.push(plain(t.articleUnavailable));
        continue;
      }
      children.push(...articleParagraphs(text.textEn));
      if (arabicAnswer && text.textAr?.trim()) {
        children.push(new Paragraph({ heading: HeadingLevel.HEADING_3, bidirectional: true, children: [run(t.officialArabic, { rightToLeft: true })] }));
        children.push(...articleParagraphs(text.textAr));
      }
    }
  }
  children.push(plain(t.disclaimer));
  return new Document({
    title: chat.title,
    creator: 'UAE Corporate Tax Research',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children }],
  });
}

export async function chatDocx(chat: ExportableChat, articles: CitedArticles, origin: string, language: DocxLanguage): Promise<Blob> {
  return Packer.toBlob(chatDocument(chat, articles, origin, language));
}

/** 'Small Business Relief?' → 'small-business-relief.docx'. */
export const docxFileName = (markdownName: string) => markdownName.replace(/\.md$/, '.docx');

function run(text: string, options: { bold?: boolean; italics?: boolean; rightToLeft?: boolean } = {}): TextRun {
  return new TextRun({ text, ...options });
}

function link(text: string, url: string): ExternalHyperlink {
  return new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });
}

/** A paragraph's direction, from its text: a right-to-left paragraph starts at the right margin by itself. */
function direction(text: string): { bidirectional?: boolean } {
  return rightToLeft(text) ? { bidirectional: true } : {};
}

function plain(text: string): Paragraph {
  const rtl = rightToLeft(text);
  return new Paragraph({ ...direction(text), children: [run(text, rtl ? { rightToLeft: true } : {})] });
}

function sourceParagraph(c: Citation, origin: string): Paragraph {
  const url = absoluteUrl(c.url, origin);
  return new Paragraph({ children: [run(`[${c.n}] `, { bold: true }), link(citationSource(c), url), run(` — ${url}`)] });
}

/** An article's text as the corpus writes it: a '### Article (n): heading' line, then its clauses, one per line. */
function articleParagraphs(text: string): Paragraph[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      const body = heading ? heading[1]! : line.replace(/^[-*]\s+/, '');
      const rtl = rightToLeft(body);
      return new Paragraph({ ...direction(body), children: inlineMarkdown(body, rtl, heading !== null) });
    });
}

/** `**Term**: meaning` inside an article line. */
function inlineMarkdown(text: string, rtl: boolean, bold: boolean): TextRun[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const strong = /^\*\*([^*]+)\*\*$/.exec(part);
      return run(strong ? strong[1]! : part, { bold: bold || !!strong, rightToLeft: rtl });
    });
}

/** An answer's Markdown (GFM: tables too) as Word paragraphs and tables. */
export function markdownBlocks(markdown: string, origin: string): Array<Paragraph | Table> {
  const tree: Root = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  return tree.children.flatMap((node) => block(node, origin, 0));
}

const HEADINGS = [
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];

function block(node: RootContent, origin: string, level: number): Array<Paragraph | Table> {
  switch (node.type) {
    case 'heading': {
      const text = textOf(node.children);
      // The answer's own headings sit under its 'Answer' heading.
      return [
        new Paragraph({
          heading: HEADINGS[node.depth - 1] ?? HeadingLevel.HEADING_6,
          ...direction(text),
          children: phrasing(node.children, origin, rightToLeft(text)),
        }),
      ];
    }
    case 'paragraph': {
      const text = textOf(node.children);
      return [new Paragraph({ ...direction(text), children: phrasing(node.children, origin, rightToLeft(text)) })];
    }
    case 'list':
      return node.children.flatMap((item, i) =>
        item.children.flatMap((child, j) => {
          if (child.type !== 'paragraph' || j > 0) return block(child, origin, level + 1);
          const text = textOf(child.children);
          const rtl = rightToLeft(text);
          const marker = node.ordered ? [run(`${(node.start ?? 1) + i}. `, { rightToLeft: rtl })] : [];
          return [
            new Paragraph({
              ...direction(text),
              ...(node.ordered ? { indent: { start: 360 * (level + 1) } } : { bullet: { level: Math.min(level, 8) } }),
              children: [...marker, ...phrasing(child.children, origin, rtl)],
            }),
          ];
        }),
      );
    case 'blockquote':
      return node.children.flatMap((child) => block(child, origin, level + 1));
    case 'table':
      return [table(node.children, origin)];
    case 'code':
      return [plain(node.value)];
    case 'html':
      return [plain(node.value)];
    default:
      return [];
  }
}

function table(rows: MdTableRow[], origin: string): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (row, r) =>
        new TableRow({
          tableHeader: r === 0,
          children: row.children.map((cell) => {
            const text = textOf(cell.children);
            const rtl = rightToLeft(text);
            return new TableCell({ children: [new Paragraph({ ...direction(text), children: phrasing(cell.children, origin, rtl, r === 0) })] });
          }),
        }),
    ),
  });
}

function phrasing(nodes: PhrasingContent[], origin: string, rtl: boolean, bold = false, italics = false): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case 'text':
        return [run(node.value, { bold, italics, rightToLeft: rtl })];
      case 'strong':
        return phrasing(node.children, origin, rtl, true, italics);
      case 'emphasis':
        return phrasing(node.children, origin, rtl, bold, true);
      case 'inlineCode':
        return [run(node.value, { bold, italics, rightToLeft: rtl })];
      case 'break':
        return [new TextRun({ text: '', break: 1 })];
      case 'link':
        return [
          new ExternalHyperlink({
            link: absoluteUrl(node.url, origin),
            children: [new TextRun({ text: textOf(node.children), style: 'Hyperlink', rightToLeft: rtl })],
          }),
        ];
      case 'delete':
        return phrasing(node.children, origin, rtl, bold, italics);
      default:
        return 'value' in node && typeof node.value === 'string' ? [run(node.value, { bold, italics, rightToLeft: rtl })] : [];
    }
  });
}

function textOf(nodes: readonly PhrasingContent[]): string {
  return nodes.map((n) => ('value' in n && typeof n.value === 'string' ? n.value : 'children' in n ? textOf(n.children as PhrasingContent[]) : '')).join('');
}
