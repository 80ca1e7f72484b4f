import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .vite/modules.json next to Vite's manifest: for every JS chunk, the npm packages bundled into
 * it. scripts/check-bundle-budget.mjs reads both to keep the home page's JavaScript within budget and
 * free of the heavy libraries the other routes load (issue 15). Neither file is uploaded (.assetsignore).
 */
function chunkPackages(): Plugin {
  return {
    name: 'chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of item.moduleIds) {
          const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replace(/\\/g, '/'));
          if (m) packages.add(m[1]!);
        }
        chunks[item.fileName] = [...packages].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: `${JSON.stringify(chunks, null, 2)}\n` });
    },
  };
}

// The SPA is built into dist/client, which wrangler serves as static assets (wrangler.toml
// [assets]); `vite dev` proxies the API to a running `wrangler dev`.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), chunkPackages()],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8787', '/shared': 'http://localhost:8787', '/dev': 'http://localhost:8787' },
  },
});
