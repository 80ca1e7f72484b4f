/**
 * Response of GET /api/admin/api-costs (spec §3 "API cost data", wrapped in data; §7 "Admin"),
 * shared by worker and web. Plain types and constants only, so the SPA ships no zod.
 *
 * Costs are AED, estimated from the tokens of each model call at the configured prices
 * (MODEL_INPUT_PRICE_AED_PER_MTOK, MODEL_OUTPUT_PRICE_AED_PER_MTOK), summed in SQL as real numbers
 * and sent rounded to 6 decimals (a millionth of an AED); the page shows 2 decimals (spec §9).
 * Answers of the extractive analyst (model 'extractive') call no model and cost 0.
 */

export const API_COSTS_POLL_MS = 60_000;

/** The model name the local extractive analyst records: it calls no provider, so it costs nothing. */
export const FREE_MODELS = ['extractive'] as const;

/** How many users, calls and months the report lists. */
export const API_COST_LIMITS = { users: 100, recentCalls: 50, months: 24 } as const;

export interface ApiCostUser {
  /** Null for the calls of deleted accounts (grouped together). */
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  apiCalls: number;
  inputWords: number;
  outputWords: number;
  totalWords: number;
  estimatedCost: number;
}

export interface ApiCallEntry {
  id: number;
  /** Null when the account was deleted. */
  userName: string | null;
  model: string;
  /** The JSON the answer pipeline stored: what was given to the model (scope, question, passages). */
  context: string | null;
  inputWords: number;
  outputWords: number;
  totalWords: number;
  estimatedCost: number;
  /** ISO-8601 UTC. */
  timestamp: string;
}

export interface ApiCostMonth {
  /** 'YYYY-MM' (UTC). */
  month: string;
  calls: number;
  inputWords: number;
  outputWords: number;
  totalWords: number;
  cost: number;
}

export interface ApiCostData {
  totalApiCalls: number;
  totalInputWords: number;
  totalOutputWords: number;
  estimatedCost: number;
  /** The heaviest users by cost first (then by calls), at most API_COST_LIMITS.users. */
  userBreakdown: ApiCostUser[];
  /** Newest first, at most API_COST_LIMITS.recentCalls. */
  recentCalls: ApiCallEntry[];
  /** Oldest first, the last API_COST_LIMITS.months months that had calls. */
  monthlyStats: ApiCostMonth[];
  /** The prices the estimate used. */
  pricing: { inputAedPerMillionTokens: number; outputAedPerMillionTokens: number; freeModels: readonly string[] };
}

export interface ApiCostResponse {
  success: true;
  data: ApiCostData;
}
