/**
 * Spec §7 share links: `POST /api/create-share-link` (the owner publishes a snapshot) and the public
 * `GET /api/shared/:shareId` (no credentials; counts the view).
 */
import { Hono } from 'hono';
import { CreateShareLinkRequest, ShareIdParam } from '../../../schema/api/share-requests.ts';
import { SHARE_MESSAGES as M, type SharedConversationResponse } from '../../../schema/api/shares.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { shareServices } from '../middleware/services.ts';
import { validate } from '../middleware/validate.ts';
import { createShareLink, readSharedConversation } from '../services/shares/share-service.ts';

export const shareRoutes = new Hono<AppEnv>()
  .post('/create-share-link', requireUser, validate('json', CreateShareLinkRequest), shareServices, async (c) => {
    return c.json(await createShareLink(c.var.shares, currentUser(c).id, c.req.valid('json').sessionId));
  })
  .get('/shared/:shareId', validate('param', ShareIdParam), shareServices, async (c) => {
    const data = await readSharedConversation(c.var.shares, c.req.valid('param').shareId);
    // The JSON carries the live count: never cached. The snapshot inside is cached at the edge (snapshot-store.ts).
    c.header('X-Robots-Tag', 'noindex');
    if (!data) return c.json({ success: false as const, error: M.notFound, code: 'SHARE_NOT_FOUND' as const }, 404);
    return c.json({ success: true, data } satisfies SharedConversationResponse);
  });
