/**
 * The admin usage page (spec §2 "Admin usage", §4 "Admin user delete"): users with their
 * totals and the stat-card figures, everyone's newest conversations, and deleting a user.
 */
import {
  ADMIN_CHAT_HISTORY_LIMIT,
  ADMIN_USAGE_MESSAGES as M,
  ADMIN_USERS_LIMIT,
  type AdminChatHistoryRecord,
  type AdminUserRow,
  type AdminUsageSummary,
} from '../../../../schema/api/admin-usage.ts';
import type { Db } from '../../db/client.ts';
import { deleteUserCascade, listRecentChats, listUsersWithTotals, type DeletedUser } from '../../db/repositories/admin-user-repository.ts';
import type { Config } from '../../env.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { isAdminUser } from '../auth/auth-service.ts';
import { shareUrl } from '../shares/share-url.ts';

/** One row more than shown tells whether the list was cut. */
function cut<T>(rows: T[], limit: number): { rows: T[]; truncated: boolean } {
  return { rows: rows.slice(0, limit), truncated: rows.length > limit };
}

export async function listUsers(db: Db, config: Config): Promise<{ data: AdminUserRow[]; summary: AdminUsageSummary; truncated: boolean }> {
  const { rows, totals } = await listUsersWithTotals(db, ADMIN_USERS_LIMIT + 1);
  const page = cut(rows, ADMIN_USERS_LIMIT);
  return {
    data: page.rows.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      email_verified: u.emailVerified,
      is_admin: isAdminUser(u, config),
      created_at: u.createdAt,
      total_words: u.totalWords,
      chat_count: u.chatCount,
    })),
    summary: totals,
    truncated: page.truncated,
  };
}

export async function listChatHistory(db: Db, appUrl: string): Promise<{ data: AdminChatHistoryRecord[]; truncated: boolean }> {
  const page = cut(await listRecentChats(db, ADMIN_CHAT_HISTORY_LIMIT + 1), ADMIN_CHAT_HISTORY_LIMIT);
  return {
    data: page.rows.map((c) => ({
      id: c.id,
      user_id: c.userId,
      user_name: c.userName,
      user_email: c.userEmail,
      title: c.title,
      word_count: c.wordCount,
      input_word_count: c.inputWordCount,
      total_word_count: c.wordCount + c.inputWordCount,
      created_at: c.createdAt,
      ...(c.shareToken ? { shareUrl: shareUrl(appUrl, c.shareToken) } : {}),
      api_context: c.apiContext,
    })),
    truncated: page.truncated,
  };
}

/**
 * Deletes another user and everything that is theirs, keeping their invoices anonymised
 * (see deleteUserCascade). An administrator cannot delete the account they are signed in
 * with: it would end their own session mid-task and could leave no administrator at all.
 * The caller drops the returned share tokens' snapshots from KV.
 */
export async function deleteUser(db: Db, actorId: number, userId: number): Promise<DeletedUser> {
  if (userId === actorId) throw new ConflictError(M.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
  const deleted = await deleteUserCascade(db, userId);
  if (!deleted) throw new NotFoundError(M.userNotFound, 'USER_NOT_FOUND');
  return deleted;
}
