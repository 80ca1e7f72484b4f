/** The multi-document search call (spec §7 "AI search and chat") and its failures as spec §8 texts. */
import type { ConversationTurn, MultiDocumentSearchResponse } from '../../../../schema/api/research.ts';
import type { PaymentRequiredDetails } from '../../../../schema/api/billing.ts';
import { postResearchStream, type StreamCallbacks, type StreamFailure } from '../../lib/research-stream.ts';
import { paymentRequiredDetails, paymentRequiredMessage } from '../../lib/payment-required.ts';
import { SEARCH_TEXT as T } from './messages.ts';

export const SEARCH_STREAM_URL = '/api/multi-document-search/stream';


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

export interface SearchError {
  message: string;
  /** The server's own explanation, when it adds something to the message. */
  detail?: string;
  /** A 403 WORD_LIMIT_EXCEEDED: the answer cannot be paid for; the panel shows the billing prompt. */
  payment?: PaymentRequiredDetails;
}

/**
 * Spec §8: 401 → the log-in text; 403 WORD_LIMIT_EXCEEDED → the billing prompt (spec §8 "Chat");
 * any other refusal → 'Search failed', with the server's reason beside it.
 */
export function searchFailure(failure: StreamFailure): SearchError {
  if (failure.status === 401) return { message: T.loginRequired };
  const payment = paymentRequiredDetails(failure.status, failure.body);
  if (payment) return { message: paymentRequiredMessage(payment), payment };
  const detail = failure.body?.error?.trim();
  return detail && detail !== T.failed ? { message: T.failed, detail } : { message: T.failed };
}

/** A 200 answer that says it did not succeed. */
export function unsuccessfulResult(result: MultiDocumentSearchResponse): SearchError {
  return { message: result.error?.trim() || T.failedRetry };
}
