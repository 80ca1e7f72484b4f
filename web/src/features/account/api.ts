/** Typed fetchers and SWR hooks of the account page (spec §7 "Account"); billing reads live in features/billing/api.ts. */
import useSWR, { useSWRConfig } from 'swr';
import type { AccountSummary, ChatDeletedResponse, ChatHistoryItem } from '../../../../schema/api/account.ts';
import { apiSend, type ApiError } from '../../lib/api-client.ts';
import { everyVisit, fetchUserData, userKey, type UserKey } from '../../shared/user-key.ts';

export const CHAT_HISTORY_URL = '/api/account/chat-history';
export const ACCOUNT_SUMMARY_URL = '/api/account/summary';

export function useChatHistory(userId: number | null) {
  return useSWR<ChatHistoryItem[], ApiError, UserKey | null>(userKey(CHAT_HISTORY_URL, userId), fetchUserData<ChatHistoryItem[]>, everyVisit);
}

export function useAccountSummary(userId: number | null) {
  return useSWR<AccountSummary, ApiError, UserKey | null>(userKey(ACCOUNT_SUMMARY_URL, userId), fetchUserData<AccountSummary>, everyVisit);
}

export const deleteChat = (id: number) => apiSend<ChatDeletedResponse>('DELETE', `/api/account/chat/${id}`);
export const deleteAllChats = () => apiSend<ChatDeletedResponse>('DELETE', CHAT_HISTORY_URL);

/** Reloads what a deletion changes: the conversation list and the counts. */
export function useRevalidateConversations(userId: number | null) {
  const { mutate } = useSWRConfig();
  return async () => {
    if (userId === null) return;
    await Promise.all([mutate(userKey(CHAT_HISTORY_URL, userId)), mutate(userKey(ACCOUNT_SUMMARY_URL, userId))]);
  };
}
