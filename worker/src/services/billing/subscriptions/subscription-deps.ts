/** What the Professional Plan's services need beyond billing: the app's address (portal and return URLs). */
import type { Db } from '../../../db/client.ts';
import type { Config } from '../../../env.ts';
import { billingDepsOf } from '../billing-deps.ts';
import type { BillingDeps } from '../billing-deps.ts';

export interface SubscriptionDeps extends BillingDeps {
  appUrl: string;
}

export function subscriptionDepsOf(db: Db, config: Config): SubscriptionDeps {
  return { ...billingDepsOf(db, config), appUrl: config.APP_URL.replace(/\/$/, '') };
}
