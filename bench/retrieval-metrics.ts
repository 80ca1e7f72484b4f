/**
 * Article-level retrieval quality (issue 4 §2): a question is found at rank r when any of its
 * gold {slug, article} is the r-th retrieved passage; article numbers compare as strings.
 */
export interface GoldArticle {
  slug: string;
  article: string | number;
}

export interface EvalQuestion {
  id: string;
  question: string;
  gold: GoldArticle[];
  kind?: string;
}

export interface RetrievedPassage {
  slug: string | null;
  article: string;
}

/** 1-based rank of the first gold passage in `retrieved`, or null when none is there. */
export function firstGoldRank(gold: GoldArticle[], retrieved: RetrievedPassage[]): number | null {
  const wanted = new Set(gold.map((g) => `${g.slug}#${String(g.article)}`));
  const at = retrieved.findIndex((p) => p.slug !== null && wanted.has(`${p.slug}#${p.article}`));
  return at < 0 ? null : at + 1;
}

export interface RetrievalScores {
  n: number;
  'recall@1': number;
  'recall@5': number;
  'recall@10': number;
  mrr: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Recall@k and mean reciprocal rank (over the first 10) from each question's first gold rank. */
export function scoreRanks(ranks: Array<number | null>): RetrievalScores {
  const n = ranks.length;
  const within = (k: number) => ranks.filter((r) => r !== null && r <= k).length / (n || 1);
  const mrr = ranks.reduce<number>((sum, r) => sum + (r !== null && r <= 10 ? 1 / r : 0), 0) / (n || 1);
  return { n, 'recall@1': round(within(1)), 'recall@5': round(within(5)), 'recall@10': round(within(10)), mrr: round(mrr) };
}

/** Parses a JSONL question file; a malformed line is an error naming its line number. */
export function parseQuestions(jsonl: string): EvalQuestion[] {
  return jsonl
    .split('\n')
    .map((line, i) => ({ line: line.trim(), no: i + 1 }))
    .filter(({ line }) => line)
    .map(({ line, no }) => {
      let q: unknown;
      try {
        q = JSON.parse(line);
      } catch {
        throw new Error(`line ${no}: not JSON`);
      }
      const x = q as Partial<EvalQuestion>;
      if (typeof x.question !== 'string' || !Array.isArray(x.gold) || !x.gold.length) throw new Error(`line ${no}: needs "question" and a non-empty "gold"`);
      return { id: x.id ?? `line-${no}`, question: x.question, gold: x.gold, kind: x.kind };
    });
}
