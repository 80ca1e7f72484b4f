/** Which version of the collection a request reads: the key of everything cached from it. */
import type { Db } from '../../db/client.ts';
import { readCorpusVersion } from '../../db/repositories/corpus-version-repository.ts';

export function currentCorpusVersion(db: Db): Promise<number> {
  return readCorpusVersion(db);
}
