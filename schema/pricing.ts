/**
 * Business constants of spec §1 and §9, shared by worker and web, and the one money formatter.
 * Money is integer fils (AED 1 = 100 fils); AED numbers exist only for display and the spec's
 * legacy AED fields.
 */
export const PRICE_FILS = { chat: 500, search: 500, followup: 200 } as const;
export const WELCOME_CREDITS = { chats: 1, followups: 2 } as const;
/** The welcome gift counted as one allowance (spec §3 Billing current `freeLimit`): 3 uses. */
export const WELCOME_CREDITS_TOTAL = WELCOME_CREDITS.chats + WELCOME_CREDITS.followups;
/** Pending charges reaching this amount are invoiced at once (spec §1: AED 25). */
export const BILLING_THRESHOLD_FILS = 2500;
export const CURRENCY = 'AED';
/** The legacy Professional Plan (spec §9): AED 49 a month; its thank-you page promises 25,000 AI words a month. */
export const PROFESSIONAL_PLAN = { priceFils: 4900, wordLimit: 25_000 } as const;

/** The price class of an AI answer: a new single-document chat, a new multi-document search, or a follow-up. */
export type UsageKind = keyof typeof PRICE_FILS;
/** The welcome credit that pays for a kind of answer: a chat or a search uses the chat credit. */
export type WelcomeCredit = 'welcome_chat' | 'welcome_followup';

export function usageKindOf(scope: 'document' | 'collection', isFollowUp: boolean): UsageKind {
  if (isFollowUp) return 'followup';
  return scope === 'document' ? 'chat' : 'search';
}

export function welcomeCreditFor(kind: UsageKind): WelcomeCredit {
  return kind === 'followup' ? 'welcome_followup' : 'welcome_chat';
}

/**
 * What the next answer of this kind costs, given the welcome credits left (spec §1: welcome
 * credits are used first). The server charges by the same rule; the chat billing line shows it.
 */
export function priceOfNext(
  kind: UsageKind,
  credits: { welcomeChatCredits: number; welcomeFollowupCredits: number },
): { fils: number; credit: WelcomeCredit | null } {
  const credit = welcomeCreditFor(kind);
  const left = credit === 'welcome_chat' ? credits.welcomeChatCredits : credits.welcomeFollowupCredits;
  return left > 0 ? { fils: 0, credit } : { fils: PRICE_FILS[kind], credit: null };
}

/** Whether pending (uninvoiced) charges are due for an invoice now rather than at the month's end. */
export function thresholdReached(pendingFils: number): boolean {
  return pendingFils >= BILLING_THRESHOLD_FILS;
}

/** List price of a number of chats (or searches) and follow-ups, before any welcome credit. */
export function listPriceFils(chats: number, followups: number): number {
  return chats * PRICE_FILS.chat + followups * PRICE_FILS.followup;
}

/** What the welcome gift is worth: 1 chat + 2 follow-ups = 900 fils (AED 9). */
export const WELCOME_GIFT_VALUE_FILS = listPriceFils(WELCOME_CREDITS.chats, WELCOME_CREDITS.followups);

/** AED as a number for display and the API's legacy AED fields; the stored amounts stay integer fils. */
export function filsToAed(fils: number): number {
  return fils / 100;
}

/**
 * The one money formatter (worker and web). Spec §9 amount display: 'AED x.xx'; amounts below 0.01
 * use 3 decimals. `decimals` fixes the count where the spec asks for one: 2 on the API cost page
 * (even below AED 0.01), 6 for a record's context_cost.
 */
export function formatAed(amount: number, decimals?: number): string {
  const d = decimals ?? (amount !== 0 && Math.abs(amount) < 0.01 ? 3 : 2);
  return `${CURRENCY} ${amount.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })}`;
}

/** 'AED 5.00' from an amount in fils. */
export function formatFils(fils: number): string {
  return formatAed(filsToAed(fils));
}

/** Headline copy: 'AED 5', 'AED 800' for whole dirhams; otherwise the usual 'AED x.xx'. */
export function formatFilsShort(fils: number): string {
  return fils % 100 === 0 ? formatAed(filsToAed(fils), 0) : formatFils(fils);
}

/**
 * What feeding a document's whole text to the default model costs, shown as the record's
 * context_cost (AED, 6 decimals): USD 0.40 per million input tokens at AED 3.6725 per USD.
 */
export const CONTEXT_COST_AED_PER_TOKEN = (0.4 * 3.6725) / 1_000_000;

/** Spec §9: word count times 1.3, rounded up. */
export function estimateTokens(words: number): number {
  return Math.ceil(words * 1.3);
}

export function contextCostAed(tokens: number): number {
  return Math.round(tokens * CONTEXT_COST_AED_PER_TOKEN * 1e6) / 1e6;
}
