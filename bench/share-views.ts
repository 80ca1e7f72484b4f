/**
 * `npm run bench:share [-- --corpus DIR] [--readers N] [--waves N]`
 *
 * Share links under a burst of readers, on the bundled Worker in Miniflare with the real corpus: one
 * answered question is shared, then `waves` bursts of `readers` concurrent `GET /api/shared/:id` (as a
 * link opened from social media) and as many page loads of `/shared/:id` (the crawler HTML), after
 * `readers` of each one at a time (the time of a single request, with no queue). Checks
 * that every reader got a distinct view number and that the final count is exact, and prints the
 * latencies. The last line of stdout is one JSON object.
 */
import { resolve } from 'node:path';
import type { CreateShareLinkResponse, SharedConversationResponse } from '../schema/api/shares.ts';
import type { MultiDocumentSearchResponse } from '../schema/api/research.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { BENCH_ORIGIN, newUser, post } from './bench-client.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { summarize, summaryTable, timed } from './stats.ts';
import { CHECKOUT_ROOT as root, seededWorkerArgs } from './cli-args.ts';

const args = seededWorkerArgs({
  readers: { type: 'string', default: '200' },
  waves: { type: 'string', default: '5' },
});
const READERS = Number(args.readers);
const WAVES = Number(args.waves);
if (![READERS, WAVES].every((n) => Number.isInteger(n) && n > 0)) throw new Error('--readers and --waves must be positive whole numbers');

const log = (message: string) => process.stderr.write(`${message}\n`);

async function main(): Promise<void> {
  const docs = loadCorpus(resolve(args.corpus!));
  const { mf, db } = await startSeededWorker(root, 'share', docs, log);
  try {
    const cookie = await newUser(mf, db, 0, { card: false });
    const answer = await post(mf, '/api/multi-document-search', { query: 'Who must register for Corporate Tax and by when?' }, cookie);
    if (answer.status !== 200) throw new Error(`answer failed: ${answer.status}`);
    const chatId = (answer.json as unknown as MultiDocumentSearchResponse).chatId;
    const shared = await post(mf, '/api/create-share-link', { sessionId: `chat-${chatId}` }, cookie);
    if (shared.status !== 200) throw new Error(`share failed: ${shared.status} ${JSON.stringify(shared.json)}`);
    const token = new URL((shared.json as unknown as CreateShareLinkResponse).shareUrl).pathname.split('/').pop()!;
    log(`shared chat ${chatId}; ${WAVES} waves of ${READERS} concurrent readers`);

    const readOnce = async () => {
      const res = await mf.dispatchFetch(`${BENCH_ORIGIN}/api/shared/${token}`);
      if (res.status !== 200) throw new Error(`/api/shared answered ${res.status}`);
      return ((await res.json()) as SharedConversationResponse).data.viewCount;
    };
    const pageOnce = async () => {
      const res = await mf.dispatchFetch(`${BENCH_ORIGIN}/shared/${token}`);
      const html = await res.text();
      if (res.status !== 200 || !html.includes('og:title')) throw new Error(`/shared answered ${res.status}`);
    };

    // One at a time first: the time of a single request, without queueing behind others.
    const seen: number[] = [];
    const singleReads: number[] = [];
    const singlePages: number[] = [];
    for (let i = 0; i < READERS; i++) {
      const [readMs, count] = await timed(readOnce);
      singleReads.push(readMs);
      seen.push(count);
      singlePages.push((await timed(pageOnce))[0]);
    }

    const reads: number[] = [];
    const pages: number[] = [];
    const burstSeconds: number[] = [];
    for (let wave = 0; wave < WAVES; wave++) {
      const burstStart = performance.now();
      const results = await Promise.all(Array.from({ length: READERS }, () => timed(readOnce)));
      burstSeconds.push((performance.now() - burstStart) / 1000);
      for (const [ms, count] of results) {
        reads.push(ms);
        seen.push(count);
      }
      const pageResults = await Promise.all(Array.from({ length: READERS }, () => timed(pageOnce)));
      for (const [ms] of pageResults) pages.push(ms);
    }

    const expected = READERS * (WAVES + 1);
    const distinct = new Set(seen).size;
    const final = await db.prepare('SELECT view_count FROM shares WHERE token = ?').bind(token).first<{ view_count: number }>();
    const exact = distinct === expected && final?.view_count === expected && Math.max(...seen) === expected;

    const singleRead = summarize('GET /api/shared/:id (one at a time)', singleReads);
    const singlePage = summarize('GET /shared/:id HTML (one at a time)', singlePages);
    const read = summarize(`GET /api/shared/:id (${READERS} concurrent)`, reads);
    const page = summarize(`GET /shared/:id HTML (${READERS} concurrent)`, pages);
    const readsPerSecond = Math.round((READERS * WAVES) / burstSeconds.reduce((a, b) => a + b, 0));
    process.stdout.write(`${summaryTable([singleRead, singlePage, read, page])}\n\n`);
    process.stdout.write(`bursts: ${readsPerSecond} counted reads per second through one workerd process\n`);
    process.stdout.write(
      `views: ${expected} reads, ${distinct} distinct view numbers, final count ${final?.view_count} → ${exact ? 'exact' : 'NOT EXACT'}\n\n`,
    );
    process.stdout.write(
      `${JSON.stringify({ reads: expected, distinct_counts: distinct, final_count: final?.view_count, exact, reads_per_second: readsPerSecond, single_read_p95_ms: singleRead.p95, single_page_p95_ms: singlePage.p95, burst_read_p95_ms: read.p95, burst_page_p95_ms: page.p95 })}\n`,
    );
    if (!exact) process.exitCode = 1;
  } finally {
    await mf.dispose();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
