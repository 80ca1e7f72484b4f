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
import { parseArgs } from 'node:util';
import type { Miniflare } from 'miniflare';
import type { MultiDocumentSearchResponse } from '../schema/api/research.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { PASSAGE_QUERIES } from './queries.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { summarize, summaryTable } from './stats.ts';
import { OFFLINE_ENV, type D1 } from './worker.ts';

const TARGET_ANSWER_P95_MS = 300;
const TARGET_RETRIEVAL_P95_MS = 50;
/** Below the per-user hourly AI limit (60), so the benchmark never meets a 429. */
const ANSWERS_PER_USER = 50;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, OFFLINE_ENV);

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') },
    rounds: { type: 'string', default: '5' },
  },
});
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`--rounds must be a positive whole number, got ${args.rounds}`);

const log = (message: string) => process.stderr.write(`${message}\n`);

let clients = 0;
async function post(mf: Miniflare, path: string, body: unknown, cookie?: string) {
  clients += 1;
  const res = await mf.dispatchFetch(`http://localhost:8787${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:8787',
      'cf-connecting-ip': `10.9.${Math.floor(clients / 250)}.${clients % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

/** A verified, signed-in user, made through the real sign-up flow and the local outbox. */
async function newUser(mf: Miniflare, db: D1, index: number): Promise<string> {
  const email = `bench-${index}-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  const signup = await post(mf, '/api/auth/signup', { email, password, name: 'Bench' });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.json)}`);
  const mail = await db.prepare("SELECT link FROM outbox WHERE to_email = ? AND kind = 'verify' ORDER BY id DESC LIMIT 1").bind(email).first<{ link: string }>();
  const token = new URL(mail!.link).searchParams.get('token');
  await post(mf, '/api/auth/verify-email', { token });
  const login = await post(mf, '/api/auth/login', { email, password });
  const cookie = login.headers.get('set-cookie')?.match(/session=[^;]*/)?.[0];
  if (!cookie) throw new Error(`login failed: ${login.status}`);
  // A card through the local test provider, as the payment screens add it: beyond the welcome credit
  // every answer is charged (the usage event in the answer's batch, invoicing at AED 25).
  const intent = await post(mf, '/api/billing/create-setup-intent', {}, cookie);
  const confirm = await post(mf, '/api/billing/test-provider/confirm-setup', { clientSecret: intent.json.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }, cookie);
  const complete = await post(mf, '/api/billing/setup-complete', { setupIntentId: intent.json.setupIntentId }, cookie);
  if (confirm.status !== 200 || complete.status !== 200) throw new Error(`card set-up failed: ${confirm.status} ${complete.status}`);
  return cookie;
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

async function main(): Promise<void> {
  const docs = loadCorpus(resolve(args.corpus!));
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

        if (answered % ANSWERS_PER_USER === 0) cookie = await newUser(mf, db, answered);
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
    process.stdout.write(`targets: answer p95 ≤ ${TARGET_ANSWER_P95_MS} ms, retrieval p95 ≤ ${TARGET_RETRIEVAL_P95_MS} ms; ${(citations / answered).toFixed(1)} citations per answer\n\n`);
    process.stdout.write(`${JSON.stringify({ answer_p95_ms: answer.p95, retrieval_p95_ms: retrievalSummary.p95, answer_p50_ms: answer.p50, retrieval_p50_ms: retrievalSummary.p50 })}\n`);
  } finally {
    await mf.dispose();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
