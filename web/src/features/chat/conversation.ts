/** The client's picture of a conversation (spec §3 "Chat message (client)") and the figures derived from it. */
import type { ChatMessageDto } from '../../../../schema/api/account.ts';
import { boundedHistory, type Citation, type ConversationTurn } from '../../../../schema/api/research.ts';
import { READING_WORDS_PER_MINUTE } from './messages.ts';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: Citation[];
  /** The temporary 'Analyzing your question' placeholder; its content is the answer streamed so far. */
  isProcessing?: boolean;
  /** An error shown in place of an answer. */
  error?: boolean;
  /** What wrote an answer (ChatMessageDto.model), when known. */
  model?: string | null;
}

let nextId = 0;
export const messageId = () => `m${++nextId}`;

export function fromSaved(messages: readonly ChatMessageDto[]): ChatMessage[] {
  return messages.map((m) => ({ id: messageId(), role: m.role, content: m.content, citations: m.citations ?? [], model: m.model ?? null }));
}

/** What the server gets as conversationHistory: real turns only, newest last, within its limits. */
export function historyOf(messages: readonly ChatMessage[]): ConversationTurn[] {
  return boundedHistory(messages.filter((m) => !m.isProcessing && !m.error && m.content.trim()).map((m) => ({ role: m.role, content: m.content })));
}

/** The messages the insights count: not the placeholder. */
export function settled(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((m) => !m.isProcessing);
}

export interface SessionFigures {
  messages: number;
  words: number;
  readingMinutes: number;
  averageWords: number;
}

export function sessionFigures(messageCount: number, words: number): SessionFigures {
  return {
    messages: messageCount,
    words,
    readingMinutes: Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE)),
    averageWords: messageCount > 0 ? Math.round(words / messageCount) : 0,
  };
}

/** The conversation as plain text for the clipboard, each turn headed by its speaker's name in the interface language. */
export function conversationText(title: string, messages: readonly ChatMessage[], speakers: { speakerYou: string; speakerAssistant: string }): string {
  const turns = settled(messages)
    .filter((m) => !m.error)
    .map((m) => `${m.role === 'user' ? speakers.speakerYou : speakers.speakerAssistant}:\n${m.content.trim()}`);
  return [title, ...turns].join('\n\n');
}

/** The saved conversation a session id names ('chat-{id}'), or null before the first reply. */
export function chatIdOfSession(sessionId: string | null): number | null {
  const match = sessionId?.match(/^chat-([1-9]\d*)$/);
  return match ? Number(match[1]) : null;
}
