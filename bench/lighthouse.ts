/**
 * `npm run bench:lighthouse [-- --port N] [--runs N] [--keep-server]`
 *
 * Lighthouse (mobile: its default Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) on the
 * product as `npm start` serves it: the SPA built by Vite (into bench/.data/lighthouse/client, so the
 * shared dist/ is left alone), a local D1 migrated and seeded with the real corpus
 * (bench/.data/lighthouse/state), and `wrangler dev` on PORT (default 8950, inspector PORT+300) with
 * npm start's own arguments (scripts/start-args.mjs). Pages: the home page, a document page and /pricing.
 * Chromium is /usr/bin/chromium (CHROMIUM_PATH), headless, no sandbox. Prints per page the performance and
 * accessibility scores and LCP / TBT / CLS (the median run by performance score with --runs > 1), the failed
 * accessibility audits, and as the last line of stdout one JSON object. A benchmark, not a test: it fails
 * only when Lighthouse cannot run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { devServerArgs } from '../scripts/start-args.mjs';
import { OFFLINE_ENV } from './worker.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, OFFLINE_ENV);

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8950' },
    runs: { type: 'string', default: '1' },
    'keep-server': { type: 'boolean', default: false },
  },
});
const PORT = Number(args.port);
const RUNS = Number(args.runs);
if (!Number.isInteger(PORT) || !Number.isInteger(RUNS) || RUNS < 1) throw new Error('--port and --runs must be whole numbers');
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = join(root, 'bench/.data/lighthouse');
const clientDir = join(dataDir, 'client');
const stateDir = join(dataDir, 'state');

const log = (message: string) => process.stderr.write(`${message}\n`);
const lighthouseVersion = () => (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;

function step(label: string, cmd: string, cmdArgs: string[]): void {
  log(`▶ ${label}`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, env: process.env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${label} failed (status ${r.status})`);
}

async function waitFor(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

interface PageResult {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  failedA11y: string[];
  shifts: string[];
  a11yNodes: string[];
}

async function main(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // As npm start: without .dev.vars wrangler would read .env files as Worker secrets.
  if (!existsSync(join(root, '.dev.vars'))) copyFileSync(join(root, '.dev.vars.example'), join(root, '.dev.vars'));
  const node = process.execPath;
  const bin = (p: string) => join(root, 'node_modules', p);
  step('Building the web app (vite build → bench/.data/lighthouse/client)', node, [
    bin('vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    clientDir,
    '--emptyOutDir',
  ]);
  step('Applying database migrations (local D1)', node, [
    bin('wrangler/bin/wrangler.js'),
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '--persist-to',
    stateDir,
  ]);
  step('Loading the legislation corpus', node, [bin('tsx/dist/cli.mjs'), 'seed/cli.ts', '--persist-to', stateDir]);

  const serverArgs = [
    ...devServerArgs({ env: { PORT: String(PORT), PERSIST_DIR: stateDir, INSPECTOR_PORT: String(PORT + 300) }, root }),
    '--assets',
    clientDir,
  ];
  log(`▶ Serving on ${ORIGIN}`);
  // Its own process group, so wrangler and workerd stop together.
  const server = spawn(node, [bin('wrangler/bin/wrangler.js'), ...serverArgs], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let serverErr = '';
  server.stderr!.on('data', (d: Buffer) => (serverErr = (serverErr + d.toString()).slice(-4000)));
  const stopServer = () => {
    if (server.exitCode === null && server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  process.on('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${ORIGIN}/api/legislation?limit=0`, server, 120_000).catch((err: unknown) => {
      log(serverErr);
      throw err;
    });
    const list = (await (await fetch(`${ORIGIN}/api/legislation?limit=1&sort=date`)).json()) as { records: { id: number; title: string }[] };
    const doc = list.records[0];
    if (!doc) throw new Error('the seeded database has no legislation');
    const pages = [
      { page: 'home', url: `${ORIGIN}/` },
      { page: 'document', url: `${ORIGIN}/legislation/${doc.id}` },
      { page: 'pricing', url: `${ORIGIN}/pricing` },
    ];
    // Warm the server (first requests compile the Worker's code paths), as a live deployment would be.
    for (const p of pages) await (await fetch(p.url)).text();
    await (await fetch(`${ORIGIN}/api/legislation/${doc.id}`)).text();

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      logLevel: 'silent',
    });
    const results: PageResult[] = [];
    for (const p of pages) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        log(`▶ Lighthouse (mobile) ${p.page} ${p.url}${RUNS > 1 ? ` run ${i + 1}/${RUNS}` : ''}`);
        const result = await lighthouse(p.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${p.url}`);
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const failedA11y = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
        // What moved (CLS) and which elements fail an accessibility audit: where to look when a score drops.
        const items = (id: string) => (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        const nodeName = (item: Record<string, unknown>) => {
          const node = item.node as { selector?: string; snippet?: string } | undefined;
          return node?.selector ?? node?.snippet ?? '?';
        };
        const shifts = items('layout-shifts').map((it) => `${nodeName(it)} (${Number(it.score ?? 0).toFixed(3)})`);
        const a11yNodes = failedA11y.map((id) => `${p.page} ${id}: ${[...new Set(items(id).map(nodeName))].slice(0, 4).join(' | ')}`);
        runs.push({
          shifts,
          a11yNodes,
          page: p.page,
          url: p.url.replace(ORIGIN, ''),
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcp_ms: Math.round(num('largest-contentful-paint')),
          tbt_ms: Math.round(num('total-blocking-time')),
          cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
          fcp_ms: Math.round(num('first-contentful-paint')),
          failedA11y,
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      results.push(runs[Math.floor(runs.length / 2)]!);
    }

    const pad = (s: string | number, n: number) => String(s).padStart(n);
    process.stdout.write(
      `Lighthouse ${lighthouseVersion()}, mobile (simulated throttling), ${RUNS} run(s) per page${RUNS > 1 ? ', median by performance' : ''}\n`,
    );
    process.stdout.write(
      `${'page'.padEnd(10)}${pad('perf', 6)}${pad('a11y', 6)}${pad('LCP ms', 9)}${pad('TBT ms', 8)}${pad('CLS', 8)}${pad('FCP ms', 9)}  url\n`,
    );
    for (const r of results) {
      process.stdout.write(
        `${r.page.padEnd(10)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.lcp_ms, 9)}${pad(r.tbt_ms, 8)}${pad(r.cls, 8)}${pad(r.fcp_ms, 9)}  ${r.url}\n`,
      );
    }
    for (const r of results) if (r.failedA11y.length) process.stdout.write(`  ${r.page}: failed accessibility audits: ${r.failedA11y.join(', ')}\n`);
    for (const line of results.flatMap((r) => r.a11yNodes)) process.stdout.write(`    ${line}\n`);
    for (const r of results) if (r.shifts.length) process.stdout.write(`  ${r.page}: layout shifts: ${r.shifts.slice(0, 5).join('; ')}\n`);
    const summary: Record<string, number> = {};
    for (const r of results) {
      summary[`${r.page}_performance`] = r.performance;
      summary[`${r.page}_accessibility`] = r.accessibility;
      summary[`${r.page}_lcp_ms`] = r.lcp_ms;
      summary[`${r.page}_tbt_ms`] = r.tbt_ms;
      summary[`${r.page}_cls`] = r.cls;
    }
    process.stdout.write(`\n${JSON.stringify(summary)}\n`);
    if (args['keep-server']) {
      log(`server left running on ${ORIGIN} (process group ${server.pid}); stop it with kill -- -${server.pid}`);
      process.removeListener('exit', stopServer);
      server.unref();
    }
  } finally {
    await chrome?.kill();
    if (!args['keep-server']) stopServer();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
