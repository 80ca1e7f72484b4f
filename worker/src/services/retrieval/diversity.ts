/**
 * Diversity across documents: the top k should not be one long document's articles when other
 * documents answer too. Greedy selection where each article's score is discounted by `decay`
 * for every article of its document already chosen; a document that clearly dominates still
 * fills the list (its discounted articles outscore weak others), a near tie goes to another
 * document. The discounted score is the one reported, so the list stays in descending order.
 */
export interface Diversifiable {
  score: number;
  documentId: number;
}

export function diversify<T extends Diversifiable>(ranked: readonly T[], k: number, decay: number): Array<T & { adjusted: number }> {
  const pool = [...ranked];
  const perDocument = new Map<number, number>();
  const chosen: Array<T & { adjusted: number }> = [];
  while (chosen.length < k && pool.length) {
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < pool.length; i++) {
      const item = pool[i]!;
      const s = item.score * decay ** (perDocument.get(item.documentId) ?? 0);
      if (s > bestScore) {
        bestScore = s;
        best = i;
      }
    }
    const [item] = pool.splice(best, 1);
    perDocument.set(item!.documentId, (perDocument.get(item!.documentId) ?? 0) + 1);
    chosen.push({ ...item!, adjusted: bestScore });
  }
  return chosen;
}
