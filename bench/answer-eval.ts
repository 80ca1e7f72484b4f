/**
 * `npm run eval:answers [-- --qa FILE] [--corpus DIR] [--dump DIR]`
 *
 * Answer quality of the extractive analyst on a JSONL question file (default ../shared/eval/dev.jsonl):
 * every question goes through POST /api/multi-document-search on the bundled Worker in Miniflare
 * (real corpus, fresh D1, signed-in users with a test card), and its answer is scored
 * (answer-metrics.ts): whether the Summary cites a gold article, the share of cited sentences from gold
 * articles, and the length in words. Then the clearly off-topic questions of OFF_TOPIC are asked: each
 * must come back as "no matching provisions" (no_match), and no question of the file may.
 *
 * The best `relevance` the retriever gave each question, and the most of the question's concepts one
 * retrieved article holds (both recorded in its api_calls context), are shown per row, with the
 * lowest over the file and the highest relevance over OFF_TOPIC: the no-match gate
 * (worker/src/services/research/relevance-gate.ts) must lie between them. `--dump DIR` writes every
 * answer to DIR/{id}.md for reading.
 *
 * Per-question rows to stdout; the last line is one JSON object {"n", "summary_cites_gold",
 * "gold_sentence_share", "words_p50", "words_mean", "half_a", "half_b" (the same by halves of the
 * file), "no_match_dev", "no_match_off_topic", "relevance_dev_min", "relevance_off_topic_max",
 * "shared_concepts_dev_min"}.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { MultiDocumentSearchResponse } from '../schema/api/research.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { scoreAnswer } from './answer-metrics.ts';
import { newUser, post } from './bench-client.ts';
import { halfOf, parseQuestions } from './retrieval-metrics.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { formatTable, percentile } from './stats.ts';
import { OFFLINE_ENV, type D1 } from './worker.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, OFFLINE_ENV);

const { values: args } = parseArgs({
  options: {
    qa: { type: 'string', default: resolve(root, '../shared/eval/dev.jsonl') },
    corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') },
    dump: { type: 'string' },
  },
});

/** Questions no article of a Corporate Tax collection answers: nonsense, other subjects, chit-chat. */
const OFF_TOPIC = [
  'best pizza recipe in Dubai',
  'who won the football world cup',
  'asdf qwerty',
  'What is the weather in Abu Dhabi tomorrow?',
  'Recommend a good hotel in Dubai Marina for a family holiday',
  'How do I renew my UAE driving licence?',
  'What is the capital of France?',
  'hello, how are you today?',
];

/** Below the per-user hourly AI limit, so the run never meets a 429. */
const ANSWERS_PER_USER = 50;
const log = (message: string) => process.stderr.write(`${message}\n`);
const round = (x: number) => Math.round(x * 1000) / 1000;

interface RecordedContext {
  relevance?: { best: number; concepts: number; sharedConcepts: number };
  passages?: Array<{ n: number; slug: string | null; article: string; relevance?: number }>;
}

/** What the research service recorded of the answer: the passages given, with their relevance. */
async function contextOf(db: D1, chatId: number): Promise<RecordedContext> {
  const row = await db.prepare('SELECT context FROM api_calls WHERE chat_id = ? ORDER BY id DESC LIMIT 1').bind(chatId).first<{ context: string | null }>();
  return JSON.parse(row?.context ?? '{}') as RecordedContext;
}

const describePassages = (c: RecordedContext) => (c.passages ?? []).map((p) => `${p.n}. ${p.slug}#${p.article} (${p.relevance ?? '?'})`).join('\n');

async function main(): Promise<void> {
  const questions = parseQuestions(readFileSync(resolve(args.qa!), 'utf8'));
  const { mf, db } = await startSeededWorker(root, 'answers', loadCorpus(resolve(args.corpus!)), log);
  try {
    const rows: Array<{ id: string; kind: string; summary: boolean; share: number; words: number; relevance: number; shared: number; concepts: number; noMatch: boolean }> = [];
    let cookie = '';
    let asked = 0;
    const ask = async (id: string, question: string) => {
      if (asked++ % ANSWERS_PER_USER === 0) cookie = await newUser(mf, db, asked, { card: true });
      const res = await post(mf, '/api/multi-document-search', { query: question.slice(0, 2000) }, cookie);
      if (res.status !== 200) throw new Error(`${id}: answered ${res.status} ${JSON.stringify(res.json)}`);
      const body = res.json as unknown as MultiDocumentSearchResponse;
      const context = await contextOf(db, body.chatId);
      if (args.dump) {
        const cited = body.citations.map((c) => `[${c.n}] ${c.slug}#${c.article}`).join('\n');
        writeFileSync(join(args.dump, `${id}.md`), `<!-- ${question}\n\npassages (relevance):\n${describePassages(context)}\n\ncitations:\n${cited}\n-->\n\n${body.response}\n`);
      }
      return { body, relevance: context.relevance?.best ?? Number.NaN, shared: context.relevance?.sharedConcepts ?? Number.NaN, concepts: context.relevance?.concepts ?? Number.NaN };
    };
    if (args.dump) mkdirSync(args.dump, { recursive: true });
    for (const q of questions) {
      const { body, relevance, shared, concepts } = await ask(q.id, q.question);
      const s = scoreAnswer(body.response, body.citations.map((c) => ({ n: c.n, slug: c.slug, article: c.article })), q.gold);
      rows.push({ id: q.id, kind: q.kind ?? '', summary: s.summaryCitesGold, share: s.goldSentenceShare, words: s.words, relevance, shared, concepts, noMatch: body.no_match === true });
    }
    const offTopic: Array<{ question: string; relevance: number; shared: number; concepts: number; noMatch: boolean }> = [];
    for (const [i, question] of OFF_TOPIC.entries()) {
      const { body, relevance, shared, concepts } = await ask(`off-topic-${i + 1}`, question);
      offTopic.push({ question, relevance, shared, concepts, noMatch: body.no_match === true });
    }
    process.stdout.write(
      `${formatTable(
        ['id', 'kind', 'summary cites gold', 'gold sentence share', 'words', 'best relevance', 'concepts shared', 'no match'],
        rows.map((r) => [r.id, r.kind, r.summary ? 'yes' : 'no', r.share.toFixed(2), String(r.words), r.relevance.toFixed(3), `${r.shared}/${r.concepts}`, r.noMatch ? 'NO MATCH' : '']),
      )}\n\n`,
    );
    process.stdout.write(
      `${formatTable(
        ['off-topic question', 'best relevance', 'concepts shared', 'no match'],
        offTopic.map((r) => [r.question, r.relevance.toFixed(3), `${r.shared}/${r.concepts}`, r.noMatch ? 'yes' : 'ANSWERED']),
      )}\n\n`,
    );
    const quality = (of: typeof rows) => ({
      n: of.length,
      summary_cites_gold: round(of.filter((r) => r.summary).length / (of.length || 1)),
      gold_sentence_share: round(of.reduce((sum, r) => sum + r.share, 0) / (of.length || 1)),
      words_p50: of.length ? percentile(of.map((r) => r.words), 50) : 0,
      words_mean: Math.round(of.reduce((sum, r) => sum + r.words, 0) / (of.length || 1)),
    });
    const result = {
      ...quality(rows),
      // Tune on one half, check on the other (retrieval-metrics.ts halfOf).
      half_a: quality(rows.filter((r) => halfOf(r.id) === 'A')),
      half_b: quality(rows.filter((r) => halfOf(r.id) === 'B')),
      /** Questions of the file answered "no matching provisions": should be 0. */
      no_match_dev: rows.filter((r) => r.noMatch).length,
      /** Share of OFF_TOPIC answered "no matching provisions": should be 1. */
      no_match_off_topic: round(offTopic.filter((r) => r.noMatch).length / (offTopic.length || 1)),
      relevance_dev_min: round(Math.min(...rows.map((r) => r.relevance))),
      relevance_off_topic_max: round(Math.max(...offTopic.map((r) => r.relevance))),
      /** Over the file, the fewest question concepts held by a question's most matching article. */
      shared_concepts_dev_min: Math.min(...rows.map((r) => r.shared)),
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
