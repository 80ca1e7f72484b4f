/** Spec §2 "Shared conversation": which messages a reader sees, and how a question reads as a heading. */
import { SHARE_HEADING_MAX } from '../../../../schema/api/shares.ts';

/** The text of the temporary placeholder of an unanswered question, should one ever be saved. */
const PROCESSING_MARKER = 'Processing your question';

/** Spec §2: messages that are empty or still 'Processing your question' are not shown. */
export function isShownMessage(message: { content: string }): boolean {
  const text = message.content.trim();
  return text !== '' && !text.includes(PROCESSING_MARKER);
}

export function shownMessages<T extends { content: string }>(messages: readonly T[]): T[] {
  return messages.filter(isShownMessage);
}

/**
 * Spec §2, §9: a question as a heading, cut to 50 characters with '...' when longer. A heading is
 * one line, so runs of white space (line breaks of a long question) count as one space.
 * Characters are counted as code points so a cut never splits a surrogate pair.
 */
export function questionHeading(question: string): { text: string; cut: boolean } {
  const oneLine = question.trim().replace(/\s+/g, ' ');
  const chars = Array.from(oneLine);
  if (chars.length <= SHARE_HEADING_MAX) return { text: oneLine, cut: false };
  return { text: `${chars.slice(0, SHARE_HEADING_MAX).join('')}...`, cut: true };
}
