/**
 * `npm run eval:answers [-- --qa FILE] [--corpus DIR]`
 *
 * Answer quality of the extractive analyst on a JSONL question file (default ../shared/eval/dev.jsonl):
 * every question goes through POST /api/multi-document-search on the bundled Worker in Miniflare
 * (real corpus, fresh D1, signed-in users with a test card), and its answer is scored
 * (answer-metrics.ts): whether the Summary cites a gold article, the share of cited sentences from gold
 * articles, and the length in words. Per-question rows to stdout; the last line is one JSON object
 * {"n", "summary_cites_gold", "gold_sentence_share", "words_p50", "words_mean"}.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { MultiDocumentSearchResponse } from '../schema/api/research.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { scoreAnswer } from './answer-metrics.ts';
import { newUser, post } from './bench-client.ts';
import { parseQuestions } from './retrieval-metrics.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { formatTable, percentile } from './stats.ts';
import { OFFLINE_ENV } from './worker.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, OFFLINE_ENV);

const { values: args } = parseArgs({
  options: {
    qa: { type: 'string', default: resolve(root, '../shared/eval/dev.jsonl') },
    corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') },
  },
});

/** Below the per-user hourly AI limit, so the run never meets a 429. */
const ANSWERS_PER_USER = 50;
const log = (message: string) => process.stderr.write(`${message}\n`);
const round = (x: number) => Math.round(x * 1000) / 1000;

async function main(): Promise<void> {
  const questions = parseQuestions(readFileSync(resolve(args.qa!), 'utf8'));
  const { mf, db } = await startSeededWorker(root, 'answers', loadCorpus(resolve(args.corpus!)), log);
  try {
    const rows: Array<{ id: string; kind: string; summary: boolean; share: number; words: number }> = [];
    let cookie = '';
    for (const [i, q] of questions.entries()) {
      if (i % ANSWERS_PER_USER === 0) cookie = await newUser(mf, db, i, { card: true });
      const res = await post(mf, '/api/multi-document-search', { query: q.question.slice(0, 2000) }, cookie);
      const body = res.json as unknown as MultiDocumentSearchResponse;
      if (res.status !== 200) throw new Error(`${q.id}: answered ${res.status} ${JSON.stringify(res.json)}`);
      const s = scoreAnswer(body.response, body.citations.map((c) => ({ n: c.n, slug: c.slug, article: c.article })), q.gold);
      rows.push({ id: q.id, kind: q.kind ?? '', summary: s.summaryCitesGold, share: s.goldSentenceShare, words: s.words });
    }
    process.stdout.write(
      `${formatTable(
        ['id', 'kind', 'summary cites gold', 'gold sentence share', 'words'],
        rows.map((r) => [r.id, r.kind, r.summary ? 'yes' : 'no', r.share.toFixed(2), String(r.words)]),
      )}\n\n`,
    );
    const n = rows.length;
    const result = {
      n,
      summary_cites_gold: round(rows.filter((r) => r.summary).length / (n || 1)),
      gold_sentence_share: round(rows.reduce((sum, r) => sum + r.share, 0) / (n || 1)),
      words_p50: n ? percentile(rows.map((r) => r.words), 50) : 0,
      words_mean: Math.round(rows.reduce((sum, r) => sum + r.words, 0) / (n || 1)),
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await mf.dispose();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
