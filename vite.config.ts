import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA is built into dist/client, which wrangler serves as static assets (wrangler.toml
// [assets]); `vite dev` proxies the API to a running `wrangler dev`.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8787', '/shared': 'http://localhost:8787', '/dev': 'http://localhost:8787' },
  },
});
