/**
 * Contracts of share links (spec §2 "Shared conversation", §3 "SharedConversation", §7
 * `POST /api/create-share-link`, `GET /api/shared/{shareId}`), shared by worker and web.
 * Plain types and constants only; the request validator lives in ./share-requests.ts, and the types of
 * GET /api/shared/{shareId} are those of the zod schemas in ./share-contract.ts (imported as types only).
 */
import type { z } from 'zod';
import type { SharedConversationResponseSchema, SharedConversationSchema, SharedMessageSchema } from './share-contract.ts';

export const SHARE_MESSAGES = {
  /** 404 of GET /api/shared/:id for unknown, malformed and revoked links (the page shows it under 'Conversation Not Found'). */
  notFound: 'This shared conversation may have expired or been removed.',
  /** The page's fallback when the server gave no error text (spec §8). */
  loadFailed: 'Failed to load shared conversation',
  chatNotFound: 'Chat not found',
  nothingToShare: 'This conversation has no answer to share yet.',
  tooLarge: 'This conversation is too long to share as one link. Start a new conversation for the part you want to share.',
  tooMany: 'Too many share links created. Please wait a while and try again.',
} as const;

/** Spec §7: the title when none is given. */
export const DEFAULT_SHARE_TITLE = 'UAE Tax Analysis';
/** Spec §2: the shared page's document title is 'UAE Tax Analysis: {title}'. */
export const sharePageTitle = (title: string) => `UAE Tax Analysis: ${title}`;
/** Spec §2: the banner of the shared page, linking home. */
export const SHARE_BANNER = 'Try for free: 1 chat + 2 follow-ups (AED 9 value) • Always-free keyword search';
/** Spec §9: a user question is shown as a heading cut to this many characters, then '...'. */
export const SHARE_HEADING_MAX = 50;

/**
 * Share tokens: 18 random bytes (144 bits) written as 24 base64url characters. Anything else is
 * not a token and answers 404 without a database read.
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** One message of a published snapshot: the saved text and, for answers, the articles it cites. */
export type SharedMessage = z.infer<typeof SharedMessageSchema>;

/** GET /api/shared/{shareId} `data` (spec §3 "SharedConversation"). No owner, user or chat id, ever. */
export type SharedConversation = z.infer<typeof SharedConversationSchema>;

export type SharedConversationResponse = z.infer<typeof SharedConversationResponseSchema>;

/** POST /api/create-share-link (spec §7). */
export interface CreateShareLinkResponse {
  success: true;
  shareUrl: string;
  /** True when this call published a new snapshot; false when the live link of an unchanged conversation was returned. */
  created: boolean;
}

/** DELETE /api/account/chat/{id}/share: every live link of the conversation stops answering. */
export interface RevokeShareResponse {
  success: true;
  /** How many live links were revoked (0 when none was live). */
  revoked: number;
}
