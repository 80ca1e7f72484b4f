import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8787);
/** A second server on its own database with the corpus 3× over (generated copies): more than one page of records. */
export const LOAD_TEST_PORT = PORT + 1;
/** A third server whose language model is the fake endpoint of e2e/support/fake-model-server.ts (the XSS corpus as answers). */
export const MODEL_TEST_PORT = PORT + 2;
const FAKE_MODEL_PORT = PORT + 12;
/** Each server's inspector port follows PORT (9230… for 8787), so runs on other E2E_PORTs can run side by side. */
const inspector = (offset: number) => String(PORT + 443 + offset);

/** `npm start` (scripts/start.mjs) on `port` with its own database, without building again. */
function productServer(port: number, env: Record<string, string>) {
  return {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/api/legislation?limit=0`,
    env: { PORT: String(port), SKIP_BUILD: '1', ...env },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: {
      // Debian's chromium: Playwright's own browser download cannot work offline.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // `npm run test:e2e` builds the SPA once before both servers start.
  webServer: [
    productServer(PORT, { INSPECTOR_PORT: inspector(0), PERSIST_DIR: '.wrangler/e2e', FRESH_STATE: '1' }),
    productServer(LOAD_TEST_PORT, { INSPECTOR_PORT: inspector(1), PERSIST_DIR: '.wrangler/e2e-load-test', SEED_REPLICAS: '3' }),
    {
      command: 'npx tsx e2e/support/fake-model-server.ts',
      url: `http://127.0.0.1:${FAKE_MODEL_PORT}/health`,
      env: { FAKE_MODEL_PORT: String(FAKE_MODEL_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    productServer(MODEL_TEST_PORT, {
      INSPECTOR_PORT: inspector(2),
      PERSIST_DIR: '.wrangler/e2e-model',
      FRESH_STATE: '1',
      EXTRA_VARS: `OPENAI_API_KEY:e2e-fake-key OPENAI_BASE_URL:http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
    }),
  ],
});
