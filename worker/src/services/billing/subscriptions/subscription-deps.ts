/** What the Professional Plan's services need beyond billing: the app's address (portal and return URLs). */
import type { Bindings, Config } from '../../../env.ts';
import { createBillingDeps } from '../billing-deps.ts';
import type { BillingDeps } from '../billing-deps.ts';

export interface SubscriptionDeps extends BillingDeps {
  appUrl: string;
}

export function createSubscriptionDeps(env: Bindings, config: Config): SubscriptionDeps {
  return { ...createBillingDeps(env, config), appUrl: config.APP_URL.replace(/\/$/, '') };
}
