/**
 * Aggregates of the model-call log (api_calls) for the admin API-cost page. Costs are computed
 * here, in SQL, from each call's tokens and the prices given: SQLite sums them as 64-bit reals and
 * rounds the sums to 6 decimals (a millionth of an AED), far below the 2 decimals the page shows.
 * Calls of a free model (the extractive analyst) cost 0 whatever the prices.
 *
 * The estimate is made at read time from the configured prices rather than read from
 * api_calls.cost_micro_aed: that column is not filled by the answer pipeline, and a price change
 * re-prices the whole history, which is what an estimate of "what this would cost" wants.
 */
import { and, count, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { apiCalls, users } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import { withD1Retry } from '../retry.ts';

export interface TokenPrices {
  inputAedPerMillionTokens: number;
  outputAedPerMillionTokens: number;
  freeModels: readonly string[];
}

/** One call's cost in AED (a real number). */
function callCost(p: TokenPrices): SQL<number> {
  const free = p.freeModels.length
    ? sql`${apiCalls.model} IN (${sql.join(
        p.freeModels.map((m) => sql`${m}`),
        sql`, `,
      )})`
    : sql`0`;
  return sql<number>`(CASE WHEN ${free} THEN 0.0 ELSE (${apiCalls.inputTokens} * ${p.inputAedPerMillionTokens} + ${apiCalls.outputTokens} * ${p.outputAedPerMillionTokens}) / 1000000.0 END)`;
}

// Every computed column has an alias: D1 batches return rows keyed by column name, so two
// expressions of the same text would collide.
const costSum = (p: TokenPrices) => sql<number>`round(coalesce(sum(${callCost(p)}), 0), 6)`.as('cost');
const wordSums = {
  inputWords: sql<number>`coalesce(sum(${apiCalls.inputWords}), 0)`.as('input_words_sum'),
  outputWords: sql<number>`coalesce(sum(${apiCalls.outputWords}), 0)`.as('output_words_sum'),
};
/** 'YYYY-MM' of the call: created_at is ISO-8601 UTC. */
const monthOf = sql<string>`substr(${apiCalls.createdAt}, 1, 7)`;

/** Totals, the heaviest users, the newest calls and the latest months; one D1 round trip. */
export async function apiCostFigures(db: Db, prices: TokenPrices, limits: { users: number; recentCalls: number; months: number }) {
  const cost = costSum(prices);
  const [totals, byUser, recent, byMonth] = await db.batch([
    db.select({ calls: count(), ...wordSums, cost }).from(apiCalls),
    db
      .select({ userId: apiCalls.userId, userName: users.name, userEmail: users.email, calls: count(), ...wordSums, cost })
      .from(apiCalls)
      .leftJoin(users, eq(users.id, apiCalls.userId))
      .groupBy(apiCalls.userId)
      .orderBy(desc(cost), desc(count()), apiCalls.userId)
      .limit(limits.users),
    db
      .select({
        id: apiCalls.id,
        userName: users.name,
        model: apiCalls.model,
        context: apiCalls.context,
        inputWords: apiCalls.inputWords,
        outputWords: apiCalls.outputWords,
        cost: sql<number>`round(${callCost(prices)}, 6)`.as('cost'),
        timestamp: apiCalls.createdAt,
      })
      .from(apiCalls)
      .leftJoin(users, eq(users.id, apiCalls.userId))
      // Ids grow with time: the newest calls are read backwards off the primary key.
      .orderBy(desc(apiCalls.id))
      .limit(limits.recentCalls),
    db
      .select({ month: monthOf.as('month'), calls: count(), ...wordSums, cost })
      .from(apiCalls)
      .groupBy(monthOf)
      .orderBy(desc(monthOf))
      .limit(limits.months),
  ]);
  return { totals: totals[0] ?? { calls: 0, inputWords: 0, outputWords: 0, cost: 0 }, byUser, recent, byMonth };
}

/**
 * Empties the context (what the model was given) of up to `batch` calls made before `before` (ISO-8601); how many.
 * The row stays: its words, tokens and cost are the API-cost history. Idempotent.
 */
export async function clearOldApiCallContexts(db: Db, before: string, batch: number): Promise<number> {
  const oldest = db
    .select({ id: apiCalls.id })
    .from(apiCalls)
    .where(and(lt(apiCalls.createdAt, before), isNotNull(apiCalls.context)))
    .limit(batch);
  const result = await withD1Retry(() => db.update(apiCalls).set({ context: null }).where(inArray(apiCalls.id, oldest)));
  return result.meta.changes ?? 0;
}
