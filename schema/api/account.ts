/**
 * Responses of the account and subscription-status API (spec §3 "Chat history item",
 * "Subscription status"; §7 "Account"; billing is in ./billing.ts),
 * shared by worker and web. Plain types and constants only, so the SPA ships no zod.
 */

import type { Citation } from './citation.ts';

export const ACCOUNT_MESSAGES = {
  chatNotFound: 'Chat not found',
  invalidChatId: 'Chat id must be a positive whole number',
} as const;

export interface ChatMessageDto {
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  /** The articles an assistant answer cites as [n]; empty for user messages. */
  citations: Citation[];
  /**
   * What wrote an assistant answer: EXTRACTIVE_MODEL (./research.ts) for the extractive analyst, else the language
   * model's name; null for user messages, absent where not known. The printed copy names it (issue 27).
   */
  model?: string | null;
}

export interface ChatHistoryItem {
  id: number;
  title: string;
  created_at: string;
  /** Words of the assistant's answers. */
  word_count: number;
  /** The newest live share link of the conversation, if it was ever shared. */
  shareUrl?: string;
  /** Null for a multi-document (collection) conversation, or when its document was deleted. */
  legislation_id: number | null;
  /** 'document': a single-document chat; 'collection': a multi-document search or general consultation. */
  kind: 'document' | 'collection';
  /** Empty in the history list (it would carry every answer of every chat); filled by GET /api/account/chat/:id. */
  messages: ChatMessageDto[];
  /** The document's text, for continuing the conversation; only on GET /api/account/chat/:id. */
  original_text?: string | null;
}

export interface ChatHistoryResponse {
  success: true;
  data: ChatHistoryItem[];
}

export interface ChatResponse {
  success: true;
  data: ChatHistoryItem;
}

export interface ChatDeletedResponse {
  success: true;
  deleted: number;
}

export interface AccountSummary {
  totalConversations: number;
  totalWords: number;
  /** Conversations started in the current calendar month (UTC). */
  thisMonthChats: number;
}

export interface AccountSummaryResponse {
  success: true;
  data: AccountSummary;
}

export const SUBSCRIPTION_PLANS = ['free', 'usage_based', 'professional'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/**
 * GET /api/stripe/subscription-status. `plan` is 'professional' exactly while the Professional
 * Plan entitles the user (active, or cancelled but not yet ended); a past-due, ended or deleted
 * subscription falls back at once to 'usage_based' (a card on file) or 'free'.
 */
export interface SubscriptionStatus {
  /**
   * The running Professional subscription's status ('active', 'trialing', 'past_due', 'unpaid',
   * 'paused'); without one, 'active' on usage-based billing and 'inactive' on the free plan.
   */
  status: string;
  plan: SubscriptionPlan;
  /** Epoch seconds: when the running subscription's period ends (renews, or ends once cancelled); null without one. */
  current_period_end: number | null;
  /** Monthly AI words of the legacy Professional Plan; null on the other plans (no cap). */
  word_limit: number | null;
  /** Legacy plan only: cancelled, ending at current_period_end (access continues until then). */
  cancel_at_period_end?: boolean;
  /** AI words of this calendar month (UTC): the output words of every answer saved for the user. */
  words_used?: number;
  /** Conversations started this calendar month (UTC): the numerator of the spec's progress bar (§9). */
  chats_this_month?: number;
  /** The newest Professional subscription's own status, also once over ('incomplete', 'canceled', …); null if none. */
  subscription_status?: string | null;
  /** The card paying the running subscription, e.g. "Visa •••• 4242"; null when none is known. */
  payment_method?: { brand: string; last4: string; label: string } | null;
}
