/**
 * `npm run bench:mcp [-- --corpus DIR] [--rounds N]`
 *
 * Tool-call latency of the MCP server (POST /mcp, issue 29) on the bundled Worker in Miniflare with a local D1
 * holding the real corpus, beside GET /api/passages for the same questions: find_provisions runs the same
 * retrieval, so its p95 should stay within 2× of the endpoint's. Every call is a JSON-RPC `tools/call` over the
 * Streamable HTTP transport, as an assistant's client sends it, asked fresh (Cache-Control: no-cache) so the
 * computation is timed; the edge-cache hit of find_provisions is timed too. The calls come from loopback, which
 * outside production the per-client limit does not count. Progress goes to stderr; the table and, as the last line
 * of stdout, one JSON object with the figures go to stdout. See bench/README.md.
 */
import { availableParallelism, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Miniflare } from 'miniflare';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { corpusAndRounds } from './cli-args.ts';
import { PASSAGE_QUERIES } from './queries.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { formatTable, round2, summarize, type Summary } from './stats.ts';
import { OFFLINE_ENV } from './worker.ts';

/** find_provisions p95 within this many times the p95 of /api/passages for the same questions (issue 29). */
const TARGET_RATIO = 2;
/** Articles per question: find_provisions' default, and the same k asked of /api/passages. */
const K = 5;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, OFFLINE_ENV);

const { corpus: CORPUS, rounds: ROUNDS } = corpusAndRounds(root);

const log = (message: string) => process.stderr.write(`${message}\n`);
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} CPUs`;

/** Each tool with real inputs from the corpus. */
const CALLS: Record<string, ReadonlyArray<Record<string, unknown>>> = {
  find_provisions: PASSAGE_QUERIES.map((question) => ({ question, limit: K })),
  search_legislation: [
    { query: 'Small Business Relief' },
    { query: 'transfer pricing', limit: 5 },
    { status: 'repealed' },
    { query: 'الضريبة', type: 'Cabinet Decision' },
  ],
  get_article: [
    { document: 'fdl-47-2022', article: '21' },
    { document: 'Federal Decree-Law No. 47 of 2022', article: '1', language: 'en' },
    { document: 'MD 73/2023 Art. 2' },
    { document: 'cd-100-2023', article: '3', language: 'ar' },
  ],
  get_document: [{ document: 'fdl-47-2022' }, { document: 'md-125-2023' }, { document: 'Cabinet Decision No. 142 of 2024' }],
  validate_citation: [
    { citation: 'Article 21 of Federal Decree-Law No. 47 of 2022' },
    { citation: 'MD 73/2023 Art. 2' },
    { citation: 'Article 99 of Federal Decree-Law No. 47 of 2022' },
    { citation: 'المادة (21) من المرسوم بقانون اتحادي رقم (47) لسنة 2022' },
  ],
  check_status: [{ target: 'MD 125/2023' }, { target: 'Article 2 of Ministerial Decision No. 73 of 2023' }, { target: 'fdl-47-2022' }],
};

let rpcId = 0;

/** One tools/call; anything but a result aborts the run. */
async function callTool(mf: Miniflare, name: string, args: Record<string, unknown>, fresh: boolean): Promise<{ ms: number; hit: boolean }> {
  const start = performance.now();
  const res = await mf.dispatchFetch('http://localhost/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(fresh ? { 'cache-control': 'no-cache' } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method: 'tools/call', params: { name, arguments: args } }),
  });
  const body = await res.text();
  const ms = performance.now() - start;
  const json = JSON.parse(body) as { result?: { isError?: boolean; _meta?: Record<string, unknown> }; error?: unknown };
  if (res.status !== 200 || !json.result || json.result.isError)
    throw new Error(`${name} ${JSON.stringify(args)} answered ${res.status}: ${body.slice(0, 400)}`);
  return { ms, hit: json.result._meta?.['ai.uaecorporatetax/edge-cache'] === 'HIT' };
}

async function passages(mf: Miniflare, question: string): Promise<number> {
  const start = performance.now();
  const res = await mf.dispatchFetch(`http://localhost/api/passages?q=${encodeURIComponent(question)}&k=${K}`, { headers: { 'cache-control': 'no-cache' } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`/api/passages answered ${res.status}: ${body.slice(0, 300)}`);
  return performance.now() - start;
}

/** Warms each input up once, then times ROUNDS rounds over all of them. */
async function measure(name: string, inputs: readonly unknown[], run: (input: never) => Promise<number>): Promise<Summary> {
  for (const input of inputs) await run(input as never);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const input of inputs) samples.push(await run(input as never));
  return summarize(name, samples);
}

async function main() {
  log(`bench:mcp: corpus ${CORPUS}, ${ROUNDS} rounds; ${load()}`);
  const started = performance.now();
  const { mf } = await startSeededWorker(root, 'mcp', loadCorpus(resolve(CORPUS)), log);
  log(`worker ready and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const rows: Summary[] = [];
    for (const [name, inputs] of Object.entries(CALLS)) {
      log(`timing ${name} (${inputs.length} inputs)`);
      rows.push(await measure(name, inputs, async (input: Record<string, unknown>) => (await callTool(mf, name, input, true)).ms));
    }
    log('timing GET /api/passages');
    const rest = await measure(`GET /api/passages (k=${K})`, PASSAGE_QUERIES, (q: string) => passages(mf, q));
    log('timing find_provisions from the edge cache');
    const hits = await measure('find_provisions (edge cache hit)', CALLS.find_provisions!, async (input: Record<string, unknown>) => {
      const { ms, hit } = await callTool(mf, 'find_provisions', input, false);
      if (!hit) throw new Error('expected an edge-cache hit');
      return ms;
    });
    const all = [...rows, hits, rest];
    const find = rows.find((r) => r.name === 'find_provisions')!;
    const ratio = round2(find.p95 / rest.p95);
    process.stdout.write(
      `${formatTable(
        ['call', 'n', 'p50 ms', 'p95 ms', 'max ms'],
        all.map((s) => [s.name, String(s.n), s.p50.toFixed(2), s.p95.toFixed(2), s.max.toFixed(2)]),
      )}\n\n`,
    );
    const met = ratio <= TARGET_RATIO;
    process.stdout.write(`find_provisions p95 / GET /api/passages p95 = ${ratio}× (target ≤ ${TARGET_RATIO}×): ${met ? 'met' : 'NOT met'}; ${load()}\n`);
    process.stdout.write(`${JSON.stringify({ rounds: ROUNDS, k: K, calls: all, ratio, target: TARGET_RATIO, met, load: loadavg() })}\n`);
  } finally {
    await mf.dispose();
  }
}

main().catch((err: unknown) => {
  log(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
