/**
 * A published snapshot: what a share link shows, built only from the saved conversation (never
 * from text a client sends, or anyone could publish anything under our domain). It names no
 * owner, user or chat: the public response must not reveal who shared it.
 */
import type { SharedMessage } from '../../../../schema/api/shares.ts';
import { EXTRACTIVE_NOTICE } from '../../../../schema/api/research.ts';
import { parseStoredCitations } from '../research/stored-citations.ts';

export interface ShareSnapshot {
  title: string;
  createdAt: string;
  messages: SharedMessage[];
}

/**
 * The most a snapshot may weigh as JSON. KV takes 25 MiB, but a shared page is read on phones
 * from social media: 512 KiB is about 40 long answers with their citations, far past any
 * conversation worth sending to a client.
 */
export const MAX_SNAPSHOT_BYTES = 512 * 1024;

/** Saved text that is not an answer a reader should see (spec §5: only non-empty messages). */
const isShown = (content: string) => content.trim() !== '' && !content.includes('Processing your question');

export function buildSnapshot(input: {
  title: string;
  createdAt: string;
  messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string; citations: string | null }>;
}): ShareSnapshot {
  return {
    title: input.title,
    createdAt: input.createdAt,
    messages: input.messages
      .filter((m) => isShown(m.content))
      .map((m) => ({ role: m.role, content: m.content, citations: m.role === 'assistant' ? parseStoredCitations(m.citations) : [] })),
  };
}

export const hasAnswer = (snapshot: ShareSnapshot) => snapshot.messages.some((m) => m.role === 'assistant');

export function snapshotBytes(snapshot: ShareSnapshot): number {
  return new TextEncoder().encode(JSON.stringify(snapshot)).length;
}

/** Markdown of an answer as one line of plain text: what a link preview shows. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      // Section names ('Summary', 'Key Points') are not what the answer says.
      .replace(/^\s{0,3}(?:#{1,6}\s.*|\*\*[^*\n]+\*\*:?)\s*$/gm, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\s*\[\d{1,4}(?:\s*,\s*\d{1,4})*\]/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/[*_`~|]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const DESCRIPTION_MAX = 200;

/**
 * The preview text of a shared answer: the opening of the first answer as plain text, without the
 * extractive analyst's notice (a preview that only says "no language model" tells a reader nothing).
 */
export function previewDescription(snapshot: ShareSnapshot): string {
  const answer = snapshot.messages.find((m) => m.role === 'assistant')?.content ?? '';
  const text = plainText(answer.replace(EXTRACTIVE_NOTICE, ''));
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX * 0.6));
  return `${atWord.replace(/[\s,;:.–-]+$/, '')}…`;
}
