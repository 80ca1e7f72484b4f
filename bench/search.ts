/**
 * `npm run bench:search [-- --corpus DIR] [--rounds N] [--copies N] [--search-limit N] [--batch N]`
 *
 * Latency of the free keyword search (GET /api/legislation?search=) and the ranked passage
 * search (GET /api/passages?q=&k=10), measured on the bundled worker running in Miniflare
 * against a local D1 database: once with the real corpus, once with the corpus repeated
 * 100 times. A keyword search sends the matching articles of its first 25 records; the
 * browser then loads those of the other rows (GET /api/legislation/matches): that follow-up is
 * timed too. At 100× a bare LIKE scan answering the keyword question without the index is
 * timed as a baseline. Progress goes to stderr; the tables and, as the last line of stdout,
 * one JSON object with the figures go to stdout. See bench/README.md.
 */
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Miniflare } from 'miniflare';
import { RECORDS_WITH_MATCHES, type LegislationListResponse, type PassageResponse } from '../schema/api/legislation.ts';
import { buildSeedStatements } from '../seed/build-seed-sql.ts';
import { loadCorpus, type CorpusDocument } from '../seed/corpus/load-corpus.ts';
import { likePattern, parseKeyword } from '../worker/src/services/search/keyword-query.ts';
import { positiveInt } from './cli-args.ts';
import { applyMigrations, describeError, isOptimize, seed } from './database.ts';
import { keywordStatement, statementMs } from './keyword-statement.ts';
import { KEYWORDS, PASSAGE_QUERIES } from './queries.ts';
import { replicateInSql } from './replicate-in-sql.ts';
import { formatTable, percentile, summarize, summaryTable, type Summary } from './stats.ts';
import { bundleWorker, OFFLINE_ENV, startWorker, type D1 } from './worker.ts';

const TARGET_REAL_P95_MS = 15;
const TARGET_X100_P95_MS = 50;
/** Issue 26 item 7: the index at least this many times faster than a LIKE scan at 100× (p95 against p95). */
const TARGET_LIKE_RATIO = 10;
/** Issue 26 item 7: an answer from the edge cache of public reads. */
const TARGET_HIT_P95_MS = 10;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'bench/.data');
Object.assign(process.env, OFFLINE_ENV);

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') },
    rounds: { type: 'string', default: '10' },
    copies: { type: 'string', default: '100' },
    /** Sent as &limit= on keyword searches; by default none is sent (the API's default, 100). */
    'search-limit': { type: 'string' },
    batch: { type: 'string', default: '250' },
    /** Keeps the databases of the previous run (new migrations are applied to them) instead of seeding again. */
    'reuse-data': { type: 'boolean', default: false },
  },
});

const ROUNDS = positiveInt('rounds', args.rounds);
const COPIES = positiveInt('copies', args.copies);
const BATCH = positiveInt('batch', args.batch);
const SEARCH_LIMIT = args['search-limit'] === undefined ? undefined : positiveInt('search-limit', args['search-limit']);
/** Rows the keyword list returns: the API default unless --search-limit is given. */
const LIST_LIMIT = SEARCH_LIMIT ?? 100;

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Other processes skew latency: the load average is printed with the figures. */
function load(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} CPUs`;
}

function seconds(fromMs: number): string {
  return `${((performance.now() - fromMs) / 1000).toFixed(1)} s`;
}

function searchUrl(keyword: string): string {
  const limit = SEARCH_LIMIT === undefined ? '' : `&limit=${SEARCH_LIMIT}`;
  return `http://localhost/api/legislation?search=${encodeURIComponent(keyword)}${limit}`;
}

function passagesUrl(query: string): string {
  return `http://localhost/api/passages?q=${encodeURIComponent(query)}&k=10`;
}

/** One request, body read in full; anything but 200 aborts the run. */
/**
 * `cached: false` asks for a fresh answer (request Cache-Control: no-cache), so the edge cache of public
 * reads (decision 016) is bypassed and the query itself is timed; `cached: true` times the cache hit.
 */
async function fetchText(mf: Miniflare, url: string, cached = false): Promise<{ ms: number; body: string }> {
  const start = performance.now();
  const res = await mf.dispatchFetch(url, cached ? {} : { headers: { 'cache-control': 'no-cache' } });
  const body = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) {
    const path = decodeURIComponent(url.replace('http://localhost', ''));
    throw new Error(`GET ${path} answered ${res.status}, expected 200 (the worker's own log, if any, is above):\n${body.slice(0, 500)}`);
  }
  return { ms, body };
}

/** Per-query samples of one measurement, in query order. */
type Samples = Map<string, number[]>;

/** Warms every query up once (returning what `describe` reads from its body), then times `ROUNDS` rounds. */
async function measure<T>(queries: readonly string[], run: (q: string) => Promise<{ ms: number; body: string }>, describe: (body: string) => T) {
  const info = new Map<string, T>();
  for (const q of queries) info.set(q, describe((await run(q)).body));
  const samples: Samples = new Map(queries.map((q) => [q, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) samples.get(q)!.push((await run(q)).ms);
  }
  return { info, samples };
}

const all = (s: Samples) => [...s.values()].flat();
/**
 * The samples of the keywords the search reads in one spelling. A keyword with several (an apostrophe, a cited number,
 * an amount: decision 002) costs the LIKE baseline one scan per spelling and the index little more, so the ratio over
 * all keywords rises with them; over these it compares one question with the same question.
 */
const oneSpelling = (s: Samples) => [...s].filter(([k]) => parseKeyword(k).variants.length === 1).flatMap(([, v]) => v);

async function prepareDatabase(mf: Miniflare, label: string): Promise<D1> {
  const db = await mf.getD1Database('DB');
  const n = await applyMigrations(db, join(root, 'schema/migrations'));
  log(`[${label}] applied ${n} migration statements`);
  return db;
}

async function counts(db: D1): Promise<{ records: number; articles: number }> {
  const row = await db
    .prepare('SELECT (SELECT count(*) FROM legislation) AS records, (SELECT count(*) FROM articles) AS articles')
    .first<{ records: number; articles: number }>();
  return row ?? { records: 0, articles: 0 };
}

interface KeywordInfo {
  total: number;
  matchedArticles: number;
  bytes: number;
  /** Records listed without their matching articles: the browser loads those next. */
  laterIds: number[];
}

function keywordInfo(body: string): KeywordInfo {
  const json = JSON.parse(body) as LegislationListResponse;
  const matchedArticles = json.records.reduce((n, r) => n + (r.matches?.articles.length ?? 0), 0);
  const laterIds = json.records.filter((r) => !r.matches).map((r) => r.id);
  return { total: json.total, matchedArticles, bytes: body.length, laterIds };
}

/** What the browser does once the list is shown: one request per 25 later rows, all at once, until the last answers. */
async function fetchLaterMatches(mf: Miniflare, keyword: string, ids: number[]): Promise<{ ms: number; body: string }> {
  const urls: string[] = [];
  for (let i = 0; i < ids.length; i += RECORDS_WITH_MATCHES) {
    const chunk = ids.slice(i, i + RECORDS_WITH_MATCHES).join(',');
    urls.push(`http://localhost/api/legislation/matches?search=${encodeURIComponent(keyword)}&ids=${chunk}`);
  }
  const start = performance.now();
  const answers = await Promise.all(urls.map((url) => fetchText(mf, url)));
  return { ms: performance.now() - start, body: String(answers.length) };
}

function passageInfo(body: string): number {
  return (JSON.parse(body) as PassageResponse).results.length;
}

/**
 * The keyword question answered by a bare scan: the rows and their count, without the index. The keyword is read as
 * the search reads it (parseKeyword: folded, unquoted, each apostrophe in every spelling), one LIKE per spelling.
 * LIKE folds ASCII case itself, so no lower() (which would copy every text first).
 */
function likeWhere(spellings: number): string {
  const like = (column: string) => Array.from({ length: spellings }, (_, i) => `${column} LIKE ?${i + 1} ESCAPE '\\'`).join(' OR ');
  const columns = ['title', "coalesce(summary, '')", "coalesce(original_text, '')", "coalesce(original_text_continued, '')", "coalesce(search_ar, '')"];
  return `tax_category = 'Corporate Tax' AND (${columns.map(like).join('\n  OR ')})`;
}

async function likeScan(db: D1, keyword: string): Promise<{ ms: number; body: string }> {
  const patterns = parseKeyword(keyword).variants.map(likePattern);
  const where = likeWhere(patterns.length);
  const select = `SELECT id, title FROM legislation WHERE ${where} ORDER BY issue_date_actual DESC LIMIT ${LIST_LIMIT}`;
  const count = `SELECT count(*) AS n FROM legislation WHERE ${where}`;
  const start = performance.now();
  const [rows, counted] = await db.batch<Record<string, unknown>>([db.prepare(select).bind(...patterns), db.prepare(count).bind(...patterns)]);
  const ms = performance.now() - start;
  return { ms, body: JSON.stringify({ rows: rows?.results.length ?? 0, total: counted?.results[0]?.n ?? 0 }) };
}

interface PhaseResult {
  search: { info: Map<string, KeywordInfo>; samples: Samples };
  /** Keywords whose list left rows without matching articles: the follow-up requests. */
  laterMatches: { info: Map<string, number>; samples: Samples };
  passages: { info: Map<string, number>; samples: Samples };
  /** The same keyword and passage questions answered from the edge cache of public reads. */
  cachedSearch: { samples: Samples };
  cachedPassages: { samples: Samples };
  like?: { info: Map<string, number>; samples: Samples };
  /** D1's own time for each keyword's statement (bench/keyword-statement.ts), with the total it lists. */
  statements?: { info: Map<string, number>; samples: Samples };
}

async function benchmark(mf: Miniflare, db: D1, label: string, withLike: boolean): Promise<PhaseResult> {
  let t = performance.now();
  const search = await measure(KEYWORDS, (k) => fetchText(mf, searchUrl(k)), keywordInfo);
  log(`[${label}] keyword search: ${KEYWORDS.length} keywords × ${ROUNDS} rounds in ${seconds(t)}`);
  t = performance.now();
  const withLater = KEYWORDS.filter((k) => search.info.get(k)!.laterIds.length > 0);
  const laterMatches = await measure(withLater, (k) => fetchLaterMatches(mf, k, search.info.get(k)!.laterIds), Number);
  log(`[${label}] later rows' matching articles: ${withLater.length} keywords × ${ROUNDS} rounds in ${seconds(t)}`);
  t = performance.now();
  const passages = await measure(PASSAGE_QUERIES, (q) => fetchText(mf, passagesUrl(q)), passageInfo);
  log(`[${label}] passage search: ${PASSAGE_QUERIES.length} queries × ${ROUNDS} rounds in ${seconds(t)}`);
  // The same questions answered from the edge cache (the warm-up round of `measure` stores them).
  t = performance.now();
  const cachedSearch = await measure(
    KEYWORDS,
    (k) => fetchText(mf, searchUrl(k), true),
    () => null,
  );
  const cachedPassages = await measure(
    PASSAGE_QUERIES,
    (q) => fetchText(mf, passagesUrl(q), true),
    () => null,
  );
  log(`[${label}] cache hits: ${KEYWORDS.length + PASSAGE_QUERIES.length} queries × ${ROUNDS} rounds in ${seconds(t)}`);
  if (!withLike) return { search, laterMatches, passages, cachedSearch, cachedPassages };
  t = performance.now();
  const like = await measure(
    KEYWORDS,
    (k) => likeScan(db, k),
    (body) => (JSON.parse(body) as { total: number }).total,
  );
  log(`[${label}] LIKE baseline: ${KEYWORDS.length} keywords × ${ROUNDS} rounds in ${seconds(t)}`);
  t = performance.now();
  const statements = await measureStatements(db);
  log(`[${label}] the search's statement, D1's own time: ${KEYWORDS.length} keywords × ${ROUNDS} rounds in ${seconds(t)}`);
  return { search, laterMatches, passages, cachedSearch, cachedPassages, like, statements };
}

/** Each keyword's statement as the Worker runs it, timed by D1 itself: one run to warm up, then `ROUNDS`. */
async function measureStatements(db: D1): Promise<{ info: Map<string, number>; samples: Samples }> {
  const info = new Map<string, number>();
  const samples: Samples = new Map();
  for (const k of KEYWORDS) {
    const statement = await keywordStatement(db, k, LIST_LIMIT);
    info.set(k, statement.total);
    const ms: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const duration = await statementMs(db, statement);
      if (round > 0) ms.push(duration);
    }
    samples.set(k, ms);
  }
  return { info, samples };
}

async function withWorker<T>(scriptPath: string, name: string, body: (mf: Miniflare) => Promise<T>): Promise<T> {
  const mf = await startWorker({ scriptPath, persistDir: join(dataDir, `d1-${name}`), databaseId: `bench-${name}`, keep: args['reuse-data'] });
  try {
    return await body(mf);
  } finally {
    await mf.dispose();
  }
}

function retryLog(label: string) {
  return (attempt: number, err: unknown) => log(`[${label}] seed attempt ${attempt} failed, running it again: ${describeError(err)}`);
}

async function runReal(scriptPath: string, docs: CorpusDocument[]): Promise<PhaseResult> {
  return withWorker(scriptPath, 'real', async (mf) => {
    const db = await prepareDatabase(mf, 'real');
    const t = performance.now();
    await seed(db, buildSeedStatements(docs), BATCH, retryLog('real'));
    const c = await counts(db);
    log(`[real] seeded ${c.records} records, ${c.articles} articles in ${seconds(t)}`);
    return benchmark(mf, db, 'real', false);
  });
}

/** Seconds the 100× database took to load (null when reused): printed with the figures. */
let seedSeconds: number | null = null;

async function runScaled(scriptPath: string, docs: CorpusDocument[]): Promise<PhaseResult> {
  return withWorker(scriptPath, 'x100', async (mf) => {
    const db = await prepareDatabase(mf, `x${COPIES}`);
    const t = performance.now();
    const existing = await counts(db);
    if (args['reuse-data'] && existing.records === docs.length * COPIES) {
      log(`[x${COPIES}] reusing ${existing.records} records, ${existing.articles} articles from the previous run`);
      return benchmark(mf, db, `x${COPIES}`, true);
    }
    // The corpus once, as the seed writes it; the other copies inside SQLite (bench/replicate-in-sql.ts).
    // The FTS 'optimize' statements merge the whole index: once, after the last copy.
    await seed(
      db,
      buildSeedStatements(docs).filter((s) => !isOptimize(s)),
      BATCH,
      retryLog(`x${COPIES} copy 0`),
    );
    const every = Math.max(1, Math.round(COPIES / 10));
    await replicateInSql(db, docs, COPIES, BATCH, (i) => {
      if ((i + 1) % every === 0 || i === COPIES - 1) log(`[x${COPIES}] copied ${i + 1}/${COPIES} (${seconds(t)})`);
    });
    seedSeconds = (performance.now() - t) / 1000;
    const c = await counts(db);
    log(`[x${COPIES}] seeded ${c.records} records, ${c.articles} articles in ${seconds(t)}`);
    return benchmark(mf, db, `x${COPIES}`, true);
  });
}

function truncate(text: string, width: number): string {
  return [...text].length <= width ? text : `${[...text].slice(0, width - 1).join('')}…`;
}

const p50 = (xs: number[] | undefined) => (xs?.length ? percentile(xs, 50).toFixed(2) : '-');
const maxOf = (xs: number[] | undefined) => (xs?.length ? Math.max(...xs).toFixed(2) : '-');
/** D1 times in whole milliseconds: their mean, not a percentile, estimates the statement's time. */
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const meanOf = (xs: number[] | undefined) => (xs?.length ? mean(xs).toFixed(2) : '-');

function keywordDetail(real: PhaseResult, scaled: PhaseResult): string {
  const x = `x${COPIES}`;
  return formatTable(
    ['keyword', 'hits', 'p50', 'max', 'later p50', `hits ${x}`, `p50 ${x}`, `max ${x}`, `SQL ${x}`, `later p50 ${x}`, `LIKE p50 ${x}`, `LIKE max ${x}`],
    KEYWORDS.map((k) => [
      truncate(k, 30),
      String(real.search.info.get(k)?.total ?? '-'),
      p50(real.search.samples.get(k)),
      maxOf(real.search.samples.get(k)),
      p50(real.laterMatches.samples.get(k)),
      String(scaled.search.info.get(k)?.total ?? '-'),
      p50(scaled.search.samples.get(k)),
      maxOf(scaled.search.samples.get(k)),
      meanOf(scaled.statements?.samples.get(k)),
      p50(scaled.laterMatches.samples.get(k)),
      p50(scaled.like?.samples.get(k)),
      maxOf(scaled.like?.samples.get(k)),
    ]),
  );
}

function passageDetail(real: PhaseResult, scaled: PhaseResult): string {
  const x = `x${COPIES}`;
  return formatTable(
    ['passage query', 'hits', 'p50', 'max', `p50 ${x}`, `max ${x}`],
    PASSAGE_QUERIES.map((q) => [
      truncate(q, 60),
      String(real.passages.info.get(q) ?? '-'),
      p50(real.passages.samples.get(q)),
      maxOf(real.passages.samples.get(q)),
      p50(scaled.passages.samples.get(q)),
      maxOf(scaled.passages.samples.get(q)),
    ]),
  );
}

/** The API's total must equal the bare scan's count: the index answers the same question. */
function crossCheck(scaled: PhaseResult): string[] {
  const problems: string[] = [];
  for (const k of KEYWORDS) {
    const api = scaled.search.info.get(k)?.total;
    const like = scaled.like?.info.get(k);
    if (api !== like) problems.push(`"${k}": API total ${api}, LIKE count ${like}`);
    const statement = scaled.statements?.info.get(k);
    if (api !== statement) problems.push(`"${k}": API total ${api}, the timed statement's total ${statement}`);
  }
  return problems;
}

function verdict(s: Summary, target: number): string {
  return `${s.name}: p95 ${s.p95.toFixed(2)} ms (target ≤ ${target} ms) ${s.p95 <= target ? 'OK' : 'OVER'}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = load();
  const corpusDir = resolve(args.corpus!);
  const docs = loadCorpus(corpusDir);
  log(`corpus: ${docs.length} documents, ${docs.reduce((n, d) => n + d.articles.length, 0)} articles from ${corpusDir}`);

  let t = performance.now();
  const scriptPath = bundleWorker(root, join(dataDir, 'worker'));
  log(`worker bundled with wrangler --dry-run in ${seconds(t)}: ${scriptPath}`);

  const real = await runReal(scriptPath, docs);
  t = performance.now();
  const scaled = await runScaled(scriptPath, docs);
  log(`[x${COPIES}] phase done in ${seconds(t)}`);

  const x = `x${COPIES}`;
  const summaries = {
    search: summarize('search (real corpus)', all(real.search.samples)),
    later: summarize('later rows (real corpus)', all(real.laterMatches.samples)),
    passages: summarize('passages (real corpus)', all(real.passages.samples)),
    searchHit: summarize('search, edge-cache hit (real corpus)', all(real.cachedSearch.samples)),
    passagesHit: summarize('passages, edge-cache hit (real corpus)', all(real.cachedPassages.samples)),
    searchX: summarize(`search (${x})`, all(scaled.search.samples)),
    laterX: summarize(`later rows (${x})`, all(scaled.laterMatches.samples)),
    passagesX: summarize(`passages (${x})`, all(scaled.passages.samples)),
    searchHitX: summarize(`search, edge-cache hit (${x})`, all(scaled.cachedSearch.samples)),
    passagesHitX: summarize(`passages, edge-cache hit (${x})`, all(scaled.cachedPassages.samples)),
    likeX: summarize(`LIKE baseline (${x})`, all(scaled.like!.samples)),
    likeXOne: summarize(`LIKE baseline (${x}), keywords in one spelling`, oneSpelling(scaled.like!.samples)),
    searchXOne: summarize(`search (${x}), keywords in one spelling`, oneSpelling(scaled.search.samples)),
    statementX: summarize(`search statement, D1's own time (${x})`, all(scaled.statements!.samples)),
  };

  const out: string[] = [];
  out.push('');
  out.push(`Per-keyword latency, ms (${ROUNDS} rounds each after 1 warm-up; hits = records matching;`);
  out.push(
    `  later = the matching articles of rows ${RECORDS_WITH_MATCHES + 1}+, loaded by the browser after the list, ${RECORDS_WITH_MATCHES} rows per request, in parallel):`,
  );
  out.push(keywordDetail(real, scaled));
  out.push('');
  out.push(`Per-query passage latency, ms (k=10; hits = passages returned on the real corpus):`);
  out.push(passageDetail(real, scaled));
  out.push('');
  out.push(
    `Summary (nearest-rank percentiles over all queries × ${ROUNDS} rounds; list limit ${LIST_LIMIT}${SEARCH_LIMIT === undefined ? ' = API default' : ' via --search-limit'}):`,
  );
  out.push(summaryTable(Object.values(summaries)));
  out.push('');
  out.push('search / passages = full HTTP handler via Miniflare dispatchFetch (routing, validation, SQL, JSON,');
  out.push(`  the first ${RECORDS_WITH_MATCHES} records' matched-article snippets), body read in full. later rows = all follow-up requests`);
  out.push('  of a keyword whose list has more rows, sent at once, until the last one answers (keywords without any are not sampled).');
  out.push('  search / passages / later rows ask with Cache-Control: no-cache, so the edge cache of public reads is bypassed;');
  out.push('  the "edge-cache hit" rows are the same questions answered from it (one version read and a Cache API lookup).');
  out.push('  LIKE baseline = bare SQL (rows + COUNT in one D1 batch)');
  out.push('  through the D1 binding from Node: no HTTP handler, no snippets. Both include the Node↔workerd hop.');
  out.push(`  SQL ${x} / search statement = the one statement a keyword search runs, built by the service as the route does`);
  out.push("  and timed by D1 itself (meta.duration, workerd's SQLite, whole ms: the column is a mean). The rest of a search");
  out.push('  is the Worker, the D1 round trip and Miniflare.');
  const problems = crossCheck(scaled);
  out.push(
    problems.length
      ? `Cross-check FAILED (API total vs the LIKE count and the timed statement's at ${x}):\n  ${problems.join('\n  ')}`
      : `Cross-check OK: at ${x} the API's total equals the LIKE count and the timed statement's for all ${KEYWORDS.length} keywords.`,
  );
  out.push('');
  out.push(verdict(summaries.search, TARGET_REAL_P95_MS));
  out.push(verdict(summaries.passages, TARGET_REAL_P95_MS));
  out.push(verdict(summaries.searchX, TARGET_X100_P95_MS));
  out.push(verdict(summaries.passagesX, TARGET_X100_P95_MS));
  const ratio = summaries.likeX.p95 / summaries.searchX.p95;
  const ratioOne = summaries.likeXOne.p95 / summaries.searchXOne.p95;
  const inOne = KEYWORDS.filter((k) => parseKeyword(k).variants.length === 1).length;
  const atLeast = (r: number) => (r >= TARGET_LIKE_RATIO ? 'OK' : 'UNDER');
  // Issue 26 measured its 5.1× (goal 10×) over every keyword of this bench; over the keywords in one spelling the LIKE
  // baseline does no more work than the question asks (decision 036, "Which ratio"). Both are judged, neither hidden.
  out.push(
    `LIKE ÷ search p95 (${x}), target ≥ ${TARGET_LIKE_RATIO}×: ${ratio.toFixed(2)}× over all ${KEYWORDS.length} keywords (issue 26's measure) ${atLeast(ratio)}; ${ratioOne.toFixed(2)}× over the ${inOne} read in one spelling (like for like) ${atLeast(ratioOne)}`,
  );
  for (const hit of [summaries.searchHit, summaries.passagesHit, summaries.searchHitX, summaries.passagesHitX]) out.push(verdict(hit, TARGET_HIT_P95_MS));
  out.push(`total run time ${seconds(started)}; ${loadAtStart} at start, ${load()} at end`);
  const json = {
    search_p50_ms: summaries.search.p50,
    search_p95_ms: summaries.search.p95,
    passages_p50_ms: summaries.passages.p50,
    passages_p95_ms: summaries.passages.p95,
    later_p95_ms: summaries.later.p95,
    search_x100_p50_ms: summaries.searchX.p50,
    search_x100_p95_ms: summaries.searchX.p95,
    later_x100_p95_ms: summaries.laterX.p95,
    passages_x100_p50_ms: summaries.passagesX.p50,
    passages_x100_p95_ms: summaries.passagesX.p95,
    like_x100_p50_ms: summaries.likeX.p50,
    like_x100_p95_ms: summaries.likeX.p95,
    search_hit_p50_ms: summaries.searchHit.p50,
    search_hit_p95_ms: summaries.searchHit.p95,
    passages_hit_p50_ms: summaries.passagesHit.p50,
    passages_hit_p95_ms: summaries.passagesHit.p95,
    search_hit_x100_p95_ms: summaries.searchHitX.p95,
    passages_hit_x100_p95_ms: summaries.passagesHitX.p95,
    like_x100_over_search_x100_p95: Number(ratio.toFixed(2)),
    like_x100_over_search_x100_p95_one_spelling: Number(ratioOne.toFixed(2)),
    search_statement_x100_mean_ms: Number(mean(all(scaled.statements!.samples)).toFixed(2)),
    search_statement_x100_p95_ms: summaries.statementX.p95,
    seed_x100_s: seedSeconds === null ? null : Number(seedSeconds.toFixed(1)),
  };
  out.push(JSON.stringify(json));
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((err: unknown) => {
  log(`bench:search aborted: ${err instanceof Error && !(err.cause instanceof Error) ? err.message : describeError(err)}`);
  process.exit(1);
});
