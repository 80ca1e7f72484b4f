/**
 * `npm run eval -- --qa FILE [--qa-ar FILE] [--corpus DIR] [--k 10]`
 *
 * Retrieval quality, article by article: every question of a JSONL file (the format of
 * ../shared/eval/dev.jsonl) goes to the ranked passage search of the bundled Worker, running in
 * Miniflare against a freshly seeded local D1 with the real corpus, and is scored on whether its
 * gold articles come back (recall@1, @5, @10 and MRR), by kind and by the two fixed halves of the set
 * (halfOf), and, over questions with several gold articles, whether the top 10 hold every gold
 * document and every gold article. Per-question ranks go to stdout; the last line is one JSON object
 * {"n", "recall@1", "recall@5", "recall@10", "mrr", "all_gold_documents_at10", "all_gold_articles_at10",
 * "half_a", "half_b"}; the line before it gives the search's server time (Server-Timing) and round trip.
 *
 * `--qa-ar FILE`: the same questions asked in Arabic (bench/eval/dev.ar.jsonl: same ids and gold articles),
 * measured in the same run and reported beside the English, overall and by half; the JSON line then also
 * holds {"ar": {…the same figures…}} (issue 17).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PassageResponse } from '../schema/api/legislation.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { describeError } from './database.ts';
import { allGoldShares, allGoldWithin, firstGoldRank, halfOf, parseQuestions, scoreRanks, type EvalQuestion } from './retrieval-metrics.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { formatTable } from './stats.ts';
import { OFFLINE_ENV } from './worker.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, OFFLINE_ENV);

const { values: args } = parseArgs({
  options: {
    qa: { type: 'string' },
    'qa-ar': { type: 'string' },
    corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') },
    k: { type: 'string', default: '10' },
  },
});

const log = (message: string) => process.stderr.write(`${message}\n`);

async function main(): Promise<void> {
  if (!args.qa) throw new Error('usage: npm run eval -- --qa FILE   (a JSONL file of {id, question, gold: [{slug, article}]})');
  const k = Number(args.k);
  if (!Number.isInteger(k) || k < 10 || k > 50) throw new Error(`--k must be a whole number from 10 to 50, got ${args.k}`);
  const questions = parseQuestions(readFileSync(resolve(args.qa), 'utf8'));
  const docs = loadCorpus(resolve(args.corpus!));
  log(`${questions.length} questions; corpus: ${docs.length} documents`);

  const arabic = args['qa-ar'] ? parseQuestions(readFileSync(resolve(args['qa-ar']), 'utf8')) : null;
  if (arabic) log(`${arabic.length} Arabic questions`);

  const { mf } = await startSeededWorker(root, 'eval', docs, log);
  try {
    const url = (q: EvalQuestion) => `http://localhost/api/passages?q=${encodeURIComponent(q.question.slice(0, 500))}&k=${k}`;
    // One warm-up request: the first one of an isolate also reads the glossary and the collection's size.
    if (questions[0]) await (await mf.dispatchFetch(url(questions[0]))).text();
    const serverMs: number[] = [];
    const roundTripMs: number[] = [];
    const evaluate = async (set: EvalQuestion[]): Promise<Row[]> => {
      const rows: Row[] = [];
      for (const q of set) {
        const started = performance.now();
        const res = await mf.dispatchFetch(url(q));
        const body = (await res.json()) as PassageResponse & { error?: string };
        roundTripMs.push(performance.now() - started);
        const timing = res.headers.get('server-timing')?.match(/dur=([\d.]+)/);
        if (timing) serverMs.push(Number(timing[1]));
        if (res.status !== 200) throw new Error(`${q.id}: /api/passages answered ${res.status}: ${body.error ?? ''}`);
        const retrieved = body.results.map((r) => ({ slug: r.slug, article: r.article.number }));
        const top = retrieved[0] ? `${retrieved[0].slug} (${retrieved[0].article})` : '-';
        rows.push({ q, rank: firstGoldRank(q.gold, retrieved), top, coverage: allGoldWithin(q.gold, retrieved, 10) });
      }
      return rows;
    };
    const english = await evaluate(questions);
    printReport(english);
    const arabicRows = arabic ? await evaluate(arabic) : null;
    if (arabicRows) {
      process.stdout.write('Arabic\n\n');
      printReport(arabicRows);
      const line = (label: string, rows: Row[]) => {
        const s = scoreRanks(rows.map((r) => r.rank));
        return [label, String(s.n), String(s['recall@1']), String(s['recall@5']), String(s['recall@10']), String(s.mrr)];
      };
      process.stdout.write(
        `English and Arabic side by side\n${formatTable(
          ['set', 'n', 'recall@1', 'recall@5', 'recall@10', 'mrr'],
          [
            line('English', english),
            line('Arabic', arabicRows),
            ...(['A', 'B'] as const).flatMap((half) => [
              line(
                `English, half ${half}`,
                english.filter((r) => halfOf(r.q.id) === half),
              ),
              line(
                `Arabic, half ${half}`,
                arabicRows.filter((r) => halfOf(r.q.id) === half),
              ),
            ]),
          ],
        )}\n\n`,
      );
    }
    const p = (xs: number[], q: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!.toFixed(1) : '-');
    process.stdout.write(
      `search time (ms): server p50 ${p(serverMs, 0.5)} p95 ${p(serverMs, 0.95)} max ${p(serverMs, 1)}; round trip p50 ${p(roundTripMs, 0.5)} p95 ${p(roundTripMs, 0.95)}\n\n`,
    );
    process.stdout.write(`${JSON.stringify({ ...summary(english), ...(arabicRows ? { ar: summary(arabicRows) } : {}) })}\n`);
  } finally {
    await mf.dispose();
  }
}

interface Row {
  q: EvalQuestion;
  rank: number | null;
  top: string;
  coverage: { documents: boolean; articles: boolean };
}

function summary(rows: Row[]) {
  const coverage = allGoldShares(rows.map((r) => ({ gold: r.q.gold, coverage: r.coverage })));
  const halves = Object.fromEntries(
    (['A', 'B'] as const).map((half) => [`half_${half.toLowerCase()}`, scoreRanks(rows.filter((r) => halfOf(r.q.id) === half).map((r) => r.rank))]),
  );
  return {
    ...scoreRanks(rows.map((r) => r.rank)),
    all_gold_documents_at10: coverage.all_gold_documents_at10,
    all_gold_articles_at10: coverage.all_gold_articles_at10,
    ...halves,
  };
}

/** Per-question ranks, then the figures by kind and by half, and the multi-gold coverage. */
function printReport(rows: Row[]): void {
  const gold = (q: EvalQuestion) => q.gold.map((g) => `${g.slug} (${g.article})`).join(', ');
  process.stdout.write(
    `${formatTable(
      ['id', 'kind', 'rank', 'all gold in top 10', 'gold', 'first retrieved'],
      rows.map(({ q, rank, top, coverage }) => [
        q.id,
        q.kind ?? '',
        rank === null ? '-' : String(rank),
        q.gold.length < 2 ? '' : coverage.articles ? 'articles' : coverage.documents ? 'documents' : 'no',
        gold(q),
        top,
      ]),
    )}\n\n`,
  );
  const kinds = [...new Set(rows.map((r) => r.q.kind ?? ''))];
  process.stdout.write(
    `${formatTable(
      ['kind', 'n', 'recall@1', 'recall@5', 'recall@10', 'mrr'],
      kinds.map((kind) => {
        const s = scoreRanks(rows.filter((r) => (r.q.kind ?? '') === kind).map((r) => r.rank));
        return [kind || '(none)', String(s.n), String(s['recall@1']), String(s['recall@5']), String(s['recall@10']), String(s.mrr)];
      }),
    )}\n\n`,
  );
  // Tune on one half, check on the other, then swap (halfOf: a fixed hash of the id).
  process.stdout.write(
    `${formatTable(
      ['half', 'n', 'recall@1', 'recall@5', 'recall@10', 'mrr'],
      (['A', 'B'] as const).map((half) => {
        const s = scoreRanks(rows.filter((r) => halfOf(r.q.id) === half).map((r) => r.rank));
        return [half, String(s.n), String(s['recall@1']), String(s['recall@5']), String(s['recall@10']), String(s.mrr)];
      }),
    )}\n\n`,
  );
  const coverage = allGoldShares(rows.map((r) => ({ gold: r.q.gold, coverage: r.coverage })));
  process.stdout.write(
    `questions with several gold articles: ${coverage.n_multi_gold}; top 10 holds every gold document ${coverage.all_gold_documents_at10}, every gold article ${coverage.all_gold_articles_at10}\n\n`,
  );
}

main().catch((err: unknown) => {
  log(`eval aborted: ${describeError(err)}`);
  process.exit(1);
});
