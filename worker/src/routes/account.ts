/** Spec §7 "Account": the signed-in user's conversations and their share links. Every route answers 401 to anonymous callers. */
import { Hono, type Context } from 'hono';
import { ACCOUNT_MESSAGES as M } from '../../../schema/api/account.ts';
import type { RevokeShareResponse } from '../../../schema/api/shares.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { runInBackground } from '../middleware/request-scope.ts';
import { shareServices, type With } from '../middleware/services.ts';
import { idParam, validate } from '../middleware/validate.ts';
import { accountSummary, deleteAllChats, deleteChat, getChat, listChatHistory } from '../services/account/account-service.ts';
import type { ShareDeps } from '../services/shares/share-service.ts';
import { revokeChatShares } from '../services/shares/share-service.ts';

const ChatIdParam = idParam(M.invalidChatId);

const notFound = { success: false as const, error: M.chatNotFound, code: 'CHAT_NOT_FOUND' as const };

/** Revoked links already answer 404 (D1 decides); their snapshots are removed from KV and the edge cache after the response. */
function dropSnapshots(c: Context<With<{ shares: ShareDeps }>>, tokens: string[]) {
  if (tokens.length === 0) return Promise.resolve();
  const store = c.var.shares.store;
  return runInBackground(c, 'dropping revoked share snapshots', () => store.drop(tokens));
}

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(shareServices)
  .get('/chat-history', async (c) => {
    const data = await listChatHistory(c.var.db, currentUser(c).id, c.get('config').APP_URL);
    return c.json({ success: true as const, data });
  })
  .delete('/chat-history', async (c) => {
    const { deleted, revokedTokens } = await deleteAllChats(c.var.db, currentUser(c).id);
    await dropSnapshots(c, revokedTokens);
    return c.json({ success: true as const, deleted });
  })
  .get('/chat/:id', validate('param', ChatIdParam), async (c) => {
    const chat = await getChat(c.var.db, currentUser(c).id, c.req.valid('param').id, c.get('config').APP_URL);
    if (!chat) return c.json(notFound, 404);
    return c.json({ success: true as const, data: chat });
  })
  .delete('/chat/:id', validate('param', ChatIdParam), async (c) => {
    const { deleted, revokedTokens } = await deleteChat(c.var.db, currentUser(c).id, c.req.valid('param').id);
    if (!deleted) return c.json(notFound, 404);
    await dropSnapshots(c, revokedTokens);
    return c.json({ success: true as const, deleted: 1 });
  })
  // Revoking is decided in D1 (the links answer 404 from the next request on); the snapshots leave KV after.
  .delete('/chat/:id/share', validate('param', ChatIdParam), async (c) => {
    const revokedTokens = await revokeChatShares(c.var.shares, currentUser(c).id, c.req.valid('param').id);
    await dropSnapshots(c, revokedTokens);
    return c.json({ success: true, revoked: revokedTokens.length } satisfies RevokeShareResponse);
  })
  .get('/summary', async (c) => {
    const data = await accountSummary(c.var.db, currentUser(c).id, new Date());
    return c.json({ success: true as const, data });
  });
