/** Typed fetchers and SWR hooks of the account page (spec §7 "Account", "Billing and card provider"). */
import useSWR, { useSWRConfig } from 'swr';
import type {
  AccountSummary,
  BillingCurrent,
  ChatDeletedResponse,
  ChatHistoryItem,
  SubscriptionStatus,
} from '../../../../schema/api/account.ts';
import { apiGet, apiSend, type ApiError } from '../../lib/api-client.ts';

export const CHAT_HISTORY_URL = '/api/account/chat-history';
export const ACCOUNT_SUMMARY_URL = '/api/account/summary';
export const BILLING_CURRENT_URL = '/api/billing/current';
export const SUBSCRIPTION_STATUS_URL = '/api/stripe/subscription-status';

/** Spec §7, §9: the usage card polls the billing figures every 30 s. */
export const BILLING_POLL_MS = 30_000;

type UserKey = readonly [url: string, userId: number];

/**
 * Keys carry the user id: the app's SWR cache never treats data as stale, so a key shared
 * by everyone would show the previous user's conversations after a switch of account.
 */
function userKey(url: string, userId: number | null): UserKey | null {
  return userId === null ? null : [url, userId];
}

async function fetchData<T>([url]: UserKey): Promise<T> {
  return (await apiGet<{ success: true; data: T }>(url)).data;
}

// Conversations change on other pages (chat, share), so the account page reloads them on every visit.
const everyVisit = { revalidateOnMount: true } as const;

export function useChatHistory(userId: number | null) {
  return useSWR<ChatHistoryItem[], ApiError, UserKey | null>(userKey(CHAT_HISTORY_URL, userId), fetchData<ChatHistoryItem[]>, everyVisit);
}

export function useAccountSummary(userId: number | null) {
  return useSWR<AccountSummary, ApiError, UserKey | null>(userKey(ACCOUNT_SUMMARY_URL, userId), fetchData<AccountSummary>, everyVisit);
}

export function useBillingCurrent(userId: number | null) {
  return useSWR<BillingCurrent, ApiError, UserKey | null>(userKey(BILLING_CURRENT_URL, userId), fetchData<BillingCurrent>, {
    ...everyVisit,
    refreshInterval: BILLING_POLL_MS,
  });
}

export function useSubscriptionStatus(userId: number | null) {
  return useSWR<SubscriptionStatus, ApiError, UserKey | null>(
    userKey(SUBSCRIPTION_STATUS_URL, userId),
    ([url]) => apiGet<SubscriptionStatus>(url),
    everyVisit,
  );
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
