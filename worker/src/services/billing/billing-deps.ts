/** Wires billing from configuration: the database, the card provider this deployment uses, the clock. */
import { createDb } from '../../db/client.ts';
import type { Bindings, Config } from '../../env.ts';
import { createCardProvider } from './card-provider/create-card-provider.ts';
import type { CardProvider } from './card-provider/types.ts';
import type { Db } from '../../db/client.ts';

/** What every billing service is given: the database, the card provider, the clock (a test sets the time). */
export interface BillingDeps {
  db: Db;
  provider: CardProvider;
  now: () => Date;
}

/** A request's billing, over its own database (middleware/services.ts makes it once per request). */
export function billingDepsOf(db: Db, config: Config): BillingDeps {
  return { db, provider: createCardProvider(db, config), now: () => new Date() };
}

/** Outside a request (the scheduled billing run): over the binding itself. */
export function createBillingDeps(env: Bindings, config: Config): BillingDeps {
  return billingDepsOf(createDb(env.DB), config);
}
