/** Schema and data for the benchmark databases, written through the D1 binding from Node. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusDocument } from '../seed/corpus/load-corpus.ts';
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
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  let count = 0;
  for (const file of files) {
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
      throw new Error(`seed batch at statement ${i} failed (first: ${slice[0]!.slice(0, 120)}…)\n${String(err)}`);
    }
  }
}

/** Copy `i` of the corpus: every document under a new slug and title, texts and articles unchanged. */
export function corpusCopy(docs: readonly CorpusDocument[], i: number): CorpusDocument[] {
  return docs.map((d) => ({ ...d, slug: `${d.slug}-x${i}`, title: `${d.title} (copy ${i})` }));
}

/** Statements that only compact the FTS indexes; worth running once, after the last copy. */
export function isOptimize(statement: string): boolean {
  return /^INSERT INTO \w+\(\w+\) VALUES \('optimize'\);$/.test(statement);
}
