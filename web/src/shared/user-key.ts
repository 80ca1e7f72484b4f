/**
 * SWR keys of per-user reads. Keys carry the user id: the app's SWR cache never treats data as
 * stale, so a key shared by everyone would show the previous user's data after a switch of account.
 */
import { apiGet } from '../lib/api-client.ts';

export type UserKey = readonly [url: string, userId: number];

export function userKey(url: string, userId: number | null): UserKey | null {
  return userId === null ? null : [url, userId];
}

/** Fetches `{success, data}` and returns `data`. */
export async function fetchUserData<T>([url]: UserKey): Promise<T> {
  return (await apiGet<{ success: true; data: T }>(url)).data;
}

/** Reads that other pages change (answers, deletions) reload on every visit. */
export const everyVisit = { revalidateOnMount: true } as const;
