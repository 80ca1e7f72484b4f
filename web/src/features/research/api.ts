/** The multi-document search call (spec §7 "AI search and chat") and its failures as spec §8 texts. */
import type { ChatHistoryItem, ChatResponse } from '../../../../schema/api/account.ts';
import type { ConversationTurn, MultiDocumentSearchResponse } from '../../../../schema/api/research.ts';
import { apiGet } from '../../lib/api-client.ts';
import type { PaymentRequiredDetails } from '../../../../schema/api/billing.ts';
import type { Translation } from '../../i18n/bilingual.ts';
import { postResearchStream, type StreamCallbacks, type StreamFailure } from '../../shared/research-stream.ts';
import { paymentRequiredDetails, paymentRequiredMessage } from '../../shared/payment-required.ts';
import { SEARCH_TEXT as T } from './messages.ts';
import type { ErrorCode } from '../../../../schema/api/error-codes.ts';
import type { RESEARCH_MESSAGES } from '../../../../schema/api/research.ts';

export const SEARCH_STREAM_URL = '/api/multi-document-search/stream';

/** A saved search, to show it again when its address is opened (GET /api/account/chat/:id); ApiError on refusal. */
export async function fetchSavedSearch(chatId: number, signal?: AbortSignal): Promise<ChatHistoryItem> {
  return (await apiGet<ChatResponse>(`/api/account/chat/${chatId}`, { signal })).data;
}

/** The saved search an address names (`?chat=12`), or null. */
export function savedSearchId(param: string | null): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

export interface SearchRequest {
  query: string;
  /** Only in follow-up mode (spec §7). */
  conversationHistory?: ConversationTurn[];
  /** 'chat-{id}' of the first answer, so a follow-up joins the same saved conversation. */
  sessionId?: string;
}

export function streamSearch(request: SearchRequest, callbacks: StreamCallbacks) {
  return postResearchStream<MultiDocumentSearchResponse>(SEARCH_STREAM_URL, request, callbacks);
}

/** The client's own failure texts (keys of SEARCH_TEXT), put in the interface language when shown. */
export type SearchErrorText = 'loginRequired' | 'failed' | 'failedRetry' | 'unexpected';

export interface SearchError {
  /** The English message (spec §8); the panel shows `text` or `server` in the interface language. */
  message: string;
  /** Which of the client's texts the message is. */
  text?: SearchErrorText;
  /** The server's own message, when the message is the server's (a 200 that says it failed, without a code). */
  server?: string;
  /** The server's explanation, when it adds something to the message: worded from its code, else as sent. */
  detail?: ServerSaid;
  /** A 403 WORD_LIMIT_EXCEEDED: the answer cannot be paid for; the panel shows the billing prompt. */
  payment?: PaymentRequiredDetails;
}

/** A reason the server gave: one of its research texts, by its code (decision 032), or its text as sent. */
export type ServerSaid = { key: keyof typeof RESEARCH_MESSAGES } | { text: string };

const RESEARCH_KEY_OF_CODE: Partial<Record<ErrorCode, keyof typeof RESEARCH_MESSAGES>> = {
  LOGIN_REQUIRED: 'loginRequired',
  EMAIL_NOT_VERIFIED: 'verifyEmail',
  LEGISLATION_NOT_FOUND: 'legislationNotFound',
  CHAT_NOT_FOUND: 'chatNotFound',
  MISSING_LEGISLATION: 'missingLegislationReference',
  NO_TEXT: 'textStillProcessing',
  ANALYST_FAILED: 'analystFailed',
};

/** What an AI endpoint's refusal says: its research text by code, else the server's text (null when it gave none). */
export function researchReasonOf(body: { error?: string; code?: ErrorCode; details?: unknown } | null | undefined): ServerSaid | null {
  const limited = body?.code === 'RATE_LIMITED' && (body.details as { limit?: unknown } | undefined)?.limit === 'ai_requests';
  const key = limited ? 'tooManyAiRequests' : body?.code ? RESEARCH_KEY_OF_CODE[body.code] : undefined;
  if (key) return { key };
  const text = body?.error?.trim();
  return text ? { text } : null;
}

/**
 * Spec §8: 401 → the log-in text; 403 WORD_LIMIT_EXCEEDED → the billing prompt (spec §8 "Chat");
 * any other refusal → 'Search failed', with the server's reason beside it.
 */
export function searchFailure(failure: StreamFailure): SearchError {
  if (failure.status === 401) return { message: T.loginRequired, text: 'loginRequired' };
  const payment = paymentRequiredDetails(failure.status, failure.body);
  if (payment) return { message: paymentRequiredMessage(payment), payment };
  const detail = researchReasonOf(failure.body);
  return detail && !('text' in detail && detail.text === T.failed) ? { message: T.failed, text: 'failed', detail } : { message: T.failed, text: 'failed' };
}

/** A 200 answer that says it did not succeed. */
export function unsuccessfulResult(result: MultiDocumentSearchResponse): SearchError {
  const server = result.error?.trim();
  return server ? { message: server, server } : { message: T.failedRetry, text: 'failedRetry' };
}

/** The failure's message and detail in the interface language of `t`. */
export function searchErrorTexts(error: SearchError, t: Translation<typeof T>): { message: string; detail?: string } {
  const message = error.text ? t[error.text] : (error.server ?? error.message);
  if (!error.detail) return { message };
  return { message, detail: 'key' in error.detail ? t.server[error.detail.key] : error.detail.text };
}
