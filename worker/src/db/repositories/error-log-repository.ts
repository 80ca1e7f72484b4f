import { errorLog } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';

export interface ErrorEntry {
  method: string;
  url: string;
  statusCode: number;
  errorName: string;
  message: string;
  ip: string | null;
  userId: number | null;
}

export async function recordError(db: Db, entry: ErrorEntry): Promise<void> {
  await db.insert(errorLog).values({ ...entry, message: entry.message.slice(0, 2000), url: entry.url.slice(0, 2000) });
}
