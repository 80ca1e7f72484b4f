// `npm start`: migrate and seed the local D1, build the SPA, and serve everything on
// http://localhost:8787 (or PORT, which APP_URL then follows) with `wrangler dev` (workerd + miniflare, no Cloudflare account).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devServerArgs } from './start-args.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_HIDE_BANNER: 'true' };
const wrangler = resolve(root, 'node_modules/wrangler/bin/wrangler.js');
const port = process.env.PORT ?? '8787';
// Optional, for the browser tests: a separate local database, a generated larger corpus, no rebuild.
const persist = process.env.PERSIST_DIR ? ['--persist-to', resolve(root, process.env.PERSIST_DIR)] : [];
const replicas = process.env.SEED_REPLICAS ? ['--replicas', process.env.SEED_REPLICAS] : [];

function step(label, cmd, args) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

// Browser tests start from an empty database of their own (accounts, rate-limit windows); never the default one.
if (process.env.FRESH_STATE && process.env.PERSIST_DIR) rmSync(resolve(root, process.env.PERSIST_DIR), { recursive: true, force: true });

// Without .dev.vars wrangler would read .env files as Worker secrets.
if (!existsSync(resolve(root, '.dev.vars'))) copyFileSync(resolve(root, '.dev.vars.example'), resolve(root, '.dev.vars'));

step('Applying database migrations (local D1)', process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...persist]);
step('Loading the legislation corpus', process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'seed/cli.ts', ...persist, ...replicas]);
if (!process.env.SKIP_BUILD) step('Building the web app', process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);

console.log(`\n▶ Serving on http://localhost:${port}`);
const server = spawn(process.execPath, [wrangler, ...devServerArgs({ env: process.env, root })], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
