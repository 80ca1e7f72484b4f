/** Business constants of spec §9 shared by worker and web. Money is integer fils (AED 1 = 100 fils). */
export const PRICE_FILS = { chat: 500, search: 500, followup: 200 } as const;
export const WELCOME_CREDITS = { chats: 1, followups: 2 } as const;
/** The welcome gift counted as one allowance (spec §3 Billing current `freeLimit`): 3 uses. */
export const WELCOME_CREDITS_TOTAL = WELCOME_CREDITS.chats + WELCOME_CREDITS.followups;
export const BILLING_THRESHOLD_FILS = 2500;
/** The legacy Professional Plan (spec §9): AED 49 a month; its thank-you page promises 25,000 AI words a month. */
export const PROFESSIONAL_PLAN = { priceFils: 4900, wordLimit: 25_000 } as const;

/** AED as a number for display and the API's legacy AED fields; the stored amounts stay integer fils. */
export function filsToAed(fils: number): number {
  return fils / 100;
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

/** Spec §9: word counts split on whitespace. */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}
