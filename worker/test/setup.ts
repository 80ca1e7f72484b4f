import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// Seed once per test file; the migrations table makes re-application a no-op, the seed is an upsert.
await env.DB.batch(env.TEST_SEED.map((s) => env.DB.prepare(s)));
