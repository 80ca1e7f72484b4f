/**
 * Which version of the collection a request reads: the key of everything cached from it (decision 016).
 *
 * The version is held per isolate for a short bound instead of being read from D1 before every public
 * read (decision 021): that read was a D1 round trip in front of every edge-cache hit and miss, and in a
 * burst of identical requests it queued in front of everything else. Concurrent requests that find the
 * version unknown share one read. An edit made through this isolate forgets it at once
 * (`forgetCorpusVersion`), so the next request here sees the edit; other isolates meet it within
 * `CORPUS_VERSION_TTL_MS`, as a replica's lag (decision 015) already allowed.
 */
import type { Db } from '../../db/client.ts';
import { readCorpusVersion } from '../../db/repositories/corpus-version-repository.ts';
import { SharedFlights, settledWithin } from '../../lib/shared-flights.ts';

/** How long an isolate serves public reads under the version it last read. */
export const CORPUS_VERSION_TTL_MS = 2_000;

let known: { version: number; readAt: number } | null = null;
/** Bumped by every forget: a read that was on its way then may predate the edit, so it is not kept. */
let generation = 0;
const reads = new SharedFlights<number>(CORPUS_VERSION_TTL_MS);

async function readAndKeep(db: Db): Promise<number> {
  const startedAt = Date.now();
  const startedIn = generation;
  const version = await readCorpusVersion(db);
  if (startedIn === generation) known = { version, readAt: startedAt };
  return version;
}

export function currentCorpusVersion(db: Db): Promise<number> {
  if (known && Date.now() - known.readAt < CORPUS_VERSION_TTL_MS) return Promise.resolve(known.version);
  // A read started before the last forget may predate the edit: it is not joined.
  const key = `version-${generation}`;
  const flight = reads.joinable(key);
  return flight ? settledWithin(flight, CORPUS_VERSION_TTL_MS, () => readAndKeep(db)) : reads.run(key, () => readAndKeep(db));
}

/** After an edit made through this isolate (it raised the version), and for tests: the next request reads it again. */
export function forgetCorpusVersion(): void {
  known = null;
  generation += 1;
}
