/**
 * Contracts of the admin usage page (spec §2 "Admin usage", §3 "User", "Admin chat history record",
 * §4 "Admin user delete", §7 "Admin", §8 "Admin"), shared by worker and web. Plain types and
 * constants only, so the SPA ships no zod; the route validates its id parameter itself.
 *
 * GET /api/admin/users          → AdminUsersResponse: the users, newest first, and `summary`, the
 *                                 figures of the stat cards over ALL users and chats (not only the rows listed).
 * GET /api/usage/chat-history   → AdminChatHistoryResponse: the newest conversations of everyone.
 * DELETE /api/admin/users/{id}  → AdminUserDeletedResponse, or {error, code?}: 400 (bad id), 404 (no such
 *                                 user), 409 CANNOT_DELETE_SELF (the signed-in administrator).
 */
import type { UserDto } from './auth-messages.ts';

/** The users list is bounded: the stat cards still count everyone (`summary`). */
export const ADMIN_USERS_LIMIT = 1000;
/** The chat history is bounded to the newest conversations. */
export const ADMIN_CHAT_HISTORY_LIMIT = 500;

export const ADMIN_USAGE_MESSAGES = {
  invalidUserId: 'User id must be a positive whole number',
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account while signed in as it',
  /** Spec §8 "Admin". */
  deleteFailed: (error: string) => `Failed to delete user: ${error}`,
  deleteFailedFallback: 'Failed to delete user. Please try again.',
  userDeleted: (email: string) => `User ${email} deleted successfully`,
} as const;

/**
 * Spec §3 "User" (is_admin: the stored flag or an ADMIN_EMAILS address, the rights the session
 * would have), plus the user's totals over their conversations.
 */
export interface AdminUserRow extends UserDto {
  /** Sum of the word_count (output words) of the user's chats. */
  total_words: number;
  chat_count: number;
}

/** The stat cards of /admin/usage. Words are output words, as in the Users tab. */
export interface AdminUsageSummary {
  totalUsers: number;
  /** Users with at least one chat. */
  activeUsers: number;
  totalChats: number;
  totalWords: number;
}

export interface AdminUsersResponse {
  success: true;
  data: AdminUserRow[];
  summary: AdminUsageSummary;
  /** True when there are more users than the ADMIN_USERS_LIMIT listed. */
  truncated: boolean;
}

/** Spec §3 "Admin chat history record". */
export interface AdminChatHistoryRecord {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  title: string;
  /** Output (assistant) words. */
  word_count: number;
  input_word_count: number;
  total_word_count: number;
  created_at: string;
  /** The newest live share link; absent when the conversation has none. */
  shareUrl?: string;
  /** The newest API call's context of the conversation (a JSON string as stored), or null. */
  api_context: string | null;
}

export interface AdminChatHistoryResponse {
  success: true;
  /** Newest first, at most ADMIN_CHAT_HISTORY_LIMIT. */
  data: AdminChatHistoryRecord[];
  /** True when older conversations exist beyond the ones listed. */
  truncated: boolean;
}

export interface AdminUserDeletedResponse {
  success: true;
  /** The deleted user (the success message names the e-mail). */
  deleted: { id: number; email: string };
  /** Invoices kept, now without a user (financial records are retained). */
  invoicesKept: number;
}
