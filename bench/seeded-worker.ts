/**
 * The bundled Worker in Miniflare on a fresh local D1 holding the real corpus: what the
 * retrieval eval and the answer benchmark measure against.
 */
import { join } from 'node:path';
import type { Miniflare } from 'miniflare';
import { buildSeedStatements } from '../seed/build-seed-sql.ts';
import type { CorpusDocument } from '../seed/corpus/load-corpus.ts';
import { applyMigrations, describeError, seed } from './database.ts';
import { bundleWorker, startWorker, type D1 } from './worker.ts';

export async function startSeededWorker(
  root: string,
  name: string,
  docs: CorpusDocument[],
  log: (message: string) => void,
  /** Variables for the Worker beyond the benchmark's defaults (e.g. a model endpoint). */
  bindings: Record<string, string> = {},
): Promise<{ mf: Miniflare; db: D1 }> {
  const dataDir = join(root, 'bench/.data');
  const scriptPath = bundleWorker(root, join(dataDir, 'worker'));
  const mf = await startWorker({ scriptPath, persistDir: join(dataDir, `d1-${name}`), databaseId: name, bindings });
  try {
    const db = await mf.getD1Database('DB');
    await applyMigrations(db, join(root, 'schema/migrations'));
    await seed(db, buildSeedStatements(docs), 250, (attempt, err) => log(`seed attempt ${attempt} failed, again: ${describeError(err)}`));
    return { mf, db };
  } catch (err) {
    await mf.dispose();
    throw err;
  }
}
