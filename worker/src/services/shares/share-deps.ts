/** Wires share links from the request: the database, the snapshot store on this host, the public origin, the clock. */
import { createDb } from '../../db/client.ts';
import type { Bindings, Config } from '../../env.ts';
import type { ShareDeps } from './share-service.ts';
import { SnapshotStore } from './snapshot-store.ts';

export function createShareDeps(env: Bindings, config: Config, requestUrl: string): ShareDeps {
  return { db: createDb(env.DB), store: new SnapshotStore(env.SHARES, new URL(requestUrl).origin), appUrl: config.APP_URL, now: () => new Date() };
}
