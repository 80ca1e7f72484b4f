/**
 * `npm run eval -- --qa FILE [--corpus DIR] [--k 10]`
 *
 * Retrieval quality, article by article: every question of a JSONL file (the format of
 * ../shared/eval/dev.jsonl) goes to the ranked passage search of the bundled Worker, running in
 * Miniflare against a freshly seeded local D1 with the real corpus, and is scored on whether its
 * gold articles come back (recall@1, @5, @10 and MRR). Per-question ranks go to stdout; the last
 * line is one JSON object {"n", "recall@1", "recall@5", "recall@10", "mrr"}.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PassageResponse } from '../schema/api/legislation.ts';
import { buildSeedStatements } from '../seed/build-seed-sql.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { applyMigrations, describeError, seed } from './database.ts';
import { firstGoldRank, parseQuestions, scoreRanks, type EvalQuestion } from './retrieval-metrics.ts';
import { formatTable } from './stats.ts';
import { bundleWorker, OFFLINE_ENV, startWorker } from './worker.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'bench/.data');
Object.assign(process.env, OFFLINE_ENV);

const { values: args } = parseArgs({
  options: {
    qa: { type: 'string' },
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

  const scriptPath = bundleWorker(root, join(dataDir, 'worker'));
  const mf = await startWorker({ scriptPath, persistDir: join(dataDir, 'd1-eval'), databaseId: 'eval' });
  try {
    const db = await mf.getD1Database('DB');
    await applyMigrations(db, join(root, 'schema/migrations'));
    await seed(db, buildSeedStatements(docs), 250, (attempt, err) => log(`seed attempt ${attempt} failed, again: ${describeError(err)}`));

    const rows: Array<{ q: EvalQuestion; rank: number | null; top: string }> = [];
    for (const q of questions) {
      const res = await mf.dispatchFetch(`http://localhost/api/passages?q=${encodeURIComponent(q.question.slice(0, 500))}&k=${k}`);
      const body = (await res.json()) as PassageResponse & { error?: string };
      if (res.status !== 200) throw new Error(`${q.id}: /api/passages answered ${res.status}: ${body.error ?? ''}`);
      const retrieved = body.results.map((r) => ({ slug: r.slug, article: r.article.number }));
      const top = retrieved[0] ? `${retrieved[0].slug} (${retrieved[0].article})` : '-';
      rows.push({ q, rank: firstGoldRank(q.gold, retrieved), top });
    }

    const gold = (q: EvalQuestion) => q.gold.map((g) => `${g.slug} (${g.article})`).join(', ');
    process.stdout.write(
      `${formatTable(
        ['id', 'kind', 'rank', 'gold', 'first retrieved'],
        rows.map(({ q, rank, top }) => [q.id, q.kind ?? '', rank === null ? '-' : String(rank), gold(q), top]),
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
    process.stdout.write(`${JSON.stringify(scoreRanks(rows.map((r) => r.rank)))}\n`);
  } finally {
    await mf.dispose();
  }
}

main().catch((err: unknown) => {
  log(`eval aborted: ${describeError(err)}`);
  process.exit(1);
});
