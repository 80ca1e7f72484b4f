/** Typed calls of the chat page (spec §7 "AI search and chat", "Account") and their failures as spec §8 texts. */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { ChatHistoryItem } from '../../../../schema/api/account.ts';
import type { PaymentRequiredDetails } from '../../../../schema/api/billing.ts';
import type { ErrorCode } from '../../../../schema/api/error-codes.ts';
import type { LegislationDetail } from '../../../../schema/api/legislation.ts';
import type { ChatReplyResponse, ConversationTurn } from '../../../../schema/api/research.ts';
import { apiGet, ApiError } from '../../lib/api-client.ts';
import { NetworkError, postResearchStream, type StreamCallbacks, type StreamFailure } from '../../shared/research-stream.ts';
import { paymentRequiredDetails, paymentRequiredKey } from '../../shared/payment-required.ts';
import { useTexts } from '../../i18n/locale.tsx';
import { useLatest } from '../../lib/use-latest.ts';
import { CHAT_TEXTS, type ChatTexts } from './messages.ts';

export const CHAT_STREAM_URL = '/api/chat/stream';

export interface ChatRequest {
  message: string;
  /** Null: a general consultation over the whole collection. */
  legislationId: number | null;
  sessionId?: string;
  conversationHistory?: ConversationTurn[];
}

export function streamChatReply(request: ChatRequest, callbacks: StreamCallbacks) {
  return postResearchStream<ChatReplyResponse>(CHAT_STREAM_URL, request, callbacks);
}

export interface ChatFailure {
  message: string;
  code: 'SESSION_EXPIRED' | 'PAYMENT_REQUIRED' | 'OTHER';
  /** With PAYMENT_REQUIRED: why the answer cannot be paid for (no card, or a failed invoice). */
  payment?: PaymentRequiredDetails;
}

/** The refusal's text (lib/payment-required.ts picks which) in the interface language. */
function paymentText(payment: PaymentRequiredDetails, T: ChatTexts): string {
  return T[paymentRequiredKey(payment)];
}

/** The chat's texts for the AI endpoints' codes (decision 032); other refusals show the server's text. */
const CHAT_KEY_OF_CODE: Partial<Record<ErrorCode, 'verifyEmail' | 'legislationNotFound' | 'missingLegislationReference' | 'textStillProcessing'>> = {
  EMAIL_NOT_VERIFIED: 'verifyEmail',
  LEGISLATION_NOT_FOUND: 'legislationNotFound',
  MISSING_LEGISLATION: 'missingLegislationReference',
  NO_TEXT: 'textStillProcessing',
};

/**
 * Spec §8 "Chat": 401, 403 word limit, else the server's response or error text, else the status.
 * `T`: the chat texts of the interface language.
 */
export function chatFailure(failure: StreamFailure, T: ChatTexts): ChatFailure {
  if (failure.status === 401) return { message: T.sessionExpired, code: 'SESSION_EXPIRED' };
  const payment = paymentRequiredDetails(failure.status, failure.body);
  if (payment) return { message: paymentText(payment, T), code: 'PAYMENT_REQUIRED', payment };
  const limited = failure.body?.code === 'RATE_LIMITED' && failure.body.details?.limit === 'ai_requests';
  const key = limited ? 'tooManyAiRequests' : failure.body?.code ? CHAT_KEY_OF_CODE[failure.body.code] : undefined;
  if (key) return { message: T[key], code: 'OTHER' };
  const server = failure.body?.response?.trim() || failure.body?.error?.trim();
  return { message: server || T.serverError(failure.status, failure.statusText), code: 'OTHER' };
}

export function thrownChatFailure(e: unknown, T: ChatTexts): ChatFailure {
  return { message: e instanceof NetworkError ? T.networkError : T.unexpected, code: 'OTHER' };
}

/**
 * Spec §8 load failures: the status of a refusal, the body's error when it says it failed, else a
 * generic text (from `T`, the chat texts of the interface language).
 */
export async function fetchSavedChat(chatId: number, T: ChatTexts, signal?: AbortSignal): Promise<ChatHistoryItem> {
  let res: { success: boolean; data?: ChatHistoryItem; error?: string };
  try {
    res = await apiGet<typeof res>(`/api/account/chat/${chatId}`, { signal });
  } catch (e) {
    if (signal?.aborted) throw e;
    if (e instanceof ApiError) throw new ApiError(T.loadFailedStatus(e.status), e.status, e.body);
    throw new ApiError(T.loadFailed, 0, null);
  }
  if (!res.success || !res.data) throw new ApiError(res.error || T.loadFailedConversation, 200, res);
  return res.data;
}

/**
 * A saved conversation, fetched afresh on every visit and not kept in the SWR cache: the
 * conversation grows on this page, and a cached copy shown on the next visit would start
 * the view from an old state.
 */
export function useSavedChat(chatId: number): { data?: ChatHistoryItem; error?: ApiError; isLoading: boolean } {
  const T = useTexts(CHAT_TEXTS);
  // Read when the chat loads; a language switch does not fetch it again.
  const texts = useLatest(T);
  // What arrived, for which chat: another chat id is loading until its own answer comes.
  const [loaded, setLoaded] = useState<{ chatId: number; data?: ChatHistoryItem; error?: ApiError } | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    fetchSavedChat(chatId, texts.current, ctrl.signal).then(
      (data) => setLoaded({ chatId, data }),
      (error: unknown) => {
        if (ctrl.signal.aborted) return;
        setLoaded({ chatId, error: error instanceof ApiError ? error : new ApiError(texts.current.loadFailed, 0, null) });
      },
    );
    return () => ctrl.abort();
  }, [chatId, texts]);
  if (loaded?.chatId !== chatId) return { isLoading: true };
  return { data: loaded.data, error: loaded.error, isLoading: false };
}

/** The document a chat starts from (the same cache entry as the document page). */
export function useChatDocument(id: number | null) {
  return useSWR<LegislationDetail, ApiError>(id === null ? null : `/api/legislation/${id}`, (url: string) => apiGet<LegislationDetail>(url));
}
