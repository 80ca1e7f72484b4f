/** Request validators of the AI research API (spec §7 "AI search and chat"). */
import { z } from 'zod';
import { cleanString } from './text.ts';
import { MAX_HISTORY_CONTENT, MAX_HISTORY_ITEMS, MAX_QUESTION_LENGTH } from './research.ts';

export const ConversationHistoryItem = z.object({
  role: z.enum(['user', 'assistant'], { error: "conversationHistory role must be 'user' or 'assistant'" }),
  content: cleanString(
    z.string().max(MAX_HISTORY_CONTENT, `conversationHistory content must be at most ${MAX_HISTORY_CONTENT} characters`),
    'conversationHistory content must be text',
  ),
});
export type ConversationHistoryItem = z.infer<typeof ConversationHistoryItem>;

const history = z
  .array(ConversationHistoryItem, { error: 'conversationHistory must be a list of {role, content}' })
  .max(MAX_HISTORY_ITEMS, `conversationHistory must have at most ${MAX_HISTORY_ITEMS} items`)
  .default([]);

/** A question is stored (the message, the conversation's title): cleaned like every stored text (./text.ts). */
const question = (field: string) =>
  cleanString(
    z.string().trim().min(1, `${field} must not be empty`).max(MAX_QUESTION_LENGTH, `${field} must be at most ${MAX_QUESTION_LENGTH} characters`),
    `${field} is required`,
  );

/** Continue a saved conversation: 'chat-{id}' (spec §3 "Chat session"). */
const sessionId = z
  .string()
  .regex(/^chat-[1-9]\d{0,15}$/, "sessionId must look like 'chat-123'")
  .transform((s) => Number(s.slice(5)))
  .nullish();

export const MultiDocumentSearchRequest = z.object({
  query: question('query'),
  conversationHistory: history,
  /** A follow-up continues the conversation saved by the first answer. */
  sessionId,
});
export type MultiDocumentSearchRequest = z.input<typeof MultiDocumentSearchRequest>;

export const ChatRequest = z.object({
  message: question('message'),
  /** Null or absent: a general consultation over the whole collection. */
  legislationId: z.coerce
    .number({ error: 'legislationId must be a number' })
    .int('legislationId must be a whole number')
    .positive('legislationId must be a positive whole number')
    .nullish(),
  sessionId,
  conversationHistory: history,
});
export type ChatRequest = z.input<typeof ChatRequest>;
