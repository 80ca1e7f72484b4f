/**
 * Reciprocal rank fusion (Cormack, Clarke & Büttcher, 2009): each list contributes
 * weight / (k + rank) for every item it ranks, so items ranked well by several lists rise,
 * and no list's raw scores need to be comparable with another's.
 */
export const RRF_K = 60;

export interface RankedList {
  /** Keys, best first. */
  keys: readonly string[];
  weight?: number;
}

/** Fused scores, best first. */
export function reciprocalRankFusion(lists: readonly RankedList[], k = RRF_K): Array<{ key: string; score: number }> {
  const scores = new Map<string, number>();
  for (const list of lists) {
    const w = list.weight ?? 1;
    list.keys.forEach((key, i) => scores.set(key, (scores.get(key) ?? 0) + w / (k + i + 1)));
  }
  return [...scores].map(([key, score]) => ({ key, score })).sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}
