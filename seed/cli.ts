/**
 * `npm run seed [-- --corpus DIR] [--remote] [--env NAME] [--persist-to DIR] [--replicas N] [--sql-only]`
 *
 * Loads the corpus (default ../shared/corpus, or $CORPUS_DIR) into the D1 database `DB`
 * through `wrangler d1 execute`: the local database of `wrangler dev` by default, the
 * deployed one with --remote. Locally it also creates the demo accounts of seed/demo-users.ts and
 * the test card provider's demo coupon codes of seed/demo-coupons.ts (never with --remote).
 *
 * With EMBEDDINGS_API_KEY in the environment (and optionally EMBEDDINGS_BASE_URL, EMBEDDINGS_MODEL)
 * it also embeds every article (seed/embed-articles.ts): the vectors go into article_embeddings
 * for the in-Worker vector index, and into seed/.out/vectors.ndjson for the Vectorize index
 * (`wrangler vectorize upsert uae-ct-articles --file seed/.out/vectors.ndjson --env production`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSeedStatements } from './build-seed-sql.ts';
import { buildDemoCouponStatements, DEMO_COUPONS } from './demo-coupons.ts';
import { buildDemoUserStatements, DEMO_USERS } from './demo-users.ts';
import { buildEmbeddingSeed, openAiSeedEmbedder } from './embed-articles.ts';
import { loadCorpus } from './corpus/load-corpus.ts';
import { replicateCorpus } from './corpus/replicate-corpus.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') },
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    'persist-to': { type: 'string' },
    'sql-only': { type: 'boolean', default: false },
    /** Load-test data: the corpus N times over (copies are titled as generated copies). */
    replicas: { type: 'string', default: '1' },
    /** Local only: skip the demo administrator and user. */
    'no-demo-users': { type: 'boolean', default: false },
    /** Local only: skip the test provider's demo coupon codes (seed/demo-coupons.ts). */
    'no-demo-coupons': { type: 'boolean', default: false },
  },
});

const started = Date.now();
const replicas = Number(values.replicas);
if (!Number.isInteger(replicas) || replicas < 1) throw new Error('--replicas must be a whole number of at least 1');
if (replicas > 1 && values.remote) throw new Error('--replicas is for local load-test databases only');
const docs = replicateCorpus(loadCorpus(resolve(values.corpus!)), replicas);
const statements = buildSeedStatements(docs);
const withDemoUsers = !values.remote && !values['no-demo-users'];
if (withDemoUsers) statements.push(...(await buildDemoUserStatements()));
// Coupons of the local test card provider; with Stripe, coupons are promotion codes made in Stripe.
const withDemoCoupons = !values.remote && !values['no-demo-coupons'];
if (withDemoCoupons) statements.push(...buildDemoCouponStatements());
const outFile = join(root, 'seed/.out/seed.sql');
mkdirSync(dirname(outFile), { recursive: true });
if (process.env.EMBEDDINGS_API_KEY) {
  const embedder = openAiSeedEmbedder({
    apiKey: process.env.EMBEDDINGS_API_KEY,
    baseURL: process.env.EMBEDDINGS_BASE_URL || undefined,
    model: process.env.EMBEDDINGS_MODEL || undefined,
  });
  const embeddings = await buildEmbeddingSeed(docs, embedder, {
    cacheFile: join(root, 'seed/.out/embeddings-cache.json'),
    onProgress: (done, total) => console.log(`seed: embedded ${done}/${total} articles`),
  });
  statements.push(...embeddings.statements);
  const vectorsFile = join(root, 'seed/.out/vectors.ndjson');
  writeFileSync(vectorsFile, embeddings.vectorizeNdjson);
  console.log(
    `seed: ${embeddings.total} article embeddings (${embedder.model}; ${embeddings.embedded} new) → article_embeddings and ${vectorsFile}` +
      (values.remote ? ' (load it into Vectorize: wrangler vectorize upsert uae-ct-articles --file seed/.out/vectors.ndjson --env production)' : ''),
  );
}
writeFileSync(outFile, statements.join('\n') + '\n');
const withText = docs.filter((d) => d.articles.length > 0);
console.log(`seed: ${docs.length} documents (${withText.length} with text), ${withText.reduce((n, d) => n + d.articles.length, 0)} passages → ${outFile}`);
if (withDemoUsers) console.log(`seed: local demo accounts ${DEMO_USERS.map((u) => `${u.email} / ${u.password}`).join(', ')}`);
if (withDemoCoupons) console.log(`seed: local demo coupon codes ${DEMO_COUPONS.map((c) => c.code).join(', ')} (test card provider only)`);
if (values['sql-only']) process.exit(0);

const args = ['wrangler', 'd1', 'execute', 'DB', '--file', outFile, '--yes'];
args.push(values.remote ? '--remote' : '--local');
if (values.env) args.push('--env', values.env);
if (values['persist-to']) args.push('--persist-to', values['persist-to']);
const run = spawnSync('npx', args, {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_HIDE_BANNER: 'true' },
});
if (run.status !== 0) {
  console.error('seed: wrangler d1 execute failed');
  process.exit(run.status ?? 1);
}
console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
