/**
 * A saved conversation as a Markdown file: the title, the date, each question and answer, every
 * answer's numbered sources with the full address of the article, and the disclaimer. Pure, so the
 * file's exact content is tested without a browser.
 */
import type { ChatHistoryItem } from '../../../../schema/api/account.ts';
import { absoluteUrl, citationSource, orderedCitations } from '../../shared/citations.ts';
import type { Translation } from '../../i18n/bilingual.ts';
import { formatDate } from '../../lib/format.ts';
import { EXPORT_TEXT } from './messages.ts';
import { shownMessages } from './shared-messages.ts';

export type ExportableChat = Pick<ChatHistoryItem, 'title' | 'created_at' | 'messages'>;

/** The file's own words and date format: the interface language's at export time (English by default). */
export interface ExportLanguage {
  texts: Translation<typeof EXPORT_TEXT>;
  date: (iso: string) => string | null;
}

const ENGLISH: ExportLanguage = { texts: EXPORT_TEXT, date: formatDate };

export function chatMarkdown(chat: ExportableChat, origin: string, { texts: t, date }: ExportLanguage = ENGLISH): string {
  const blocks: string[] = [`# ${chat.title}`, t.date(date(chat.created_at) ?? chat.created_at)];
  for (const message of shownMessages(chat.messages)) {
    blocks.push(message.role === 'user' ? `## ${t.question}` : `## ${t.answer}`, withAbsoluteLinks(message.content.trim(), origin));
    const sources = message.role === 'assistant' ? orderedCitations(message.citations ?? []) : [];
    if (sources.length > 0) {
      blocks.push(`### ${t.sources}`);
      // One paragraph each: consecutive lines would run together when the file is rendered.
      blocks.push(...sources.map((c) => `[${c.n}] ${citationSource(c)} — ${absoluteUrl(c.url, origin)}`));
    }
  }
  blocks.push('---', t.disclaimer);
  return `${blocks.join('\n\n')}\n`;
}

/** In-app links of an answer ("Read Next") must open outside the site too: `](/legislation/…)` gains the origin. */
function withAbsoluteLinks(markdown: string, origin: string): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (_, path: string) => `](${absoluteUrl(path, origin)})`);
}

/** 'Small Business Relief?' → 'small-business-relief.md'; letters of any script are kept. */
export function markdownFileName(title: string): string {
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+/, '');
  const slug = Array.from(words).slice(0, 80).join('').replace(/-+$/, '');
  return `${slug || 'conversation'}.md`;
}
