/**
 * The test database: migrated and seeded with the fixture corpus once per runtime, not once per file.
 *
 * The worker project runs with `isolate: false` (vitest.config.ts): one workerd runtime, one D1 and one
 * module graph serve many test files in turn. The setup file runs before each file; this module is
 * evaluated once per runtime, so the promise below is shared by every file that runtime runs.
 * Tests keep out of each other's way by their own users, client addresses and rows (see helpers.ts).
 */
import { applyD1Migrations, env } from 'cloudflare:test';

let ready: Promise<void> | null = null;

async function migrateAndSeed(): Promise<void> {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  // Should this module ever be evaluated again in the same runtime, the seeded rows tell.
  const seeded = await env.DB.prepare('SELECT count(*) AS n FROM legislation').first<number>('n');
  if (!seeded) await env.DB.batch(env.TEST_SEED.map((s) => env.DB.prepare(s)));
}

/** Migrates and seeds the database the first time it is called in this runtime. */
export function ensureTestDatabase(): Promise<void> {
  ready ??= migrateAndSeed().catch((err: unknown) => {
    ready = null;
    throw err;
  });
  return ready;
}
