// The `wrangler dev` command line of `npm start` (scripts/start.mjs), apart so a test can check it.
import { resolve } from 'node:path';

/**
 * Arguments after the wrangler binary: serve on PORT (8787 by default) and make APP_URL, which writes the
 * links of verification and reset mails and of shares, follow that port (an explicit APP_URL wins), since
 * wrangler.toml's APP_URL names 8787 only.
 * @param {{ env: Record<string, string | undefined>, root?: string }} options
 * @returns {string[]}
 */
export function devServerArgs({ env, root = process.cwd() }) {
  const port = env.PORT ?? '8787';
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  // Optional, for the browser tests: a separate local database, an inspector port of their own.
  const persist = env.PERSIST_DIR ? ['--persist-to', resolve(root, env.PERSIST_DIR)] : [];
  const inspector = env.INSPECTOR_PORT ? ['--inspector-port', env.INSPECTOR_PORT] : [];
  // Optional, for the browser tests: more Worker variables, e.g. a fake model endpoint.
  const extra = (env.EXTRA_VARS ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((pair) => {
      if (!/^[A-Z][A-Z0-9_]*:./.test(pair)) throw new Error(`EXTRA_VARS entries are KEY:VALUE, got ${pair}`);
      return ['--var', pair];
    });
  return ['dev', '--port', port, '--var', `APP_URL:${appUrl}`, ...extra, '--show-interactive-dev-session=false', '--test-scheduled', ...persist, ...inspector];
}
