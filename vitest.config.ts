import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildSeedStatements } from './seed/build-seed-sql.ts';
import { loadCorpus } from './seed/corpus/load-corpus.ts';

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'schema/migrations'));
  // The worker tests run on real migrations and a real (small) slice of the corpus,
  // loaded through the same seed builder as `npm run seed`.
  const seed = buildSeedStatements(loadCorpus(path.join(import.meta.dirname, 'worker/test/fixtures/corpus')));

  return {
    test: {
      projects: [
        {
          plugins: [
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
            setupFiles: ['./web/test/setup.ts'],
          },
        },
      ],
    },
  };
});
