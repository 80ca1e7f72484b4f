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

/** Whether the top `k` retrieved passages hold every gold document, and every gold article. */
export function allGoldWithin(gold: GoldArticle[], retrieved: RetrievedPassage[], k = 10): { documents: boolean; articles: boolean } {
  const top = retrieved.slice(0, k).filter((p) => p.slug !== null);
  const docs = new Set(top.map((p) => p.slug));
  const arts = new Set(top.map((p) => `${p.slug}#${p.article}`));
  return {
    documents: gold.every((g) => docs.has(g.slug)),
    articles: gold.every((g) => arts.has(`${g.slug}#${String(g.article)}`)),
  };
}

/** Over the questions with several gold articles: the share whose top 10 hold every gold document, and every gold article. */
export function allGoldShares(rows: Array<{ gold: GoldArticle[]; coverage: { documents: boolean; articles: boolean } }>) {
  const multi = rows.filter((r) => r.gold.length > 1);
  const share = (pick: (c: { documents: boolean; articles: boolean }) => boolean) => round(multi.filter((r) => pick(r.coverage)).length / (multi.length || 1));
  return { n_multi_gold: multi.length, all_gold_documents_at10: share((c) => c.documents), all_gold_articles_at10: share((c) => c.articles) };
}

/**
 * The dev set in two fixed halves, for tuning on one and checking on the other (then swapping): a
 * question's half follows from a hash of its id, so it never moves when questions are added.
 */
export function halfOf(id: string): 'A' | 'B' {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  // FNV-1a's low bit follows the last character too closely ('-q1', '-q2'…): mix the bits first.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) % 2 === 0 ? 'A' : 'B';
}
