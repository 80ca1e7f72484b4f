/**
 * The admin API-cost report (spec §2 "Admin API costs", §3 "API cost data"): what the model calls
 * recorded by the answer pipeline (api_calls) would cost at the configured prices. The sums are
 * made in SQL (see api-cost-repository.ts); this only shapes them.
 */
import { API_COST_LIMITS, FREE_MODELS, type ApiCostData } from '../../../../schema/api/admin-api-costs.ts';
import type { Db } from '../../db/client.ts';
import { apiCostFigures, type TokenPrices } from '../../db/repositories/api-cost-repository.ts';

export interface ModelPrices {
  MODEL_INPUT_PRICE_AED_PER_MTOK: number;
  MODEL_OUTPUT_PRICE_AED_PER_MTOK: number;
}

export async function apiCostReport(db: Db, config: ModelPrices): Promise<ApiCostData> {
  const pricing: TokenPrices = {
    inputAedPerMillionTokens: config.MODEL_INPUT_PRICE_AED_PER_MTOK,
    outputAedPerMillionTokens: config.MODEL_OUTPUT_PRICE_AED_PER_MTOK,
    freeModels: FREE_MODELS,
  };
  const { totals, byUser, recent, byMonth } = await apiCostFigures(db, pricing, API_COST_LIMITS);
  return {
    totalApiCalls: totals.calls,
    totalInputWords: totals.inputWords,
    totalOutputWords: totals.outputWords,
    estimatedCost: totals.cost,
    userBreakdown: byUser.map((u) => ({
      userId: u.userId,
      userName: u.userName,
      userEmail: u.userEmail,
      apiCalls: u.calls,
      inputWords: u.inputWords,
      outputWords: u.outputWords,
      totalWords: u.inputWords + u.outputWords,
      estimatedCost: u.cost,
    })),
    recentCalls: recent.map((r) => ({
      id: r.id,
      userName: r.userName,
      model: r.model,
      context: r.context,
      inputWords: r.inputWords,
      outputWords: r.outputWords,
      totalWords: r.inputWords + r.outputWords,
      estimatedCost: r.cost,
      timestamp: r.timestamp,
    })),
    // Read newest first (so the limit keeps the latest months), shown oldest first.
    monthlyStats: byMonth.reverse().map((m) => ({
      month: m.month,
      calls: m.calls,
      inputWords: m.inputWords,
      outputWords: m.outputWords,
      totalWords: m.inputWords + m.outputWords,
      cost: m.cost,
    })),
    pricing,
  };
}
