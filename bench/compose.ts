/**
 * `npm run bench:compose [-- --corpus DIR] [--rounds N]`
 *
 * CPU time of composing one extractive answer (services/analyst: units, scoring, the answer plan, rendering) from
 * the 8 longest articles of the real corpus — the worst context retrieval can hand the analyst — for each question of
 * the passage query set, in Node (workerd stops its clock during synchronous code, so this cannot be timed inside a
 * worker test). Target: p50 under 20 ms. Tables go to stdout; the last line is {"compose_p50_ms", "compose_p95_ms"}.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countWords } from '../schema/word-count.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { composeExtractiveAnswer } from '../worker/src/services/analyst/extractive-analyst.ts';
import type { NumberedPassage } from '../worker/src/services/analyst/types.ts';
import { PASSAGE_QUERIES } from './queries.ts';
import { summarize, summaryTable } from './stats.ts';
import { corpusAndRounds } from './cli-args.ts';

const TARGET_P50_MS = 20;
const ARTICLES = 8;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { corpus: CORPUS, rounds: ROUNDS } = corpusAndRounds(root);

const docs = loadCorpus(resolve(CORPUS));
const longest = docs
  .flatMap((doc, d) => doc.articles.map((a) => ({ doc, d, a, words: countWords(a.text) })))
  .sort((x, y) => y.words - x.words)
  .slice(0, ARTICLES);
const passages: NumberedPassage[] = longest.map(({ doc, d, a }, i) => ({
  n: i + 1,
  articleId: i + 1,
  legislationId: d + 1,
  slug: doc.slug,
  title: doc.title,
  legislation: doc.type,
  status: doc.status,
  statusNote: doc.statusNote,
  repealed: doc.status === 'repealed',
  number: a.number,
  heading: a.heading,
  chapter: a.chapter,
  textEn: a.text,
  textAr: null,
  score: ARTICLES - i,
  relevance: 1,
  concepts: { matched: 1, of: 1 },
  links: [],
}));
const words = longest.reduce((sum, x) => sum + x.words, 0);

const compose = (question: string) => composeExtractiveAnswer({ question, passages, history: [], scope: 'collection' });
// Warm-up: the first calls compile the code and fill the stem cache, as a running isolate has.
for (const q of PASSAGE_QUERIES.slice(0, 5)) compose(q);

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const q of PASSAGE_QUERIES) {
    const t0 = performance.now();
    compose(q);
    times.push(performance.now() - t0);
  }
}

const summary = summarize('compose (8 longest articles)', times);
process.stdout.write(`${ARTICLES} articles, ${words} words; ${PASSAGE_QUERIES.length} questions × ${ROUNDS} rounds\n`);
process.stdout.write(`${summaryTable([summary])}\n`);
process.stdout.write(`target: p50 < ${TARGET_P50_MS} ms — ${summary.p50 < TARGET_P50_MS ? 'met' : 'NOT met'}\n`);
process.stdout.write(`${JSON.stringify({ compose_p50_ms: summary.p50, compose_p95_ms: summary.p95 })}\n`);
