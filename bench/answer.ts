/**
 * `npm run bench:answer [-- --corpus DIR] [--rounds N]`
 *
 * Server time of an AI answer with the extractive analyst (POST /api/multi-document-search:
 * session check, retrieval, composition, citation check and the saved exchange) and of
 * retrieval alone (GET /api/passages, the same retrieval pipeline), over the real corpus, on
 * the bundled worker in Miniflare with a freshly seeded local D1. Times are taken around each
 * request as the server's caller sees them (the Worker's own clock does not advance during
 * computation). Tables go to stdout; the last line is {"answer_p95_ms", "retrieval_p95_ms"}.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MultiDocumentSearchResponse } from '../schema/api/research.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { newUser, post } from './bench-client.ts';
import { PASSAGE_QUERIES } from './queries.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { summarize, summaryTable, timed } from './stats.ts';
import { OFFLINE_ENV } from './worker.ts';
import { corpusAndRounds } from './cli-args.ts';

const TARGET_ANSWER_P95_MS = 300;
const TARGET_RETRIEVAL_P95_MS = 50;
/** Below the per-user hourly AI limit (60), so the benchmark never meets a 429. */
const ANSWERS_PER_USER = 50;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, OFFLINE_ENV);

const { corpus: CORPUS, rounds: ROUNDS } = corpusAndRounds(root);

const log = (message: string) => process.stderr.write(`${message}\n`);

async function main(): Promise<void> {
  const docs = loadCorpus(resolve(CORPUS));
  const { mf, db } = await startSeededWorker(root, 'answer', docs, log);
  try {
    log(`seeded ${docs.length} documents; ${PASSAGE_QUERIES.length} questions × ${ROUNDS} rounds`);

    // Warm-up: first requests compile code and fill per-isolate caches.
    for (const q of PASSAGE_QUERIES.slice(0, 5)) await mf.dispatchFetch(`http://localhost:8787/api/passages?q=${encodeURIComponent(q)}&k=8`);

    const retrieval: number[] = [];
    const answers: number[] = [];
    let cookie = '';
    let answered = 0;
    let citations = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of PASSAGE_QUERIES) {
        const [ms, res] = await timed(() => mf.dispatchFetch(`http://localhost:8787/api/passages?q=${encodeURIComponent(q)}&k=8`));
        if (res.status !== 200) throw new Error(`/api/passages answered ${res.status}`);
        await res.arrayBuffer();
        retrieval.push(ms);

        if (answered % ANSWERS_PER_USER === 0) cookie = await newUser(mf, db, answered, { card: true });
        const [answerMs, answer] = await timed(() => post(mf, '/api/multi-document-search', { query: q }, cookie));
        if (answer.status !== 200) throw new Error(`/api/multi-document-search answered ${answer.status}: ${JSON.stringify(answer.json)}`);
        const body = answer.json as unknown as MultiDocumentSearchResponse;
        citations += body.citations.length;
        answered += 1;
        answers.push(answerMs);
      }
    }

    const answer = summarize('extractive answer (POST /api/multi-document-search)', answers);
    const retrievalSummary = summarize('retrieval (GET /api/passages?k=8)', retrieval);
    process.stdout.write(`${summaryTable([answer, retrievalSummary])}\n\n`);
    process.stdout.write(
      `targets: answer p95 ≤ ${TARGET_ANSWER_P95_MS} ms, retrieval p95 ≤ ${TARGET_RETRIEVAL_P95_MS} ms; ${(citations / answered).toFixed(1)} citations per answer\n\n`,
    );
    process.stdout.write(
      `${JSON.stringify({ answer_p95_ms: answer.p95, retrieval_p95_ms: retrievalSummary.p95, answer_p50_ms: answer.p50, retrieval_p50_ms: retrievalSummary.p50 })}\n`,
    );
  } finally {
    await mf.dispose();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
