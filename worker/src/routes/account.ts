/** Spec §7 "Account": the signed-in user's conversations. Every route answers 401 to anonymous callers. */
import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../../schema/api/account.ts';
import { createDb } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { validate } from '../middleware/validate.ts';
import { accountSummary, deleteAllChats, deleteChat, getChat, listChatHistory } from '../services/account/account-service.ts';

// At most 15 digits keeps the id a safe integer; 0 is never issued by AUTOINCREMENT.
const ChatIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, M.invalidChatId)
    .transform(Number)
    .refine((n) => n > 0, M.invalidChatId),
});

const notFound = { success: false as const, error: M.chatNotFound };

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/chat-history', async (c) => {
    const data = await listChatHistory(createDb(c.env.DB), currentUser(c).id, c.get('config').APP_URL);
    return c.json({ success: true as const, data });
  })
  .delete('/chat-history', async (c) => {
    const deleted = await deleteAllChats(createDb(c.env.DB), currentUser(c).id);
    return c.json({ success: true as const, deleted });
  })
  .get('/chat/:id', validate('param', ChatIdParam), async (c) => {
    const chat = await getChat(createDb(c.env.DB), currentUser(c).id, c.req.valid('param').id, c.get('config').APP_URL);
    if (!chat) return c.json(notFound, 404);
    return c.json({ success: true as const, data: chat });
  })
  .delete('/chat/:id', validate('param', ChatIdParam), async (c) => {
    const deleted = await deleteChat(createDb(c.env.DB), currentUser(c).id, c.req.valid('param').id);
    if (!deleted) return c.json(notFound, 404);
    return c.json({ success: true as const, deleted: 1 });
  })
  .get('/summary', async (c) => {
    const data = await accountSummary(createDb(c.env.DB), currentUser(c).id, new Date());
    return c.json({ success: true as const, data });
  });
