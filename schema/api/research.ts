/**
 * Contracts of the AI research API (spec §3 "Search response", "Chat session"; §7 "AI search
 * and chat"), shared by worker and web. Plain types and constants only, so the SPA ships no
 * zod; the request validators live in ./research-requests.ts.
 */
import type { PaymentRequiredDetails } from './billing.ts';
import type { ErrorCode } from './error-codes.ts';
import type { Citation } from './citation.ts';

/** Error texts of the AI endpoints. The 401/403 texts carry the phrases the SPA reacts to (spec §8). */
export const RESEARCH_MESSAGES = {
  loginRequired: 'Please log in to use the AI search feature',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  verifyEmail: 'Please verify your email address before using AI features. Check your inbox for the verification email.',
  legislationNotFound: 'Legislation not found',
  chatNotFound: 'Chat not found',
  /** A saved conversation without a document cannot be continued as a single-document chat. */
  missingLegislationReference: 'This conversation cannot be continued because the legislation reference is missing. Please start a new conversation.',
  textStillProcessing: 'The text of this legislation is still being processed. Please try again later or choose another document.',
  /**
   * The whole answer when no article bears on the question (nothing retrieved, or nothing relevant):
   * said plainly, never charged, shown by the SPA as the neutral NO_MATCH_TITLE state.
   */
  noPassages:
    'No provision of the legislation in this collection addresses this question, so there is nothing to quote or cite. Try naming the tax concept you are asking about in other words, or search by keyword.',
  /** The same, to a question asked in Arabic (issue 17). */
  noPassagesAr:
    'لا يتناول أي حكم من أحكام التشريعات في هذه المجموعة هذا السؤال، فلا يوجد ما يُقتبس أو يُستشهد به. جرّب تسمية المفهوم الضريبي الذي تسأل عنه بكلمات أخرى، أو ابحث بالكلمات المفتاحية.',
  analystFailed: 'The analysis could not be completed. Please try again.',
  /** 429 RATE_LIMITED of the AI endpoints (details.limit ai_requests). */
  tooManyAiRequests: 'Too many AI requests in the last hour. Please wait a few minutes and try again.',
} as const;

/** Request limits of the AI endpoints (validated in ./research-requests.ts; the SPA keeps to them too). */
export const MAX_QUESTION_LENGTH = 2000;
/**
 * Earlier turns a follow-up may send, and the characters of each: the server reads at most the last 8 (and only
 * when the conversation is not saved), so more would only make the request larger (issue 26: the answer routes
 * take at most 48 KB, worker/src/middleware/body-limit.ts). The SPA sends the newest turns, each cut to fit.
 */
export const MAX_HISTORY_ITEMS = 8;
export const MAX_HISTORY_CONTENT = 2_000;

/** One earlier turn sent with a follow-up (spec §3 "Conversation history item"). */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The turns a follow-up sends: the newest MAX_HISTORY_ITEMS, each cut to MAX_HISTORY_CONTENT characters. */
export function boundedHistory(turns: readonly ConversationTurn[]): ConversationTurn[] {
  return turns.slice(-MAX_HISTORY_ITEMS).map((t) => ({ role: t.role, content: cutAt(t.content, MAX_HISTORY_CONTENT) }));
}

/** The first `max` UTF-16 units, without leaving half of a surrogate pair at the cut. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** The statement the extractive analyst puts at the top of every answer (DESIGN §4). */
export const EXTRACTIVE_NOTICE = 'No language model is configured on this server: this answer is composed only of sentences quoted from the cited articles.';
/** The same notice on an answer to an Arabic question (issue 17), which quotes the official Arabic. */
export const EXTRACTIVE_NOTICE_AR = 'لا يوجد نموذج لغوي مُعدّ على هذا الخادم: هذه الإجابة مؤلفة فقط من جمل مقتبسة من النص العربي الرسمي للمواد المشار إليها.';

/** What the SPA shows instead of the green 'analysis complete' banner when `no_match` is true. */
export const NO_MATCH_TITLE = 'No matching provisions';

/**
 * The last section of every answer (both analysts): articles linked to the cited ones in the
 * citator that were not retrieved. One name, used to write it and to find it.
 */
export const READ_NEXT_HEADING = 'Read Next';

/** Title of the conversation started from /chat without a document. */
export const GENERAL_CONSULTATION_TITLE = 'General Tax Consultation';

export type { Citation };

export type AnalystKind = 'extractive' | 'model';

/** The `model` of an answer the extractive analyst wrote (no language model): saved with the answer, read by the SPA. */
export const EXTRACTIVE_MODEL = 'extractive';

/** POST /api/multi-document-search (spec §3 "Search response", plus structured citations). */
export interface MultiDocumentSearchResponse {
  success: boolean;
  response: string;
  error?: string;
  conversation_title: string;
  documents_analyzed: number;
  /** One line per cited article, in citation order (`Citation.text`). */
  professional_citations: string[];
  /** Titles of the documents cited, de-duplicated, in citation order. */
  source_documents: string[];
  citations: Citation[];
  /** Citation numbers the analyst wrote that named no given passage; they were removed from the answer. */
  removed_citations: number[];
  analyst: AnalystKind;
  model: string;
  /** The saved conversation (continue it at /chat/:chatId). */
  chatId: number;
  word_count: number;
  /**
   * True when no article bears on the question: `response` is RESEARCH_MESSAGES.noPassages, there are
   * no citations, `documents_analyzed` is 0 and the answer was not charged.
   */
  no_match?: boolean;
}

/** POST /api/chat (spec §7): `message` and `response` carry the same answer text. */
export interface ChatReplyResponse {
  success: boolean;
  message: string;
  response: string;
  /** 'chat-{chatId}': send it back to continue the conversation. */
  sessionId: string;
  chatId: number;
  /** Words of this answer. */
  word_count: number;
  citations: Citation[];
  removed_citations: number[];
  analyst: AnalystKind;
  model: string;
  /** As in MultiDocumentSearchResponse: nothing relevant was found, and the answer was not charged. */
  no_match?: boolean;
  error?: string;
}

/** Error body of the AI endpoints (spec §7: {error, response, code, details}). */
export interface ResearchErrorBody {
  error: string;
  response?: string;
  /** What happened (./error-codes.ts): the SPA words the message from it. Absent only from a body that is not the API's (a proxy's). */
  code?: ErrorCode;
  /** With WORD_LIMIT_EXCEEDED: the month's uses, the welcome allowance, the plan, and why it cannot be paid; other codes' details likewise. */
  details?: Partial<PaymentRequiredDetails> & Readonly<Record<string, unknown>>;
}

/**
 * The streamed variants (POST /api/multi-document-search/stream and /api/chat/stream) answer
 * `text/event-stream`. Each SSE event's `event:` is the `type` below and its `data:` the JSON.
 * Order: one or more `stage`, any number of `delta` (answer text as it arrives, with
 * unverifiable citations already removed), then exactly one `done` or `error`.
 * The text of `done` is the authoritative answer; the client replaces the streamed text with it.
 */
export type ResearchStage = 'retrieving' | 'analyzing' | 'checking';

export const STAGE_LABELS: Record<ResearchStage, string> = {
  retrieving: 'Finding the relevant articles...',
  analyzing: 'Analyzing the articles...',
  checking: 'Checking every citation...',
};

export type ResearchStreamEvent<Done> =
  | { type: 'stage'; stage: ResearchStage; label: string }
  | { type: 'delta'; text: string }
  | { type: 'done'; result: Done }
  | { type: 'error'; status: number; body: ResearchErrorBody };

/** Messages of a saved conversation carry their citations, so a reloaded chat still links them. */
export interface StoredCitations {
  citations: Citation[];
}
