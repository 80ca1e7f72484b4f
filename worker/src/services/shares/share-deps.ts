/** Wires share links from the request: the database, the snapshot store on this host, the public origin, the clock. */
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import type { ShareDeps } from './share-service.ts';
import { SnapshotStore } from './snapshot-store.ts';

export function createShareDeps(db: Db, kv: KVNamespace, config: Config, requestUrl: string): ShareDeps {
  return { db, store: new SnapshotStore(kv, new URL(requestUrl).origin), appUrl: config.APP_URL, now: () => new Date() };
}
