import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { buildSeedStatements } from './seed/build-seed-sql.ts';
import { loadCorpus } from './seed/corpus/load-corpus.ts';

/**
 * Leaves out Vite's notice that a package (stripe) ships source maps whose sources it does not ship:
 * noise in every run, about a file nobody here can change. Other warnings pass. (Vitest replaces a
 * project's customLogger, so the resolved logger is wrapped.)
 */
function quietMissingSourcemaps(): Plugin {
  const missingSources = (msg: string) => /Sourcemap for .* points to missing source files/.test(msg);
  return {
    name: 'quiet-missing-sourcemaps',
    configResolved({ logger }) {
      const { warn, warnOnce } = logger;
      logger.warn = (msg, options) => (missingSources(msg) ? undefined : warn.call(logger, msg, options));
      logger.warnOnce = (msg, options) => (missingSources(msg) ? undefined : warnOnce.call(logger, msg, options));
    },
  };
}

/**
 * Web test files that replace a module with vi.mock(). They keep a fresh module graph each (isolate):
 * in a shared one, a module already imported by an earlier file would not see the mock, and a mocked
 * one could reach a later file. The other web files share a worker and its happy-dom environment.
 */
function webFilesWithModuleMocks(): string[] {
  const root = import.meta.dirname;
  const files = fs.readdirSync(path.join(root, 'web'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f));
  return files.filter((f) => fs.readFileSync(path.join(root, 'web', f), 'utf8').includes('vi.mock(')).map((f) => `web/${f.split(path.sep).join('/')}`);
}

/** Web tests: see the web project below. */
const WEB_TEST_TIMEOUT_MS = 20_000;
/**
 * Worker tests: the heaviest (50 concurrent follow-ups, 20 people racing for one coupon, every control character in
 * every search input) take 2–3.5 s alone and share the CPUs with typecheck and lint under `npm test`: the 5 s default
 * failed them on a loaded machine. A timeout catches a hang, not a slow machine.
 */
const WORKER_TEST_TIMEOUT_MS = 30_000;

export default defineConfig(async () => {
  // Quiet output: wrangler's info lines ("Using secrets defined in .dev.vars") are not test results;
  // its warnings and errors still show. WRANGLER_LOG=log (or debug) in the environment brings them back.
  process.env.WRANGLER_LOG ??= 'warn';
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'schema/migrations'));
  // The worker tests run on real migrations and a real (small) slice of the corpus,
  // loaded through the same seed builder as `npm run seed`.
  const seed = buildSeedStatements(loadCorpus(path.join(import.meta.dirname, 'worker/test/fixtures/corpus')));

  const webMocking = webFilesWithModuleMocks();

  return {
    test: {
      // Vitest's default (one fewer than the CPUs) is a single worker on a 2-CPU machine: the worker,
      // node and web projects would then run one after the other. Two lets the workerd runtime and the
      // happy-dom tests overlap.
      maxWorkers: Math.max(2, os.availableParallelism() - 1),
      projects: [
        {
          plugins: [
            quietMissingSourcemaps(),
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  ENVIRONMENT: 'test',
                  SESSION_SECRET: 'test-only-session-secret-0123456789abcdef',
                  ADMIN_EMAILS: 'admin@test.example',
                  TEST_MIGRATIONS: migrations,
                  TEST_SEED: seed,
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['worker/test/**/*.test.ts'],
            // Node-only tests of the test fakes (e.g. the fake Stripe HTTP server) run in the node project.
            exclude: ['worker/test/**/*.node.test.ts'],
            setupFiles: ['./worker/test/setup.ts'],
            testTimeout: WORKER_TEST_TIMEOUT_MS,
            // One workerd runtime (and one D1, migrated and seeded once) runs many files in turn instead of
            // a new runtime, migration and seed per file. Tests keep apart by their own users, client
            // addresses and rows; worker/test/setup.ts prepares each file.
            isolate: false,
          },
        },
        {
          test: {
            name: 'node',
            environment: 'node',
            include: ['seed/**/*.test.ts', 'bench/**/*.test.ts', 'worker/test/**/*.node.test.ts'],
          },
        },
        {
          plugins: [react()],
          test: {
            name: 'web',
            environment: 'happy-dom',
            include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
            exclude: webMocking,
            setupFiles: ['./web/test/setup.ts'],
            // happy-dom renders on the CPU that typecheck, lint and workerd share: a timeout catches a hang, not a
            // slow machine (5 s, the default, failed a 0.4 s test on a loaded one).
            testTimeout: WEB_TEST_TIMEOUT_MS,
            // One happy-dom environment and one module graph for many files (a fresh one per file cost
            // more than the tests). web/test/setup.ts cleans the DOM, globals and storage after each test;
            // renderWithProviders gives each render a fresh SWR cache.
            isolate: false,
          },
        },
        {
          plugins: [react()],
          test: {
            name: 'web-mocks',
            environment: 'happy-dom',
            include: webMocking,
            setupFiles: ['./web/test/setup.ts'],
            testTimeout: WEB_TEST_TIMEOUT_MS,
          },
        },
      ],
    },
  };
});
