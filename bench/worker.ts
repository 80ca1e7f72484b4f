/**
 * Bundles the worker offline (`wrangler deploy --dry-run`) and runs the bundle in-process
 * with Miniflare, against a D1 database persisted in a fresh directory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare, NoOpLog } from 'miniflare';

/** Keeps wrangler and Miniflare offline and quiet. */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
} as const;

export type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>;

/**
 * The bundle needs no built SPA (the benchmarks stand in SPA_SHELL for it), but wrangler checks that
 * the [assets] directory exists: on a fresh clone, it is pointed at a stand-in, so no build is needed first.
 */
export function assetsArguments(root: string, outDir: string): string[] {
  if (existsSync(join(root, 'dist/client'))) return [];
  const standIn = join(outDir, '..', 'assets-stand-in');
  mkdirSync(standIn, { recursive: true });
  writeFileSync(join(standIn, 'index.html'), SPA_SHELL);
  return ['--assets', relative(root, standIn)];
}

/** Runs `wrangler deploy --dry-run` and returns the path of the bundled module. */
export function bundleWorker(root: string, outDir: string, entry?: string): string {
  rmSync(outDir, { recursive: true, force: true });
  // --env "" targets the top-level (development) configuration, as `wrangler dev` does.
  const args = ['wrangler', 'deploy', '--dry-run', '--outdir', relative(root, outDir), '--env', ''];
  // Another entry module than wrangler.toml's `main` (bench/footprint-entry.ts).
  if (entry) args.push(relative(root, entry));
  args.push(...assetsArguments(root, outDir));
  const run = spawnSync('npx', args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...OFFLINE_ENV } });
  // wrangler names the bundle after the entry module (worker/src/index.ts → index.js).
  const script = join(outDir, `${basename(entry ?? 'index.ts').replace(/\.[cm]?[jt]s$/, '')}.js`);
  if (run.status !== 0 || !existsSync(script)) {
    process.stderr.write(run.stdout ?? '');
    process.stderr.write(run.stderr ?? '');
    throw new Error(`npx ${args.join(' ')} failed with status ${run.status}`);
  }
  return script;
}

/** Stands in for dist/client/index.html: the head and root element the share page's HTMLRewriter works on. */
const SPA_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="d" /><title>UAE Corporate Tax Research</title></head><body><div id="root"></div></body></html>';

export interface WorkerOptions {
  scriptPath: string;
  /** D1 persistence directory; emptied before start unless `keep`. */
  persistDir: string;
  databaseId: string;
  /** Keep what an earlier run persisted there. */
  keep?: boolean;
  /** Serve the Worker's inspector (CDP) on this port, at `/${WORKER_NAME}` (bench/isolate-profiler.ts). */
  inspectorPort?: number;
  /** Variables added to (or replacing) the benchmark's defaults. */
  bindings?: Record<string, string>;
  /** Answers the Worker's outbound fetches (subrequests) instead of the network. */
  outboundService?: (request: Request) => Response | Promise<Response>;
}

/** The Worker's name in Miniflare: the path of its inspector. */
export const WORKER_NAME = 'bench';

export async function startWorker(opts: WorkerOptions): Promise<Miniflare> {
  if (!opts.keep) rmSync(opts.persistDir, { recursive: true, force: true });
  const mf = new Miniflare({
    log: new NoOpLog(),
    // The Worker's console output (e.g. the local outbox's mail lines) is progress, not results: stderr.
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      stdout.pipe(process.stderr);
      stderr.pipe(process.stderr);
    },
    name: WORKER_NAME,
    modules: true,
    scriptPath: opts.scriptPath,
    ...(opts.inspectorPort === undefined ? {} : { inspectorPort: opts.inspectorPort, unsafeInspectorProxy: true }),
    ...(opts.outboundService ? { outboundService: opts.outboundService } : {}),
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
    cf: false,
    d1Databases: { DB: opts.databaseId },
    d1Persist: opts.persistDir,
    kvNamespaces: ['SHARES'],
    bindings: {
      ENVIRONMENT: 'development',
      APP_URL: 'http://localhost:8787',
      CONTACT_EMAIL: 'support@uaecorporatetax.ai',
      // A throwaway signing key: the benchmark makes no sessions, but the configuration requires one.
      SESSION_SECRET: 'bench-only-session-secret-not-used-for-anything',
      ...opts.bindings,
    },
    // Only non-API paths reach ASSETS: the one page the benchmarks request is /shared/:id, which rewrites the SPA's shell.
    serviceBindings: { ASSETS: () => new Response(SPA_SHELL, { headers: { 'content-type': 'text/html; charset=utf-8' } }) },
  });
  await mf.ready;
  return mf;
}
