/** Schema and data for the benchmark databases, written through the D1 binding from Node. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { D1 } from './worker.ts';

const BREAKPOINT = '--> statement-breakpoint';

/** True when a chunk holds only SQL comments and blank lines. */
function isCommentOnly(sql: string): boolean {
  return sql.split('\n').every((line) => !line.trim() || line.trim().startsWith('--'));
}

/**
 * Applies every migration in file-name order. Statements are split on drizzle's breakpoint
 * marker, never on `;` (CREATE TRIGGER bodies contain semicolons).
 */
export async function applyMigrations(db: D1, dir: string): Promise<number> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  // Like wrangler's own table: a reused database gets only the migrations it has not seen.
  await db.prepare('CREATE TABLE IF NOT EXISTS bench_migrations (name TEXT PRIMARY KEY)').run();
  const applied = new Set((await db.prepare('SELECT name FROM bench_migrations').all<{ name: string }>()).results.map((r) => r.name));
  let count = 0;
  for (const file of files.filter((f) => !applied.has(f))) {
    const statements = readFileSync(join(dir, file), 'utf8')
      .split(BREAKPOINT)
      .map((s) => s.trim())
      .filter((s) => s && !isCommentOnly(s));
    for (const statement of statements) {
      try {
        await db.prepare(statement).run();
      } catch (err) {
        throw new Error(`migration ${file} failed at: ${statement.slice(0, 120)}…\n${String(err)}`);
      }
      count++;
    }
    await db.prepare('INSERT INTO bench_migrations (name) VALUES (?)').bind(file).run();
  }
  return count;
}

/** Runs raw SQL statements in `db.batch()` transactions of `batchSize`. */
export async function runStatements(db: D1, statements: readonly string[], batchSize: number): Promise<void> {
  for (let i = 0; i < statements.length; i += batchSize) {
    const slice = statements.slice(i, i + batchSize);
    try {
      await db.batch(slice.map((s) => db.prepare(s)));
    } catch (err) {
      throw new Error(`seed batch at statement ${i} failed (first: ${slice[0]!.slice(0, 120)}…): ${describeError(err)}`);
    }
  }
}

/** The error and its causes on one line ("fetch failed" alone says little). */
export function describeError(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e !== undefined && parts.length < 5; e = e instanceof Error ? e.cause : undefined) {
    parts.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  }
  return parts.join(' ← ');
}

/**
 * Runs a seed script with retries. The seed statements are idempotent as a whole (upserts
 * keyed by slug reset long columns before appending their chunks), so a script whose
 * connection to workerd dropped mid-way is simply run again from its first statement.
 */
export async function seed(
  db: D1,
  statements: readonly string[],
  batchSize: number,
  onRetry: (attempt: number, err: unknown) => void,
  attempts = 3,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runStatements(db, statements, batchSize);
    } catch (err) {
      if (attempt >= attempts) throw err;
      onRetry(attempt, err);
    }
  }
}

/** Statements that only compact the FTS indexes; worth running once, after the last copy. */
export function isOptimize(statement: string): boolean {
  return /^INSERT INTO \w+\(\w+\) VALUES \('optimize'\);$/.test(statement);
}
