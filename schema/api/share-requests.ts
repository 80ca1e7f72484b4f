/** Request validators of POST /api/create-share-link and GET /api/shared/{shareId} (spec §7). */
import { z } from 'zod';
import { DEFAULT_SHARE_TITLE, SHARE_MESSAGES } from './shares.ts';
import { cleanString } from './text.ts';

/**
 * The spec's body is {title, messages[], userInfo {timestamp}, sessionId}. Only `sessionId` decides
 * anything: the snapshot is built by the server from the saved conversation, so `title` and
 * `messages` sent by a client are accepted for compatibility, bounded, and never published.
 */
export const CreateShareLinkRequest = z.object({
  sessionId: z
    .string({ error: 'sessionId is required' })
    .regex(/^chat-[1-9]\d{0,14}$/, "sessionId must look like 'chat-123'")
    .transform((s) => Number(s.slice(5))),
  title: cleanString(z.string().max(500, 'title must be at most 500 characters'), 'title must be text').default(DEFAULT_SHARE_TITLE),
  messages: z.array(z.unknown(), { error: 'messages must be a list' }).max(200, 'messages must have at most 200 items').optional(),
  userInfo: z
    .object({ timestamp: z.union([z.string().max(100), z.number()]).optional() })
    .passthrough()
    .optional(),
});
export type CreateShareLinkRequest = z.input<typeof CreateShareLinkRequest>;

/** GET /api/shared/{shareId}: anything longer is not a token; the service answers 404 for every string that is not one. */
export const ShareIdParam = z.object({ shareId: z.string().max(200, SHARE_MESSAGES.notFound) });
