/**
 * `npm run bench:cpu [-- --corpus DIR] [--requests N]`
 *
 * The CPU time each kind of request costs the Worker, measured in workerd, against the Workers CPU limits;
 * and what each request reads and writes (D1 statements and rows, KV, Cache API, subrequests), for the
 * capacity model (docs/scale.md). The bundled Worker runs in Miniflare on a freshly seeded local D1 with the
 * real corpus, three times over the same database:
 * 1. CPU, local defaults (extractive analyst, test card provider): V8's sampling profiler over the Worker's
 *    inspector gives each request's CPU time (bench/isolate-profiler.ts); an unprofiled second pass gives
 *    the time the client waited and the whole workerd process's CPU per request (bench/process-cpu.ts).
 * 2. CPU of the answers on the language-model path (OPENAI_API_KEY set), the model's stream answered
 *    in-process (bench/fake-model-stream.ts): the production path.
 * 3. Footprint, model path: the same requests through bench/footprint-entry.ts, which counts them.
 *
 * Every route is requested 2 times to warm up, then `--requests` (20) times, one at a time, with varied
 * queries. Progress goes to stderr; the tables and, as the last line of stdout, one JSON object to stdout.
 */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import type { Miniflare } from 'miniflare';
import type { MultiDocumentSearchResponse } from '../schema/api/research.ts';
import type { CreateShareLinkResponse } from '../schema/api/shares.ts';
import { buildSeedStatements } from '../seed/build-seed-sql.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { BENCH_ORIGIN, newUser, post } from './bench-client.ts';
import { applyMigrations, describeError, seed } from './database.ts';
import { fakeModel } from './fake-model-stream.ts';
import type { Footprint } from './footprint.ts';
import { IsolateProfiler, type IsolateCpu } from './isolate-profiler.ts';
import { canReadProcessCpu, processCpuNs, workerdChildren } from './process-cpu.ts';
import { KEYWORDS, PASSAGE_QUERIES } from './queries.ts';
import { formatTable, percentile, round2 } from './stats.ts';
import { WORKER_NAME, bundleWorker, startWorker } from './worker.ts';

const LIMITS = {
  source: PLATFORM.workers.cpuSource,
  freeMs: PLATFORM.workers.freeCpuMs,
  paidDefaultMs: PLATFORM.workers.paidDefaultCpuMs,
  paidMaxMs: PLATFORM.workers.paidMaxCpuMs,
};
import { PLATFORM } from './platform-limits.ts';
import { CHECKOUT_ROOT as root, seededWorkerArgs } from './cli-args.ts';

const args = seededWorkerArgs({
  requests: { type: 'string', default: '20' },
  'inspector-port': { type: 'string', default: '9329' },
});
const N = Number(args.requests);
const INSPECTOR_PORT = Number(args['inspector-port']);
if (!(N >= 1) || !(INSPECTOR_PORT > 0)) throw new Error('--requests and --inspector-port must be positive numbers');
const WARM_UP = 2;
const log = (message: string) => process.stderr.write(`${message}\n`);

/** The accounts and records the requests need, made once through the real flows. */
interface Fixtures {
  /** Users with a card, taken in turn: each stays well under the 60 AI requests an hour a user may make. */
  answerCookies: string[];
  chatCookies: string[];
  signInEmails: string[];
  docIds: number[];
  shareToken: string;
}

interface Route {
  key: string;
  label: string;
  /** Only measured on the language-model path (run 2), or only on the local defaults (run 1). */
  path: 'both' | 'model' | 'local';
  /** The i-th request (warm-ups are i < 0). `clientIp` keeps per-client limits out of the way. */
  request: (f: Fixtures, i: number) => { method: 'GET' | 'POST'; url: string; body?: unknown; cookie?: string; headers?: Record<string, string> };
  /** Checked on every answer, so a route that stopped working cannot pass for a fast one. */
  expect: (status: number, headers: Headers) => boolean;
}

const PASSWORD = 'bench-password-1';
const NO_CACHE = { 'cache-control': 'no-cache' };
const ok = (status: number) => status === 200;
const mean = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0) / xs.length);
const pick = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length]!;
let signUps = 0;

const ROUTES: Route[] = [
  {
    key: 'keyword_search',
    label: 'keyword search (computed)',
    path: 'local',
    request: (_, i) => ({ method: 'GET', url: `/api/legislation?search=${encodeURIComponent(pick(KEYWORDS, i))}`, headers: NO_CACHE }),
    expect: (s, h) => ok(s) && h.get('x-edge-cache') === 'MISS',
  },
  {
    key: 'keyword_search_cache_hit',
    label: 'keyword search (edge-cache hit)',
    path: 'local',
    request: (_, i) => ({ method: 'GET', url: `/api/legislation?search=${encodeURIComponent(pick(KEYWORDS, i))}` }),
    expect: (s, h) => ok(s) && h.get('x-edge-cache') === 'HIT',
  },
  {
    key: 'document',
    label: 'document GET /api/legislation/:id',
    path: 'local',
    request: (f, i) => ({ method: 'GET', url: `/api/legislation/${pick(f.docIds, i)}`, headers: NO_CACHE }),
    expect: ok,
  },
  {
    key: 'passages',
    label: 'passages (computed)',
    path: 'local',
    request: (_, i) => ({ method: 'GET', url: `/api/passages?q=${encodeURIComponent(pick(PASSAGE_QUERIES, i))}&k=10`, headers: NO_CACHE }),
    expect: (s, h) => ok(s) && h.get('x-edge-cache') === 'MISS',
  },
  {
    key: 'answer',
    label: 'AI Search answer',
    path: 'both',
    request: (f, i) => ({ method: 'POST', url: '/api/multi-document-search', body: { query: pick(PASSAGE_QUERIES, i) }, cookie: pick(f.answerCookies, i) }),
    expect: ok,
  },
  {
    key: 'chat',
    label: 'chat answer (one document)',
    path: 'both',
    request: (f, i) => ({
      method: 'POST',
      url: '/api/chat',
      body: { message: pick(PASSAGE_QUERIES, i + 7), legislationId: pick(f.docIds, i) },
      cookie: pick(f.chatCookies, i),
    }),
    expect: ok,
  },
  {
    key: 'session',
    label: 'signed-in page load GET /api/auth/me',
    path: 'local',
    request: (f, i) => ({ method: 'GET', url: '/api/auth/me', cookie: pick(f.answerCookies, i) }),
    expect: ok,
  },
  {
    key: 'chat_history',
    label: 'chat history GET /api/account/chat-history',
    path: 'local',
    request: (f, i) => ({ method: 'GET', url: '/api/account/chat-history', cookie: pick(f.answerCookies, i) }),
    expect: ok,
  },
  {
    key: 'login',
    label: 'sign-in (PBKDF2 check)',
    path: 'local',
    request: (f, i) => ({ method: 'POST', url: '/api/auth/login', body: { email: pick(f.signInEmails, i), password: PASSWORD } }),
    expect: ok,
  },
  {
    key: 'signup',
    label: 'sign-up (PBKDF2 hash, mail)',
    path: 'local',
    request: () => ({
      method: 'POST',
      url: '/api/auth/signup',
      body: { email: `cpu-signup-${Date.now()}-${signUps++}@example.com`, password: PASSWORD, name: 'Bench' },
    }),
    expect: (s) => s === 201,
  },
  {
    key: 'share_view',
    label: 'share view GET /api/shared/:id',
    path: 'local',
    request: (f) => ({ method: 'GET', url: `/api/shared/${f.shareToken}` }),
    expect: ok,
  },
  {
    key: 'share_page',
    label: 'share page GET /shared/:id (HTML)',
    path: 'local',
    request: (f) => ({ method: 'GET', url: `/shared/${f.shareToken}` }),
    expect: ok,
  },
];

let clients = 0;
/** Sends one request as a browser would, from a new client address, and reads the whole body. */
async function send(mf: Miniflare, r: ReturnType<Route['request']>) {
  clients += 1;
  const headers: Record<string, string> = { 'cf-connecting-ip': `10.70.${(clients >> 8) & 255}.${clients & 255}`, ...r.headers };
  if (r.cookie) headers.cookie = r.cookie;
  if (r.method === 'POST') Object.assign(headers, { origin: BENCH_ORIGIN, 'content-type': 'application/json' });
  const res = await mf.dispatchFetch(`${BENCH_ORIGIN}${r.url}`, { method: r.method, headers, body: r.body === undefined ? undefined : JSON.stringify(r.body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

async function sendChecked(mf: Miniflare, route: Route, f: Fixtures, i: number) {
  const res = await send(mf, route.request(f, i));
  if (!route.expect(res.status, res.headers)) {
    throw new Error(`${route.label} #${i}: unexpected ${res.status} (x-edge-cache ${res.headers.get('x-edge-cache')}): ${res.text.slice(0, 300)}`);
  }
  return res;
}

async function makeFixtures(mf: Miniflare, db: Awaited<ReturnType<Miniflare['getD1Database']>>): Promise<Fixtures> {
  // Every route is requested 5 × N + 4 times over the three runs; 40 a user leaves room under the hourly 60.
  const users = Math.ceil((5 * N + 4) / 40);
  const answerCookies: string[] = [];
  const chatCookies: string[] = [];
  for (let u = 0; u < users; u++) {
    answerCookies.push(await newUser(mf, db, 2 * u, { card: true }));
    chatCookies.push(await newUser(mf, db, 2 * u + 1, { card: true }));
  }
  // Sign-ins come from new client addresses; each account takes a few, well under its limits (decision 004).
  const signInEmails: string[] = [];
  for (let a = 0; a < Math.ceil((N + WARM_UP) / 4); a++) {
    const email = `cpu-signin-${a}-${Date.now()}@example.com`;
    const res = await post(mf, '/api/auth/signup', { email, password: PASSWORD, name: 'Bench' });
    const mail = await db
      .prepare("SELECT link FROM outbox WHERE to_email = ? AND kind = 'verify' ORDER BY id DESC LIMIT 1")
      .bind(email)
      .first<{ link: string }>();
    const verified = await post(mf, '/api/auth/verify-email', { token: mail ? new URL(mail.link).searchParams.get('token') : '' });
    if (res.status !== 201 || verified.status !== 200) throw new Error(`sign-up failed: ${res.status}, verification ${verified.status}`);
    signInEmails.push(email);
  }
  const docIds = (
    (await db.prepare("SELECT id FROM legislation WHERE length(coalesce(original_text, '')) > 0 ORDER BY id").all<{ id: number }>()).results ?? []
  ).map((r) => r.id);
  const answered = await post(mf, '/api/multi-document-search', { query: 'Who must register for Corporate Tax and by when?' }, answerCookies[0]);
  const chatId = (answered.json as unknown as MultiDocumentSearchResponse).chatId;
  const shared = await post(mf, '/api/create-share-link', { sessionId: `chat-${chatId}` }, answerCookies[0]);
  const shareToken = new URL((shared.json as unknown as CreateShareLinkResponse).shareUrl).pathname.split('/').pop()!;
  if (!docIds.length || !shareToken) throw new Error(`set-up failed: ${docIds.length} documents, share ${shared.status}`);
  return { answerCookies, chatCookies, signInEmails, docIds, shareToken };
}

/** The Worker isolate's CPU time under the profiler: a mean over the route's requests, and where it went. */
interface IsolateFigures {
  mean: number;
  /** Self time per request of the functions that took most. */
  top: { name: string; ms: number }[];
}

function isolateFigures(samples: IsolateCpu[]): IsolateFigures {
  const self = new Map<string, number>();
  for (const s of samples) for (const t of s.top) self.set(t.name, (self.get(t.name) ?? 0) + t.ms);
  const top = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, total]) => ({ name, ms: round2(total / samples.length) }));
  return { mean: mean(samples.map((s) => s.cpuMs)), top };
}

/**
 * Profiles every route of `routes`: warm-ups unmeasured, then N requests one at a time. Sampling slows
 * the isolate down and 100 µs samples are coarse for one request, so only the mean over the series and
 * the split by function are kept; the per-request figures come from the unprofiled pass (timeRoutes).
 */
async function profileRoutes(mf: Miniflare, f: Fixtures, routes: Route[]): Promise<Map<string, IsolateFigures>> {
  const profiler = await IsolateProfiler.connect(INSPECTOR_PORT, WORKER_NAME);
  const figures = new Map<string, IsolateFigures>();
  try {
    for (const route of routes) {
      // The cache-hit route needs its keywords cached first: the computed route's warm-up would not cover all.
      if (route.key === 'keyword_search_cache_hit') for (let i = 0; i < Math.min(N, KEYWORDS.length); i++) await send(mf, route.request(f, i));
      for (let i = -WARM_UP; i < 0; i++) await sendChecked(mf, route, f, i);
      const samples = await profiler.measureEach(Array.from({ length: N }, (_, i) => () => sendChecked(mf, route, f, i)));
      figures.set(route.key, isolateFigures(samples));
      log(`  ${route.label}: isolate CPU mean ${figures.get(route.key)!.mean} ms`);
    }
  } finally {
    profiler.close();
  }
  return figures;
}

interface CpuFigures {
  /** The workerd process's CPU time per request (all threads), or null where /proc cannot be read. */
  p50: number | null;
  p95: number | null;
  max: number | null;
  wallP50: number;
}

/** The same requests without the profiler, one at a time: the process's CPU time and the client's wait. */
async function timeRoutes(mf: Miniflare, f: Fixtures, routes: Route[]): Promise<Map<string, CpuFigures>> {
  const pid = canReadProcessCpu() ? workerdChildren()[0] : undefined;
  const figures = new Map<string, CpuFigures>();
  for (const route of routes) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < N; i++) {
      const before = pid ? processCpuNs(pid) : 0;
      const t0 = performance.now();
      await sendChecked(mf, route, f, i + N);
      wall.push(performance.now() - t0);
      if (pid) cpu.push((processCpuNs(pid) - before) / 1e6);
    }
    const at = (p: number) => (cpu.length ? round2(percentile(cpu, p)) : null);
    figures.set(route.key, { p50: at(50), p95: at(95), max: cpu.length ? round2(Math.max(...cpu)) : null, wallP50: round2(percentile(wall, 50)) });
  }
  return figures;
}

interface FootprintFigures {
  d1StatementsMean: number;
  d1BatchesMean: number;
  rowsReadMean: number;
  rowsReadMax: number;
  rowsWrittenMean: number;
  unmeasuredWrites: number;
  /** SQL time on the database's single thread per request (meta.duration). */
  d1MsMean: number;
  primaryMsMean: number;
  writeTransactionsMean: number;
  /** Growth of the database file per request over the series (pages of 4 KiB, so a mean over many). */
  bytesGrowthMean: number;
  kvOps: Record<string, number>;
  cacheOps: Record<string, number>;
  subrequestsMean: number;
}

function perRequest(samples: Footprint[], pickOps: (f: Footprint) => Record<string, number>): Record<string, number> {
  const total: Record<string, number> = {};
  for (const s of samples) for (const [op, n] of Object.entries(pickOps(s))) total[op] = (total[op] ?? 0) + n;
  return Object.fromEntries(Object.entries(total).map(([op, n]) => [op, round2(n / samples.length)]));
}

async function footprintRoutes(mf: Miniflare, f: Fixtures, routes: Route[]): Promise<Map<string, FootprintFigures>> {
  const read = async () => (await (await mf.dispatchFetch(`${BENCH_ORIGIN}/__footprint`)).json()) as Footprint;
  const figures = new Map<string, FootprintFigures>();
  // The size D1 reported last: the base each route's growth is measured from.
  let size = 0;
  for (const route of routes) {
    if (route.key === 'keyword_search_cache_hit') for (let i = 0; i < Math.min(N, KEYWORDS.length); i++) await send(mf, route.request(f, i));
    const before = Math.max(size, (await read()).sizeAfter);
    const samples: Footprint[] = [];
    for (let i = 0; i < N; i++) {
      await read();
      await sendChecked(mf, route, f, i + 2 * N);
      // Work handed to waitUntil (e.g. a share view's count) finishes just after the body.
      await new Promise((r) => setTimeout(r, 20));
      samples.push(await read());
    }
    size = Math.max(before, ...samples.map((s) => s.sizeAfter));
    figures.set(route.key, {
      d1StatementsMean: mean(samples.map((s) => s.d1Statements)),
      d1BatchesMean: mean(samples.map((s) => s.d1Batches)),
      rowsReadMean: mean(samples.map((s) => s.rowsRead)),
      rowsReadMax: Math.max(...samples.map((s) => s.rowsRead)),
      rowsWrittenMean: mean(samples.map((s) => s.rowsWritten)),
      unmeasuredWrites: samples.reduce((a, s) => a + s.unmeasured, 0),
      d1MsMean: mean(samples.map((s) => s.d1Ms)),
      primaryMsMean: mean(samples.map((s) => s.primaryMs)),
      writeTransactionsMean: mean(samples.map((s) => s.writeTransactions)),
      bytesGrowthMean: before ? Math.round((size - before) / N) : 0,
      kvOps: perRequest(samples, (s) => s.kv),
      cacheOps: perRequest(samples, (s) => s.cache),
      subrequestsMean: mean(samples.map((s) => s.subrequests)),
    });
  }
  return figures;
}

const MODEL_BINDINGS = { OPENAI_API_KEY: 'sk-bench-not-a-real-key', OPENAI_BASE_URL: 'https://api.openai.com/v1', OPENAI_MODEL: 'gpt-4o-mini' };

async function main() {
  const started = performance.now();
  const load = loadavg()[0]!.toFixed(1);
  const docs = loadCorpus(args.corpus);
  const dataDir = join(root, 'bench/.data');
  const persistDir = join(dataDir, 'd1-cpu');
  log(`bundling the Worker and the footprint entry (wrangler deploy --dry-run) …`);
  const scriptPath = bundleWorker(root, join(dataDir, 'cpu-worker'));
  const footprintPath = bundleWorker(root, join(dataDir, 'cpu-footprint'), join(root, 'bench/footprint-entry.ts'));

  log(`run 1: local defaults, ${docs.length} documents seeded …`);
  let mf = await startWorker({ scriptPath, persistDir, databaseId: 'cpu', inspectorPort: INSPECTOR_PORT });
  let fixtures: Fixtures;
  let isolate: Map<string, IsolateFigures>;
  let cpu: Map<string, CpuFigures>;
  try {
    const db = await mf.getD1Database('DB');
    await applyMigrations(db, join(root, 'schema/migrations'));
    await seed(db, buildSeedStatements(docs), 250, (attempt, err) => log(`seed attempt ${attempt} failed, again: ${describeError(err)}`));
    fixtures = await makeFixtures(mf, db);
    const local = ROUTES.filter((r) => r.path !== 'model');
    isolate = await profileRoutes(mf, fixtures, local);
    cpu = await timeRoutes(mf, fixtures, local);
  } finally {
    await mf.dispose();
  }

  log('run 2: answers on the language-model path …');
  const modelRoutes = ROUTES.filter((r) => r.path !== 'local');
  mf = await startWorker({
    scriptPath,
    persistDir,
    databaseId: 'cpu',
    keep: true,
    inspectorPort: INSPECTOR_PORT,
    bindings: MODEL_BINDINGS,
    outboundService: fakeModel,
  });
  let modelIsolate: Map<string, IsolateFigures>;
  let modelCpu: Map<string, CpuFigures>;
  try {
    modelIsolate = await profileRoutes(mf, fixtures, modelRoutes);
    modelCpu = await timeRoutes(mf, fixtures, modelRoutes);
  } finally {
    await mf.dispose();
  }

  log('run 3: footprint (D1, KV, Cache API, subrequests), model path …');
  mf = await startWorker({ scriptPath: footprintPath, persistDir, databaseId: 'cpu', keep: true, bindings: MODEL_BINDINGS, outboundService: fakeModel });
  let footprint: Map<string, FootprintFigures>;
  try {
    footprint = await footprintRoutes(mf, fixtures, ROUTES);
  } finally {
    await mf.dispose();
  }

  // One row per route and path; the model path's answers are the production figures.
  interface Row {
    key: string;
    label: string;
    cpu: CpuFigures;
    isolate: IsolateFigures;
    footprint: FootprintFigures;
  }
  const rows: Row[] = [];
  for (const r of ROUTES) {
    const both = r.path === 'both';
    if (cpu.has(r.key))
      rows.push({
        key: both ? `${r.key}_local` : r.key,
        label: both ? `${r.label}, extractive (local)` : r.label,
        cpu: cpu.get(r.key)!,
        isolate: isolate.get(r.key)!,
        footprint: footprint.get(r.key)!,
      });
    if (modelCpu.has(r.key))
      rows.push({
        key: `${r.key}_model`,
        label: `${r.label}, language model`,
        cpu: modelCpu.get(r.key)!,
        isolate: modelIsolate.get(r.key)!,
        footprint: footprint.get(r.key)!,
      });
  }
  // The process figure is an upper bound and the profiled one is slowed by sampling: a route is within the
  // Free plan's limit when even its process p95 is, over it when its isolate mean and its process p50 both are.
  const freeVerdict = (r: Row) =>
    r.cpu.p95 !== null && r.cpu.p95 <= LIMITS.freeMs ? 'yes' : r.isolate.mean > LIMITS.freeMs && (r.cpu.p50 ?? Infinity) > LIMITS.freeMs ? 'no' : 'uncertain';
  const overFree = rows.filter((r) => freeVerdict(r) === 'no');
  const overPaid = rows.filter((r) => (r.cpu.max ?? r.isolate.mean) > LIMITS.paidDefaultMs);
  const plan = overFree.length ? 'Workers Paid' : 'Workers Free';
  const ms = (x: number | null) => (x === null ? '–' : x.toFixed(2));

  console.log(`CPU time per request (ms), ${N} requests per route one at a time, load ${load} → ${loadavg()[0]!.toFixed(1)}`);
  console.log(
    formatTable(
      ['route', 'CPU p50', 'CPU p95', 'CPU max', 'isolate mean', 'wall p50', `≤ ${LIMITS.freeMs} ms (Free)`, 'most self time in the isolate'],
      rows.map((r) => [
        r.label,
        ms(r.cpu.p50),
        ms(r.cpu.p95),
        ms(r.cpu.max),
        r.isolate.mean.toFixed(2),
        r.cpu.wallP50.toFixed(2),
        freeVerdict(r),
        r.isolate.top.map((t) => `${t.name} ${t.ms}`).join(', '),
      ]),
    ),
  );
  console.log(
    'CPU p50/p95/max: the whole local workerd process (all threads, from /proc), unprofiled: an upper bound, as it includes the local D1 (SQLite) and Miniflare.' +
      "\nIsolate mean: the Worker's isolate alone (V8 sampling profiler, 100 µs), what Cloudflare counts; sampling slows it, so it may read above the process figure.",
  );
  console.log('\nWhat one request does (means over the requests; the model path; rows as D1 counts them)');
  console.log(
    formatTable(
      [
        'route',
        'D1 statements',
        'D1 batches',
        'D1 ms',
        'of which primary',
        'write transactions',
        'rows read',
        'rows read max',
        'rows written',
        'DB growth B',
        'KV ops',
        'Cache API ops',
        'subrequests',
      ],
      rows
        .filter((r) => !r.key.endsWith('_local'))
        .map((r) => {
          const ops = (o: Record<string, number>) =>
            Object.entries(o)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ') || '0';
          const f = r.footprint;
          return [
            r.label,
            `${f.d1StatementsMean}`,
            `${f.d1BatchesMean}`,
            `${f.d1MsMean}`,
            `${f.primaryMsMean}`,
            `${f.writeTransactionsMean}`,
            `${f.rowsReadMean}`,
            `${f.rowsReadMax}`,
            `${f.rowsWrittenMean}${f.unmeasuredWrites ? ' +' : ''}`,
            `${f.bytesGrowthMean}`,
            ops(f.kvOps),
            ops(f.cacheOps),
            `${f.subrequestsMean}`,
          ];
        }),
    ),
  );
  console.log(
    '"+" after rows written: some writes went through raw()/first(), which report no rows; they are not in the figure.' +
      `\n\nWorkers CPU limits (${LIMITS.source}): Free ${LIMITS.freeMs} ms per request; Paid ${LIMITS.paidDefaultMs / 1000} s by default, up to ${LIMITS.paidMaxMs / 60_000} min.` +
      `\nPlan needed: ${plan}${overFree.length ? ` (over ${LIMITS.freeMs} ms: ${overFree.map((r) => r.label).join('; ')})` : ''}.` +
      `${overPaid.length ? ` OVER THE PAID DEFAULT: ${overPaid.map((r) => r.label).join('; ')}` : ''}` +
      `\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  const json = {
    requests_per_route: N,
    free_cpu_ms: LIMITS.freeMs,
    paid_default_cpu_ms: LIMITS.paidDefaultMs,
    plan,
    routes: Object.fromEntries(
      rows.map((r) => [
        r.key,
        {
          cpu_ms_p50: r.cpu.p50,
          cpu_ms_p95: r.cpu.p95,
          cpu_ms_max: r.cpu.max,
          isolate_cpu_ms_mean: r.isolate.mean,
          wall_ms_p50: r.cpu.wallP50,
          fits_free: freeVerdict(r),
          d1_statements: r.footprint.d1StatementsMean,
          d1_rows_read: r.footprint.rowsReadMean,
          d1_rows_written: r.footprint.rowsWrittenMean,
          d1_ms: r.footprint.d1MsMean,
          d1_primary_ms: r.footprint.primaryMsMean,
          d1_write_transactions: r.footprint.writeTransactionsMean,
          d1_growth_bytes: r.footprint.bytesGrowthMean,
          kv_ops: round2(Object.values(r.footprint.kvOps).reduce((a, b) => a + b, 0)),
          cache_ops: round2(Object.values(r.footprint.cacheOps).reduce((a, b) => a + b, 0)),
          subrequests: r.footprint.subrequestsMean,
        },
      ]),
    ),
  };
  console.log(JSON.stringify(json));
  if (overPaid.length) process.exitCode = 1;
}

await main();
