/**
 * The admin usage API of the browser (spec §7 "Admin"): the users with the stat-card summary, everyone's
 * chat history, and deleting a user. Contracts: schema/api/admin-usage.ts.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { AdminChatHistoryResponse, AdminUserDeletedResponse, AdminUsersResponse } from '../../../../../schema/api/admin-usage.ts';
import { apiGet, apiSend, type ApiError } from '../../../lib/api-client.ts';

export const ADMIN_USERS_URL = '/api/admin/users';
export const ADMIN_CHAT_HISTORY_URL = '/api/usage/chat-history';

/** Other people's activity changes these between visits: read again on every visit. */
const everyVisit = { revalidateOnMount: true } as const;

export function useAdminUsers() {
  return useSWR<AdminUsersResponse, ApiError>(ADMIN_USERS_URL, (url: string) => apiGet<AdminUsersResponse>(url), everyVisit);
}

export function useAdminChatHistory() {
  return useSWR<AdminChatHistoryResponse, ApiError>(ADMIN_CHAT_HISTORY_URL, (url: string) => apiGet<AdminChatHistoryResponse>(url), everyVisit);
}

export const deleteUser = (id: number) => apiSend<AdminUserDeletedResponse>('DELETE', `${ADMIN_USERS_URL}/${id}`);

/** Takes a deleted user and their chats off both lists at once, then reloads both (the figures change too). */
export function useForgetUser() {
  const { mutate } = useSWRConfig();
  return async (userId: number) => {
    await Promise.all([
      mutate<AdminUsersResponse>(ADMIN_USERS_URL, (current) => current && { ...current, data: current.data.filter((u) => u.id !== userId) }),
      mutate<AdminChatHistoryResponse>(ADMIN_CHAT_HISTORY_URL, (current) => current && { ...current, data: current.data.filter((c) => c.user_id !== userId) }),
    ]);
  };
}
