/**
 * `npm run bench:load [-- --corpus DIR] [--seconds N] [--scale F]`
 *
 * A bounded load test of the bundled Worker in Miniflare on a freshly seeded local D1 with the real corpus
 * (bench/seeded-worker.ts): concurrent keyword and passage searches, each both computed (asked with
 * `Cache-Control: no-cache`, past the edge cache of public reads) and as edge-cache hits, side by side; AI answers (AI Search and chat, as
 * verified users with a card added through the local test provider, so every answer passes the billing gate),
 * sign-ins, and share views (the API that counts a view, and the crawler HTML of /shared/:id). Each scenario
 * runs alone at a fixed concurrency, then all of them together ("mixed"). Every phase stops at its request
 * count or its time cap, whichever comes first; the measured part never exceeds `--seconds` (60).
 *
 * Requests are sent as browsers would (origin header on writes, a client address per simulated client): the
 * anonymous passage-search limit (60 a minute per client, worker/src/middleware/passage-search-limit.ts) is
 * counted, not bypassed through the loopback exemption, with each simulated client well under it. Sign-ins use
 * distinct accounts and client addresses, one wrong password per account at most, so the sign-in limits never
 * trip. Prints per scenario p50/p95/max latency and the answers by status; exits 1 on any 5xx or failed
 * request. The last line of stdout is one JSON object.
 */
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import type { Miniflare } from 'miniflare';
import type { MultiDocumentSearchResponse } from '../schema/api/research.ts';
import type { CreateShareLinkResponse } from '../schema/api/shares.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { BENCH_ORIGIN, newUser, post } from './bench-client.ts';
import { KEYWORDS, PASSAGE_QUERIES } from './queries.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { formatTable, percentile, round2 } from './stats.ts';
import type { D1 } from './worker.ts';
import { CHECKOUT_ROOT as root, seededWorkerArgs } from './cli-args.ts';

const args = seededWorkerArgs({
  seconds: { type: 'string', default: '60' },
  scale: { type: 'string', default: '1' },
});
const BUDGET_MS = Number(args.seconds) * 1000;
const SCALE = Number(args.scale);
if (!(BUDGET_MS > 0) || !(SCALE > 0)) throw new Error('--seconds and --scale must be positive numbers');

const log = (message: string) => process.stderr.write(`${message}\n`);
const count = (n: number) => Math.max(1, Math.round(n * SCALE));

/** One request's outcome: its HTTP status (0 when the request itself failed) and time as the client saw it. */
interface Sample {
  status: number;
  ms: number;
}

interface Scenario {
  name: string;
  concurrency: number;
  requests: number;
  /** The statuses this scenario should get; anything else is counted as an error. */
  expected: readonly number[];
  /** `worker` is the pool slot (0 … concurrency-1), `i` the request's index in the scenario. */
  send: (i: number, worker: number) => Promise<number>;
}

interface Result {
  phase: string;
  name: string;
  concurrency: number;
  n: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  statuses: Record<string, number>;
  unexpected: number;
  serverErrors: number;
}

/** Runs `requests` requests through `concurrency` loops, stopping early at `deadline` (performance.now()). */
async function run(s: Scenario, deadline: number): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  let next = 0;
  const start = performance.now();
  const loop = async (worker: number) => {
    while (next < s.requests && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      let status = 0;
      try {
        status = await s.send(i, worker);
      } catch (err) {
        log(`${s.name} #${i}: ${err instanceof Error ? err.message : String(err)}`);
      }
      samples.push({ status, ms: performance.now() - t0 });
    }
  };
  await Promise.all(Array.from({ length: s.concurrency }, (_, w) => loop(w)));
  return { samples, seconds: (performance.now() - start) / 1000 };
}

function summarize(phase: string, s: Scenario, samples: Sample[], seconds: number): Result {
  const statuses: Record<string, number> = {};
  for (const x of samples) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
  const ms = samples.map((x) => x.ms);
  return {
    phase,
    name: s.name,
    concurrency: s.concurrency,
    n: samples.length,
    p50: ms.length ? round2(percentile(ms, 50)) : 0,
    p95: ms.length ? round2(percentile(ms, 95)) : 0,
    max: ms.length ? round2(Math.max(...ms)) : 0,
    perSecond: Math.round(samples.length / Math.max(seconds, 1e-3)),
    statuses,
    unexpected: samples.filter((x) => !s.expected.includes(x.status)).length,
    serverErrors: samples.filter((x) => x.status >= 500 || x.status === 0).length,
  };
}

/**
 * A GET as a browser on client address `client` sends it; the body is read in full. `fresh` asks past the
 * edge cache of public reads (Cache-Control: no-cache, decision 016), so the searches load the queries
 * themselves rather than the cache.
 */
async function get(mf: Miniflare, path: string, client: string, cookie?: string, fresh = false): Promise<number> {
  const headers: Record<string, string> = { 'cf-connecting-ip': client, ...(cookie ? { cookie } : {}), ...(fresh ? { 'cache-control': 'no-cache' } : {}) };
  const res = await mf.dispatchFetch(`${BENCH_ORIGIN}${path}`, { headers });
  await res.arrayBuffer();
  return res.status;
}

/** A GET that the edge cache of public reads must answer (X-Edge-Cache: HIT); anything else fails the request. */
async function getHit(mf: Miniflare, path: string, client: string): Promise<number> {
  const res = await mf.dispatchFetch(`${BENCH_ORIGIN}${path}`, { headers: { 'cf-connecting-ip': client } });
  await res.arrayBuffer();
  const cache = res.headers.get('x-edge-cache');
  if (res.status === 200 && cache !== 'HIT') throw new Error(`${path}: answered past the edge cache (X-Edge-Cache ${cache})`);
  return res.status;
}

/** A verified account without a card, made through the real sign-up flow and the local outbox; returns its e-mail. */
async function newAccount(mf: Miniflare, db: D1, index: number, password: string): Promise<string> {
  const email = `load-${index}-${Date.now()}@example.com`;
  const signup = await post(mf, '/api/auth/signup', { email, password, name: 'Load' });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.json)}`);
  const mail = await db
    .prepare("SELECT link FROM outbox WHERE to_email = ? AND kind = 'verify' ORDER BY id DESC LIMIT 1")
    .bind(email)
    .first<{ link: string }>();
  const verified = await post(mf, '/api/auth/verify-email', { token: new URL(mail!.link).searchParams.get('token') });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);
  return email;
}

async function main(): Promise<void> {
  const setupStart = performance.now();
  const docs = loadCorpus(resolve(args.corpus!));
  const { mf, db } = await startSeededWorker(root, 'load', docs, log);
  try {
    // Concurrency of each scenario (the simulated clients in flight at once) and its request count.
    const C = { keyword: 16, keywordHit: 16, passages: 8, passagesHit: 8, answers: 4, chat: 4, signIn: 4, badSignIn: 2, shareApi: 16, sharePage: 16 } as const;
    const N = {
      keyword: count(600),
      keywordHit: count(600),
      passages: count(240),
      passagesHit: count(240),
      answers: count(32),
      chat: count(32),
      signIn: count(48),
      badSignIn: count(8),
      shareApi: count(600),
      sharePage: count(600),
    };
    // Mixed phase: every scenario at once, at the same concurrency, with a third of the requests.
    const MIXED_SHARE = 1 / 3;

    // Answering users: one per answer slot (AI Search and chat apart), each with a card; each answers at most
    // (answers or chat requests) × (1 + MIXED_SHARE) / slots < 50 times, under the 60-an-hour AI limit.
    const answerUsers = await Promise.all(Array.from({ length: C.answers + C.chat }, (_, i) => newUser(mf, db, 1000 + i, { card: true })));
    const perAnswerUser = Math.ceil((Math.max(N.answers, N.chat) * (1 + MIXED_SHARE)) / Math.min(C.answers, C.chat));
    if (perAnswerUser >= 60) throw new Error(`--scale too high: ${perAnswerUser} answers per user would meet the AI limit (60 an hour)`);
    // Accounts to sign in to: each signs in at most twice (two phases), and is given at most one wrong password.
    const password = 'load-password-1';
    const signInAccounts = Math.ceil(N.signIn * (1 + MIXED_SHARE));
    const accounts: string[] = [];
    for (let i = 0; i < signInAccounts; i += 8) {
      accounts.push(...(await Promise.all(Array.from({ length: Math.min(8, signInAccounts - i) }, (_, j) => newAccount(mf, db, i + j, password)))));
    }
    // The shared conversation everyone reads.
    const answered = await post(mf, '/api/multi-document-search', { query: 'Who must register for Corporate Tax and by when?' }, answerUsers[0]);
    if (answered.status !== 200) throw new Error(`answer failed: ${answered.status}`);
    const chatId = (answered.json as unknown as MultiDocumentSearchResponse).chatId;
    const shared = await post(mf, '/api/create-share-link', { sessionId: `chat-${chatId}` }, answerUsers[0]);
    if (shared.status !== 200) throw new Error(`share failed: ${shared.status} ${JSON.stringify(shared.json)}`);
    const token = new URL((shared.json as unknown as CreateShareLinkResponse).shareUrl).pathname.split('/').pop()!;
    // Documents a chat can be about: those with their text loaded (the others answer 422, 'still processing').
    const docIds = (
      (await db.prepare("SELECT id FROM legislation WHERE length(coalesce(original_text, '')) > 0 ORDER BY id").all<{ id: number }>()).results ?? []
    ).map((r) => r.id);
    if (!docIds.length) throw new Error('no document with its text in the seeded database');

    // Warm-up: compile the code paths and fill per-isolate caches, as a live isolate would have.
    // Every query is asked once, so the edge-cache scenarios find all of them cached, as a busy data centre would.
    for (const k of KEYWORDS) await get(mf, `/api/legislation?search=${encodeURIComponent(k)}`, '10.60.0.1');
    for (const [i, q] of PASSAGE_QUERIES.entries()) await get(mf, `/api/passages?q=${encodeURIComponent(q)}&k=10`, `10.60.1.${i}`);
    await get(mf, `/api/shared/${token}`, '10.60.0.1');
    const setupSeconds = (performance.now() - setupStart) / 1000;
    log(
      `set-up ${setupSeconds.toFixed(1)} s: ${docs.length} documents, ${answerUsers.length} answering users with a card, ${accounts.length} accounts to sign in to`,
    );

    // Client addresses: passage searches spread over clients, each far under 60 a minute even over both phases.
    const PASSAGES_PER_CLIENT = 10;
    let passagesSent = 0;
    let signIns = 0;
    let badSignIns = 0;
    const scenarios = (n: (k: keyof typeof N) => number): Scenario[] => [
      {
        name: 'keyword search GET /api/legislation?search=',
        concurrency: C.keyword,
        requests: n('keyword'),
        expected: [200],
        send: (i) =>
          get(mf, `/api/legislation?search=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length]!)}`, `10.61.${(i >> 8) & 255}.${i & 255}`, undefined, true),
      },
      {
        name: 'keyword search, edge-cache hit',
        concurrency: C.keywordHit,
        requests: n('keywordHit'),
        expected: [200],
        send: (i) => getHit(mf, `/api/legislation?search=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length]!)}`, `10.65.${(i >> 8) & 255}.${i & 255}`),
      },
      {
        name: 'passage search GET /api/passages?q=&k=10',
        concurrency: C.passages,
        requests: n('passages'),
        expected: [200],
        send: (i) => {
          const client = Math.floor((i + passagesSent) / PASSAGES_PER_CLIENT);
          return get(
            mf,
            `/api/passages?q=${encodeURIComponent(PASSAGE_QUERIES[i % PASSAGE_QUERIES.length]!)}&k=10`,
            `10.62.${(client >> 8) & 255}.${client & 255}`,
            undefined,
            true,
          );
        },
      },
      {
        name: 'passage search, edge-cache hit',
        concurrency: C.passagesHit,
        requests: n('passagesHit'),
        expected: [200],
        send: (i) =>
          getHit(mf, `/api/passages?q=${encodeURIComponent(PASSAGE_QUERIES[i % PASSAGE_QUERIES.length]!)}&k=10`, `10.66.${(i >> 8) & 255}.${i & 255}`),
      },
      {
        name: 'AI Search answer POST /api/multi-document-search',
        concurrency: C.answers,
        requests: n('answers'),
        expected: [200],
        send: async (i, w) => (await post(mf, '/api/multi-document-search', { query: PASSAGE_QUERIES[i % PASSAGE_QUERIES.length] }, answerUsers[w])).status,
      },
      {
        name: 'chat answer POST /api/chat',
        concurrency: C.chat,
        requests: n('chat'),
        expected: [200],
        send: async (i, w) =>
          (
            await post(
              mf,
              '/api/chat',
              { message: PASSAGE_QUERIES[(i + 7) % PASSAGE_QUERIES.length], legislationId: i % 2 ? null : docIds[i % docIds.length] },
              answerUsers[C.answers + w],
            )
          ).status,
      },
      {
        name: 'sign-in POST /api/auth/login',
        concurrency: C.signIn,
        requests: n('signIn'),
        expected: [200],
        send: async () => (await post(mf, '/api/auth/login', { email: accounts[signIns++ % accounts.length], password })).status,
      },
      {
        name: 'sign-in, wrong password (401 expected)',
        concurrency: C.badSignIn,
        requests: n('badSignIn'),
        expected: [401],
        send: async () =>
          (await post(mf, '/api/auth/login', { email: accounts[accounts.length - 1 - (badSignIns++ % accounts.length)], password: 'not-the-password' })).status,
      },
      {
        name: 'share view GET /api/shared/:id',
        concurrency: C.shareApi,
        requests: n('shareApi'),
        expected: [200],
        send: (i) => get(mf, `/api/shared/${token}`, `10.63.${(i >> 8) & 255}.${i & 255}`),
      },
      {
        name: 'share page GET /shared/:id (HTML)',
        concurrency: C.sharePage,
        requests: n('sharePage'),
        expected: [200],
        send: (i) => get(mf, `/shared/${token}`, `10.64.${(i >> 8) & 255}.${i & 255}`),
      },
    ];
    const measureStart = performance.now();
    const deadline = measureStart + BUDGET_MS;
    const results: Result[] = [];
    // Alone: each scenario gets an equal share of 75% of the budget at most; the mixed phase the rest.
    const alone = scenarios((k) => N[k]);
    const perScenarioMs = (BUDGET_MS * 0.75) / alone.length;
    for (const s of alone) {
      const { samples, seconds } = await run(s, Math.min(deadline, performance.now() + perScenarioMs));
      if (s.name.startsWith('passage')) passagesSent += samples.length;
      const r = summarize('alone', s, samples, seconds);
      results.push(r);
      log(`alone  ${s.name}: ${r.n} in ${seconds.toFixed(1)} s`);
    }
    const mixed = scenarios((k) => Math.max(1, Math.round(N[k] * MIXED_SHARE)));
    const mixedStart = performance.now();
    const mixedRuns = await Promise.all(mixed.map((s) => run(s, deadline)));
    const mixedSeconds = (performance.now() - mixedStart) / 1000;
    mixed.forEach((s, i) => results.push(summarize('mixed', s, mixedRuns[i]!.samples, mixedRuns[i]!.seconds)));
    log(`mixed: ${mixedRuns.reduce((a, r) => a + r.samples.length, 0)} requests in ${mixedSeconds.toFixed(1)} s`);
    const measuredSeconds = (performance.now() - measureStart) / 1000;

    const view = await db.prepare('SELECT view_count FROM shares WHERE token = ?').bind(token).first<{ view_count: number }>();
    const apiReads = results.filter((r) => r.name.startsWith('share view')).reduce((a, r) => a + (r.statuses['200'] ?? 0), 0) + 1;

    const fmtStatuses = (st: Record<string, number>) =>
      Object.entries(st)
        .map(([k, v]) => `${k === '0' ? 'failed' : k}×${v}`)
        .join(' ');
    process.stdout.write(
      `${formatTable(
        ['phase / scenario', 'conc.', 'n', 'req/s', 'p50 ms', 'p95 ms', 'max ms', 'statuses', 'errors'],
        results.map((r) => [
          `${r.phase}  ${r.name}`,
          String(r.concurrency),
          String(r.n),
          String(r.perSecond),
          r.p50.toFixed(1),
          r.p95.toFixed(1),
          r.max.toFixed(1),
          fmtStatuses(r.statuses),
          String(r.unexpected),
        ]),
      )}\n\n`,
    );
    const serverErrors = results.reduce((a, r) => a + r.serverErrors, 0);
    const unexpected = results.reduce((a, r) => a + r.unexpected, 0);
    const total = results.reduce((a, r) => a + r.n, 0);
    process.stdout.write(
      `set-up ${setupSeconds.toFixed(1)} s (bundle, seed ${docs.length} documents, ${answerUsers.length + accounts.length} accounts); measured ${measuredSeconds.toFixed(1)} s ` +
        `(cap ${BUDGET_MS / 1000} s), ${total} requests; mixed phase ${mixedSeconds.toFixed(1)} s with all ${mixed.length} scenarios at once (concurrency ${mixed.reduce((a, s) => a + s.concurrency, 0)} in all)\n`,
    );
    process.stdout.write(`share views counted ${view?.view_count} for ${apiReads} API reads → ${view?.view_count === apiReads ? 'exact' : 'NOT EXACT'}\n`);
    process.stdout.write(
      `5xx or failed requests: ${serverErrors}; other unexpected statuses: ${unexpected - serverErrors}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n\n`,
    );

    const key = (name: string) =>
      name.startsWith('keyword search, edge')
        ? 'keyword_hit'
        : name.startsWith('keyword')
          ? 'keyword'
          : name.startsWith('passage search, edge')
            ? 'passages_hit'
            : name.startsWith('passage')
              ? 'passages'
              : name.startsWith('AI')
                ? 'answer'
                : name.startsWith('chat')
                  ? 'chat'
                  : name.startsWith('sign-in,')
                    ? 'bad_signin'
                    : name.startsWith('sign-in')
                      ? 'signin'
                      : name.startsWith('share view')
                        ? 'share_api'
                        : 'share_page';
    const summary: Record<string, number | boolean | Record<string, number>> = {};
    for (const r of results) {
      const k = `${r.phase === 'mixed' ? 'mixed_' : ''}${key(r.name)}`;
      summary[`${k}_n`] = r.n;
      summary[`${k}_p50_ms`] = r.p50;
      summary[`${k}_p95_ms`] = r.p95;
      summary[`${k}_max_ms`] = r.max;
      summary[`${k}_errors`] = r.unexpected;
    }
    summary.concurrency = { ...C };
    summary.requests = total;
    summary.measured_s = round2(measuredSeconds);
    summary.server_errors = serverErrors;
    summary.unexpected = unexpected;
    summary.share_count_exact = view?.view_count === apiReads;
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    if (serverErrors > 0 || unexpected > 0 || view?.view_count !== apiReads) process.exitCode = 1;
  } finally {
    await mf.dispose();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
