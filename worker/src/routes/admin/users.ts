/**
 * The admin usage page's API (spec §7 "Admin"): GET /api/admin/users, DELETE /api/admin/users/{id}
 * and GET /api/usage/chat-history. Both sub-apps sit behind the admin guard of ./index.ts.
 */
import { Hono } from 'hono';
import {
  ADMIN_USAGE_MESSAGES as M,
  type AdminChatHistoryResponse,
  type AdminUserDeletedResponse,
  type AdminUsersResponse,
} from '../../../../schema/api/admin-usage.ts';
import type { AppEnv } from '../../env.ts';
import { runInBackground } from '../../middleware/request-scope.ts';
import { currentUser } from '../../middleware/require-user.ts';
import { shareServices } from '../../middleware/services.ts';
import { idParam, validate } from '../../middleware/validate.ts';
import { deleteUser, listChatHistory, listUsers } from '../../services/admin/user-admin-service.ts';

const UserIdParam = idParam(M.invalidUserId);

/** Mounted at /api/admin. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/users', async (c) => {
    const users = await listUsers(c.var.db, c.get('config'));
    return c.json({ success: true, ...users } satisfies AdminUsersResponse);
  })
  .delete('/users/:id', validate('param', UserIdParam), shareServices, async (c) => {
    const deleted = await deleteUser(c.var.db, currentUser(c).id, c.req.valid('param').id);
    // The share rows went with the user (their links answer 404 now); the snapshots leave KV after the response.
    if (deleted.shareTokens.length > 0) {
      const { store } = c.var.shares;
      await runInBackground(c, 'dropping a deleted user’s share snapshots', () => store.drop(deleted.shareTokens));
    }
    return c.json({ success: true, deleted: { id: deleted.id, email: deleted.email }, invoicesKept: deleted.invoicesKept } satisfies AdminUserDeletedResponse);
  });

/** Mounted at /api/usage. */
export const adminUsageHistoryRoutes = new Hono<AppEnv>().get('/chat-history', async (c) => {
  const history = await listChatHistory(c.var.db, c.get('config').APP_URL);
  return c.json({ success: true, ...history } satisfies AdminChatHistoryResponse);
});
