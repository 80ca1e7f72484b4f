/**
 * `npm run bench:burst [-- --runs N] [--requests N] [--timeout-ms N] [--corpus DIR] [--url BASE]`
 *
 * Issue 26 item 1: bursts of anonymous public reads that nothing has cached yet, sent all at once over
 * HTTP to the bundled Worker in Miniflare (the real corpus seeded as the other benchmarks do), counting
 * the requests that get no answer within the timeout. Each run sends two bursts, each of keys no earlier
 * burst asked for:
 *   - identical: `--requests` (200) requests for one passage question;
 *   - mixed: `--requests` requests spread over 8 keywords and 8 passage questions.
 * Per burst it prints the answered and unanswered counts, p50 / p95 / max latency (of the answered ones,
 * body read in full), and the `X-Edge-Cache` states (MISS: computed here; SHARED: an identical request's
 * computation; HIT: from the Cache API). Exits 1 when any request goes unanswered or answers other than 200.
 * Last line of stdout: one JSON object with every burst's figures. See bench/README.md and decision 021.
 *
 * `--url BASE` sends the same bursts to a server already running (the `npm start` server, `wrangler dev`) instead of
 * seeding one: each key then carries a `probe` parameter of this run's own, so that nothing the server cached before
 * answers it (decision 021: the local proxy of `wrangler dev` is where requests wait under load).
 */
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { CHECKOUT_ROOT as root, positiveInt, seededWorkerArgs } from './cli-args.ts';
import { KEYWORDS, PASSAGE_QUERIES } from './queries.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { percentile, round2 } from './stats.ts';

const args = seededWorkerArgs({
  runs: { type: 'string', default: '5' },
  requests: { type: 'string', default: '200' },
  'timeout-ms': { type: 'string', default: '30000' },
  url: { type: 'string' },
});

const RUNS = positiveInt('runs', args.runs);
const REQUESTS = positiveInt('requests', args.requests);
const TIMEOUT_MS = positiveInt('timeout-ms', args['timeout-ms']);
/** Keys of a mixed burst: as many keywords as questions. */
const MIXED_KEYS = 8;

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

interface Outcome {
  /** null: no complete answer within the timeout. */
  status: number | null;
  ms: number;
  state: string;
}

/** One request, body read in full, given up after the timeout (headers and body together). */
async function ask(url: string): Promise<Outcome> {
  const start = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - start, state: res.headers.get('x-edge-cache') ?? 'none' };
  } catch {
    return { status: null, ms: performance.now() - start, state: 'no answer' };
  }
}

interface BurstFigures {
  requests: number;
  answered: number;
  unanswered: number;
  not_200: number;
  p50_ms: number | null;
  p95_ms: number | null;
  max_ms: number | null;
  states: Record<string, number>;
}

async function burst(urls: string[]): Promise<BurstFigures> {
  const outcomes = await Promise.all(urls.map((url) => ask(url)));
  const answered = outcomes.filter((o) => o.status !== null);
  const ms = answered.map((o) => o.ms);
  const states: Record<string, number> = {};
  for (const o of outcomes) states[o.state] = (states[o.state] ?? 0) + 1;
  return {
    requests: urls.length,
    answered: answered.length,
    unanswered: outcomes.length - answered.length,
    not_200: answered.filter((o) => o.status !== 200).length,
    p50_ms: ms.length ? round2(percentile(ms, 50)) : null,
    p95_ms: ms.length ? round2(percentile(ms, 95)) : null,
    max_ms: ms.length ? round2(Math.max(...ms)) : null,
    states,
  };
}

function describe(label: string, f: BurstFigures): string {
  const states = Object.entries(f.states)
    .map(([s, n]) => `${s} ${n}`)
    .join(', ');
  return `${label}: ${f.answered}/${f.requests} answered, ${f.unanswered} without an answer, ${f.not_200} not 200; p50 ${f.p50_ms} ms, p95 ${f.p95_ms} ms, max ${f.max_ms} ms (${states})`;
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0]!.toFixed(2);
  const running = args.url?.replace(/\/$/, '');
  const mf = running ? null : (await startSeededWorker(root, 'burst', loadCorpus(resolve(args.corpus!)), log)).mf;
  // Against a running server, keys of this run's own (its edge cache may hold the bare ones from an earlier run).
  const probe = running ? `&probe=${Date.now().toString(36)}` : '';
  const figures: { run: number; identical: BurstFigures; mixed: BurstFigures }[] = [];
  try {
    // Over HTTP, as a browser or a load tool reaches the local server (Miniflare's own listener, or the one given).
    const base = running ?? String(await mf!.ready).replace(/\/$/, '');
    if (PASSAGE_QUERIES.length < RUNS + MIXED_KEYS) throw new Error(`--runs ${RUNS} needs more passage questions than queries.ts has`);
    for (let run = 1; run <= RUNS; run++) {
      // Keys no earlier burst asked for: a question of its own, and a `limit` / `k` of its own for the mixed keys.
      const question = PASSAGE_QUERIES[run - 1]!;
      const identical = await burst(Array.from({ length: REQUESTS }, () => `${base}/api/passages?q=${encodeURIComponent(question)}&k=10${probe}`));
      log(describe(`run ${run}, ${REQUESTS} identical`, identical));
      const keywords = KEYWORDS.slice(0, MIXED_KEYS);
      const questions = PASSAGE_QUERIES.slice(RUNS, RUNS + MIXED_KEYS);
      const mixedUrls = Array.from({ length: REQUESTS }, (_, i) => {
        const j = Math.floor(i / 2) % MIXED_KEYS;
        return i % 2 === 0
          ? `${base}/api/legislation?search=${encodeURIComponent(keywords[j]!)}&limit=${100 - run}${probe}`
          : `${base}/api/passages?q=${encodeURIComponent(questions[j]!)}&k=${10 + run}${probe}`;
      });
      const mixed = await burst(mixedUrls);
      log(describe(`run ${run}, ${REQUESTS} mixed`, mixed));
      figures.push({ run, identical, mixed });
    }
  } finally {
    await mf?.dispose();
  }
  const unanswered = figures.reduce((n, f) => n + f.identical.unanswered + f.mixed.unanswered, 0);
  const not200 = figures.reduce((n, f) => n + f.identical.not_200 + f.mixed.not_200, 0);
  const lines = figures.map((f) => [describe(`run ${f.run} identical`, f.identical), describe(`run ${f.run} mixed    `, f.mixed)].join('\n'));
  process.stdout.write(`${lines.join('\n')}\n`);
  process.stdout.write(
    `${unanswered} requests without an answer within ${TIMEOUT_MS} ms, ${not200} not 200; load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(2)} at end on ${availableParallelism()} CPUs\n`,
  );
  process.stdout.write(`${JSON.stringify({ unanswered, not_200: not200, timeout_ms: TIMEOUT_MS, runs: figures })}\n`);
  if (unanswered || not200) process.exit(1);
}

main().catch((err: unknown) => {
  log(`bench:burst aborted: ${err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
});
