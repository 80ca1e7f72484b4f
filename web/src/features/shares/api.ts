/**
 * Typed calls of share links (spec §7 `POST /api/create-share-link`, `GET /api/shared/{shareId}`,
 * and `DELETE /api/account/chat/{id}/share`) and the failure text of the shared page.
 */
import useSWR from 'swr';
import type { CreateShareLinkRequest } from '../../../../schema/api/share-requests.ts';
import {
  DEFAULT_SHARE_TITLE,
  SHARE_MESSAGES,
  type CreateShareLinkResponse,
  type RevokeShareResponse,
  type SharedConversation,
  type SharedConversationResponse,
} from '../../../../schema/api/shares.ts';
import type { Translation } from '../../i18n/bilingual.ts';
import type { ErrorCode } from '../../../../schema/api/error-codes.ts';
import { ApiError, apiGet, apiSend, problemOf, serverMessage } from '../../lib/api-client.ts';

export const CREATE_SHARE_LINK_URL = '/api/create-share-link';
export const sharedConversationUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}`;
export const chatShareUrl = (chatId: number) => `/api/account/chat/${chatId}/share`;

type Turn = { role: 'user' | 'assistant'; content: string };

/**
 * The spec's body. The server publishes the saved conversation and reads only `sessionId`; the
 * title and the last answer are still sent, as the spec's clients do.
 */
export function shareRequest(chatId: number, title: string, messages: readonly Turn[] = []): CreateShareLinkRequest {
  const lastAnswer = messages.findLast((m) => m.role === 'assistant' && m.content.trim() !== '');
  return {
    title: title.trim() || DEFAULT_SHARE_TITLE,
    messages: lastAnswer ? [{ role: 'assistant', content: lastAnswer.content }] : [],
    userInfo: { timestamp: new Date().toISOString() },
    sessionId: `chat-${chatId}`,
  };
}

/** The conversation's live link: the same one while the conversation is unchanged, a new one after it grew. */
export const createShareLink = (request: CreateShareLinkRequest) => apiSend<CreateShareLinkResponse>('POST', CREATE_SHARE_LINK_URL, request);

/** Every live link of the conversation stops working. */
export const revokeShare = (chatId: number) => apiSend<RevokeShareResponse>('DELETE', chatShareUrl(chatId));

async function fetchShared(url: string): Promise<SharedConversation> {
  // A public read: no cookie goes with it, so every reader (the owner too) sees the same published copy.
  const res = await apiGet<SharedConversationResponse | { success: false; error?: string }>(url, { credentials: 'omit' });
  if (!res.success) throw new ApiError(res.error || SHARE_MESSAGES.loadFailed, 200, res);
  return res.data;
}

/**
 * Each visit reads afresh, even one straight back from a cited article: every read is one view, and
 * a cached copy would show an old count or a revoked link. (Requests in flight are still shared.)
 */
export function useSharedConversation(token: string) {
  return useSWR<SharedConversation, unknown>(sharedConversationUrl(token), fetchShared, { revalidateOnMount: true, dedupingInterval: 0 });
}

/**
 * Spec §2, §8: the server's own text when it refused (for a 404, that links do not live forever);
 * the generic sentence when it refused without one; 'Failed to load shared conversation' when
 * the page could not reach it at all or it failed (the link may be fine: do not say it is gone).
 */
export function sharedFailureText(error: unknown, messages: Translation<typeof SHARE_MESSAGES> = SHARE_MESSAGES): string {
  if (error instanceof ApiError && error.status < 500) return shareErrorText(error, messages, messages.notFound);
  return messages.loadFailed;
}

const SHARE_KEY_OF_CODE: Partial<Record<ErrorCode, keyof typeof SHARE_MESSAGES>> = {
  SHARE_NOT_FOUND: 'notFound',
  CHAT_NOT_FOUND: 'chatNotFound',
  NOTHING_TO_SHARE: 'nothingToShare',
  SNAPSHOT_TOO_LARGE: 'tooLarge',
};

/**
 * What a refused share call says, in the language of `messages`, from its code (decision 032): the share texts
 * for the codes of share links, the server's text for any other refusal, `fallback` for a failure.
 */
export function shareErrorText(error: unknown, messages: Translation<typeof SHARE_MESSAGES>, fallback: string): string {
  const problem = problemOf(error);
  if (!problem) return serverMessage(error, '') || fallback;
  const key = SHARE_KEY_OF_CODE[problem.code] ?? (problem.code === 'RATE_LIMITED' && problem.details.limit === 'share_links' ? 'tooMany' : undefined);
  if (key) return messages[key];
  return problem.status < 500 && problem.error ? problem.error : fallback;
}
