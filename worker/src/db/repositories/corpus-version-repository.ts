/** The version of the collection: raised by every change of an article (triggers), admin edit and seed. */
import { eq } from 'drizzle-orm';
import { corpusVersion } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

export async function readCorpusVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: corpusVersion.version }).from(corpusVersion).where(eq(corpusVersion.id, 1));
  return row?.version ?? 0;
}
