/**
 * GET /api/shared/{shareId} as zod schemas: the source of the shared-conversation types of ./shares.ts (derived
 * with type-only imports, so the shared page ships no zod) and of the public API's OpenAPI document (decision 029).
 */
import { z } from 'zod';
import { CitationSchema } from './citation-contract.ts';

/** One message of a published snapshot: the saved text and, for answers, the articles it cites. */
export const SharedMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** What each `[n]` of an answer opens (`/legislation/:id#article-N`); empty for questions. */
  citations: z.array(CitationSchema),
});

/** GET /api/shared/{shareId} `data` (spec §3 "SharedConversation"). No owner, user or chat id, ever. */
export const SharedConversationSchema = z.object({
  title: z.string(),
  /** When this snapshot was published (ISO 8601). */
  createdAt: z.string(),
  /** Exact: counted in D1 by one atomic UPDATE … RETURNING per read, this one included. */
  viewCount: z.number(),
  messages: z.array(SharedMessageSchema),
});

export const SharedConversationResponseSchema = z.object({ success: z.literal(true), data: SharedConversationSchema });

/** The 404 of an unknown, malformed or revoked link (the page shows `error` under 'Conversation Not Found'). */
export const SharedConversationNotFoundSchema = z.object({ success: z.literal(false), error: z.string(), code: z.literal('SHARE_NOT_FOUND') });
