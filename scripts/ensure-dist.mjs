// The worker tests load wrangler.toml, whose [assets] directory must exist: build the SPA
// once on a fresh clone (a later `npm start` or `npm run build` refreshes it).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync(new URL('../dist/client/index.html', import.meta.url))) {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
