#!/usr/bin/env node
// Bundle budget (issue 15): the JavaScript the home page (/) loads before it can render must stay
// within 150 KB gzip. Run after `vite build`:
//
//   node scripts/check-bundle-budget.mjs [DIST_DIR] [--budget-kb N] [--json]
//
// DIST_DIR defaults to dist/client (vite.config.ts's outDir). "Loaded initially" is the entry chunk
// of index.html and every chunk it imports statically, followed transitively through the Vite
// manifest (build.manifest), plus any <script src> / <link rel="modulepreload"> in the built
// index.html (the two agree; the union is taken so that neither can hide a chunk). Dynamic imports
// (the lazy routes) are not counted. Each file is gzipped with zlib's default level (6).
// With .vite/modules.json (written by vite.config.ts: the npm packages in each chunk), it also fails
// when a library only other routes need (Markdown, charts, Stripe, zod) reaches the home page's files.
// Exit 1 over the budget or with such a library, 2 when the build is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
let budgetKb = 150;
let json = false;
let dir = 'dist/client';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--budget-kb') budgetKb = Number(args[++i]);
  else if (args[i] === '--json') json = true;
  else if (args[i] === '-h' || args[i] === '--help') {
    console.log('usage: node scripts/check-bundle-budget.mjs [DIST_DIR] [--budget-kb N] [--json]');
    process.exit(0);
  } else dir = args[i];
}
dir = resolve(dir);
const budget = budgetKb * 1024;
/** Packages the home page must not load up front: Markdown rendering, charts, Stripe, request validation. */
const HEAVY = [/^react-markdown$/, /^remark-/, /^rehype-/, /^micromark/, /^mdast-/, /^unified$/, /^uplot$/, /^@stripe\//, /^zod$/];

const htmlPath = join(dir, 'index.html');
const manifestPath = join(dir, '.vite', 'manifest.json');
if (!existsSync(htmlPath) || !existsSync(manifestPath)) {
  console.error(`bundle budget: ${existsSync(htmlPath) ? manifestPath : htmlPath} not found; run \`vite build\` first (build.manifest must be on).`);
  process.exit(2);
}
const html = readFileSync(htmlPath, 'utf8');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Map(); // file (relative to dir) -> why it is loaded
const entry = manifest['index.html'];
if (!entry?.isEntry) {
  console.error('bundle budget: the manifest has no index.html entry');
  process.exit(2);
}
(function walk(key, why) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, why);
  for (const imp of chunk.imports ?? []) walk(imp, 'static import');
})('index.html', 'entry');

// What index.html itself makes the browser fetch.
const tagRe = /<(script|link)\b[^>]*>/gi;
for (const [tag] of html.matchAll(tagRe)) {
  const isScript = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
  const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag);
  if (!isScript && !isPreload) continue;
  const url = /(?:src|href)=["']?([^"' >]+)/i.exec(tag)?.[1];
  if (!url || /^https?:/i.test(url)) continue;
  const file = url.replace(/^\//, '');
  if (!files.has(file)) files.set(file, isScript ? 'script in index.html' : 'modulepreload in index.html');
}

const rows = [...files].map(([file, why]) => {
  const buf = readFileSync(join(dir, file));
  return { file, why, raw: buf.length, gzip: gzipSync(buf).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((s, r) => s + r.gzip, 0);
const totalRaw = rows.reduce((s, r) => s + r.raw, 0);
const kb = (n) => (n / 1024).toFixed(2);
const modulesPath = join(dir, '.vite', 'modules.json');
const packagesByChunk = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : null;
const heavy = packagesByChunk
  ? rows.flatMap((r) => (packagesByChunk[r.file] ?? []).filter((p) => HEAVY.some((re) => re.test(p))).map((p) => `${p} in ${r.file}`))
  : [];
const ok = total <= budget && heavy.length === 0;

if (!json) {
  console.log(`Home page (/) initial JavaScript, ${rows.length} files:`);
  for (const r of rows) console.log(`  ${kb(r.gzip).padStart(8)} KB gzip  ${kb(r.raw).padStart(8)} KB raw  ${r.file}  (${r.why})`);
}
if (!json && packagesByChunk) {
  const all = [...new Set(rows.flatMap((r) => packagesByChunk[r.file] ?? []))].sort();
  console.log(`  npm packages in these files: ${all.join(', ') || 'none'}`);
}
if (!packagesByChunk) console.log('bundle budget: no .vite/modules.json (vite.config.ts writes it), heavy-library check skipped');
for (const h of heavy) console.log(`bundle budget: heavy library loaded by the home page: ${h} (load it from a lazy route instead)`);
console.log(
  `bundle budget: ${kb(total)} KB gzip (${kb(totalRaw)} KB raw) of ${budgetKb} KB — ${total <= budget ? 'within budget' : `OVER by ${kb(total - budget)} KB`}${heavy.length ? `; ${heavy.length} heavy librar${heavy.length === 1 ? 'y' : 'ies'}` : ''} — ${ok ? 'OK' : 'FAIL'}`,
);
if (json) console.log(JSON.stringify({ files: rows.length, gzip_bytes: total, raw_bytes: totalRaw, budget_bytes: budget, heavy, ok }));
process.exit(ok ? 0 : 1);
